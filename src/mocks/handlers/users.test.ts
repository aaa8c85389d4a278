/**
 * The users endpoints as the personas call them: the current user and views, password calls, and
 * the user administration with its permissions per user type, scope, paging and validation.
 */
import { describe, expect, it, vi } from 'vitest'
import type { SavedView } from '@/api/types'
import type { UserType } from '@/domain/enums'
import { shownViewColumns, VIEW_COLUMN_IDS } from '@/domain/test-record-columns'
import { permissionsFor } from '@/mocks/personas'
import { useFakeApi } from '../../../tests/helpers/fake-api'
import { revisionOf } from '../db/table'
import { expireResetLinks, LINKS_KEPT_PER_ACCOUNT, OUTBOX_LIMIT } from '../password-resets'

const fake = useFakeApi()
const call: typeof fake.call = (...args) => fake.call(...args)
const db = () => fake.api.backend.db
/** What a client that has just loaded the user sends with its update (1 for an unknown id). */
const revisionNow = (id: number) => {
  const row = db().users.get(id)
  return row ? revisionOf(row) : 1
}

/** Persona ids are fixed by the seed; the personas' site is site 1 of customer 1. */
const ID = { admin: 1, customerAdmin: 2, siteAdmin: 3, operator: 4, newOperator: 5, freeAdmin: 6 }
const PERSONA_SITE = 1
const OTHER_SITE_OF_CUSTOMER_1 = 2
const FREE_CUSTOMER = 4

let counter = 0
const unique = (prefix: string) => `${prefix}.${Date.now().toString(36)}.${++counter}`

function operatorBody(overrides: Record<string, unknown> = {}) {
  return {
    type: 'Operator',
    siteId: PERSONA_SITE,
    username: unique('op'),
    password: 'secret-password',
    firstName: 'Test',
    lastName: 'Operator',
    phoneNumber: '',
    email: '',
    sharedUser: false,
    primaryOperatorId: 'OP-9001',
    comment: '',
    ...overrides,
  }
}

function adminUserBody(
  type: 'SiteAdmin' | 'CustomerAdmin',
  overrides: Record<string, unknown> = {},
) {
  return {
    type,
    customerId: 1,
    siteId: type === 'SiteAdmin' ? OTHER_SITE_OF_CUSTOMER_1 : null,
    username: unique(type === 'SiteAdmin' ? 'sa' : 'ca'),
    password: 'secret-password',
    firstName: 'Test',
    lastName: 'Admin',
    phoneNumber: '+45 11 22 33 44',
    email: 'test.admin@example.com',
    ...overrides,
  }
}

async function createUser(body: Record<string, unknown>, as = 'admin') {
  const answer = await call(as, 'POST', '/v2/Users', body)
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return answer.body as { id: number; username: string; [key: string]: unknown }
}

function expectFieldError(answer: { status: number; body: any }, field: string, code: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400)
  expect(typeof answer.body.message).toBe('string')
  const error = answer.body.errors.find((entry: { field: string }) => entry.field === field)
  expect(error, `no error on ${field}: ${JSON.stringify(answer.body.errors)}`).toBeDefined()
  expect(error.code).toBe(code)
  expect(typeof error.message).toBe('string')
}

function expectForbidden(answer: { status: number; body: any }) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(403)
  expect(answer.body.message).toEqual(expect.any(String))
}

const ids = (answer: { body: any }) =>
  (answer.body.data as Array<{ id: number }>).map((row) => row.id)

describe('GET /v2/Users/me', () => {
  it.each([
    ['admin', 'Root', null],
    ['customer.admin', 'CustomerAdmin', 'Premium'],
    ['site.admin', 'SiteAdmin', 'Premium'],
    ['operator', 'Operator', 'Premium'],
    ['new.operator', 'Operator', 'Premium'],
    ['free.admin', 'CustomerAdmin', 'Free'],
  ] as const)('answers %s with the user and its permissions', async (username, type, tier) => {
    const answer = await call(username, 'GET', '/v2/Users/me')
    expect(answer.status).toBe(200)
    expect(answer.body.currentUser).toMatchObject({ username, type })
    expect(answer.body.currentUser).not.toHaveProperty('password')
    expect(answer.body.permissions).toEqual(permissionsFor(type as UserType, tier))
  })

  it('joins the customer and site names', async () => {
    const { body } = await call('site.admin', 'GET', '/v2/Users/me')
    expect(body.currentUser.site).toEqual({
      id: PERSONA_SITE,
      name: db().sites.get(PERSONA_SITE)?.name,
    })
    expect(body.currentUser.customer).toEqual({ id: 1, name: db().customers.get(1)?.name })
  })

  it('answers 404 for a signed-in user without an account', async () => {
    const answer = await call('lost.user', 'GET', '/v2/Users/me')
    expect(answer.status).toBe(404)
    expect(answer.body).toEqual({ message: 'No account was found for “lost.user”.' })
  })

  it('answers 401 without a token', async () => {
    expect((await call(null, 'GET', '/v2/Users/me')).status).toBe(401)
  })
})

