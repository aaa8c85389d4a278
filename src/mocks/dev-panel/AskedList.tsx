/**
 * A list of the dev panel that the backend's worker holds ("Feedback received", "Outbox"): its
 * heading, its actions (Refresh), a spinner while the answer comes, then "none yet" or how many
 * and the newest of them. The panel asks when it opens and on Refresh; `items` renders the rows.
 * `keys` names the list's texts: `<keys>Title`, `Loading`, `None`, `Count` and `Shown` under
 * devPanel.
 */
import { Suspense, use, useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import { formatNumber } from '@/ui/format'

export interface AskedListProps<Answer extends { total: number }, Row> {
  /** The prefix of its translation keys under devPanel: `feedback`, `outbox`. */
  keys: string
  answer: Promise<Answer> | null
  /** The newest rows of an answer (`total` counts them all). */
  rowsOf: (answer: Answer) => Row[]
  onRefresh: () => void
  /** A line under the heading. */
  help?: ReactNode
  /** More buttons before Refresh. */
  actions?: ReactNode
  item: (row: Row) => ReactNode
}

export function AskedList<Answer extends { total: number }, Row>({
  keys,
  answer,
  rowsOf,
  onRefresh,
  help,
  actions,
  item,
}: AskedListProps<Answer, Row>) {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <Stack as="section" gap="3" aria-labelledby={titleId}>
      <HStack justify="space-between">
        <Heading as="h3" size="sm" id={titleId}>
          {t(`devPanel.${keys}Title`)}
        </Heading>
        <HStack gap="2">
          {actions}
          {/* Named "Refresh" as it reads; the heading tells one list's from another's. */}
          <Button size="xs" variant="outline" aria-describedby={titleId} onClick={onRefresh}>
            {t(`devPanel.${keys}Refresh`)}
          </Button>
        </HStack>
      </HStack>
      {help}
      <Suspense fallback={<Spinner size="sm" aria-label={t(`devPanel.${keys}Loading`)} />}>
        {answer && <AnsweredList keys={keys} answer={answer} rowsOf={rowsOf} item={item} />}
      </Suspense>
    </Stack>
  )
}

function AnsweredList<Answer extends { total: number }, Row>({
  keys,
  answer,
  rowsOf,
  item,
}: Pick<AskedListProps<Answer, Row>, 'keys' | 'rowsOf' | 'item'> & { answer: Promise<Answer> }) {
  const { t } = useTranslation()
  const answered = use(answer)
  const { total } = answered
  const rows = rowsOf(answered)
  if (total === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {t(`devPanel.${keys}None`)}
      </Text>
    )
  }
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted">
        {t(`devPanel.${keys}Count`, { count: total, formatted: formatNumber(total) })}
        {rows.length < total &&
          ` ${t(`devPanel.${keys}Shown`, { shown: formatNumber(rows.length) })}`}
      </Text>
      <Stack as="ul" gap="2" listStyleType="none">
        {rows.map(item)}
      </Stack>
    </Stack>
  )
}
