/**
 * Terms, subscriptions and feedback as the personas call them: list shapes, paging and sorting,
 * scope, permissions, validation on the named fields, and terms that are always released.
 */
import { describe, expect, it } from 'vitest'
import type { ApiErrorBody, Subscription, Terms } from '@/api/types'
import { byText, codeOn, useFakeApi } from '../../../tests/helpers/fake-api'

const fake = useFakeApi()
const call: typeof fake.call = (...args) => fake.call(...args)
const db = () => fake.api.backend.db

let counter = 0
const uniqueEmail = () => `test.${Date.now().toString(36)}.${++counter}@example.com`

const list = <T>(path: string, as = 'admin') => fake.list<T>(path, as)

/** Personas' site (customer 1) and a site of another customer. */
const PERSONA_SITE = 1
const OTHER_SITE_OF_CUSTOMER_1 = 2
const FREE_CUSTOMER = 4
const freeCustomerSite = () =>
  db()
    .sites.all()
    .find((site) => site.customerId === FREE_CUSTOMER)!

describe('terms', () => {
  it('lists every version for terms admins, newest id first', async () => {
    const body = await list<Terms>('/v2/Terms')
    expect(body.meta).toEqual({ currentPage: 1, total: db().terms.size, perPage: 20 })
    const ids = body.data.map((row) => row.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      termsText: expect.any(String),
      created: expect.any(String),
      released: expect.any(Boolean),
    })
  })

  it('sorts and pages the list', async () => {
    const ascending = await list<Terms>('/v2/Terms?order=id_asc')
    expect(ascending.data.map((row) => row.id)).toEqual(
      db()
        .terms.all()
        .map((row) => row.id)
        .sort((a, b) => a - b),
    )
    const byCreated = await list<Terms>('/v2/Terms?orderBy=created_desc')
    const created = byCreated.data.map((row) => row.created)
    expect(created).toEqual([...created].sort().reverse())
    const page = await list<Terms>('/v2/Terms?order=id_asc&page=2&pageSize=1')
    expect(page.data).toEqual(ascending.data.slice(1, 2))
    expect(await list<Terms>('/v2/Terms?page=0&pageSize=1')).toEqual(
      await list<Terms>('/v2/Terms?page=1&pageSize=1'),
    )
  })

  it('keeps the list for terms admins', async () => {
    const answer = await call<ApiErrorBody>('customer.admin', 'GET', '/v2/Terms')
    expect(answer.status).toBe(403)
    expect(answer.body.message).toMatch(/terms:write/)
  })

  it.each(['operator', 'new.operator', 'customer.admin', 'admin'])(
    'gives %s the latest released version and any released version by id',
    async (persona) => {
      const newest = [...db().terms.all()]
        .filter((row) => row.released)
        .sort((a, b) => b.id - a.id)[0]!
      const latest = await call<Terms>(persona, 'GET', '/v2/Terms/latest')
      expect(latest.status).toBe(200)
      expect(latest.body.id).toBe(newest.id)
      const first = await call<Terms>(persona, 'GET', '/v2/Terms/1')
      expect(first.status).toBe(200)
      expect(first.body.id).toBe(1)
    },
  )

  it('is a 404 for an unknown version', async () => {
    expect((await call('operator', 'GET', '/v2/Terms/99999')).status).toBe(404)
    expect((await call('operator', 'GET', '/v2/Terms/latest-but-wrong')).status).toBe(404)
  })

  it('shows an unreleased draft to terms admins only, and never as the latest', async () => {
    const draft = await db().terms.insert({
      id: db().terms.nextId(),
      termsText: '<p>Draft</p>',
      created: new Date(Date.now() + 60_000).toISOString(),
      released: false,
    })
    expect((await call('operator', 'GET', `/v2/Terms/${draft.id}`)).status).toBe(404)
    expect((await call('admin', 'GET', `/v2/Terms/${draft.id}`)).status).toBe(200)
    expect((await call<Terms>('operator', 'GET', '/v2/Terms/latest')).body.id).not.toBe(draft.id)
    await db().terms.remove(draft.id)
  })

  it('always stores a new version as released, dated by the server, and makes it the latest', async () => {
    const before = Date.now()
    const answer = await call<Terms>('admin', 'POST', '/v2/Terms', {
      termsText: '<h1>Terms</h1><p>Version 4.</p>',
      released: false,
    })
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({
      termsText: '<h1>Terms</h1><p>Version 4.</p>',
      released: true,
    })
    expect(Date.parse(answer.body.created)).toBeGreaterThanOrEqual(before - 1000)
    expect((await call<Terms>('operator', 'GET', '/v2/Terms/latest')).body).toEqual(answer.body)
  })

  it.each([
    [{}, 'validation.required'],
    [{ termsText: '' }, 'validation.required'],
    [{ termsText: '   ' }, 'validation.blank'],
    [{ termsText: '<p><br></p>' }, 'validation.blank'],
    [{ termsText: '<p>&nbsp;</p>' }, 'validation.blank'],
  ])('refuses %j with %s on termsText', async (body, code) => {
    const answer = await call<ApiErrorBody>('admin', 'POST', '/v2/Terms', body)
    expect(answer.status).toBe(400)
    expect(codeOn(answer.body, 'termsText')).toBe(code)
  })

  it('lets only terms admins create versions', async () => {
    expect(
      (await call('customer.admin', 'POST', '/v2/Terms', { termsText: '<p>x</p>' })).status,
    ).toBe(403)
  })
})