describe('saved views', () => {
  const view = (overrides: Record<string, unknown> = {}) => ({
    id: 4242,
    name: 'My positives',
    filters: { period: '28d', routes: [], testResult: 4 },
    columns: [{ id: 'route', name: 'route', label: 'Route', enabled: true, order: 0 }],
    ...overrides,
  })

  it('answers the seeded views of the customer admin', async () => {
    const answer = await call('customer.admin', 'GET', '/v2/Users/me/views')
    expect(answer.status).toBe(200)
    expect(answer.body.views.length).toBeGreaterThan(0)
    expect(answer.body.views[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        name: expect.any(String),
        filters: expect.any(Object),
        columns: expect.any(Array),
      }),
    )
  })

  it('seeds views whose columns are the portal’s own, every one of them', async () => {
    const answer = await call('customer.admin', 'GET', '/v2/Users/me/views')
    for (const seeded of answer.body.views as SavedView[]) {
      expect(seeded.columns.map((column) => column.id).sort()).toEqual([...VIEW_COLUMN_IDS].sort())
    }
    // The demo views hide some columns and show the others, Annotations and QR code among them.
    expect(shownViewColumns(answer.body.views[0].columns)).toEqual(
      expect.arrayContaining(['annotation', 'rawQR', 'batchNumber', 'readerType']),
    )
  })

  it('answers an empty list for a user who saved none', async () => {
    expect(db().userViews.get(ID.freeAdmin)).toBeUndefined()
    const answer = await call('free.admin', 'GET', '/v2/Users/me/views')
    expect(answer.body).toEqual({ views: [], lastUpdated: null })
  })

  it('stores the whole list with the server time and answers it', async () => {
    const before = Date.now()
    const sent = { views: [view(), view({ id: 17, name: 'Trucks' })], lastUpdated: null }
    const answer = await call('operator', 'PUT', '/v2/Users/me/views', sent)
    expect(answer.status).toBe(200)
    expect(answer.body.views).toEqual(sent.views)
    const stamp = Date.parse(answer.body.lastUpdated)
    expect(stamp).toBeGreaterThanOrEqual(before - 1000)
    expect(answer.body.lastUpdated).toBe(new Date(stamp).toISOString())
    expect((await call('operator', 'GET', '/v2/Users/me/views')).body).toEqual(answer.body)

    const replaced = await call('operator', 'PUT', '/v2/Users/me/views', {
      views: [view({ id: 9 })],
      lastUpdated: answer.body.lastUpdated,
    })
    expect(replaced.body.views.map((entry: { id: number }) => entry.id)).toEqual([9])
  })

  it('refuses a list based on an older one (another tab saved since), keeping what is stored', async () => {
    const loaded = (await call('operator', 'GET', '/v2/Users/me/views')).body
    const first = await call('operator', 'PUT', '/v2/Users/me/views', {
      views: [view({ id: 1, name: 'From tab A' })],
      lastUpdated: loaded.lastUpdated,
    })
    expect(first.status).toBe(200)
    // Tab B still has the list it loaded: its save would delete tab A's view.
    const stale = await call('operator', 'PUT', '/v2/Users/me/views', {
      views: [view({ id: 2, name: 'From tab B' })],
      lastUpdated: loaded.lastUpdated,
    })
    expect(stale.status).toBe(409)
    expect(stale.body.message).toMatch(/changed since this list was loaded/)
    const missing = await call('operator', 'PUT', '/v2/Users/me/views', { views: [] })
    expect(missing.status).toBe(409)
    expect((await call('operator', 'GET', '/v2/Users/me/views')).body).toEqual(first.body)

    // Two saves in the same millisecond still get different stamps.
    const second = await call('operator', 'PUT', '/v2/Users/me/views', {
      views: [view({ id: 1 }), view({ id: 2, name: 'From tab B' })],
      lastUpdated: first.body.lastUpdated,
    })
    expect(second.status).toBe(200)
    expect(Date.parse(second.body.lastUpdated)).toBeGreaterThan(Date.parse(first.body.lastUpdated))
  })

  it.each([
    ['views', { views: 'nope' }, 'views', 'validation.invalid'],
    ['no views', {}, 'views', 'validation.required'],
    ['id 0', { views: [view({ id: 0 })] }, 'views[0].id', 'validation.min'],
    ['id above 100000', { views: [view({ id: 100_001 })] }, 'views[0].id', 'validation.max'],
    ['fractional id', { views: [view({ id: 1.5 })] }, 'views[0].id', 'validation.integer'],
    ['blank name', { views: [view({ name: '   ' })] }, 'views[0].name', 'validation.blank'],
    [
      'missing name',
      { views: [view({ name: undefined })] },
      'views[0].name',
      'validation.required',
    ],
    [
      'columns not a list',
      { views: [view({ columns: 'a' })] },
      'views[0].columns',
      'validation.invalid',
    ],
    [
      'missing filters',
      { views: [view({ filters: undefined })] },
      'views[0].filters',
      'validation.required',
    ],
    ['duplicate ids', { views: [view(), view()] }, 'views[1].id', 'validation.unique'],
    [
      'a column id the portal has no column for',
      { views: [view({ columns: [{ id: 'annotations', enabled: true, order: 0 }] })] },
      'views[0].columns[0].id',
      'validation.oneOf',
    ],
    [
      'a 10,000-character name',
      { views: [view({ name: 'x'.repeat(10_000) })] },
      'views[0].name',
      'validation.maxLength',
    ],
    [
      'filters longer than a view needs',
      { views: [view({ filters: { routes: ['r'.repeat(30_000)] } })] },
      'views[0].filters',
      'validation.maxLength',
    ],
    [
      'more than 50 views',
      { views: Array.from({ length: 51 }, (_, index) => view({ id: index + 1 })) },
      'views',
      'views.errors.tooMany',
    ],
  ])('refuses %s', async (_case, body, field, code) => {
    expectFieldError(await call('operator', 'PUT', '/v2/Users/me/views', body), field, code)
  })
})

