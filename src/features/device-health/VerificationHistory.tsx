/**
 * The history tab of a reader's verification (ADMIN-2.23, ADMIN-9.2): GET
 * /v2/DeviceHealth/{id}/history as the timeline of the last 24 verifications and, as its text
 * alternative, a table of every entry without paging (date, calibrated, intensity, temperature).
 * Dates at or before 1900 are empty.
 */
import { useTranslation } from 'react-i18next'
import { Box, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react'
import { getDeviceVerificationHistory } from '@/api/endpoints/device-health'
import type { PreviousVerification } from '@/api/types'
import { outcomeOfPassed } from '@/domain/device-health'
import { useItem } from '@/ui/use-item'
import { ItemLoadState } from '@/ui/ItemLoadState'
import { HISTORY_CHECKS, timestampText } from './device-health-display'
import { HistoryTimeline } from './HistoryTimeline'
import { StatusIcon } from './StatusIcon'

export function VerificationHistory({ itemId }: { itemId: number }) {
  const { t } = useTranslation()
  const { snapshot, send, item: history } = useItem(itemId, getDeviceVerificationHistory)
  if (!history) {
    return (
      <ItemLoadState
        snapshot={snapshot}
        notFound={t('deviceHealth.notFound')}
        failed={t('deviceHealth.loadError')}
        onRetry={() => send({ type: 'item.retry' })}
      />
    )
  }
  if (history.length === 0) {
    return <Text color="fg.muted">{t('deviceHealth.history.empty')}</Text>
  }
  return (
    <Stack gap="6">
      <Box
        data-chart="device-health-timeline"
        overflowX="auto"
        // Scrolls sideways on a phone rather than shrinking the labels out of reach; focusable,
        // so a keyboard can scroll it (WCAG 2.1.1).
        tabIndex={0}
        role="group"
        aria-label={t('deviceHealth.history.chartTitle')}
      >
        <Box minWidth="600px">
          <HistoryTimeline history={history} />
        </Box>
      </Box>
      <HistoryTable history={history} />
    </Stack>
  )
}

function HistoryTable({ history }: { history: readonly PreviousVerification[] }) {
  const { t } = useTranslation()
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Caption>
          <VisuallyHidden>{t('deviceHealth.history.tableTitle')}</VisuallyHidden>
        </Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader scope="col">{t('deviceHealth.history.date')}</Table.ColumnHeader>
            {HISTORY_CHECKS.map((check) => (
              <Table.ColumnHeader key={check} scope="col" textAlign="center">
                {t(`deviceHealth.history.${check}`)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {history.map((entry, index) => (
            <Table.Row key={index}>
              <Table.Cell as="th" scope="row" fontWeight="normal" whiteSpace="nowrap">
                {timestampText(entry.date)}
              </Table.Cell>
              {HISTORY_CHECKS.map((check) => (
                <Table.Cell key={check} textAlign="center">
                  <StatusIcon
                    outcome={outcomeOfPassed(entry[check])}
                    check={t(`deviceHealth.history.${check}`)}
                  />
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
