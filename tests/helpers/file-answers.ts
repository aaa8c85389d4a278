/**
 * Downloads from the fake API in Node tests, and the files read back: the CSV's rows (after its
 * byte order mark) or its tables (an export with its change history has two), and the workbook's
 * sheets.
 */
import Papa from 'papaparse'
import readXlsxFile, { readSheet } from 'read-excel-file/node'
import { expect } from 'vitest'
import type { FakeApiServer } from '@/mocks/node'

export interface FileAnswer {
  status: number
  headers: Headers
  bytes: Buffer
  text: string
}

export async function downloadFrom(
  api: FakeApiServer,
  as: string | null,
  path: string,
): Promise<FileAnswer> {
  const headers: Record<string, string> = {}
  if (as) headers.Authorization = `Bearer ${api.tokenFor(as)}`
  const response = await fetch(`${api.base}${path}`, { headers })
  const bytes = Buffer.from(await response.arrayBuffer())
  return { status: response.status, headers: response.headers, bytes, text: bytes.toString('utf8') }
}

/** The CSV's rows (header first) as text, without the byte order mark. */
export function parseCsv(answer: FileAnswer): string[][] {
  expect(answer.text.startsWith('\uFEFF')).toBe(true)
  const parsed = Papa.parse<string[]>(answer.text.slice(1), { skipEmptyLines: true })
  expect(parsed.errors).toEqual([])
  return parsed.data
}

/**
 * The CSV's tables (each header first), split at the empty line between them: the records, then
 * the change history when the export carries it.
 */
export function parseCsvTables(answer: FileAnswer): string[][][] {
  expect(answer.text.startsWith('\uFEFF')).toBe(true)
  const parsed = Papa.parse<string[]>(answer.text.slice(1))
  expect(parsed.errors).toEqual([])
  const tables: string[][][] = [[]]
  parsed.data.forEach((row, index) => {
    const empty = row.length === 1 && row[0] === ''
    // A table without rows ends with a line end: the empty "line" after it is no table.
    if (empty && index < parsed.data.length - 1) tables.push([])
    else if (!empty) tables.at(-1)!.push(row)
  })
  return tables
}

export type SheetRows = Array<Array<string | number | null>>

/** A sheet of the workbook, by name; the first without one. */
export const parseXlsx = async (answer: FileAnswer, sheet: string | number = 1) =>
  (await readSheet(answer.bytes, sheet)) as SheetRows

/** The workbook's sheet names, in order. */
export const xlsxSheetNames = async (answer: FileAnswer) =>
  (await readXlsxFile(answer.bytes)).map((sheet) => sheet.sheet)

/** A cell as a spreadsheet's formula-injection guard writes it: formula-like text quoted. */
export const neutralised = (value: string | number) =>
  typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
