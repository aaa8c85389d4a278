import { describe, expect, it } from 'vitest'
import type { TestRecord } from '@/api/types'
import { VIEW_COLUMN_IDS } from '@/domain/test-record-columns'
import type { TestRecordRow } from '../db/rows'
import {
  exportColumns,
  exportTable,
  UnknownColumnError,
  type ExportLookups,
} from './test-record-table'

const QUANTITATIVE: TestRecord['testType'] = {
  id: 2,
  name: 'Aflatoxin M1 Quant',
  measurementMethod: 'Quantitative',
  quantitativeRange: { measurableRangeMin: 5, measurableRangeMax: 100 },
}
const QUALITATIVE: TestRecord['testType'] = {
  id: 1,
  name: 'BetaStar Combo',
  measurementMethod: 'Qualitative',
  quantitativeRange: null,
}

const lookups: ExportLookups = {
  testType: (id) => ({ 1: QUALITATIVE, 2: QUANTITATIVE })[id],
  siteName: (id) => (id === 3 ? 'Hjørring Dairy' : undefined),
  username: (id) => (id === 9 ? 'anna.berg' : undefined),
  dateTime: (time) => `at ${time}`,
}

function row(overrides: Partial<TestRecordRow> = {}): TestRecordRow {
  return {
    id: 17,
    testDate: 1000,
    testTypeId: 1,
    result: 'WeakPositive',
    annotation: 'Original',
    comments: '',
    batchNumber: 'BSC-5120',
    manufacturingDate: null,
    rawQR: 'BSC;BSC-5120',
    route: 'Route 4',
    readerType: 'TruckReader',
    readerSerialNumber: 'TR-1001',
    operatorId: 'OP-1042',
    appVersion: '3.12.3',
    latitude: 55,
    longitude: 12,
    siteId: 3,
    customerId: 1,
    userId: 9,
    substances: [],
    attachments: [
      { url: '/a/1', name: 'strip-photo.jpg' },
      { url: '/a/2', name: 'delivery-note.pdf' },
    ],
    concentration: null,
    groupId: 1,
    deleted: false,
    ...overrides,
  }
}

describe('exportColumns', () => {
  it('gives the Default view every column, the fixed ones first', () => {
    expect(exportColumns(null)).toEqual([
      'id',
      'testDate',
      'testType',
      'result',
      ...VIEW_COLUMN_IDS,
    ])
  })

  it('keeps a view’s order, ignores fixed ids and repeats, and refuses unknown ids', () => {
    expect(exportColumns(['site', 'id', 'rawQR', 'site'])).toEqual([
      'id',
      'testDate',
      'testType',
      'result',
      'site',
      'rawQR',
    ])
    expect(exportColumns([])).toEqual(['id', 'testDate', 'testType', 'result'])
    expect(() => exportColumns(['site', 'colour'])).toThrow(UnknownColumnError)
  })
})

describe('exportTable', () => {
  it('writes what the screen shows, in the columns’ order, with English headers', () => {
    const table = exportTable([row()], exportColumns(null), lookups)
    expect(table.header).toEqual([
      'Flow ID',
      'Date/time',
      'Test',
      'Test result',
      'Measurement method',
      'Annotations',
      'QR code',
      'Batch',
      'Concentration',
      'Route',
      'Device type',
      'Site',
      'User',
      'Operator ID',
      'Attachments',
    ])
    expect(table.rows).toEqual([
      [
        17,
        'at 1000',
        'BetaStar Combo',
        'Positive',
        'Qualitative',
        'Original',
        'BSC;BSC-5120',
        'BSC-5120',
        '',
        'Route 4',
        'TruckReader',
        'Hjørring Dairy',
        'anna.berg',
        'OP-1042',
        'strip-photo.jpg, delivery-note.pdf',
      ],
    ])
  })

  it.each<[Partial<TestRecordRow>, string]>([
    [{ testTypeId: 2, concentration: 3.2 }, '< 5.00'],
    [{ testTypeId: 2, concentration: 140 }, '> 100.00'],
    [{ testTypeId: 2, concentration: 12.345 }, '12.35'],
    [{ testTypeId: 1, concentration: null }, ''],
    [{ testTypeId: 99, concentration: 7 }, '7.00'],
  ])('writes the concentration of %j as %j', (overrides, expected) => {
    const table = exportTable([row(overrides)], exportColumns(['concentration']), lookups)
    expect(table.rows[0]![4]).toBe(expected)
  })

  it('keeps WeakPositive for verifications and leaves unknown joins empty', () => {
    const table = exportTable(
      [
        row({
          annotation: 'Verification',
          siteId: 4,
          userId: 5,
          operatorId: null,
          attachments: [],
        }),
      ],
      exportColumns(['site', 'user', 'operatorId', 'attachments']),
      lookups,
    )
    expect(table.rows[0]!.slice(3)).toEqual(['WeakPositive', '', '', '', ''])
  })

  it('leaves text as it is: neutralising is the files’ job', () => {
    const table = exportTable([row({ route: '=1+1' })], exportColumns(['route']), lookups)
    expect(table.rows[0]![4]).toBe('=1+1')
  })
})
