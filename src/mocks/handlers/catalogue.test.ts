/**
 * Substances and test types as the personas call them: list shape, paging and sorting,
 * permissions, validation on the named fields, 404s, and the deletes that would break references.
 */
import { describe, expect, it } from 'vitest'
import { STALE_REVISION, type ApiErrorBody, type Substance, type TestType } from '@/api/types'
import { byText, codeOn, useFakeApi } from '../../../tests/helpers/fake-api'
import { SUBSTANCES_REFUSED } from '../../../tests/helpers/substance-cases'
import { TEST_TYPES_ACCEPTED, TEST_TYPES_REFUSED } from '../../../tests/helpers/test-type-cases'

const fake = useFakeApi()
const call: typeof fake.call = (...args) => fake.call(...args)
const db = () => fake.api.backend.db

let counter = 0
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${++counter}`

const list = <T>(path: string, as = 'admin') => fake.list<T>(path, as)

const PENICILLIN_G = 1

function qualitativeBody(overrides: Record<string, unknown> = {}) {
  return {
    name: unique('Test strip'),
    measurementMethod: 'Qualitative',
    category: 'Strip',
    qrIdString: null,
    judgeType: 'Height',
    judgingDirection: 'ReverseJudgement',
    positiveValue: 0.9,
    negativeValue: 1.1,
    temperature: 40,
    incubationTime: 180,
    substances: [
      { substanceId: 1, readerIndex: 1, substanceOverride: null },
      {
        substanceId: 2,
        readerIndex: 2,
        substanceOverride: { positiveValue: 0.8, negativeValue: 1 },
      },
    ],
    quantitativeRange: null,
    ...overrides,
  }
}

function quantitativeBody(overrides: Record<string, unknown> = {}) {
  return {
    name: unique('Quantitative'),
    measurementMethod: 'Quantitative',
    category: 'Cassette',
    temperature: 40,
    incubationTime: 600,
    substances: [{ substanceId: 12, readerIndex: 1 }],
    quantitativeRange: {
      measurableRangeMin: 5,
      measurableRangeMax: 100,
      negativeRangeMin: 5,
      negativeRangeMax: 50,
    },
    ...overrides,
  }
}

async function createSubstance(name = unique('Substance')): Promise<Substance> {
  const answer = await call<Substance>('admin', 'POST', '/v2/Substances', { name })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return answer.body
}

async function createTestType(body: Record<string, unknown>): Promise<TestType> {
  const answer = await call<TestType>('admin', 'POST', '/v2/TestTypes', body)
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return answer.body
}

describe('GET /v2/Substances', () => {
  it('answers { data, meta } sorted by name by default', async () => {
    const body = await list<Substance>('/v2/Substances?pageSize=200')
    expect(body.meta).toEqual({ currentPage: 1, total: db().substances.size, perPage: 200 })
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      revision: expect.any(Number),
      name: expect.any(String),
      created: expect.any(String),
    })
    const names = body.data.map((row) => row.name)
    expect(names).toEqual([...names].sort(byText))
  })

  it.each([
    ['name_asc', (a: Substance, b: Substance) => byText(a.name, b.name)],
    ['name_desc', (a: Substance, b: Substance) => byText(b.name, a.name)],
    ['created_asc', (a: Substance, b: Substance) => a.created.localeCompare(b.created)],
    ['created_desc', (a: Substance, b: Substance) => b.created.localeCompare(a.created)],
    ['id_desc', (a: Substance, b: Substance) => b.id - a.id],
  ])('sorts by %s, and each page is the sorted list cut at that page', async (order, compare) => {
    const whole = await list<Substance>(`/v2/Substances?order=${order}&pageSize=1000`)
    expect(whole.data).toEqual([...whole.data].sort(compare))
    const page2 = await list<Substance>(`/v2/Substances?orderBy=${order}&page=2&pageSize=5`)
    expect(page2.data).toEqual(whole.data.slice(5, 10))
    expect(page2.meta).toEqual({ currentPage: 2, total: whole.meta.total, perPage: 5 })
  })

  it('treats page 0 as page 1', async () => {
    const zero = await list<Substance>('/v2/Substances?page=0&pageSize=4')
    const one = await list<Substance>('/v2/Substances?page=1&pageSize=4')
    expect(zero).toEqual(one)
  })

  it('refuses an unknown sort field', async () => {
    const answer = await call<ApiErrorBody>('admin', 'GET', '/v2/Substances?order=colour_asc')
    expect(answer.status).toBe(400)
    expect(codeOn(answer.body, 'order')).toBe('invalidOrder')
  })

  it.each(['operator', 'customer.admin', 'site.admin', 'free.admin'])(
    'is forbidden for %s, with a message',
    async (persona) => {
      const answer = await call<ApiErrorBody>(persona, 'GET', '/v2/Substances')
      expect(answer.status).toBe(403)
      expect(answer.body.message).toMatch(/test-types:substances:read/)
    },
  )
})

describe('substance create, update and delete', () => {
  it('creates a substance with the server time as created', async () => {
    const before = Date.now()
    const created = await createSubstance('  Neomycin  ')
    expect(created.name).toBe('Neomycin')
    expect(Date.parse(created.created)).toBeGreaterThanOrEqual(before - 1000)
    expect((await call('admin', 'GET', `/v2/Substances/${created.id}`)).body).toEqual(created)
  })

  it.each([
    [{}, 'validation.required'],
    [{ name: '' }, 'validation.required'],
    [{ name: '   ' }, 'validation.blank'],
    [{ name: 'penicillin g' }, 'validation.unique'],
    [{ name: ' AMOXICILLIN ' }, 'validation.unique'],
    [{ name: 'x'.repeat(10_000) }, 'validation.maxLength'],
  ])('refuses %j with %s on name', async (body, code) => {
    const answer = await call<ApiErrorBody>('admin', 'POST', '/v2/Substances', body)
    expect(answer.status).toBe(400)
    expect(codeOn(answer.body, 'name')).toBe(code)
  })

  it('renames, keeping a name unique but allowing its own name in another case', async () => {
    const substance = await createSubstance()
    const renamed = await call<Substance>('admin', 'PATCH', `/v2/Substances/${substance.id}`, {
      id: substance.id,
      name: substance.name.toUpperCase(),
      revision: substance.revision,
    })
    expect(renamed.status).toBe(200)
    // Each change raises the revision an edit is based on.
    expect(renamed.body).toEqual({
      ...substance,
      name: substance.name.toUpperCase(),
      revision: substance.revision! + 1,
    })
    const clash = await call<ApiErrorBody>('admin', 'PATCH', `/v2/Substances/${substance.id}`, {
      name: 'Ampicillin',
      revision: renamed.body.revision,
    })
    expect(clash.status).toBe(400)
    expect(codeOn(clash.body, 'name')).toBe('validation.unique')
  })

  it('refuses an edit made on an older revision (409 with a revision error), keeping the newer', async () => {
    const substance = await createSubstance()
    const first = await call<Substance>('admin', 'PATCH', `/v2/Substances/${substance.id}`, {
      name: unique('Saved first'),
      revision: substance.revision,
    })
    expect(first.status).toBe(200)
    const stale = await call<ApiErrorBody>('admin', 'PATCH', `/v2/Substances/${substance.id}`, {
      name: unique('Stale'),
      revision: substance.revision,
    })
    expect(stale.status).toBe(409)
    expect(codeOn(stale.body, 'revision')).toBe(STALE_REVISION)
    expect(db().substances.get(substance.id)?.name).toBe(first.body.name)
  })

  it('refuses writes without the write or delete permission', async () => {
    expect(
      (await call('customer.admin', 'POST', '/v2/Substances', { name: unique('X') })).status,
    ).toBe(403)
    expect((await call('customer.admin', 'PATCH', '/v2/Substances/1', { name: 'X' })).status).toBe(
      403,
    )
    expect((await call('customer.admin', 'DELETE', '/v2/Substances/1')).status).toBe(403)
  })

  it.each([
    ['GET', '/v2/Substances/99999'],
    ['PATCH', '/v2/Substances/99999'],
    ['DELETE', '/v2/Substances/99999'],
    ['GET', '/v2/Substances/abc'],
  ])('%s %s is a 404', async (method, path) => {
    const answer = await call<ApiErrorBody>(
      'admin',
      method,
      path,
      method === 'PATCH' ? { name: 'X' } : undefined,
    )
    expect(answer.status).toBe(404)
    expect(answer.body.message).toMatch(/does not exist/)
  })

  it('refuses to delete a substance a test type uses, naming the test types (409)', async () => {
    const users = db()
      .testTypes.all()
      .filter((row) => row.substances.some((entry) => entry.substanceId === PENICILLIN_G))
      .map((row) => row.name)
    const answer = await call<ApiErrorBody>('admin', 'DELETE', `/v2/Substances/${PENICILLIN_G}`)
    expect(answer.status).toBe(409)
    expect(answer.body.message).toBe(
      `This substance is used by the test types ${users.join(', ')} and cannot be deleted.`,
    )
    expect(db().substances.get(PENICILLIN_G)).toBeDefined()
  })

  it('deletes an unused substance', async () => {
    const substance = await createSubstance()
    expect((await call('admin', 'DELETE', `/v2/Substances/${substance.id}`)).status).toBe(204)
    expect((await call('admin', 'GET', `/v2/Substances/${substance.id}`)).status).toBe(404)
  })
})

describe('GET /v2/TestTypes', () => {
  it('answers { data, meta } by name, with the substance names joined', async () => {
    const body = await list<TestType>('/v2/TestTypes?page=1&pageSize=200')
    expect(body.meta.total).toBe(db().testTypes.size)
    const names = body.data.map((row) => row.name)
    expect(names).toEqual([...names].sort(byText))
    const first = body.data[0]!
    const stored = db().testTypes.get(first.id)!
    expect(first.substances).toEqual(
      stored.substances.map((entry) => ({
        ...entry,
        substance: { id: entry.substanceId, name: db().substances.get(entry.substanceId)!.name },
      })),
    )
  })

  it.each([
    ['name_desc', (a: TestType, b: TestType) => byText(b.name, a.name)],
    [
      'measurementMethod_asc',
      (a: TestType, b: TestType) => byText(a.measurementMethod, b.measurementMethod),
    ],
    [
      'measurementMethod_desc',
      (a: TestType, b: TestType) => byText(b.measurementMethod, a.measurementMethod),
    ],
    ['category_asc', (a: TestType, b: TestType) => byText(a.category, b.category)],
    ['id_desc', (a: TestType, b: TestType) => b.id - a.id],
  ])('sorts by %s and pages the sorted list', async (order, compare) => {
    const whole = await list<TestType>(`/v2/TestTypes?order=${order}&pageSize=200`)
    const sorted = [...whole.data].sort((a, b) => compare(a, b))
    expect(whole.data.map((row) => [row.measurementMethod, row.category, row.name].join())).toEqual(
      sorted.map((row) => [row.measurementMethod, row.category, row.name].join()),
    )
    const page = await list<TestType>(`/v2/TestTypes?order=${order}&page=2&pageSize=3`)
    expect(page.data).toEqual(whole.data.slice(3, 6))
  })

  it('filters by measurement method (one, or a list)', async () => {
    const quantitative = await list<TestType>('/v2/TestTypes?measurementMethod=Quantitative')
    expect(quantitative.data.length).toBeGreaterThan(0)
    expect(quantitative.data.every((row) => row.measurementMethod === 'Quantitative')).toBe(true)
    const both = await list<TestType>(
      '/v2/TestTypes?measurementMethod=Qualitative,Quantitative&pageSize=200',
    )
    expect(both.meta.total).toBe(db().testTypes.size)
    const unknown = await call<ApiErrorBody>('admin', 'GET', '/v2/TestTypes?measurementMethod=Semi')
    expect(unknown.status).toBe(400)
    expect(codeOn(unknown.body, 'measurementMethod')).toBe('validation.oneOf')
  })

  it('lets site editors read the list, but not operators', async () => {
    expect((await call('customer.admin', 'GET', '/v2/TestTypes?pageSize=200')).status).toBe(200)
    expect((await call('site.admin', 'GET', '/v2/TestTypes?pageSize=200')).status).toBe(200)
    const operator = await call<ApiErrorBody>('operator', 'GET', '/v2/TestTypes')
    expect(operator.status).toBe(403)
    expect(operator.body.message).toMatch(/test-types:test-items:read/)
  })

  it('is a 404 for an unknown id', async () => {
    expect((await call('admin', 'GET', '/v2/TestTypes/99999')).status).toBe(404)
    expect((await call('admin', 'PATCH', '/v2/TestTypes/99999', { name: 'X' })).status).toBe(404)
    expect((await call('admin', 'DELETE', '/v2/TestTypes/99999')).status).toBe(404)
  })
})

describe('test type create and update', () => {
  it('creates a qualitative type, normalising its substances', async () => {
    const created = await createTestType(
      qualitativeBody({
        qrIdString: 'ignored on a strip',
        substances: [
          { substanceId: 1, substanceOverride: { positiveValue: null, negativeValue: null } },
          {
            substanceId: 2,
            readerIndex: 3,
            substanceOverride: { positiveValue: 0.8, negativeValue: 1 },
          },
        ],
      }),
    )
    expect(created).toMatchObject({
      measurementMethod: 'Qualitative',
      qrIdString: null,
      quantitativeRange: null,
    })
    expect(created.substances).toEqual([
      {
        substanceId: 1,
        substance: { id: 1, name: db().substances.get(1)!.name },
        readerIndex: 0,
        substanceOverride: null,
      },
      {
        substanceId: 2,
        substance: { id: 2, name: db().substances.get(2)!.name },
        readerIndex: 3,
        substanceOverride: { positiveValue: 0.8, negativeValue: 1 },
      },
    ])
    expect((await call('admin', 'GET', `/v2/TestTypes/${created.id}`)).body).toEqual(created)
  })

  it('creates a quantitative type, clearing the qualitative fields', async () => {
    const created = await createTestType(
      quantitativeBody({ judgeType: 'Height', positiveValue: 0.9 }),
    )
    expect(created).toMatchObject({
      measurementMethod: 'Quantitative',
      judgeType: null,
      judgingDirection: null,
      positiveValue: null,
      negativeValue: null,
      quantitativeRange: {
        measurableRangeMin: 5,
        measurableRangeMax: 100,
        negativeRangeMin: 5,
        negativeRangeMax: 50,
      },
    })
  })

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a blank name', qualitativeBody({ name: '  ' }), 'name', 'testItems.inputNameErrorRequired'],
    ['no category', qualitativeBody({ category: null }), 'category', 'validation.required'],
    [
      'a cassette without QR id',
      qualitativeBody({ category: 'Cassette' }),
      'qrIdString',
      'validation.required',
    ],
    [
      'two decimals',
      qualitativeBody({ positiveValue: 0.95 }),
      'positiveValue',
      'validation.oneDecimal',
    ],
    [
      'no substances',
      qualitativeBody({ substances: [] }),
      'substances',
      'testItems.inputSubstanceErrorRequired',
    ],
    [
      'a repeated reader index',
      qualitativeBody({
        substances: [
          { substanceId: 1, readerIndex: 2 },
          { substanceId: 2, readerIndex: 2 },
        ],
      }),
      'substances[1].readerIndex',
      'testItems.inputDuplicateReaderIndexError',
    ],
    [
      'a half override',
      qualitativeBody({
        substances: [{ substanceId: 1, substanceOverride: { positiveValue: 1 } }],
      }),
      'substances[0].substanceOverride.negativeValue',
      'testItems.inputPositiveOrNegativeMissingError',
    ],
    [
      'an unknown substance',
      qualitativeBody({ substances: [{ substanceId: 99999, readerIndex: 1 }] }),
      'substances[0].substanceId',
      'validation.oneOf',
    ],
    [
      'a substance listed twice',
      qualitativeBody({
        substances: [
          { substanceId: 1, readerIndex: 1 },
          { substanceId: 1, readerIndex: 2 },
        ],
      }),
      'substances[1].substanceId',
      'validation.unique',
    ],
    [
      'a negative range outside the measurable range',
      quantitativeBody({
        quantitativeRange: {
          measurableRangeMin: 5,
          measurableRangeMax: 100,
          negativeRangeMin: 2,
          negativeRangeMax: 50,
        },
      }),
      'quantitativeRange.negativeRangeMin',
      'testItems.inputNegativeMinMaxError',
    ],
    [
      'no range',
      quantitativeBody({ quantitativeRange: null }),
      'quantitativeRange.measurableRangeMax',
      'validation.required',
    ],
    [
      'a fractional incubation time',
      qualitativeBody({ incubationTime: 2.5 }),
      'incubationTime',
      'validation.integer',
    ],
  ])('refuses %s with the error on its field', async (_name, body, field, code) => {
    const answer = await call<ApiErrorBody>('admin', 'POST', '/v2/TestTypes', body)
    expect(answer.status).toBe(400)
    expect(codeOn(answer.body, field), JSON.stringify(answer.body)).toBe(code)
  })

  it('updates only what a PATCH sends, and accepts the answer shape sent back', async () => {
    const created = await createTestType(qualitativeBody())
    const renamed = await call<TestType>('admin', 'PATCH', `/v2/TestTypes/${created.id}`, {
      name: 'Renamed strip',
      revision: created.revision,
    })
    expect(renamed.status).toBe(200)
    expect(renamed.body).toEqual({
      ...created,
      name: 'Renamed strip',
      revision: created.revision! + 1,
    })
    const edited = await call<TestType>('admin', 'PATCH', `/v2/TestTypes/${created.id}`, {
      ...renamed.body,
      temperature: 37.5,
    })
    expect(edited.status).toBe(200)
    expect(edited.body).toEqual({
      ...renamed.body,
      temperature: 37.5,
      revision: renamed.body.revision! + 1,
    })
    const invalid = await call<ApiErrorBody>('admin', 'PATCH', `/v2/TestTypes/${created.id}`, {
      judgeType: null,
      revision: edited.body.revision,
    })
    expect(invalid.status).toBe(400)
    expect(codeOn(invalid.body, 'judgeType')).toBe('validation.required')
  })

  it('shows a renamed substance in the test types that use it', async () => {
    const substance = await createSubstance()
    const testType = await createTestType(
      qualitativeBody({ substances: [{ substanceId: substance.id, readerIndex: 1 }] }),
    )
    await call('admin', 'PATCH', `/v2/Substances/${substance.id}`, {
      name: `${substance.name} (new)`,
      revision: substance.revision,
    })
    const answer = await call<TestType>('admin', 'GET', `/v2/TestTypes/${testType.id}`)
    expect(answer.body.substances[0]?.substance.name).toBe(`${substance.name} (new)`)
  })

  it('refuses writes without the test-items write or delete permission', async () => {
    expect((await call('customer.admin', 'POST', '/v2/TestTypes', qualitativeBody())).status).toBe(
      403,
    )
    expect((await call('customer.admin', 'PATCH', '/v2/TestTypes/1', { name: 'X' })).status).toBe(
      403,
    )
    expect((await call('customer.admin', 'DELETE', '/v2/TestTypes/1')).status).toBe(403)
  })
})

describe('DELETE /v2/TestTypes/{id}', () => {
  it('refuses a test type with recorded results (409)', async () => {
    const record = db().testRecords.all()[0]!
    const answer = await call<ApiErrorBody>('admin', 'DELETE', `/v2/TestTypes/${record.testTypeId}`)
    expect(answer.status).toBe(409)
    expect(answer.body.message).toMatch(/test results and cannot be deleted/)
  })

  it('deletes an unused test type and takes it off the sites that offered it', async () => {
    const testType = await createTestType(qualitativeBody())
    await db().sites.update(1, (draft) => {
      draft.availableTestTypes.push({ testTypeId: testType.id, qrActive: false })
    })
    expect((await call('admin', 'DELETE', `/v2/TestTypes/${testType.id}`)).status).toBe(204)
    expect((await call('admin', 'GET', `/v2/TestTypes/${testType.id}`)).status).toBe(404)
    expect(
      db()
        .sites.get(1)!
        .availableTestTypes.some((entry) => entry.testTypeId === testType.id),
    ).toBe(false)
    expect(db().sites.get(1)!.availableTestTypes.length).toBeGreaterThan(0)
  })
})

describe('malformed test type bodies', () => {
  it.each<[string, unknown, string]>([
    ['a substance list with null in it', qualitativeBody({ substances: [null] }), 'substances[0]'],
    ['a substance list that is not a list', qualitativeBody({ substances: 'all' }), 'substances'],
    [
      'an override that is not an object',
      qualitativeBody({ substances: [{ substanceId: 1, readerIndex: 1, substanceOverride: 'x' }] }),
      'substances[0].substanceOverride',
    ],
  ])('answers %s with a 400, never a crash', async (_name, body, field) => {
    const answer = await call<ApiErrorBody>('admin', 'POST', '/v2/TestTypes', body)
    expect(answer.status).toBe(400)
    expect(answer.body.errors?.some((error) => error.field.startsWith(field))).toBe(true)
  })

  it('refuses a body that is not a JSON object', async () => {
    const answer = await call<ApiErrorBody>('admin', 'POST', '/v2/TestTypes', [1, 2])
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(/JSON object/)
  })
})

describe('catalogue.viewer: read without write or delete', () => {
  it.each(['/v2/Substances', '/v2/Substances/1', '/v2/TestTypes', '/v2/TestTypes/1'])(
    'may read %s',
    async (path) => {
      expect((await call('catalogue.viewer', 'GET', path)).status).toBe(200)
    },
  )

  it.each<[string, string, unknown, string]>([
    ['POST', '/v2/Substances', { name: 'Viewer substance' }, 'test-types:substances:write'],
    ['PATCH', '/v2/Substances/1', { name: 'Viewer substance' }, 'test-types:substances:write'],
    ['DELETE', '/v2/Substances/1', undefined, 'test-types:substances:delete'],
    ['POST', '/v2/TestTypes', qualitativeBody(), 'test-types:test-items:write'],
    ['PATCH', '/v2/TestTypes/1', { name: 'Viewer type' }, 'test-types:test-items:write'],
    ['DELETE', '/v2/TestTypes/1', undefined, 'test-types:test-items:delete'],
  ])('is refused %s %s (403, naming %s)', async (method, path, body, permission) => {
    const answer = await call<ApiErrorBody>('catalogue.viewer', method, path, body)
    expect(answer.status).toBe(403)
    expect(answer.body.message).toContain(permission)
  })

  it('has the read permissions only, in GET /v2/Users/me', async () => {
    const answer = await call<{ permissions: string[] }>('catalogue.viewer', 'GET', '/v2/Users/me')
    expect(answer.status).toBe(200)
    expect(answer.body.permissions).toEqual(
      expect.arrayContaining(['test-types:test-items:read', 'test-types:substances:read']),
    )
    expect(answer.body.permissions.some((permission) => /:(write|delete)$/.test(permission))).toBe(
      false,
    )
  })
})

describe('the fake API applies the rules of the forms (the same tables as the schema tests)', () => {
  it.each(TEST_TYPES_ACCEPTED)('POST /v2/TestTypes accepts %s', async (_name, body) => {
    const answer = await call<ApiErrorBody>('admin', 'POST', '/v2/TestTypes', {
      ...body,
      name: unique((body as { name: string }).name),
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  })

  it.each(TEST_TYPES_REFUSED)(
    'POST /v2/TestTypes refuses %s on the same field with the same code',
    async (_name, body, field, code) => {
      const answer = await call<ApiErrorBody>('admin', 'POST', '/v2/TestTypes', body)
      expect(answer.status).toBe(400)
      expect(codeOn(answer.body, field), JSON.stringify(answer.body)).toBe(code)
    },
  )

  it.each(SUBSTANCES_REFUSED)(
    'POST /v2/Substances refuses %s with the same code',
    async (_name, body, code) => {
      const answer = await call<ApiErrorBody>('admin', 'POST', '/v2/Substances', body)
      expect(answer.status).toBe(400)
      expect(codeOn(answer.body, 'name')).toBe(code)
    },
  )
})
