import Papa from 'papaparse'
import { readSheet } from 'read-excel-file/node'
import { describe, expect, it } from 'vitest'
import { toCsv, toXlsx, UTF8_BOM } from './files'
import type { ExportTable } from './test-record-table'

const table: ExportTable = {
  header: ['Flow ID', 'QR code', 'Route', '=Header'],
  rows: [
    [1, '=HYPERLINK("http://evil","x")', 'Route "North", 4', 'plain'],
    [-5, '-5', '@SUM(A1)', null],
    [3, '\t=1', '+45 12 34', 'Hjørring, Ærø ✓'],
  ],
}

describe('toCsv', () => {
  it('starts with a BOM, quotes what needs quoting and neutralises formula-like text', () => {
    const csv = toCsv(table)
    expect(csv.startsWith(UTF8_BOM)).toBe(true)
    expect(csv.split('\r\n')[0]).toBe(`${UTF8_BOM}Flow ID,QR code,Route,'=Header`)
    expect(Papa.parse(csv.slice(1)).data).toEqual([
      ['Flow ID', 'QR code', 'Route', "'=Header"],
      ['1', `'=HYPERLINK("http://evil","x")`, 'Route "North", 4', 'plain'],
      ['-5', "'-5", "'@SUM(A1)", ''],
      ['3', "'\t=1", "'+45 12 34", 'Hjørring, Ærø ✓'],
    ])
  })
})

describe('toXlsx', () => {
  it('is a workbook with the same cells; numbers, negative ones too, stay numbers', async () => {
    const blob = await toXlsx(table)
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    const sheet = await readSheet(Buffer.from(await blob.arrayBuffer()))
    expect(sheet).toEqual([
      ['Flow ID', 'QR code', 'Route', "'=Header"],
      [1, `'=HYPERLINK("http://evil","x")`, 'Route "North", 4', 'plain'],
      [-5, "'-5", "'@SUM(A1)", null],
      [3, "'\t=1", "'+45 12 34", 'Hjørring, Ærø ✓'],
    ])
  })

  it('writes an empty table as its header alone', async () => {
    const sheet = await readSheet(
      Buffer.from(await (await toXlsx({ header: ['Flow ID'], rows: [] })).arrayBuffer()),
    )
    expect(sheet).toEqual([['Flow ID']])
  })
})
