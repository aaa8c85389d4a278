/**
 * The report_exported analytics event (CORE-9.11), logged after a records export succeeded,
 * with the list and the format. One stable function per list: the export machine takes its
 * actions at the first render.
 */
import type { ExportFormat } from '@/machines/export.machine'
import { logEvent } from '@/api/analytics'

const loggerOf = (report: string) => (format: ExportFormat) =>
  logEvent('report_exported', { report, format })

export const logReportExported = {
  testRecords: loggerOf('test-records'),
  controlRecords: loggerOf('control-records'),
}