describe('POST /v2/Users/tourguide', () => {
  it('marks the tour guide as completed', async () => {
    const answer = await call('new.operator', 'POST', '/v2/Users/tourguide')
    expect(answer.status).toBe(204)
    expect(
      (await call('new.operator', 'GET', '/v2/Users/me')).body.currentUser.tourGuideCompleted,
    ).toBe(true)
  })
})

describe('password calls', () => {
  const change = (username: string, currentPassword: string, newPassword: string) =>
    call(username, 'PATCH', '/v2/Users/password', { currentPassword, newPassword })
  const askReset = (login: string) => call(null, 'POST', '/v2/Users/password/reset', { login })
  const redeem = (token: string, newPassword: string) =>
    call(null, 'POST', '/v2/Users/password/reset/redeem', { token, newPassword })
  const mailsTo = (username: string) =>
    db()
      .outbox.all()
      .filter((mail) => mail.username === username)
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!

  it('changes the own password when the current one is right and the new one passes the rule', async () => {
    const user = await createUser(operatorBody({ password: 'first-password' }))
    expectFieldError(
      await change(user.username, 'not-it', 'second-password'),
      'currentPassword',
      'password.currentIncorrect',
    )
    expectFieldError(
      await change(user.username, 'first-password', 'short'),
      'newPassword',
      'validation.passwordTooShort',
    )
    expectFieldError(
      await change(user.username, 'first-password', 'Password123'),
      'newPassword',
      'validation.passwordCommon',
    )
    expectFieldError(
      await change(user.username, 'first-password', user.username.toUpperCase()),
      'newPassword',
      'validation.passwordIsUsername',
    )
    expectFieldError(
      await change(user.username, 'first-password', 'x'.repeat(129)),
      'newPassword',
      'validation.passwordTooLong',
    )
    expect(db().users.get(user.id)?.password).toBe('first-password')
    expect((await change(user.username, 'first-password', 'second-password')).status).toBe(204)
    expect(db().users.get(user.id)?.password).toBe('second-password')
  })

  it('answers a reset request the same whether or not the account exists, mailing only a real one', async () => {
    const user = await createUser(
      operatorBody({ password: 'first-password', email: 'reset.me@example.com' }),
    )
    const before = db().outbox.size
    const unknown = await askReset('nobody@example.com')
    expect(unknown.status).toBe(204)
    expect(db().outbox.size).toBe(before)

    const byAddress = await askReset('RESET.ME@example.com')
    expect(byAddress.status).toBe(204)
    expect(byAddress.body).toEqual(unknown.body)
    const [mail] = mailsTo(user.username)
    expect(mail).toMatchObject({ kind: 'passwordReset', to: 'reset.me@example.com' })
    expect(mail!.link).toMatch(/^http:\/\/localhost\/reset-password\?token=[\w-]{43}$/)
    // Only a hash of the token is stored.
    const stored = db()
      .passwordResets.all()
      .filter((link) => link.userId === user.id)
    expect(stored).toHaveLength(1)
    expect(JSON.stringify(stored)).not.toContain(tokenOf(mail!.link))
  })

  it('a link sets a new password once; a newer link supersedes it; an unknown one is refused', async () => {
    const user = await createUser(operatorBody({ password: 'first-password' }))
    await askReset(user.username)
    const first = tokenOf(mailsTo(user.username).at(-1)!.link)
    await askReset(user.username)
    const second = tokenOf(mailsTo(user.username).at(-1)!.link)

    expectFieldError(await redeem(first, 'a-new-password'), 'token', 'password.tokenUsed')
    expectFieldError(await redeem('made-up', 'a-new-password'), 'token', 'password.tokenUnknown')
    // A password the rule refuses leaves the link usable.
    expectFieldError(
      await redeem(second, user.username),
      'newPassword',
      'validation.passwordIsUsername',
    )
    expect((await redeem(second, 'a-new-password')).status).toBe(204)
    expect(db().users.get(user.id)?.password).toBe('a-new-password')
    expectFieldError(await redeem(second, 'another-password'), 'token', 'password.tokenUsed')
    expect(db().users.get(user.id)?.password).toBe('a-new-password')
  })

  it('a link expires after an hour', async () => {
    const user = await createUser(operatorBody({ password: 'first-password' }))
    const backend = fake.api.backend
    const now = backend.now()
    await askReset(user.username)
    const token = tokenOf(mailsTo(user.username).at(-1)!.link)
    const clock = vi.spyOn(backend, 'now').mockReturnValue(now + 60 * 60 * 1000 + 1)
    try {
      expectFieldError(await redeem(token, 'a-new-password'), 'token', 'password.tokenExpired')
      expect(db().users.get(user.id)?.password).toBe('first-password')
    } finally {
      clock.mockRestore()
    }
  })

  it('the dev action lets every working link expire, and only those', async () => {
    const user = await createUser(operatorBody({ password: 'first-password' }))
    await askReset(user.username)
    const token = tokenOf(mailsTo(user.username).at(-1)!.link)
    const before = db()
      .passwordResets.all()
      .filter((link) => link.usedAt !== null)
    expect(await expireResetLinks(db(), fake.api.backend.now())).toBeGreaterThanOrEqual(1)
    expectFieldError(await redeem(token, 'a-new-password'), 'token', 'password.tokenExpired')
    // Used links stay used (their message says so), not expired.
    for (const link of before) expect(db().passwordResets.get(link.id)?.usedAt).toBe(link.usedAt)
    expect(await expireResetLinks(db(), fake.api.backend.now())).toBe(0)
  })

  it(`keeps the newest ${OUTBOX_LIMIT} mails and ${LINKS_KEPT_PER_ACCOUNT} links an account: a public request cannot grow them`, async () => {
    const user = await createUser(operatorBody({ password: 'first-password' }))
    for (let index = 0; index < OUTBOX_LIMIT + 5; index++) await askReset(user.username)
    expect(db().outbox.size).toBe(OUTBOX_LIMIT)
    const links = db()
      .passwordResets.all()
      .filter((link) => link.userId === user.id)
    expect(links).toHaveLength(LINKS_KEPT_PER_ACCOUNT)
    expect(links.filter((link) => link.usedAt === null)).toHaveLength(1)
  })

  it.each([
    [{}, 'login', 'validation.required'],
    [{ login: 'x'.repeat(300) }, 'login', 'validation.maxLength'],
  ])('refuses the reset request %j', async (body, field, code) => {
    expectFieldError(await call(null, 'POST', '/v2/Users/password/reset', body), field, code)
  })

  it('refuses a redemption without a token', async () => {
    expectFieldError(
      await call(null, 'POST', '/v2/Users/password/reset/redeem', { newPassword: 'long-enough' }),
      'token',
      'validation.required',
    )
  })
})

