/**
 * The two files an export answers, from one ExportTable: CSV (papaparse) and a real .xlsx
 * (write-excel-file's universal build, which runs both in the browser, where the fake API lives,
 * and in Node for the tests). Every cell goes through the formula-injection rule of
 * src/domain/spreadsheet-safety.ts here, so no export can skip it. An export with its change
 * history (`history=true`) carries a second table: after one empty line in the CSV, on a second
 * sheet of the workbook; without it the files are as they were before the history existed.
 *
 * The library writes the workbook: its parts, styles, the bold frozen header, column widths, the
 * shared strings and the zip. Its own cell path sanitises every XML attribute of every cell
 * (about 2.5 s for the 375,000 cells of 25,000 records in Chromium), so the data rows are
 * prepared here in one pass and put into the sheet through the library's documented extension
 * point (a "feature" transforming the sheet's XML). Texts that repeat go to the library as a
 * throw-away list, so that it escapes and numbers them as shared strings, and the rows refer to
 * them by id; texts seen once (mostly the dates) are written inline. The history's sheet is
 * written the same way, its texts numbered after the records' sheet's in the one list of shared
 * strings a workbook has.
 */
import Papa from 'papaparse'
import {
  findElement,
  getCellAddress,
  getMarkupInsideElement,
  sanitizeTextContent,
  setMarkupInsideElement,
} from 'write-excel-file/utility'
import writeXlsxFile, {
  type Feature,
  type Row as XlsxRow,
  type Sheet as XlsxSheet,
} from 'write-excel-file/universal'
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

/** The sheets' names: the records', and the change history's when the export carries it. */
export const RECORDS_SHEET = 'Test records'
export const HISTORY_SHEET = 'Change history'

const CSV_LINE_END = '\r\n'

/** A table's CSV lines: the header, one line per row (Papa ends the last only without rows). */
function csvLines(table: ExportTable): string {
  return Papa.unparse(
    { fields: safeRow(table.header) as string[], data: table.rows.map(safeRow) },
    { newline: CSV_LINE_END, quotes: false, escapeFormulae: false },
  )
}

/**
 * The table as CSV text: a BOM, the header, one line per row, CRLF line ends (RFC 4180). The
 * history, when given, follows after one empty line, with its own header line.
 */