describe('GET /v2/Subscriptions', () => {
  it('answers { data, meta } by e-mail, each with its site', async () => {
    const body = await list<Subscription>('/v2/Subscriptions?pageSize=1000')
    expect(body.meta.total).toBe(db().subscriptions.size)
    const emails = body.data.map((row) => row.email)
    expect(emails).toEqual([...emails].sort(byText))
    const first = body.data[0]!
    expect(first).toEqual({
      id: expect.any(Number),
      email: expect.any(String),
      siteId: expect.any(Number),
      site: { id: first.siteId, name: db().sites.get(first.siteId)!.name },
    })
  })

  it.each([
    ['email_desc', (a: Subscription, b: Subscription) => byText(b.email, a.email)],
    ['site_asc', (a: Subscription, b: Subscription) => byText(a.site.name, b.site.name)],
    ['site_desc', (a: Subscription, b: Subscription) => byText(b.site.name, a.site.name)],
    ['id_asc', (a: Subscription, b: Subscription) => a.id - b.id],
  ])('sorts by %s and pages the sorted list', async (order, compare) => {
    const whole = await list<Subscription>(`/v2/Subscriptions?order=${order}&pageSize=1000`)
    const keys = (rows: Subscription[]) => rows.map((row) => `${row.site.name}|${row.email}`)
    expect(keys(whole.data)).toEqual(keys([...whole.data].sort(compare)))
    const page = await list<Subscription>(`/v2/Subscriptions?order=${order}&page=2&pageSize=4`)
    expect(page.data).toEqual(whole.data.slice(4, 8))
  })

  it('limits each caller to their scope', async () => {
    const siteAdmin = await list<Subscription>('/v2/Subscriptions?pageSize=1000', 'site.admin')
    expect(siteAdmin.data.length).toBeGreaterThan(0)
    expect(siteAdmin.data.every((row) => row.siteId === PERSONA_SITE)).toBe(true)
    const customerAdmin = await list<Subscription>(
      '/v2/Subscriptions?pageSize=1000',
      'customer.admin',
    )
    const customerOf = (row: Subscription) => db().sites.get(row.siteId)!.customerId
    expect(customerAdmin.data.some((row) => row.siteId === OTHER_SITE_OF_CUSTOMER_1)).toBe(true)
    expect(customerAdmin.data.some((row) => customerOf(row) === FREE_CUSTOMER)).toBe(false)
  })

  it('filters by site and by customer', async () => {
    const site = await list<Subscription>(`/v2/Subscriptions?siteId=${OTHER_SITE_OF_CUSTOMER_1}`)
    expect(site.data.every((row) => row.siteId === OTHER_SITE_OF_CUSTOMER_1)).toBe(true)
    const customer = await list<Subscription>(
      `/v2/Subscriptions?customerId=${FREE_CUSTOMER}&pageSize=1000`,
    )
    const expected = db()
      .subscriptions.all()
      .filter((row) => db().sites.get(row.siteId)!.customerId === FREE_CUSTOMER)
    expect(customer.meta.total).toBe(expected.length)
  })

  it('refuses a filter on another customer', async () => {
    const answer = await call<ApiErrorBody>(
      'customer.admin',
      'GET',
      `/v2/Subscriptions?customerId=${FREE_CUSTOMER}`,
    )
    expect(answer.status).toBe(403)
  })

  it('is forbidden for operators', async () => {
    const answer = await call<ApiErrorBody>('operator', 'GET', '/v2/Subscriptions')
    expect(answer.status).toBe(403)
    expect(answer.body.message).toMatch(/subscriptions:read/)
  })
})

