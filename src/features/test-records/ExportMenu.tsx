/**
 * The export menu (CORE-2.12, CORE-6.6, CORE-9.9): Excel or CSV of the list as filtered, saved as
 * test-records.xlsx / .csv or control-records.xlsx / .csv, and either with the records' change
 * history (issue 40), saved as test-records-with-history.xlsx and so on. Shown only with
 * test-records:export (the screen decides). `RecordsToolbar` puts it beside the list's views bar.
 */
import { memo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Box, Button, HStack, Menu, Portal } from '@chakra-ui/react'
import { ChevronDown, Download } from 'lucide-react'
import type { ExportChoice } from '@/machines/export.machine'

/** The menu's items: what each picks, and its label's key. */
const EXPORT_ITEMS: ReadonlyArray<{ value: string; choice: ExportChoice; label: string }> = [
  {
    value: 'excel',
    choice: { format: 'excel', withHistory: false },
    label: 'testRecords.exportExcel',
  },
  { value: 'csv', choice: { format: 'csv', withHistory: false }, label: 'testRecords.exportCsv' },
  {
    value: 'excel-with-history',
    choice: { format: 'excel', withHistory: true },
    label: 'testRecords.exportExcelWithHistory',
  },
  {
    value: 'csv-with-history',
    choice: { format: 'csv', withHistory: true },
    label: 'testRecords.exportCsvWithHistory',
  },
]

/** Memoised: a page change leaves it as it is (give it a stable `onExport`). */
export const ExportMenu = memo(function ExportMenu({
  busy,
  onExport,
}: {
  busy: boolean
  onExport: (choice: ExportChoice) => void
}) {
  const { t } = useTranslation()
  const items = (withHistory: boolean) =>
    EXPORT_ITEMS.filter((item) => item.choice.withHistory === withHistory).map((item) => (
      <Menu.Item key={item.value} value={item.value}>
        {t(item.label)}
      </Menu.Item>
    ))
  return (
    <Menu.Root
      onSelect={({ value }) => {
        const picked = EXPORT_ITEMS.find((item) => item.value === value)
        if (picked) onExport(picked.choice)
      }}
    >
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
            {items(false)}
            <Menu.Separator />
            {items(true)}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
})

export interface ExportControls {
  busy: boolean
  onExport: (choice: ExportChoice) => void
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
