import Papa from 'papaparse'
import { readSheet } from 'read-excel-file/node'
import { describe, expect, it } from 'vitest'
import { sharedStringIds, sheetRowsXml, toCsv, toXlsx, UTF8_BOM } from './files'
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

  it('writes an empty table as its header alone', async () => {
    const sheet = await readSheet(
      Buffer.from(await (await toXlsx({ header: ['Flow ID'], rows: [] })).arrayBuffer()),
    )
    expect(sheet).toEqual([['Flow ID']])
  })
})
