/**
 * Tabs whose choice is a route (ADMIN-2.2, ADMIN-2.14, ADMIN-2.15: /test-types/{tab},
 * /reader-firmware/{tab}, the device-health modal's /{tab}/…): the URL says which tab is shown,
 * choosing one navigates, and only the shown panel is mounted. Keyboard: arrow keys move between
 * the tabs (Chakra Tabs).
 */
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import { Tabs } from '@chakra-ui/react'

export interface RouteTab<T extends string> {
  value: T
  label: string
  content: ReactNode
}

export interface RouteTabsProps<T extends string> {
  /** The tab the route shows. */
  value: T
  /** The tab list's accessible name. */
  label: string
  tabs: ReadonlyArray<RouteTab<T>>
  /** The path of a tab. */
  hrefOf: (value: T) => string
  paddingTop?: string
}

export function RouteTabs<T extends string>({
  value,
  label,
  tabs,
  hrefOf,
  paddingTop,
}: RouteTabsProps<T>) {
  const navigate = useNavigate()
  return (
    <Tabs.Root
      value={value}
      onValueChange={(details) => void navigate(hrefOf(details.value as T))}
      paddingTop={paddingTop}
      lazyMount
      unmountOnExit
    >
      <Tabs.List aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value}>
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
