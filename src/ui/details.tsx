/**
 * The label and value lists that detail views are made of (a record's dialog, a site's page),
 * and their titled sections.
 */
import type { ReactNode } from 'react'
import { DataList, Heading, Stack } from '@chakra-ui/react'

/** Labels and values; an empty value shows as a dash. */
export function Facts({ facts }: { facts: Array<[string, ReactNode]> }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2">
      {facts.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="40">{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value === '' || value === null ? '—' : value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  )
}

export function Section({
  title,
  children,
  level = 'h3',
}: {
  title: string
  children: ReactNode
  /** The heading's level under the screen's own headings. */
  level?: 'h2' | 'h3'
}) {
  return (
    <Stack as="section" gap="2">
      <Heading as={level} size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}