describe('subscription create, read and delete', () => {
  it('subscribes an address to a site in scope', async () => {
    const email = uniqueEmail()
    const answer = await call<Subscription>('site.admin', 'POST', '/v2/Subscriptions', {
      siteId: PERSONA_SITE,
      email,
    })
    expect(answer.status).toBe(201)
    expect(answer.body).toEqual({
      id: expect.any(Number),
      email,
      siteId: PERSONA_SITE,
      site: { id: PERSONA_SITE, name: db().sites.get(PERSONA_SITE)!.name },
    })
    expect((await call('site.admin', 'GET', `/v2/Subscriptions/${answer.body.id}`)).body).toEqual(
      answer.body,
    )

    const again = await call<ApiErrorBody>('site.admin', 'POST', '/v2/Subscriptions', {
      siteId: PERSONA_SITE,
      email: email.toUpperCase(),
    })
    expect(again.status).toBe(400)
    expect(codeOn(again.body, 'email')).toBe('validation.unique')
    // The same address may follow another site.
    const otherSite = await call('customer.admin', 'POST', '/v2/Subscriptions', {
      siteId: OTHER_SITE_OF_CUSTOMER_1,
      email,
    })
    expect(otherSite.status).toBe(201)
  })

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no site', { email: 'a@example.com' }, 'siteId', 'validation.required'],
    ['no e-mail', { siteId: PERSONA_SITE }, 'email', 'validation.required'],
    [
      'an invalid e-mail',
      { siteId: PERSONA_SITE, email: 'not-an-address' },
      'email',
      'validation.email',
    ],
    ['an unknown site', { siteId: 99999, email: 'a@example.com' }, 'siteId', 'validation.oneOf'],
    [
      'a site out of scope',
      { siteId: OTHER_SITE_OF_CUSTOMER_1, email: 'a@example.com' },
      'siteId',
      'validation.oneOf',
    ],
  ])('refuses %s', async (_name, body, field, code) => {
    const answer = await call<ApiErrorBody>('site.admin', 'POST', '/v2/Subscriptions', body)
    expect(answer.status).toBe(400)
    expect(codeOn(answer.body, field), JSON.stringify(answer.body)).toBe(code)
  })

  it('hides and protects subscriptions of sites out of scope (404)', async () => {
    const foreign = db()
      .subscriptions.all()
      .find((row) => row.siteId === freeCustomerSite().id)!
    expect((await call('customer.admin', 'GET', `/v2/Subscriptions/${foreign.id}`)).status).toBe(
      404,
    )
    expect((await call('customer.admin', 'DELETE', `/v2/Subscriptions/${foreign.id}`)).status).toBe(
      404,
    )
    expect(db().subscriptions.get(foreign.id)).toBeDefined()
    expect((await call('admin', 'GET', `/v2/Subscriptions/${foreign.id}`)).status).toBe(200)
  })

  it('deletes a subscription', async () => {
    const created = await call<Subscription>('customer.admin', 'POST', '/v2/Subscriptions', {
      siteId: PERSONA_SITE,
      email: uniqueEmail(),
    })
    expect(
      (await call('customer.admin', 'DELETE', `/v2/Subscriptions/${created.body.id}`)).status,
    ).toBe(204)
    expect(
      (await call('customer.admin', 'GET', `/v2/Subscriptions/${created.body.id}`)).status,
    ).toBe(404)
    expect((await call('customer.admin', 'DELETE', '/v2/Subscriptions/99999')).status).toBe(404)
  })

  it('refuses writes to operators', async () => {
    const answer = await call('operator', 'POST', '/v2/Subscriptions', {
      siteId: PERSONA_SITE,
      email: uniqueEmail(),
    })
    expect(answer.status).toBe(403)
    expect((await call('operator', 'DELETE', '/v2/Subscriptions/1')).status).toBe(403)
  })
})

