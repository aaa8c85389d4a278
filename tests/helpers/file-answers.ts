/**
 * Downloads from the fake API in Node tests, and the files read back: the CSV's rows (after its
 * byte order mark) and the workbook's first sheet.
 */
import Papa from 'papaparse'
import { readSheet } from 'read-excel-file/node'
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

export const parseXlsx = async (answer: FileAnswer) =>
  (await readSheet(answer.bytes)) as Array<Array<string | number | null>>

/** A cell as a spreadsheet's formula-injection guard writes it: formula-like text quoted. */
export const neutralised = (value: string | number) =>
  typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
