/**
 * The dashboard endpoints as a server: the query reaches the aggregation (checked against a
 * recount on the seeded records), the caller's scope and permissions hold, bad queries are 400s.
 */
import { describe, expect, it } from 'vitest'
import type { DashboardUser, KeyStatistics, MapMarker, SitesChart } from '@/api/types'
import type { TestRecordRow } from '@/mocks/db/rows'
import { useFakeApi } from '../../../tests/helpers/fake-api'
import { DAY } from '../dashboard/aggregate'

const fake = useFakeApi()
const db = () => fake.api.backend.db
const anchor = () => fake.api.backend.anchor

/** The last 28 days before the anchor, as the portal sends them (with an offset). */
function period(days = 28) {
  const end = new Date(anchor() - 1).toISOString()
  const start = new Date(anchor() - days * DAY).toISOString()
  return `start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`
}

const get = <T>(as: string, path: string, query: string) =>
  fake.call<T>(as, 'GET', `/v2/Dashboard/${path}?${query}`)

const TEST_KINDS = new Set(['Original', 'Confirmation', 'SecondConfirmation'])
function recount(predicate: (row: TestRecordRow) => boolean, days = 28) {
  const from = anchor() - days * DAY
  return db()
    .testRecords.all()
    .filter(
      (row) =>
        !row.deleted &&
        TEST_KINDS.has(row.annotation) &&
        row.testDate >= from &&
        row.testDate <= anchor() - 1 &&
        predicate(row),
    )
}

describe('GET /v2/Dashboard/*', () => {
  it('counts the seeded tests of the period for the admin', async () => {
    const answer = await get<KeyStatistics>('admin', 'keystatistics', period())
    expect(answer.status).toBe(200)
    const tests = recount(() => true)
    expect(tests.length).toBeGreaterThan(100)
    expect(answer.body.total.amount).toBe(tests.length)
    expect(answer.body.positive.amount).toBe(
      tests.filter((row) => row.result !== 'Negative').length,
    )
    expect(answer.body.comparedPeriodEnd).toBe(new Date(anchor() - 28 * DAY - 1).toISOString())
  })

  it('honours customerId, siteId, routes and originals', async () => {
    const site = db().sites.get(1)!
    const route = recount((row) => row.siteId === site.id)[0]!.route
    const query = `${period()}&customerId=${site.customerId}&siteId=${site.id}&routes=${encodeURIComponent(route)}&originals=true`
    const answer = await get<MapMarker[]>('admin', 'markers', query)
    const expected = recount(
      (row) => row.siteId === site.id && row.route === route && row.annotation === 'Original',
    )
    expect(answer.body.map((marker) => marker.id).sort()).toEqual(
      expected.map((row) => row.id).sort(),
    )
  })

  it('limits a customer admin to their customer and refuses another one', async () => {
    const me = db()
      .users.all()
      .find((user) => user.username === 'customer.admin')!
    const answer = await get<SitesChart>('customer.admin', 'testsperformed', period())
    expect(answer.status).toBe(200)
    const siteIds = answer.body.sites.map((site) => site.siteId)
    expect(siteIds.length).toBeGreaterThan(0)
    for (const siteId of siteIds) {
      const customerId = db().sites.get(siteId)!.customerId
      const customer = db().customers.get(customerId)!
      expect([customer.id, customer.distributorId]).toContain(me.customerId)
    }
    const other = db()
      .customers.all()
      .find(
        (customer) => customer.id !== me.customerId && customer.distributorId !== me.customerId,
      )!
    const refused = await get(
      'customer.admin',
      'testsperformed',
      `${period()}&customerId=${other.id}`,
    )
    expect(refused.status).toBe(403)
  })

  it('lists the users of a site admin’s site with their operators', async () => {
    const me = db()
      .users.all()
      .find((user) => user.username === 'site.admin')!
    const answer = await get<DashboardUser[]>('site.admin', 'userdata', period())
    expect(answer.status).toBe(200)
    const tests = recount((row) => row.siteId === me.siteId)
    expect(answer.body.reduce((sum, user) => sum + user.testCount, 0)).toBe(tests.length)
    expect(answer.body.some((user) => user.operators.length > 0)).toBe(true)
  })

  it.each(['operator', 'free.admin'])('refuses %s, who sees the link grid (403)', async (as) => {
    const answer = await get(as, 'keystatistics', period())
    expect(answer.status, as).toBe(403)
  })

  it('refuses deleted records without the permission to read them', async () => {
    const answer = await get('customer.admin', 'keystatistics', `${period()}&includeDeleted=true`)
    expect(answer.status).toBe(403)
    const admin = await get<KeyStatistics>(
      'admin',
      'keystatistics',
      `${period()}&includeDeleted=true&rejected=true`,
    )
    const plain = await get<KeyStatistics>('admin', 'keystatistics', period())
    expect(admin.body.total.amount).toBeGreaterThan(plain.body.total.amount)
  })

  it('counts rejected records only with rejected=true, and explicit false values change nothing', async () => {
    const plain = await get<KeyStatistics>('admin', 'keystatistics', period())
    const off = await get<KeyStatistics>(
      'admin',
      'keystatistics',
      `${period()}&originals=false&rejected=false&includeDeleted=false`,
    )
    expect(off.body).toEqual(plain.body)
    const rejected = await get<KeyStatistics>('admin', 'keystatistics', `${period()}&rejected=true`)
    const from = anchor() - 28 * DAY
    const rejectedRows = db()
      .testRecords.all()
      .filter(
        (row) =>
          !row.deleted &&
          row.annotation === 'Rejected' &&
          row.testDate >= from &&
          row.testDate <= anchor() - 1,
      )
    expect(rejectedRows.length).toBeGreaterThan(0)
    expect(rejected.body.total.amount).toBe(plain.body.total.amount + rejectedRows.length)
  })

  it.each([
    ['no start', () => `end=${new Date(anchor()).toISOString()}`, 'start', 'validation.required'],
    [
      'a bad end',
      () => `start=${new Date(anchor()).toISOString()}&end=soon`,
      'end',
      'validation.date',
    ],
    [
      'end before start',
      () =>
        `start=${new Date(anchor()).toISOString()}&end=${new Date(anchor() - DAY).toISOString()}`,
      'end',
      'validation.endBeforeStart',
    ],
  ])('answers 400 for %s', async (_, query, field, code) => {
    const answer = await get<{ errors: Array<{ field: string; code: string }> }>(
      'admin',
      'substances',
      query(),
    )
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toEqual([expect.objectContaining({ field, code })])
  })

  it('answers every one of the seven calls', async () => {
    const paths = [
      'userdata',
      'keystatistics',
      'testresults',
      'substances',
      'markers',
      'testsperformed',
      'falsepositive',
    ]
    const answers = await Promise.all(paths.map((path) => get('admin', path, period())))
    expect(answers.map((answer) => answer.status)).toEqual(paths.map(() => 200))
    const falses = answers[6]!.body as SitesChart
    const count = falses.sites.reduce(
      (sum, site) => sum + site.testCount.reduce((a, b) => a + b, 0),
      0,
    )
    expect(count).toBeGreaterThan(0)
  })
})