describe('POST /v2/Feedback', () => {
  const feedback = (overrides: Record<string, unknown> = {}) => ({
    sender: 'operator@example.com',
    userId: 1,
    topic: 'reader',
    type: 'error',
    feedback: 'The reader shows E42 after the self-test.',
    device: 'Desktop',
    platform: 'web',
    os: 'Linux',
    version: '1.8.6',
    ...overrides,
  })

  it('stores the feedback as the caller’s and answers 204', async () => {
    const before = db().feedback.size
    const answer = await call('operator', 'POST', '/v2/Feedback', feedback())
    expect(answer.status).toBe(204)
    expect(db().feedback.size).toBe(before + 1)
    const stored = db().feedback.all().at(-1)!
    const operator = db()
      .users.all()
      .find((user) => user.username === 'operator')!
    expect(stored).toMatchObject({
      userId: operator.id,
      topic: 'reader',
      type: 'error',
      platform: 'web',
    })
  })

  it('accepts null in the optional fields', async () => {
    const body = feedback({ sender: null, device: null, os: null, version: null, userId: null })
    expect((await call('operator', 'POST', '/v2/Feedback', body)).status).toBe(204)
    expect(db().feedback.all().at(-1)).toMatchObject({
      sender: expect.any(String),
      device: '',
      os: '',
    })
  })

  it('accepts 3000 characters', async () => {
    expect(
      (await call('operator', 'POST', '/v2/Feedback', feedback({ feedback: 'x'.repeat(3000) })))
        .status,
    ).toBe(204)
  })

  it.each<[string, Record<string, unknown>, string, string]>([
    ['3001 characters', { feedback: 'x'.repeat(3001) }, 'feedback', 'validation.maxLength'],
    ['no text', { feedback: '' }, 'feedback', 'validation.required'],
    ['blank text', { feedback: '  \n ' }, 'feedback', 'validation.blank'],
    ['no category', { topic: undefined }, 'topic', 'validation.required'],
    ['an unknown category', { topic: 'milk' }, 'topic', 'validation.oneOf'],
    ['an unknown type', { type: 'praise' }, 'type', 'validation.oneOf'],
    ['another platform', { platform: 'ios' }, 'platform', 'validation.oneOf'],
  ])('refuses %s', async (_name, overrides, field, code) => {
    const answer = await call<ApiErrorBody>('operator', 'POST', '/v2/Feedback', feedback(overrides))
    expect(answer.status).toBe(400)
    expect(codeOn(answer.body, field)).toBe(code)
  })

  it('needs an account', async () => {
    expect((await call('lost.user', 'POST', '/v2/Feedback', feedback())).status).toBe(403)
  })
})
