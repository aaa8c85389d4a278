/**
 * The export machine as a records list runs it (CORE-2.12, CORE-9.9, CORE-9.11): the list's query
 * goes to the list's CSV or Excel call, the file is saved under the list's name
 * (`test-records.xlsx`, `control-records.csv`; `test-records-with-history.xlsx` with the change
 * history), and `onExported` is told once the browser has it (the app logs the "report exported"
 * analytics event); a failure is a toast.
 */
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import { exportMachine, type ExportChoice, type ExportFormat } from '@/machines/export.machine'
import { saveFile } from '@/ui/save-file'
import { notify } from '@/ui/toaster'
import { useProvidedMachine } from '@/ui/machines/use-provided-actor'

export interface RecordsExportOptions<Q> {
  /** The file's name without its extension. */
  fileName: 'test-records' | 'control-records'
  download: (choice: ExportChoice, query: Q) => Promise<Blob>
  /**
   * Told once the export's file has been handed to the browser; not after a failed export.
   * Like the machine's other actions it is taken at the first render: pass a stable function.
   */
  onExported?: (format: ExportFormat) => void
}

/** The saved file's name: the list's, marked when the file carries the change history. */
export function exportFileName(
  fileName: RecordsExportOptions<unknown>['fileName'],
  { format, withHistory }: ExportChoice,
): string {
  return `${fileName}${withHistory ? '-with-history' : ''}.${format === 'excel' ? 'xlsx' : 'csv'}`
}

export function useRecordsExport<Q>({ fileName, download, onExported }: RecordsExportOptions<Q>) {
  const { t } = useTranslation()
  const [snapshot, send] = useProvidedMachine(
    exportMachine.provide({
      actors: {
        downloadExport: fromPromise(({ input: { query, ...choice } }) =>
          download(choice, query as Q),
        ),
      },
      actions: {
        saveFile: (_, { blob, ...choice }) => {
          saveFile(blob, exportFileName(fileName, choice))
          onExported?.(choice.format)
        },
        notifyFailed: (_, { message }) => notify.error(t('testRecords.exportError'), message),
      },
    }),
  )
  const start = useCallback(
    (choice: ExportChoice, query: Q) => send({ type: 'export.start', ...choice, query }),
    [send],
  )
  return { busy: snapshot.hasTag('exporting'), start }
}
