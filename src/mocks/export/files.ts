/**
 * The two files an export answers, from one ExportTable: CSV (papaparse) and a real .xlsx
 * (write-excel-file's universal build, which runs both in the browser, where the fake API lives,
 * and in Node for the tests). Every cell goes through the formula-injection rule of
 * src/domain/spreadsheet-safety.ts here, so no export can skip it.
 */
import Papa from 'papaparse'
import writeXlsxFile, { type Row as XlsxRow } from 'write-excel-file/universal'
import { safeCell, type SpreadsheetValue } from '@/domain/spreadsheet-safety'
import type { ExportTable } from './test-record-table'

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8'
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Excel reads a CSV as UTF-8 only when it starts with the byte order mark. */
export const UTF8_BOM = '\uFEFF'

const safeRow = (cells: readonly SpreadsheetValue[]): SpreadsheetValue[] => {
  const safe = new Array<SpreadsheetValue>(cells.length)
  for (let index = 0; index < cells.length; index++) safe[index] = safeCell(cells[index] ?? null)
  return safe
}

/** The table as CSV text: a BOM, the header, one line per row, CRLF line ends (RFC 4180). */
export function toCsv(table: ExportTable): string {
  const data = table.rows.map(safeRow)
  return (
    UTF8_BOM +
    Papa.unparse(
      { fields: safeRow(table.header) as string[], data },
      { newline: '\r\n', quotes: false, escapeFormulae: false },
    )
  )
}

/** Column widths in characters: as wide as the header or the widest of the first rows. */
function columnWidths(table: ExportTable): Array<{ width: number }> {
  const sample = table.rows.slice(0, 200)
  return table.header.map((name, index) => {
    let width = name.length
    for (const row of sample) width = Math.max(width, String(row[index] ?? '').length)
    return { width: Math.min(Math.max(width + 2, 8), 60) }
  })
}

/** The table as an .xlsx workbook of one sheet, the header bold and frozen. */
export async function toXlsx(table: ExportTable, sheet = 'Test records'): Promise<Blob> {
  const header: XlsxRow = table.header.map((name) => ({
    value: safeCell(name) as string,
    fontWeight: 'bold',
  }))
  const data: XlsxRow[] = [header]
  for (const row of table.rows) data.push(safeRow(row))
  return writeXlsxFile(data, { sheet, columns: columnWidths(table), stickyRowsCount: 1 }).toBlob()
}
