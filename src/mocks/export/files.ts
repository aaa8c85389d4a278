/**
 * The two files an export answers, from one ExportTable: CSV (papaparse) and a real .xlsx
 * (write-excel-file's universal build, which runs both in the browser, where the fake API lives,
 * and in Node for the tests). Every cell goes through the formula-injection rule of
 * src/domain/spreadsheet-safety.ts here, so no export can skip it.
 *
 * The library writes the workbook: its parts, styles, the bold frozen header, column widths and
 * the zip. The data rows are added through its documented extension point (a "feature" that
 * transforms the sheet's XML), because its own cell path sanitises every XML attribute of every
 * cell: about 2.5 s for the 375,000 cells of 25,000 records, against 0.1 s here. Text is written
 * as inline strings, escaped with the library's own sanitiser whenever it holds anything to
 * escape.
 */
import Papa from 'papaparse'
import {
  appendMarkupInsideElement,
  findElement,
  getCellAddress,
  sanitizeTextContent,
} from 'write-excel-file/utility'
import writeXlsxFile, { type Feature, type Row as XlsxRow } from 'write-excel-file/universal'
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

/**
 * What needs the library's sanitiser: XML's special characters, characters XML forbids or
 * discourages (controls, surrogates, non-characters) and CR, which XML would read back as LF.
 */
const NEEDS_SANITISING =
  // eslint-disable-next-line no-control-regex
  /[&<>\u0000-\u0008\u000B\u000C\u000D\u000E-\u001F\u007F-\u009F\uD800-\uDFFF\uFDD0-\uFDEF\uFFFD-\uFFFF]/

function textXml(text: string): string {
  const escaped = NEEDS_SANITISING.test(text)
    ? sanitizeTextContent(text).replaceAll('\r', '&#13;')
    : text
  // Leading or trailing blanks survive only with xml:space="preserve".
  return text.trim() === text
    ? `<is><t>${escaped}</t></is>`
    : `<is><t xml:space="preserve">${escaped}</t></is>`
}

/** The <row> elements of `rows`, the first one numbered `firstRow` (1-based). */
export function sheetRowsXml(rows: readonly SpreadsheetValue[][], firstRow: number): string {
  const width = rows.reduce((widest, row) => Math.max(widest, row.length), 0)
  const letters = Array.from({ length: width }, (_, column) =>
    getCellAddress(0, column).replace(/\d+$/, ''),
  )
  // Most texts repeat (test names, results, sites, users): each is escaped once.
  const textCells = new Map<string, string>()
  const parts: string[] = []
  for (let index = 0; index < rows.length; index++) {
    const number = firstRow + index
    const row = rows[index]!
    let cells = ''
    for (let column = 0; column < row.length; column++) {
      const value = safeCell(row[column] ?? null)
      const ref = `${letters[column]!}${number}`
      if (typeof value === 'number') {
        if (Number.isFinite(value)) cells += `<c r="${ref}"><v>${value}</v></c>`
      } else if (value) {
        let xml = textCells.get(value)
        if (xml === undefined) textCells.set(value, (xml = textXml(value)))
        cells += `<c r="${ref}" t="inlineStr">${xml}</c>`
      }
    }
    parts.push(`<row r="${number}">${cells}</row>`)
  }
  return parts.join('')
}

/** A write-excel-file feature that appends prepared <row> elements to the sheet's data. */
function appendRows(rowsXml: string): Feature<Blob> {
  return {
    files: {
      transform: {
        'xl/worksheets/sheet{id}.xml': {
          transform: (xml) => {
            const sheetData = findElement(xml, 'sheetData')
            if (!sheetData) throw new Error('The sheet has no <sheetData> element.')
            return appendMarkupInsideElement(xml, sheetData, rowsXml)
          },
        },
      },
    },
  }
}

/** The table as an .xlsx workbook of one sheet, the header bold and frozen. */
export async function toXlsx(table: ExportTable, sheet = 'Test records'): Promise<Blob> {
  const header: XlsxRow = table.header.map((name) => ({
    value: safeCell(name) as string,
    fontWeight: 'bold',
  }))
  return writeXlsxFile(
    [header],
    { sheet, columns: columnWidths(table), stickyRowsCount: 1 },
    { features: [appendRows(sheetRowsXml(table.rows, 2))] },
  ).toBlob()
}
