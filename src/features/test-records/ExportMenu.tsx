/**
 * The export menu (CORE-2.12, CORE-6.6, CORE-9.9): Excel or CSV of the list as filtered, saved as
 * test-records.xlsx / .csv or control-records.xlsx / .csv. Shown only with test-records:export
 * (the screen decides). `RecordsToolbar` puts it beside the list's views bar.
 */
import { memo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Box, Button, HStack, Menu, Portal } from '@chakra-ui/react'
import { ChevronDown, Download } from 'lucide-react'
import type { ExportFormat } from '@/machines/export.machine'

/** Memoised: a page change leaves it as it is (give it a stable `onExport`). */
export const ExportMenu = memo(function ExportMenu({
  busy,
  onExport,
}: {
  busy: boolean
  onExport: (format: ExportFormat) => void
}) {
  const { t } = useTranslation()
  return (
    <Menu.Root onSelect={({ value }) => onExport(value as ExportFormat)}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" loading={busy} loadingText={t('testRecords.exporting')}>
          <Download aria-hidden />
          {t('testRecords.export')}
          <ChevronDown aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="excel">{t('testRecords.exportExcel')}</Menu.Item>
            <Menu.Item value="csv">{t('testRecords.exportCsv')}</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
})

export interface ExportControls {
  busy: boolean
  onExport: (format: ExportFormat) => void
}

/** The views bar of a list and, where the user may export, the export menu at its end. */
export function RecordsToolbar({
  viewsBar,
  exports,
}: {
  viewsBar: ReactNode
  /** Null: no export menu (no test-records:export, or nothing to export yet). */
  exports: ExportControls | null
}) {
  return (
    <HStack justify="space-between" align="center" gap="4" wrap="wrap">
      <Box flex="1" minW="0">
        {viewsBar}
      </Box>
      {exports && <ExportMenu busy={exports.busy} onExport={exports.onExport} />}
    </HStack>
  )
}