describe('GET /v2/Users', () => {
  const all = async (query = '') =>
    (await call('admin', 'GET', `/v2/Users?ignorePagination=true${query}`)).body.data as Array<any>

  it('answers a page of users without passwords', async () => {
    const answer = await call('admin', 'GET', '/v2/Users?page=1&pageSize=5')
    expect(answer.status).toBe(200)
    expect(answer.body.meta).toEqual({ currentPage: 1, total: db().users.size, perPage: 5 })
    expect(answer.body.data).toHaveLength(5)
    for (const user of answer.body.data) expect(user).not.toHaveProperty('password')
  })

  it('treats page 0 as page 1', async () => {
    const zero = await call('admin', 'GET', '/v2/Users?page=0&pageSize=7')
    const one = await call('admin', 'GET', '/v2/Users?page=1&pageSize=7')
    expect(zero.body).toEqual(one.body)
  })

  it.each([
    'name_asc',
    'name_desc',
    'username_asc',
    'username_desc',
    'firstName_asc',
    'lastName_desc',
    'type_asc',
    'site_asc',
    'site_desc',
    'email_asc',
    'id_desc',
  ])('pages the list sorted by %s as slices of the whole sorted list', async (order) => {
    const whole = ids(await call('admin', 'GET', `/v2/Users?order=${order}&ignorePagination=true`))
    const big = ids(await call('admin', 'GET', `/v2/Users?order=${order}&pageSize=10000`))
    expect(big).toEqual(whole)
    const page3 = await call('admin', 'GET', `/v2/Users?order=${order}&page=3&pageSize=7`)
    expect(ids(page3)).toEqual(whole.slice(14, 21))
    expect(page3.body.meta).toEqual({ currentPage: 3, total: whole.length, perPage: 7 })
  })

  it('sorts by username both ways and by display name by default', async () => {
    const asc = await all('&order=username_asc')
    const desc = await all('&order=username_desc')
    expect(desc.map((user) => user.id)).toEqual(asc.map((user) => user.id).reverse())
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })
    const names = asc.map((user) => user.username)
    expect([...names].sort(collator.compare)).toEqual(names)
    expect((await all()).map((user) => user.id)).toEqual(
      (await all('&order=name_asc')).map((user) => user.id),
    )
  })

  it('accepts orderBy in place of order and refuses unknown fields', async () => {
    expect(ids(await call('admin', 'GET', '/v2/Users?orderBy=id_desc&pageSize=3'))).toEqual(
      ids(await call('admin', 'GET', '/v2/Users?order=id_desc&pageSize=3')),
    )
    expectFieldError(
      await call('admin', 'GET', '/v2/Users?order=password_asc'),
      'order',
      'invalidOrder',
    )
  })

  it.each([
    ['customerId=1', (user: any) => user.customerId === 1],
    ['siteId=2', (user: any) => user.siteId === 2],
    [
      'userTypes=SiteAdmin,CustomerAdmin',
      (user: any) => ['SiteAdmin', 'CustomerAdmin'].includes(user.type),
    ],
    [
      'userTypes=SiteAdmin&userTypes=Operator',
      (user: any) => ['SiteAdmin', 'Operator'].includes(user.type),
    ],
    ['username=ADMIN', (user: any) => user.username.toLowerCase().includes('admin')],
    [
      'customerId=1&userTypes=Operator',
      (user: any) => user.customerId === 1 && user.type === 'Operator',
    ],
  ])('filters by %s', async (query, expected) => {
    const everyone = await all()
    const filtered = await all(`&${query}`)
    expect(filtered.length).toBeGreaterThan(0)
    expect(filtered.map((user) => user.id)).toEqual(
      everyone.filter(expected).map((user) => user.id),
    )
  })

  it('refuses an unknown user type', async () => {
    expectFieldError(
      await call('admin', 'GET', '/v2/Users?userTypes=Boss'),
      'userTypes',
      'validation.oneOf',
    )
  })

  it.each([
    ['customer.admin', (user: any) => user.customerId === 1],
    ['site.admin', (user: any) => user.siteId === PERSONA_SITE],
    ['free.admin', (user: any) => user.customerId === FREE_CUSTOMER],
  ])('limits %s to its scope', async (username, inScope) => {
    const everyone = await all()
    const seen = (await call(username, 'GET', '/v2/Users?ignorePagination=true')).body.data as any[]
    expect(seen.map((user) => user.id)).toEqual(everyone.filter(inScope).map((user) => user.id))
  })

  it('shows a distributor admin the users of its indirect customers', async () => {
    const distributorAdmin = db()
      .users.all()
      .find((user) => user.type === 'CustomerAdmin' && user.customerId === 2)
    const seen = (await call(distributorAdmin!.username, 'GET', '/v2/Users?ignorePagination=true'))
      .body.data as any[]
    expect(new Set(seen.map((user) => user.customerId))).toEqual(new Set([2, 3, 5]))
  })

  it('refuses callers without a user permission and filters outside the scope', async () => {
    expectForbidden(await call('operator', 'GET', '/v2/Users'))
    expectForbidden(await call('customer.admin', 'GET', `/v2/Users?customerId=${FREE_CUSTOMER}`))
    expectForbidden(await call('site.admin', 'GET', `/v2/Users?siteId=${OTHER_SITE_OF_CUSTOMER_1}`))
  })
})

