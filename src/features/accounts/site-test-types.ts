/**
 * The site test-types form (ADMIN-4.13, ADMIN-5.9): one row per test type of the catalogue (loaded
 * in one page of 200, ADMIN-7.2), ticked when the site offers it, with its QR switch under the
 * rules of account-rules.ts `qrToggle`. The body is the ticked test types with the QR value their
 * rule gives; at least one must be ticked.
 */
import type { SitePatch } from '@/api/endpoints/sites'
import type { AvailableTestType, Site, TestType } from '@/api/types'
import { qrToggle, qrValue } from './account-rules'

/** The catalogue page the form loads (ADMIN-7.2: the test-type list for a site, pageSize 200). */
export const SITE_TEST_TYPES_PAGE_SIZE = 200

export interface TestTypeRow {
  /** What the row's rules and labels need of its test type. */
  testType: Pick<TestType, 'id' | 'name' | 'category' | 'measurementMethod'>
  ticked: boolean
  /** What the user set on the switch (its rule may override it). */
  qr: boolean
}

export interface SiteTestTypesValues {
  rows: TestTypeRow[]
}

export interface SiteTestTypesData {
  site: Site
  testTypes: TestType[]
  /** The site's revision: the admin-form machine saves the change with it. */
  revision?: number
}

export function siteTestTypesValues(data: SiteTestTypesData): SiteTestTypesValues {
  const offered = new Map(data.site.availableTestTypes.map((entry) => [entry.testTypeId, entry]))
  return {
    rows: data.testTypes.map(({ id, name, category, measurementMethod }) => ({
      testType: { id, name, category, measurementMethod },
      ticked: offered.has(id),
      qr: offered.get(id)?.qrActive ?? false,
    })),
  }
}

export const anyTicked = (values: SiteTestTypesValues) => values.rows.some((row) => row.ticked)

/**
 * The PATCH of a site's test types: the ticked ones, with the site's name and customer beside
 * them (ADMIN-7.5 "the update also saves availableTestTypes with name and customerId"), so an
 * API that replaces what a body names never blanks the site's name. The revision guards them.
 */
export function siteTestTypesPatch(
  site: Pick<Site, 'id' | 'name' | 'customerId'>,
  values: SiteTestTypesValues,
  revision: number | null,
): SitePatch {
  return {
    id: site.id,
    revision: revision ?? undefined,
    name: site.name,
    customerId: site.customerId,
    availableTestTypes: availableTestTypes(values),
  }
}

/** The site's available test types: the ticked rows, each QR value as its rule has it. */
export function availableTestTypes(
  values: SiteTestTypesValues,
): Array<Omit<AvailableTestType, 'testType'>> {
  return values.rows
    .filter((row) => row.ticked)
    .map((row) => ({
      testTypeId: row.testType.id,
      qrActive: qrValue(qrToggle(row.testType, true), row.qr),
    }))
}
