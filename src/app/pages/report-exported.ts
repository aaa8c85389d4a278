/**
 * The "report exported" analytics event (core.md §9), logged after a records export succeeded,
 * with the list and the format. One stable function per list: the export machine takes its
 * actions at the first render.
 */
import type { ExportFormat } from '@/machines/export.machine'
import { logEvent } from '../analytics'

export type ExportedReport = 'test-records' | 'control-records'

const loggers = new Map<ExportedReport, (format: ExportFormat) => void>()

export function logReportExported(report: ExportedReport): (format: ExportFormat) => void {
  let log = loggers.get(report)
  if (!log) {
    log = (format) => logEvent('report_exported', { report, format })
    loggers.set(report, log)
  }
  return log
}