describe('POST /v2/Users', () => {
  it('creates an app user and answers it without the password', async () => {
    const body = operatorBody({ firstName: '  Ole ' })
    const created = await createUser(body, 'site.admin')
    expect(created).toMatchObject({
      username: body.username,
      firstName: 'Ole',
      type: 'Operator',
      siteId: PERSONA_SITE,
      customerId: 1,
      site: { id: PERSONA_SITE, name: expect.any(String) },
      customer: { id: 1, name: expect.any(String) },
      acceptedTerms: [],
    })
    expect(created).not.toHaveProperty('password')
    expect((await call('site.admin', 'GET', `/v2/Users/${created.id}`)).body).toEqual(created)
  })

  it('refuses a primary operator id on a shared user, on its field', async () => {
    const answer = await call(
      'admin',
      'POST',
      '/v2/Users',
      operatorBody({ sharedUser: true, primaryOperatorId: 'OP-1' }),
    )
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toContainEqual(
      expect.objectContaining({ field: 'primaryOperatorId', code: 'users.sharedUserOperatorId' }),
    )
    const created = await createUser(operatorBody({ sharedUser: true, primaryOperatorId: '' }))
    expect(created).toMatchObject({ sharedUser: true, primaryOperatorId: null })
  })

  it('puts a customer admin on the customer, without a site', async () => {
    const created = await createUser(
      adminUserBody('CustomerAdmin', { customerId: FREE_CUSTOMER, siteId: 10 }),
    )
    expect(created).toMatchObject({
      type: 'CustomerAdmin',
      customerId: FREE_CUSTOMER,
      siteId: null,
      site: null,
    })
  })

  it.each([
    ['customer.admin', 'a site admin of its customer', adminUserBody('SiteAdmin'), 201],
    ['customer.admin', 'a customer admin', adminUserBody('CustomerAdmin'), 403],
    [
      'customer.admin',
      'an app user at another of its sites',
      operatorBody({ siteId: OTHER_SITE_OF_CUSTOMER_1 }),
      201,
    ],
    [
      'site.admin',
      'a site admin of its site',
      adminUserBody('SiteAdmin', { siteId: PERSONA_SITE }),
      403,
    ],
    ['site.admin', 'an app user at its site', operatorBody(), 201],
    [
      'site.admin',
      'an app user at another site',
      operatorBody({ siteId: OTHER_SITE_OF_CUSTOMER_1 }),
      403,
    ],
    ['free.admin', 'an app user of another customer', operatorBody(), 403],
    ['free.admin', 'a site admin of another customer', adminUserBody('SiteAdmin'), 403],
    ['operator', 'an app user', operatorBody(), 403],
    ['admin', 'a customer admin', adminUserBody('CustomerAdmin'), 201],
  ])('%s creating %s answers %i', async (username, _case, body, status) => {
    const answer = await call(username, 'POST', '/v2/Users', body)
    expect(answer.status, JSON.stringify(answer.body)).toBe(status)
    if (status === 403) expectForbidden(answer)
  })

  it.each([
    ['no username', operatorBody({ username: undefined }), 'username', 'validation.required'],
    ['a blank username', operatorBody({ username: '  ' }), 'username', 'validation.blank'],
    ['a taken username', operatorBody({ username: 'OPERATOR' }), 'username', 'validation.unique'],
    ['the lost persona', operatorBody({ username: 'lost.user' }), 'username', 'validation.unique'],
    ['no password', operatorBody({ password: '' }), 'password', 'validation.required'],
    ['an app user without site', operatorBody({ siteId: null }), 'siteId', 'validation.required'],
    ['an app user with a bad e-mail', operatorBody({ email: 'nope' }), 'email', 'validation.email'],
    ['an unknown type', operatorBody({ type: 'Boss' }), 'type', 'validation.oneOf'],
    [
      'a site admin without site',
      adminUserBody('SiteAdmin', { siteId: null }),
      'siteId',
      'validation.required',
    ],
    [
      'an admin without customer',
      adminUserBody('CustomerAdmin', { customerId: null }),
      'customerId',
      'validation.required',
    ],
    [
      'an admin without e-mail',
      adminUserBody('SiteAdmin', { email: '' }),
      'email',
      'validation.required',
    ],
    [
      'an admin with a bad e-mail',
      adminUserBody('SiteAdmin', { email: 'a@' }),
      'email',
      'validation.email',
    ],
    [
      'an admin without first name',
      adminUserBody('SiteAdmin', { firstName: ' ' }),
      'firstName',
      'validation.blank',
    ],
    [
      'an admin without last name',
      adminUserBody('SiteAdmin', { lastName: undefined }),
      'lastName',
      'validation.required',
    ],
    [
      'an admin without phone',
      adminUserBody('SiteAdmin', { phoneNumber: '' }),
      'phoneNumber',
      'validation.required',
    ],
    ['an unknown site', operatorBody({ siteId: 9999 }), 'siteId', 'validation.oneOf'],
    [
      'a site of another customer',
      adminUserBody('SiteAdmin', { customerId: 2 }),
      'siteId',
      'validation.oneOf',
    ],
    [
      'an unknown customer',
      adminUserBody('CustomerAdmin', { customerId: 9999 }),
      'customerId',
      'validation.oneOf',
    ],
  ])('refuses %s', async (_case, body, field, code) => {
    expectFieldError(await call('admin', 'POST', '/v2/Users', body), field, code)
  })
})

