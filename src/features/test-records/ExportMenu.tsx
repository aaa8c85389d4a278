/**
 * The export menu (core.md §2, §9): Excel or CSV of the list as filtered, saved as
 * test-records.xlsx / test-records.csv. Shown only with test-records:export (the screen decides).
 */
import { useTranslation } from 'react-i18next'
import { Button, Menu, Portal } from '@chakra-ui/react'
import { ChevronDown, Download } from 'lucide-react'
import type { ExportFormat } from '@/machines/export.machine'

export function ExportMenu({
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
}
