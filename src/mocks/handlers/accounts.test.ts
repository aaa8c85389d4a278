/**
 * The customer and site endpoints as the personas call them: lists with paging, sorting and
 * filters, the scope of each persona, create and update validation, the premium switch, site
 * transfer and the refusals that keep accounts consistent.
 */
import { describe, expect, it } from 'vitest'
import { useFakeApi } from '../../../tests/helpers/fake-api'
import { revisionOf } from '../db/table'

const fake = useFakeApi()
const call: typeof fake.call = (...args) => fake.call(...args)
const db = () => fake.api.backend.db
/** What a client that has just loaded the row sends with its update: its current revision. */
const revisionNow = (table: 'customers' | 'sites', id: number) => revisionOf(db()[table].get(id)!)

/** Seeded accounts: customer 1 is the personas' (Premium, Direct, sites 1–5); 2 a distributor of 3 and 5; 4 is Free. */
const PERSONA_CUSTOMER = 1
const DISTRIBUTOR = 2
const FREE_CUSTOMER = 4
const PERSONA_SITE = 1
const OTHER_SITE_OF_CUSTOMER_1 = 2
const FREE_SITE = 10

let counter = 0
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${++counter}`

const contact = { name: 'Ada Lovelace', phone: '+45 12 34 56 78', email: 'ada@example.com' }
const address = { street: 'Mejerivej 1', postalCode: '8000', city: 'Aarhus', country: 'DK' }

function customerBody(overrides: Record<string, unknown> = {}) {
  return {
    name: unique('Test Dairy'),
    soldTo: '0010099999',
    category: 'Direct',
    contact,
    address,
    ...overrides,
  }
}

function siteBody(overrides: Record<string, unknown> = {}) {
  return {
    name: unique('Test Site'),
    shipTo: '0040099999',
    customerId: PERSONA_CUSTOMER,
    contact,
    address,
    ...overrides,
  }
}

async function create(path: string, body: Record<string, unknown>, as = 'admin') {
  const answer = await call(as, 'POST', path, body)
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return answer.body as { id: number; [key: string]: any }
}

function expectFieldError(answer: { status: number; body: any }, field: string, code: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400)
  expect(typeof answer.body.message).toBe('string')
  const error = answer.body.errors.find((entry: { field: string }) => entry.field === field)
  expect(error, `no error on ${field}: ${JSON.stringify(answer.body.errors)}`).toBeDefined()
  expect(error.code).toBe(code)
  expect(typeof error.message).toBe('string')
}

function expectStatusWithMessage(answer: { status: number; body: any }, status: number) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status)
  expect(answer.body.message).toEqual(expect.any(String))
}

const ids = (answer: { body: any }) =>
  (answer.body.data as Array<{ id: number }>).map((row) => row.id)

const distributorAdmin = () =>
  db()
    .users.all()
    .find((user) => user.type === 'CustomerAdmin' && user.customerId === DISTRIBUTOR)!.username

/** The validation cases shared by customers and sites: contact and address. */
const CONTACT_AND_ADDRESS_CASES: Array<[string, Record<string, unknown>, string, string]> = [
  ['no contact name', { contact: { ...contact, name: '' } }, 'contact.name', 'validation.required'],
  [
    'a blank contact name',
    { contact: { ...contact, name: '  ' } },
    'contact.name',
    'validation.blank',
  ],
  [
    'no contact phone',
    { contact: { ...contact, phone: undefined } },
    'contact.phone',
    'validation.required',
  ],
  [
    'no contact e-mail',
    { contact: { ...contact, email: '' } },
    'contact.email',
    'validation.required',
  ],
  [
    'a bad contact e-mail',
    { contact: { ...contact, email: 'ada@' } },
    'contact.email',
    'validation.email',
  ],
  [
    'no street',
    { address: { ...address, street: '' } },
    'address.street',
    'accounts.streetRequired',
  ],
  [
    'a blank street',
    { address: { ...address, street: ' ' } },
    'address.street',
    'accounts.streetRequired',
  ],
  [
    'no postal code',
    { address: { ...address, postalCode: undefined } },
    'address.postalCode',
    'accounts.postalCodeRequired',
  ],
  [
    'a blank city',
    { address: { ...address, city: '\t' } },
    'address.city',
    'accounts.cityRequired',
  ],
  [
    'no country',
    { address: { ...address, country: null } },
    'address.country',
    'accounts.countryRequired',
  ],
  ['no name', { name: undefined }, 'name', 'validation.required'],
  ['a blank name', { name: '   ' }, 'name', 'validation.blank'],
]

// ---------------------------------------------------------------- customers

describe('GET /v2/Customer', () => {
  it('answers a page of customers', async () => {
    const answer = await call('admin', 'GET', '/v2/Customer?page=1&pageSize=2')
    expect(answer.status).toBe(200)
    expect(answer.body.meta).toEqual({ currentPage: 1, total: db().customers.size, perPage: 2 })
    expect(answer.body.data[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        name: expect.any(String),
        soldTo: expect.any(String),
        category: expect.any(String),
        type: expect.any(String),
        contact: expect.objectContaining({ email: expect.any(String) }),
        address: expect.objectContaining({ city: expect.any(String) }),
      }),
    )
  })

  it('treats page 0 as page 1 and sorts by name by default', async () => {
    const zero = await call('admin', 'GET', '/v2/Customer?page=0&pageSize=3')
    expect(zero.body).toEqual(
      (await call('admin', 'GET', '/v2/Customer?page=1&pageSize=3&order=name_asc')).body,
    )
    const names = (await call('admin', 'GET', '/v2/Customer?pageSize=10000')).body.data.map(
      (row: any) => row.name,
    )
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })
    expect([...names].sort(collator.compare)).toEqual(names)
  })

  it.each(
    ['name', 'soldTo', 'category', 'type', 'id'].flatMap((field) => [
      `${field}_asc`,
      `${field}_desc`,
    ]),
  )('pages the list sorted by %s as slices of the whole sorted list', async (order) => {
    const whole = ids(await call('admin', 'GET', `/v2/Customer?order=${order}&pageSize=10000`))
    const page2 = await call('admin', 'GET', `/v2/Customer?order=${order}&page=2&pageSize=2`)
    expect(ids(page2)).toEqual(whole.slice(2, 4))
  })

  it('sorts descending as the reverse of ascending on a unique field', async () => {
    const asc = ids(await call('admin', 'GET', '/v2/Customer?order=soldTo_asc&pageSize=10000'))
    const desc = ids(await call('admin', 'GET', '/v2/Customer?order=soldTo_desc&pageSize=10000'))
    expect(desc).toEqual([...asc].reverse())
  })

  it.each([
    ['category=Indirect', (row: any) => row.category === 'Indirect'],
    ['category=Direct,Other', (row: any) => ['Direct', 'Other'].includes(row.category)],
    ['type=Free', (row: any) => row.type === 'Free'],
    [
      'category=Direct&type=Premium',
      (row: any) => row.category === 'Direct' && row.type === 'Premium',
    ],
  ])('filters by %s', async (query, expected) => {
    const everyone = (await call('admin', 'GET', '/v2/Customer?pageSize=10000')).body.data as any[]
    const filtered = await call('admin', 'GET', `/v2/Customer?pageSize=10000&${query}`)
    expect(ids(filtered).length).toBeGreaterThan(0)
    expect(ids(filtered)).toEqual(everyone.filter(expected).map((row) => row.id))
  })

  it('refuses an unknown category or sort field', async () => {
    expectFieldError(
      await call('admin', 'GET', '/v2/Customer?category=Big'),
      'category',
      'validation.oneOf',
    )
    expectFieldError(
      await call('admin', 'GET', '/v2/Customer?order=contact_asc'),
      'order',
      'invalidOrder',
    )
  })

  it.each([
    ['customer.admin', [PERSONA_CUSTOMER]],
    ['site.admin', [PERSONA_CUSTOMER]],
    ['free.admin', [FREE_CUSTOMER]],
    ['distributor admin', [DISTRIBUTOR, 3, 5]],
  ])('limits %s to its customers', async (persona, expected) => {
    const username = persona === 'distributor admin' ? distributorAdmin() : persona
    const answer = await call(username, 'GET', '/v2/Customer?order=id_asc&pageSize=10000')
    expect(ids(answer)).toEqual(expected)
  })

  it('refuses an operator', async () => {
    expectStatusWithMessage(await call('operator', 'GET', '/v2/Customer'), 403)
  })
})

describe('GET /v2/Customer/list', () => {
  it('answers every customer in scope as a plain array sorted by name', async () => {
    const answer = await call('admin', 'GET', '/v2/Customer/list')
    expect(answer.status).toBe(200)
    expect(Array.isArray(answer.body)).toBe(true)
    const everyone = (await call('admin', 'GET', '/v2/Customer?pageSize=10000')).body.data as any[]
    expect(answer.body).toEqual(everyone.map((row) => ({ id: row.id, name: row.name })))
    const scoped = await call(distributorAdmin(), 'GET', '/v2/Customer/list')
    expect(scoped.body.map((row: any) => row.id).sort()).toEqual([DISTRIBUTOR, 3, 5])
  })
})

describe('POST /v2/Customer', () => {
  it('creates a Free customer and answers it', async () => {
    const body = customerBody({ name: '  Spaced Dairy ', distributorId: 2 })
    const created = await create('/v2/Customer', body)
    expect(created).toMatchObject({
      name: 'Spaced Dairy',
      category: 'Direct',
      type: 'Free',
      distributorId: null,
      contact,
      address,
    })
    expect((await call('admin', 'GET', `/v2/Customer/${created.id}`)).body).toEqual(created)
  })

  it('keeps the distributor of an Indirect customer', async () => {
    const created = await create(
      '/v2/Customer',
      customerBody({ category: 'Indirect', distributorId: DISTRIBUTOR }),
    )
    expect(created.distributorId).toBe(DISTRIBUTOR)
  })

  it.each([
    ...CONTACT_AND_ADDRESS_CASES,
    ['no category', { category: undefined }, 'category', 'validation.required'],
    ['an unknown category', { category: 'Big' }, 'category', 'validation.oneOf'],
    [
      'an Indirect customer without distributor',
      { category: 'Indirect', distributorId: null },
      'distributorId',
      'validation.required',
    ],
    [
      'a distributor that is no distributor',
      { category: 'Indirect', distributorId: PERSONA_CUSTOMER },
      'distributorId',
      'validation.oneOf',
    ],
    [
      'an unknown distributor',
      { category: 'Indirect', distributorId: 999 },
      'distributorId',
      'validation.oneOf',
    ],
  ])('refuses %s', async (_case, overrides, field, code) => {
    expectFieldError(
      await call('admin', 'POST', '/v2/Customer', customerBody(overrides)),
      field,
      code,
    )
  })

  it.each(['customer.admin', 'site.admin', 'free.admin', 'operator'])(
    'refuses %s',
    async (username) => {
      expectStatusWithMessage(await call(username, 'POST', '/v2/Customer', customerBody()), 403)
    },
  )
})

describe('GET, PATCH and DELETE /v2/Customer/{id}', () => {
  it.each([
    ['customer.admin', PERSONA_CUSTOMER, 200],
    ['customer.admin', FREE_CUSTOMER, 404],
    ['site.admin', DISTRIBUTOR, 404],
    ['admin', 999, 404],
    ['admin', 'abc', 404],
    ['operator', PERSONA_CUSTOMER, 403],
  ])('%s reading customer %s answers %i', async (username, id, status) => {
    const answer = await call(username, 'GET', `/v2/Customer/${id}`)
    expect(answer.status).toBe(status)
    if (status !== 200) expect(answer.body.message).toEqual(expect.any(String))
  })

  it('lets only accounts:write update a customer, not its own customer admin', async () => {
    const answer = await call('admin', 'PATCH', `/v2/Customer/${PERSONA_CUSTOMER}`, {
      contact: { phone: '+45 99 99 99 99' },
      revision: revisionNow('customers', PERSONA_CUSTOMER),
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.contact.phone).toBe('+45 99 99 99 99')
    for (const [username, id] of [
      ['customer.admin', PERSONA_CUSTOMER],
      ['free.admin', FREE_CUSTOMER],
    ] as const) {
      expectStatusWithMessage(
        await call(username, 'PATCH', `/v2/Customer/${id}`, { contact: { phone: '+1' } }),
        403,
      )
    }
  })

  it('validates the merged customer', async () => {
    expectFieldError(
      await call('admin', 'PATCH', `/v2/Customer/${PERSONA_CUSTOMER}`, { address: { city: '' } }),
      'address.city',
      'accounts.cityRequired',
    )
    expectFieldError(
      await call('admin', 'PATCH', `/v2/Customer/${PERSONA_CUSTOMER}`, { category: 'Indirect' }),
      'distributorId',
      'validation.required',
    )
  })

  it('clears the distributor when the category is no longer Indirect', async () => {
    const created = await create(
      '/v2/Customer',
      customerBody({ category: 'Indirect', distributorId: DISTRIBUTOR }),
    )
    const answer = await call('admin', 'PATCH', `/v2/Customer/${created.id}`, {
      category: 'Direct',
      revision: created.revision,
    })
    expect(answer.body).toMatchObject({ category: 'Direct', distributorId: null })
  })

  it('refuses to take the category from a distributor that still has customers', async () => {
    expectStatusWithMessage(
      await call('admin', 'PATCH', `/v2/Customer/${DISTRIBUTOR}`, {
        category: 'Direct',
        revision: revisionNow('customers', DISTRIBUTOR),
      }),
      409,
    )
  })

  it.each([
    ['site.admin', PERSONA_CUSTOMER, 403],
    ['operator', PERSONA_CUSTOMER, 403],
    ['free.admin', PERSONA_CUSTOMER, 403],
    ['customer.admin', FREE_CUSTOMER, 403],
    ['admin', 999, 404],
  ])('%s changing customer %s answers %i', async (username, id, status) => {
    expectStatusWithMessage(
      await call(username, 'PATCH', `/v2/Customer/${id}`, { name: 'Renamed' }),
      status,
    )
  })

  it('deletes an empty customer', async () => {
    const created = await create('/v2/Customer', customerBody())
    expectStatusWithMessage(
      await call('customer.admin', 'DELETE', `/v2/Customer/${created.id}`),
      403,
    )
    expect((await call('admin', 'DELETE', `/v2/Customer/${created.id}`)).status).toBe(204)
    expect((await call('admin', 'GET', `/v2/Customer/${created.id}`)).status).toBe(404)
  })

  it('refuses deleting a customer that still has sites', async () => {
    const customer = await create('/v2/Customer', customerBody())
    await create('/v2/Sites', siteBody({ customerId: customer.id }))
    const answer = await call('admin', 'DELETE', `/v2/Customer/${customer.id}`)
    expectStatusWithMessage(answer, 409)
    expect(answer.body.message).toContain('1 site')
    expect(db().customers.get(customer.id)).toBeDefined()
  })

  it('refuses deleting a distributor that still has indirect customers', async () => {
    const distributor = await create('/v2/Customer', customerBody({ category: 'Distributor' }))
    await create(
      '/v2/Customer',
      customerBody({ category: 'Indirect', distributorId: distributor.id }),
    )
    const answer = await call('admin', 'DELETE', `/v2/Customer/${distributor.id}`)
    expectStatusWithMessage(answer, 409)
    expect(answer.body.message).toContain('distributor of 1 customer')
  })

  it('refuses deleting a customer that still has a customer admin', async () => {
    const created = await create('/v2/Customer', customerBody())
    await call('admin', 'POST', '/v2/Users', {
      type: 'CustomerAdmin',
      customerId: created.id,
      username: unique('ca').replace(/\s/g, '.'),
      password: 'secret-password',
      firstName: 'A',
      lastName: 'B',
      phoneNumber: '1',
      email: 'a@example.com',
    })
    expectStatusWithMessage(await call('admin', 'DELETE', `/v2/Customer/${created.id}`), 409)
  })
})

describe('POST /v2/Customer/{id}/type', () => {
  it('switches the customer and its sites', async () => {
    const customer = await create('/v2/Customer', customerBody())
    const site = await create('/v2/Sites', siteBody({ customerId: customer.id }))
    expect(site.type).toBe('Free')
    const answer = await call('admin', 'POST', `/v2/Customer/${customer.id}/type`, {
      type: 'Premium',
    })
    expect(answer.status).toBe(200)
    expect(answer.body.type).toBe('Premium')
    expect((await call('admin', 'GET', `/v2/Sites/${site.id}`)).body.type).toBe('Premium')
  })

  it('needs premium:write and a valid type', async () => {
    expectStatusWithMessage(
      await call('customer.admin', 'POST', `/v2/Customer/${PERSONA_CUSTOMER}/type`, {
        type: 'Free',
      }),
      403,
    )
    expectFieldError(
      await call('admin', 'POST', `/v2/Customer/${PERSONA_CUSTOMER}/type`, { type: 'Gold' }),
      'type',
      'validation.oneOf',
    )
    expect((await call('admin', 'POST', '/v2/Customer/999/type', { type: 'Free' })).status).toBe(
      404,
    )
  })
})

// ---------------------------------------------------------------- sites

describe('GET /v2/Sites', () => {
  it('answers a page of sites with their customer and test types', async () => {
    const answer = await call('admin', 'GET', '/v2/Sites?page=1&pageSize=3&order=id_asc')
    expect(answer.status).toBe(200)
    expect(answer.body.meta).toEqual({ currentPage: 1, total: db().sites.size, perPage: 3 })
    const first = answer.body.data[0]
    expect(first).toMatchObject({
      id: PERSONA_SITE,
      customerId: PERSONA_CUSTOMER,
      customer: { id: PERSONA_CUSTOMER, name: expect.any(String) },
      address: expect.objectContaining({ city: expect.any(String) }),
      location: { latitude: expect.any(Number), longitude: expect.any(Number) },
    })
    expect(first.availableTestTypes[0]).toMatchObject({
      testTypeId: expect.any(Number),
      qrActive: expect.any(Boolean),
      testType: { id: expect.any(Number), name: expect.any(String) },
    })
  })

  it('treats page 0 as page 1', async () => {
    expect((await call('admin', 'GET', '/v2/Sites?page=0&pageSize=4')).body).toEqual(
      (await call('admin', 'GET', '/v2/Sites?page=1&pageSize=4')).body,
    )
  })

  it.each(
    ['name', 'shipTo', 'customer', 'city', 'country', 'type', 'id'].flatMap((field) => [
      `${field}_asc`,
      `${field}_desc`,
    ]),
  )('pages the list sorted by %s as slices of the whole sorted list', async (order) => {
    const whole = ids(await call('admin', 'GET', `/v2/Sites?order=${order}&pageSize=10000`))
    const page3 = await call('admin', 'GET', `/v2/Sites?order=${order}&page=3&pageSize=4`)
    expect(ids(page3)).toEqual(whole.slice(8, 12))
    expect(page3.body.meta.total).toBe(whole.length)
  })

  it('sorts by customer name, and follows a renamed customer', async () => {
    const rows = (await call('admin', 'GET', '/v2/Sites?order=customer_asc&pageSize=10000')).body
      .data as any[]
    const names = rows.map((row) => row.customer.name)
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })
    expect([...names].sort(collator.compare)).toEqual(names)

    const customer = await create('/v2/Customer', customerBody({ name: 'AAAA First Dairy' }))
    const site = await create('/v2/Sites', siteBody({ customerId: customer.id }))
    expect(ids(await call('admin', 'GET', '/v2/Sites?order=customer_asc&pageSize=1'))).toEqual([
      site.id,
    ])
    await call('admin', 'PATCH', `/v2/Customer/${customer.id}`, {
      name: 'ZZZZ Last Dairy',
      revision: customer.revision,
    })
    expect(ids(await call('admin', 'GET', '/v2/Sites?order=customer_desc&pageSize=1'))).toEqual([
      site.id,
    ])
  })

  it('filters by customer', async () => {
    const answer = await call(
      'admin',
      'GET',
      `/v2/Sites?customerId=${FREE_CUSTOMER}&pageSize=10000`,
    )
    expect(answer.body.data.length).toBeGreaterThan(0)
    expect(answer.body.data.every((row: any) => row.customerId === FREE_CUSTOMER)).toBe(true)
    expect(answer.body.meta.total).toBe(
      db()
        .sites.all()
        .filter((row) => row.customerId === FREE_CUSTOMER).length,
    )
  })

  it.each([
    ['customer.admin', (row: any) => row.customerId === PERSONA_CUSTOMER],
    ['site.admin', (row: any) => row.id === PERSONA_SITE],
    ['free.admin', (row: any) => row.customerId === FREE_CUSTOMER],
    ['distributor admin', (row: any) => [DISTRIBUTOR, 3, 5].includes(row.customerId)],
  ])('limits %s to its sites', async (persona, inScope) => {
    const username = persona === 'distributor admin' ? distributorAdmin() : persona
    const everyone = (await call('admin', 'GET', '/v2/Sites?pageSize=10000')).body.data as any[]
    const seen = await call(username, 'GET', '/v2/Sites?pageSize=10000')
    expect(ids(seen)).toEqual(everyone.filter(inScope).map((row) => row.id))
  })

  it('refuses an operator and a customer filter outside the scope', async () => {
    expectStatusWithMessage(await call('operator', 'GET', '/v2/Sites'), 403)
    expectStatusWithMessage(
      await call('customer.admin', 'GET', `/v2/Sites?customerId=${FREE_CUSTOMER}`),
      403,
    )
  })
})

describe('GET /v2/Sites/list', () => {
  it('answers the sites in scope as a plain array sorted by name', async () => {
    const answer = await call('customer.admin', 'GET', '/v2/Sites/list')
    expect(Array.isArray(answer.body)).toBe(true)
    const expected = (
      await call('customer.admin', 'GET', '/v2/Sites?pageSize=10000')
    ).body.data.map((row: any) => ({
      id: row.id,
      name: row.name,
      customerId: row.customerId,
    }))
    expect(answer.body).toEqual(expected)
  })

  it('filters by customer', async () => {
    const answer = await call('admin', 'GET', `/v2/Sites/list?customerId=${FREE_CUSTOMER}`)
    expect(answer.body.length).toBeGreaterThan(0)
    expect(answer.body.every((row: any) => row.customerId === FREE_CUSTOMER)).toBe(true)
    expect(
      ids({ body: { data: (await call('site.admin', 'GET', '/v2/Sites/list')).body } }),
    ).toEqual([PERSONA_SITE])
  })
})

describe('POST /v2/Sites', () => {
  const testTypeIds = () => {
    const all = db().testTypes.all()
    return {
      strip: all.find((row) => row.category === 'Strip')!.id,
      quantitative: all.find(
        (row) => row.category !== 'Strip' && row.measurementMethod === 'Quantitative',
      )!.id,
      qualitativeCassette: all.find(
        (row) => row.category === 'Cassette' && row.measurementMethod === 'Qualitative',
      )!.id,
    }
  }

  it('creates a site of the customer, with its type and forced QR switches', async () => {
    const { strip, quantitative, qualitativeCassette } = testTypeIds()
    const created = await create(
      '/v2/Sites',
      siteBody({
        availableTestTypes: [
          { testTypeId: strip, qrActive: true },
          { testTypeId: quantitative, qrActive: false },
          { testTypeId: qualitativeCassette, qrActive: true },
        ],
      }),
      'customer.admin',
    )
    expect(created).toMatchObject({
      customerId: PERSONA_CUSTOMER,
      type: 'Premium',
      contact,
      address,
    })
    expect(
      created.availableTestTypes.map(({ testTypeId, qrActive }: any) => ({ testTypeId, qrActive })),
    ).toEqual([
      { testTypeId: strip, qrActive: false },
      { testTypeId: quantitative, qrActive: true },
      { testTypeId: qualitativeCassette, qrActive: true },
    ])
    expect((await call('customer.admin', 'GET', `/v2/Sites/${created.id}`)).body).toEqual(created)
  })

  it.each([
    ...CONTACT_AND_ADDRESS_CASES,
    ['no customer', { customerId: undefined }, 'customerId', 'validation.required'],
    ['an unknown customer', { customerId: 999 }, 'customerId', 'validation.oneOf'],
    [
      'an unknown test type',
      { availableTestTypes: [{ testTypeId: 999, qrActive: false }] },
      'availableTestTypes[0].testTypeId',
      'validation.oneOf',
    ],
    [
      'a test type twice',
      { availableTestTypes: [{ testTypeId: 1 }, { testTypeId: 1 }] },
      'availableTestTypes[1].testTypeId',
      'validation.unique',
    ],
  ])('refuses %s', async (_case, overrides, field, code) => {
    expectFieldError(await call('admin', 'POST', '/v2/Sites', siteBody(overrides)), field, code)
  })

  it.each([
    ['customer.admin', FREE_CUSTOMER, 403],
    ['free.admin', PERSONA_CUSTOMER, 403],
    ['site.admin', PERSONA_CUSTOMER, 403],
    ['operator', PERSONA_CUSTOMER, 403],
    ['free.admin', FREE_CUSTOMER, 201],
  ])('%s adding a site to customer %i answers %i', async (username, customerId, status) => {
    const answer = await call(username, 'POST', '/v2/Sites', siteBody({ customerId }))
    expect(answer.status, JSON.stringify(answer.body)).toBe(status)
    if (status === 403) expect(answer.body.message).toEqual(expect.any(String))
  })
})

describe('GET, PATCH and DELETE /v2/Sites/{id}', () => {
  it.each([
    ['site.admin', PERSONA_SITE, 200],
    ['site.admin', OTHER_SITE_OF_CUSTOMER_1, 404],
    ['customer.admin', FREE_SITE, 404],
    ['admin', 999, 404],
    ['operator', PERSONA_SITE, 403],
  ])('%s reading site %i answers %i', async (username, id, status) => {
    const answer = await call(username, 'GET', `/v2/Sites/${id}`)
    expect(answer.status).toBe(status)
    if (status !== 200) expect(answer.body.message).toEqual(expect.any(String))
  })

  it('lets a site admin update their own site and keeps unsent fields', async () => {
    const before = (await call('site.admin', 'GET', `/v2/Sites/${PERSONA_SITE}`)).body
    const answer = await call('site.admin', 'PATCH', `/v2/Sites/${PERSONA_SITE}`, {
      contact: { name: 'Jens P. Nielsen' },
      revision: before.revision,
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body).toEqual({
      ...before,
      contact: { ...before.contact, name: 'Jens P. Nielsen' },
      revision: before.revision + 1,
    })
  })

  it('saves the test types with only name and customerId beside them', async () => {
    const { id, revision } = await create('/v2/Sites', siteBody(), 'customer.admin')
    const strip = db()
      .testTypes.all()
      .find((row) => row.category === 'Strip')!.id
    const answer = await call('customer.admin', 'PATCH', `/v2/Sites/${id}`, {
      id,
      revision,
      name: 'Renamed site',
      customerId: PERSONA_CUSTOMER,
      availableTestTypes: [{ testTypeId: strip, qrActive: true }],
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body).toMatchObject({ name: 'Renamed site', contact, address })
    expect(answer.body.availableTestTypes).toEqual([
      expect.objectContaining({ testTypeId: strip, qrActive: false }),
    ])
  })

  it('refuses moving a site with PATCH and invalid changes', async () => {
    const revision = revisionNow('sites', PERSONA_SITE)
    expectFieldError(
      await call('admin', 'PATCH', `/v2/Sites/${PERSONA_SITE}`, {
        customerId: FREE_CUSTOMER,
        revision,
      }),
      'customerId',
      'validation.readOnly',
    )
    expectFieldError(
      await call('admin', 'PATCH', `/v2/Sites/${PERSONA_SITE}`, { name: '', revision }),
      'name',
      'validation.required',
    )
    expectFieldError(
      await call('admin', 'PATCH', `/v2/Sites/${PERSONA_SITE}`, {
        availableTestTypes: [{ testTypeId: 999 }],
        revision,
      }),
      'availableTestTypes[0].testTypeId',
      'validation.oneOf',
    )
  })

  it.each([
    ['site.admin', OTHER_SITE_OF_CUSTOMER_1, 404],
    ['customer.admin', FREE_SITE, 404],
    ['operator', PERSONA_SITE, 403],
    ['admin', 999, 404],
  ])('%s changing site %i answers %i', async (username, id, status) => {
    expectStatusWithMessage(
      await call(username, 'PATCH', `/v2/Sites/${id}`, { name: 'Renamed' }),
      status,
    )
  })

  it('deletes a site without users, with its report subscriptions', async () => {
    const { id } = await create('/v2/Sites', siteBody(), 'customer.admin')
    await db().subscriptions.insert({
      id: db().subscriptions.nextId(),
      email: 'lab@example.com',
      siteId: id,
    })
    expectStatusWithMessage(await call('site.admin', 'DELETE', `/v2/Sites/${id}`), 404)
    expect((await call('customer.admin', 'DELETE', `/v2/Sites/${id}`)).status).toBe(204)
    expect((await call('customer.admin', 'GET', `/v2/Sites/${id}`)).status).toBe(404)
    expect(
      db()
        .subscriptions.all()
        .some((row) => row.siteId === id),
    ).toBe(false)
  })

  it('refuses to delete a site with test records, saying why', async () => {
    const { id } = await create('/v2/Sites', siteBody(), 'customer.admin')
    const record = db().testRecords.all()[0]!
    await db().testRecords.insert({ ...record, id: db().testRecords.nextId(), siteId: id })
    const answer = await call('customer.admin', 'DELETE', `/v2/Sites/${id}`)
    expectStatusWithMessage(answer, 409)
    expect(answer.body.message).toMatch(/has 1 test record:/)
    expect((await call('customer.admin', 'GET', `/v2/Sites/${id}`)).status).toBe(200)
  })

  it.each([
    ['admin', PERSONA_SITE, 409],
    ['site.admin', PERSONA_SITE, 409],
    ['customer.admin', FREE_SITE, 404],
    ['operator', PERSONA_SITE, 403],
    ['admin', 999, 404],
  ])('%s deleting site %i answers %i', async (username, id, status) => {
    expectStatusWithMessage(await call(username, 'DELETE', `/v2/Sites/${id}`), status)
  })
})

describe('POST /v2/Sites/{id}/move/{customerId}', () => {
  it('moves the site and its users to the other customer', async () => {
    const site = await create('/v2/Sites', siteBody())
    const user = await call('admin', 'POST', '/v2/Users', {
      type: 'Operator',
      siteId: site.id,
      username: unique('mover').replace(/\s/g, '.'),
      password: 'secret-password',
    })
    expect(user.status).toBe(201)
    const answer = await call('admin', 'POST', `/v2/Sites/${site.id}/move/6`)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ id: site.id, customerId: 6, customer: { id: 6 } })
    expect(db().users.get(user.body.id)?.customerId).toBe(6)
  })

  it.each([
    ['customer.admin', `${OTHER_SITE_OF_CUSTOMER_1}/move/${FREE_CUSTOMER}`, 403],
    ['admin', `${OTHER_SITE_OF_CUSTOMER_1}/move/999`, 404],
    ['admin', `999/move/${FREE_CUSTOMER}`, 404],
  ])('%s moving %s answers %i', async (username, path, status) => {
    expectStatusWithMessage(await call(username, 'POST', `/v2/Sites/${path}`), status)
    expect(db().sites.get(OTHER_SITE_OF_CUSTOMER_1)?.customerId).toBe(PERSONA_CUSTOMER)
  })
})

describe('GET /v2/Sites/{id}/siteadmins', () => {
  it('answers the site admins of the site', async () => {
    const answer = await call(
      'site.admin',
      'GET',
      `/v2/Sites/${PERSONA_SITE}/siteadmins?page=1&pageSize=10`,
    )
    expect(answer.status).toBe(200)
    expect(answer.body.meta).toMatchObject({ currentPage: 1, perPage: 10 })
    expect(answer.body.data.map((user: any) => user.username)).toContain('site.admin')
    for (const user of answer.body.data) {
      expect(user).toMatchObject({ type: 'SiteAdmin', siteId: PERSONA_SITE })
      expect(user).not.toHaveProperty('password')
    }
  })

  it('pages and sorts', async () => {
    const site = OTHER_SITE_OF_CUSTOMER_1
    for (let i = 0; i < 3; i++) {
      await call('admin', 'POST', '/v2/Users', {
        type: 'SiteAdmin',
        customerId: PERSONA_CUSTOMER,
        siteId: site,
        username: unique('sa').replace(/\s/g, '.'),
        password: 'secret-password',
        firstName: `Admin${i}`,
        lastName: 'Test',
        phoneNumber: '1',
        email: 'sa@example.com',
      })
    }
    const whole = ids(
      await call('admin', 'GET', `/v2/Sites/${site}/siteadmins?order=username_desc&pageSize=10000`),
    )
    expect(whole.length).toBeGreaterThanOrEqual(4)
    expect(
      ids(
        await call(
          'admin',
          'GET',
          `/v2/Sites/${site}/siteadmins?order=username_desc&page=2&pageSize=2`,
        ),
      ),
    ).toEqual(whole.slice(2, 4))
  })

  it.each([
    ['site.admin', OTHER_SITE_OF_CUSTOMER_1, 404],
    ['operator', PERSONA_SITE, 403],
    ['admin', 999, 404],
  ])('%s listing the site admins of %i answers %i', async (username, id, status) => {
    expectStatusWithMessage(await call(username, 'GET', `/v2/Sites/${id}/siteadmins`), status)
  })
})

describe('POST /v2/Sites/{id}/type', () => {
  it('switches one site', async () => {
    const { id } = await create('/v2/Sites', siteBody())
    const answer = await call('admin', 'POST', `/v2/Sites/${id}/type`, { type: 'Free' })
    expect(answer.status).toBe(200)
    expect(answer.body.type).toBe('Free')
    expect(db().customers.get(PERSONA_CUSTOMER)?.type).toBe('Premium')
  })

  it('needs premium:write', async () => {
    expectStatusWithMessage(
      await call('customer.admin', 'POST', `/v2/Sites/${PERSONA_SITE}/type`, { type: 'Free' }),
      403,
    )
    expectFieldError(
      await call('admin', 'POST', `/v2/Sites/${PERSONA_SITE}/type`, {}),
      'type',
      'validation.required',
    )
  })
})