describe('GET /v2/Users/{id}', () => {
  it('lets every user read themselves', async () => {
    const answer = await call('operator', 'GET', `/v2/Users/${ID.operator}`)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ id: ID.operator, username: 'operator' })
    expect(answer.body).not.toHaveProperty('password')
  })

  it.each([
    ['operator', ID.newOperator, 403],
    ['admin', 99_999, 404],
    ['admin', 'abc', 404],
    ['free.admin', ID.operator, 404],
    ['site.admin', ID.customerAdmin, 404],
    ['customer.admin', ID.freeAdmin, 404],
    ['customer.admin', ID.operator, 200],
    ['site.admin', ID.newOperator, 200],
  ])('%s reading user %s answers %i', async (username, id, status) => {
    const answer = await call(username, 'GET', `/v2/Users/${id}`)
    expect(answer.status).toBe(status)
    if (status !== 200) expect(answer.body.message).toEqual(expect.any(String))
  })
})

describe('PATCH /v2/Users/{id}', () => {
  it('lets a user accept terms on their own account, alone or with the unchanged user', async () => {
    const latest = db().terms.size
    const alone = await call('new.operator', 'PATCH', `/v2/Users/${ID.newOperator}`, {
      acceptedTerms: [{ userId: ID.newOperator, termsId: latest - 1 }],
    })
    expect(alone.status, JSON.stringify(alone.body)).toBe(200)
    expect(alone.body.acceptedTerms).toEqual([{ userId: ID.newOperator, termsId: latest - 1 }])

    const user = (await call('new.operator', 'GET', `/v2/Users/${ID.newOperator}`)).body
    const accepted = [...user.acceptedTerms, { userId: ID.newOperator, termsId: latest }]
    const whole = await call('new.operator', 'PATCH', `/v2/Users/${ID.newOperator}`, {
      ...user,
      acceptedTerms: accepted,
    })
    expect(whole.status, JSON.stringify(whole.body)).toBe(200)
    expect(whole.body.acceptedTerms).toEqual(accepted)
    expect(whole.body).not.toHaveProperty('password')
  })

  it('refuses terms that do not exist or belong to someone else', async () => {
    expectFieldError(
      await call('operator', 'PATCH', `/v2/Users/${ID.operator}`, {
        acceptedTerms: [{ userId: ID.operator, termsId: 999 }],
      }),
      'acceptedTerms[0].termsId',
      'validation.oneOf',
    )
    expectFieldError(
      await call('operator', 'PATCH', `/v2/Users/${ID.operator}`, {
        acceptedTerms: [{ userId: ID.admin, termsId: 1 }],
      }),
      'acceptedTerms[0].userId',
      'validation.oneOf',
    )
  })

  it('does not let an operator change anything else on their own account', async () => {
    expectForbidden(
      await call('operator', 'PATCH', `/v2/Users/${ID.operator}`, { firstName: 'Sneaky' }),
    )
    expectForbidden(
      await call('operator', 'PATCH', `/v2/Users/${ID.operator}`, {
        firstName: 'Sneaky',
        acceptedTerms: [],
      }),
    )
  })

  it('updates a user within the scope and keeps unsent fields', async () => {
    const created = await createUser(
      operatorBody({ siteId: OTHER_SITE_OF_CUSTOMER_1, comment: 'night shift' }),
    )
    const answer = await call('customer.admin', 'PATCH', `/v2/Users/${created.id}`, {
      id: created.id,
      revision: created.revision,
      firstName: 'Renamed',
      password: 'new-secret-1',
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body).toMatchObject({
      firstName: 'Renamed',
      comment: 'night shift',
      siteId: OTHER_SITE_OF_CUSTOMER_1,
    })
    expect(answer.body).not.toHaveProperty('password')
    expect(db().users.get(created.id)?.password).toBe('new-secret-1')
  })

  it('moves an app user to another site and follows the site to its customer', async () => {
    const created = await createUser(operatorBody())
    const answer = await call('admin', 'PATCH', `/v2/Users/${created.id}`, {
      siteId: 10,
      revision: created.revision,
    })
    expect(answer.body).toMatchObject({ siteId: 10, customerId: FREE_CUSTOMER })
  })

  it('refuses a changed username', async () => {
    const created = await createUser(operatorBody())
    expectFieldError(
      await call('admin', 'PATCH', `/v2/Users/${created.id}`, {
        username: `${created.username}x`,
        revision: created.revision,
      }),
      'username',
      'validation.readOnly',
    )
    const same = await call('admin', 'PATCH', `/v2/Users/${created.id}`, {
      username: created.username,
      comment: 'ok',
      revision: created.revision,
    })
    expect(same.status).toBe(200)
  })

  it('validates the merged user', async () => {
    const created = await createUser(adminUserBody('SiteAdmin'))
    expectFieldError(
      await call('admin', 'PATCH', `/v2/Users/${created.id}`, { email: 'bad' }),
      'email',
      'validation.email',
    )
    expectFieldError(
      await call('admin', 'PATCH', `/v2/Users/${created.id}`, { lastName: '' }),
      'lastName',
      'validation.required',
    )
  })

  it.each([
    ['site.admin', ID.newOperator, { comment: 'ok' }, 200],
    ['site.admin', ID.siteAdmin, { firstName: 'Jens Peter' }, 403],
    ['customer.admin', ID.customerAdmin, { firstName: 'Me' }, 403],
    ['customer.admin', ID.newOperator, { type: 'CustomerAdmin', siteId: null }, 403],
    ['free.admin', ID.newOperator, { comment: 'x' }, 404],
    ['site.admin', ID.customerAdmin, { comment: 'x' }, 404],
    ['operator', ID.newOperator, { comment: 'x' }, 403],
    ['admin', 99_999, { comment: 'x' }, 404],
  ])('%s changing user %i with %j answers %i', async (username, id, body, status) => {
    const answer = await call(username, 'PATCH', `/v2/Users/${id}`, {
      ...body,
      revision: revisionNow(id),
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(status)
    if (status !== 200) expect(answer.body.message).toEqual(expect.any(String))
  })
})

describe('DELETE /v2/Users/{id}', () => {
  it('deletes a user and its views', async () => {
    const created = await createUser(operatorBody())
    await call(created.username, 'PUT', '/v2/Users/me/views', { views: [], lastUpdated: null })
    expect(db().userViews.get(created.id)).toBeDefined()
    const answer = await call('customer.admin', 'DELETE', `/v2/Users/${created.id}`)
    expect(answer.status).toBe(204)
    expect((await call('customer.admin', 'GET', `/v2/Users/${created.id}`)).status).toBe(404)
    expect(db().userViews.get(created.id)).toBeUndefined()
  })

  it('refuses deleting yourself with 409', async () => {
    const answer = await call('customer.admin', 'DELETE', `/v2/Users/${ID.customerAdmin}`)
    expect(answer.status).toBe(409)
    expect(answer.body.message).toEqual(expect.any(String))
  })

  it('needs the delete permission of the user type', async () => {
    const customerAdmin = await createUser(adminUserBody('CustomerAdmin'))
    const siteAdmin = await createUser(adminUserBody('SiteAdmin'))
    const operator = await createUser(operatorBody())
    expectForbidden(await call('customer.admin', 'DELETE', `/v2/Users/${customerAdmin.id}`))
    expectForbidden(await call('site.admin', 'DELETE', `/v2/Users/${operator.id}`))
    expectForbidden(await call('operator', 'DELETE', `/v2/Users/${operator.id}`))
    expect((await call('free.admin', 'DELETE', `/v2/Users/${operator.id}`)).status).toBe(404)
    expect((await call('customer.admin', 'DELETE', `/v2/Users/${siteAdmin.id}`)).status).toBe(204)
    expect((await call('admin', 'DELETE', `/v2/Users/${customerAdmin.id}`)).status).toBe(204)
    expect((await call('admin', 'DELETE', '/v2/Users/99999')).status).toBe(404)
  })
})
