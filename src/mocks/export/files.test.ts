import Papa from 'papaparse'
import readXlsxFile, { readSheet } from 'read-excel-file/node'
import { describe, expect, it } from 'vitest'
import {
  HISTORY_SHEET,
  RECORDS_SHEET,
  sharedStringIds,
  sheetRowsXml,
  toCsv,
  toXlsx,
  UTF8_BOM,
} from './files'
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

/** A change history as the exports write it: a user's text may look like a formula. */
const history: ExportTable = {
  header: ['Record kind', 'Record', 'User', 'Before', 'After'],
  rows: [
    ['Test record', 1, 'Site Admin', '', '=HYPERLINK("http://x","y")'],
    ['Test record', 1, 'Site Admin', '=HYPERLINK("http://x","y")', 'plain'],
    ['Test record', 3, '+45 Reader', 'Route "North", 4', null],
  ],
}

describe('toCsv with a history', () => {
  it('writes the history after one empty line, its own header first, neutralised as well', () => {
    const csv = toCsv(table, history)
    expect(csv.startsWith(`${toCsv(table)}\r\n\r\nRecord kind,`)).toBe(true)
    expect(csv.endsWith('\r\n')).toBe(false)
    const tables = csv.slice(1).split('\r\n\r\n')
    expect(tables).toHaveLength(2)
    expect(Papa.parse(tables[1]!).data).toEqual([
      ['Record kind', 'Record', 'User', 'Before', 'After'],
      ['Test record', '1', 'Site Admin', '', `'=HYPERLINK("http://x","y")`],
      ['Test record', '1', 'Site Admin', `'=HYPERLINK("http://x","y")`, 'plain'],
      ['Test record', '3', "'+45 Reader", 'Route "North", 4', ''],
    ])
  })

  it('keeps the empty line when there are no records, and writes a history without entries as its header', () => {
    const csv = toCsv({ header: ['Flow ID'], rows: [] }, { header: ['Record'], rows: [] })
    expect(csv).toBe(`${UTF8_BOM}Flow ID\r\n\r\nRecord\r\n`)
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

  it('keeps text that XML must escape or would change: & < >, CR, blanks, emoji', async () => {
    const texts = ['a & b <c> "d"', '\r=1', '  padded  ', 'Ærø 🐄', 'line\r\nbreak', 'x\u0001y']
    const blob = await toXlsx({ header: ['Text'], rows: texts.map((text) => [text]) })
    const sheet = await readSheet(Buffer.from(await blob.arrayBuffer()), { trim: false })
    expect(sheet.slice(1).map(([cell]) => cell)).toEqual([
      'a & b <c> "d"',
      "'\r=1",
      '  padded  ',
      'Ærø 🐄',
      'line\r\nbreak',
      // A control character cannot be written in XML at all: it is left out.
      'xy',
    ])
  })

  it('writes CR as a character reference, which XML parsers would otherwise turn into LF', () => {
    expect(sheetRowsXml([['a\r\nb']], 2)).toContain('<t>a&#13;\nb</t>')
    expect(sheetRowsXml([["'\r=1"]], 2)).toContain(`<t>'&#13;=1</t>`)
  })

  it('numbers the rows after the header and leaves empty cells out', () => {
    expect(sheetRowsXml([[7, '', null, 'x']], 2)).toBe(
      '<row r="2"><c r="A2"><v>7</v></c><c r="D2" t="inlineStr"><is><t>x</t></is></c></row>',
    )
  })

  it('shares repeated texts, a header text too, and keeps the rest inline', async () => {
    const rows = [
      [1, 'Route', 'Positive', 'constructor', 'once'],
      [2, 'Route', 'Positive', 'constructor', 'toString'],
      [3, 'Route 7', 'Negative', 'toString', '__proto__'],
      [4, 'Route 7', "'=1", '__proto__', "'=1"],
    ]
    const header = ['Flow ID', 'Route', 'Result', 'Odd', 'Note']
    expect([...sharedStringIds(header, rows)]).toEqual([
      ['Flow ID', 0],
      ['Route', 1],
      ['Result', 2],
      ['Odd', 3],
      ['Note', 4],
      ['Positive', 5],
      ['Route 7', 6],
      ["'=1", 7],
    ])
    const blob = await toXlsx({ header, rows })
    const sheet = await readSheet(Buffer.from(await blob.arrayBuffer()))
    expect(sheet).toEqual([header, ...rows])
  })

  it('puts a history on a second sheet, neutralised, numbers kept, texts shared across sheets', async () => {
    // "Route" heads the first sheet and repeats on the second; "Site Admin" repeats on the second
    // only; "Positive" repeats on the first and shows once on the second.
    const records: ExportTable = {
      header: ['Flow ID', 'Route', 'Result'],
      rows: [
        [1, 'North', 'Positive'],
        [2, 'North', 'Positive'],
      ],
    }
    const changes: ExportTable = {
      header: ['Record', 'User', 'Field', 'After'],
      rows: [
        [1, 'Site Admin', 'Route', '=HYPERLINK("http://x","y")'],
        [2, 'Site Admin', 'Route', 'Positive'],
        [2, 'constructor', 'Route', '-5'],
      ],
    }
    const bytes = Buffer.from(await (await toXlsx(records, changes)).arrayBuffer())
    const sheets = await readXlsxFile(bytes)
    expect(sheets.map((sheet) => sheet.sheet)).toEqual([RECORDS_SHEET, HISTORY_SHEET])
    expect(sheets[0]!.data).toEqual([records.header, ...records.rows])
    expect(sheets[1]!.data).toEqual([
      ['Record', 'User', 'Field', 'After'],
      [1, 'Site Admin', 'Route', `'=HYPERLINK("http://x","y")`],
      [2, 'Site Admin', 'Route', 'Positive'],
      [2, 'constructor', 'Route', "'-5"],
    ])
  })

  it('writes one sheet without a history', async () => {
    const bytes = Buffer.from(await (await toXlsx(table)).arrayBuffer())
    expect((await readXlsxFile(bytes)).map((sheet) => sheet.sheet)).toEqual([RECORDS_SHEET])
  })

  it('writes an empty table as its header alone', async () => {
    const sheet = await readSheet(
      Buffer.from(await (await toXlsx({ header: ['Flow ID'], rows: [] })).arrayBuffer()),
    )
    expect(sheet).toEqual([['Flow ID']])
  })
})