export function toCsv(table: ExportTable, history: ExportTable | null = null): string {
  const records = UTF8_BOM + csvLines(table)
  if (!history) return records
  const ended = records.endsWith(CSV_LINE_END) ? records : records + CSV_LINE_END
  return ended + CSV_LINE_END + csvLines(history)
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

/**
 * write-excel-file keys its shared strings by a plain object, so a text naming one of
 * Object.prototype's members ("constructor", "toString"...) would be misnumbered there: such
 * texts stay inline.
 */
const isSharable = (text: string) => !(text in Object.prototype)

/**
 * The shared strings of a sheet: the header's texts, then every data text that occurs more than
 * once, in the order write-excel-file meets them (it numbers its shared strings in first-seen
 * order, one id per distinct text). Texts seen once stay inline: sharing them saves nothing.
 * A later sheet continues the ids of the sheets before it (`ids`, which it adds to), as the
 * library numbers one list for the whole workbook.
 */
export function sharedStringIds(
  header: readonly string[],
  rows: readonly SpreadsheetValue[][],
  ids: Map<string, number> = new Map(),
): Map<string, number> {
  const counts = new Map<string, number>()
  for (const row of rows) {
    for (const value of row) {
      if (typeof value === 'string' && value) counts.set(value, (counts.get(value) ?? 0) + 1)
    }
  }
  for (const text of header) if (text && !ids.has(text)) ids.set(text, ids.size)
  for (const row of rows) {
    for (const value of row) {
      if (
        typeof value === 'string' &&
        counts.get(value)! > 1 &&
        !ids.has(value) &&
        isSharable(value)
      ) {
        ids.set(value, ids.size)
      }
    }
  }
  return ids
}

/**
 * The <row> elements of `rows` (values already made safe), the first numbered `firstRow`
 * (1-based): numbers as numbers, texts by their shared-string id when they have one, else inline.
 */
export function sheetRowsXml(
  rows: readonly SpreadsheetValue[][],
  firstRow: number,
  shared: ReadonlyMap<string, number> = new Map(),
): string {
  const width = rows.reduce((widest, row) => Math.max(widest, row.length), 0)
  const letters = Array.from({ length: width }, (_, column) =>
    getCellAddress(0, column).replace(/\d+$/, ''),
  )
  const parts: string[] = []
  for (let index = 0; index < rows.length; index++) {
    const number = firstRow + index
    const row = rows[index]!
    let cells = ''
    for (let column = 0; column < row.length; column++) {
      const value = row[column]
      if (typeof value === 'number') {
        if (Number.isFinite(value))
          cells += `<c r="${letters[column]!}${number}"><v>${value}</v></c>`
      } else if (value) {
        const id = shared.get(value)
        cells +=
          id === undefined
            ? `<c r="${letters[column]!}${number}" t="inlineStr">${textXml(value)}</c>`
            : `<c r="${letters[column]!}${number}" t="s"><v>${id}</v></c>`
      }
    }
    parts.push(`<row r="${number}">${cells}</row>`)
  }
  return parts.join('')
}

/** Texts per row handed to the library so that it lists them as shared strings. */
const DICTIONARY_ROW_LENGTH = 1000

/**
 * The rows write-excel-file is given: the header, then `texts`, the sheet's data texts new to
 * the shared strings, in id order (it escapes them and numbers them as `sharedStringIds` does). A
 * feature then keeps the header row and puts the prepared data rows in place of the others.
 */
function libraryRows(header: readonly string[], texts: readonly string[]): XlsxRow[] {
  const headerRow: XlsxRow = header.map((text) => ({ value: text, fontWeight: 'bold' }))
  const rows = [headerRow]
  for (let start = 0; start < texts.length; start += DICTIONARY_ROW_LENGTH) {
    rows.push(texts.slice(start, start + DICTIONARY_ROW_LENGTH))
  }
  return rows
}

/** A write-excel-file feature: each sheet's data become its first row and its `rowsXml`. */
function replaceDataRows(rowsXmlBySheet: readonly string[]): Feature<Blob> {
  return {
    files: {
      transform: {
        'xl/worksheets/sheet{id}.xml': {
          transform: (xml, _options, { sheetIndex }) => {
            const sheetData = findElement(xml, 'sheetData')
            if (!sheetData) throw new Error('The sheet has no <sheetData> element.')
            const inner = getMarkupInsideElement(xml, sheetData)
            const headerEnd = inner.indexOf('</row>') + '</row>'.length
            const rowsXml = rowsXmlBySheet[sheetIndex] ?? ''
            return setMarkupInsideElement(xml, sheetData, inner.slice(0, headerEnd) + rowsXml)
          },
        },
      },
    },
  }
}

/** The texts `ids` numbered from `from` on, in id order (a Map keeps its insertion order). */
const textsFrom = (ids: ReadonlyMap<string, number>, from: number) => [...ids.keys()].slice(from)

/**
 * The tables as an .xlsx workbook, one sheet each, each header bold and frozen: the records on
 * the first sheet, the history (when given) on a second.
 */
export async function toXlsx(
  table: ExportTable,
  history: ExportTable | null = null,
): Promise<Blob> {
  const tables: Array<[string, ExportTable]> = [[RECORDS_SHEET, table]]
  if (history) tables.push([HISTORY_SHEET, history])
  const shared = new Map<string, number>()
  const sheets: XlsxSheet<Blob>[] = []
  const rowsXml: string[] = []
  for (const [sheet, source] of tables) {
    const header = source.header.map((name) => String(safeCell(name)))
    const rows = source.rows.map(safeRow)
    // The library numbers the header's new texts as it meets them; the data's new texts follow.
    const dataTextsFrom = sharedStringIds(header, [], shared).size
    sharedStringIds(header, rows, shared)
    sheets.push({
      data: libraryRows(header, textsFrom(shared, dataTextsFrom)),
      sheet,
      columns: columnWidths(source),
      stickyRowsCount: 1,
    })
    rowsXml.push(sheetRowsXml(rows, 2, shared))
  }
  return writeXlsxFile(sheets, { features: [replaceDataRows(rowsXml)] }).toBlob()
}
