// The site test-types form (ADMIN-4.13, ADMIN-5.9): a row per catalogue test type, ticked when the
// site offers it, and the body of the ticked rows with the QR value each one's rule gives.
import { describe, expect, it } from 'vitest'
import type { Site, TestType } from '@/api/types'
import {
  anyTicked,
  availableTestTypes,
  siteTestTypesPatch,
  siteTestTypesValues,
  type SiteTestTypesValues,
  type TestTypeRow,
} from './site-test-types'

const testType = (
  id: number,
  name: string,
  category: TestType['category'],
  measurementMethod: TestType['measurementMethod'],
): TestType => ({
  id,
  name,
  category,
  measurementMethod,
  qrIdString: null,
  judgeType: null,
  judgingDirection: null,
  positiveValue: null,
  negativeValue: null,
  temperature: null,
  incubationTime: null,
  substances: [],
  quantitativeRange: null,
})

const strip = testType(1, 'Beta strip', 'Strip', 'Qualitative')
const quantitative = testType(2, 'Aflatoxin cassette', 'Cassette', 'Quantitative')
const qualitative = testType(3, 'Beta cassette', 'Cassette', 'Qualitative')
const other = testType(4, 'Tetra cassette', 'Cassette', 'Qualitative')

const site: Site = {
  id: 5,
  name: 'North dairy',
  shipTo: '',
  customerId: 2,
  type: 'Premium',
  contact: { name: 'Dana Dairy', phone: '+45 1234 5678', email: 'dana@example.com' },
  address: { street: 'Mejerivej 2', postalCode: '8000', city: 'Aarhus', country: 'DK' },
  location: { latitude: 56.15, longitude: 10.2 },
  availableTestTypes: [
    { testTypeId: 2, qrActive: true },
    { testTypeId: 3, qrActive: true },
  ],
}

const row = (type: TestType, ticked: boolean, qr: boolean): TestTypeRow => ({
  testType: {
    id: type.id,
    name: type.name,
    category: type.category,
    measurementMethod: type.measurementMethod,
  },
  ticked,
  qr,
})

describe('siteTestTypesValues', () => {
  it('has a row per test type, ticked with its QR where the site offers it', () => {
    const values = siteTestTypesValues({
      site,
      testTypes: [strip, quantitative, qualitative, other],
    })
    expect(values.rows.map((entry) => [entry.testType.id, entry.ticked, entry.qr])).toEqual([
      [1, false, false],
      [2, true, true],
      [3, true, true],
      [4, false, false],
    ])
    expect(values.rows[1]!.testType).toEqual({
      id: 2,
      name: 'Aflatoxin cassette',
      category: 'Cassette',
      measurementMethod: 'Quantitative',
    })
  })

  it("copies an offered test type's QR off", () => {
    const values = siteTestTypesValues({
      site: { ...site, availableTestTypes: [{ testTypeId: 3, qrActive: false }] },
      testTypes: [qualitative],
    })
    expect(values.rows).toEqual([row(qualitative, true, false)])
  })
})

describe('anyTicked', () => {
  it('is true with one ticked row, false with none', () => {
    expect(anyTicked({ rows: [row(strip, false, false), row(other, true, false)] })).toBe(true)
    expect(anyTicked({ rows: [row(strip, false, false), row(other, false, true)] })).toBe(false)
    expect(anyTicked({ rows: [] })).toBe(false)
  })
})

describe('availableTestTypes', () => {
  it('sends the ticked rows only, each QR as its rule gives it', () => {
    const values: SiteTestTypesValues = {
      rows: [
        row(strip, true, true),
        row(quantitative, true, false),
        row(qualitative, true, true),
        row(other, true, false),
      ],
    }
    expect(availableTestTypes(values)).toEqual([
      { testTypeId: 1, qrActive: false },
      { testTypeId: 2, qrActive: true },
      { testTypeId: 3, qrActive: true },
      { testTypeId: 4, qrActive: false },
    ])
  })

  it('leaves unticked rows out, whatever their QR', () => {
    const values: SiteTestTypesValues = {
      rows: [row(strip, false, true), row(quantitative, false, true), row(qualitative, true, true)],
    }
    expect(availableTestTypes(values)).toEqual([{ testTypeId: 3, qrActive: true }])
  })
})

describe('siteTestTypesPatch (ADMIN-7.5)', () => {
  it('carries the site’s name and customer beside the ticked test types, with the revision', () => {
    const values: SiteTestTypesValues = { rows: [row(qualitative, true, true)] }
    expect(siteTestTypesPatch(site, values, 7)).toEqual({
      id: 5,
      revision: 7,
      name: 'North dairy',
      customerId: 2,
      availableTestTypes: [{ testTypeId: 3, qrActive: true }],
    })
  })
})
