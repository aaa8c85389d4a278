/**
 * Every versioned administration record (issue 20, docs/decisions.md "Concurrent edits"):
 * customers, sites, users, substances and test types. Each answer has its revision, each update
 * raises it, an update made on an older one is refused with 409 and the revision error, the newer
 * kept, and an update that names no revision is refused with 428 (issue 34), the stored one kept.
 */
import { describe, expect, it } from 'vitest'
import { MISSING_REVISION, STALE_REVISION, type ApiErrorBody } from '@/api/types'
import { useFakeApi } from '../../../tests/helpers/fake-api'

const fake = useFakeApi()
const call: typeof fake.call = (...args) => fake.call(...args)
const db = () => fake.api.backend.db
const userId = (username: string) =>
  db()
    .users.all()
    .find((row) => row.username === username)!.id

const CASES = [
  {
    what: 'a customer',
    path: () => '/v2/Customer/1',
    change: (text: string) => ({ contact: { name: text } }),
    stored: () => db().customers.get(1)!.contact.name,
  },
  {
    what: 'a site',
    path: () => '/v2/Sites/1',
    change: (text: string) => ({ contact: { name: text } }),
    stored: () => db().sites.get(1)!.contact.name,
  },
  {
    what: 'a user',
    path: () => `/v2/Users/${userId('operator')}`,
    change: (text: string) => ({ comment: text }),
    stored: () => db().users.get(userId('operator'))!.comment,
  },
  {
    what: 'a substance',
    path: () => '/v2/Substances/1',
    change: (text: string) => ({ name: text }),
    stored: () => db().substances.get(1)!.name,
  },
  {
    what: 'a test type',
    path: () => '/v2/TestTypes/1',
    change: (text: string) => ({ name: text }),
    stored: () => db().testTypes.get(1)!.name,
  },
]

describe.each(CASES)('$what', ({ path, change, stored }) => {
  it('answers its revision and raises it on each update', async () => {
    const before = await call<{ revision: number }>('admin', 'GET', path())
    expect(before.body.revision).toEqual(expect.any(Number))
    const saved = await call<{ revision: number }>('admin', 'PATCH', path(), {
      ...change('Saved on the current revision'),
      revision: before.body.revision,
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.revision).toBe(before.body.revision + 1)
  })

  it('refuses an update made on an older revision, keeping the newer', async () => {
    const { revision } = (await call<{ revision: number }>('admin', 'GET', path())).body
    expect((await call('admin', 'PATCH', path(), { ...change('First'), revision })).status).toBe(
      200,
    )
    const stale = await call<ApiErrorBody>('admin', 'PATCH', path(), {
      ...change('Stale'),
      revision,
    })
    expect(stale.status).toBe(409)
    expect(stale.body.errors?.find((error) => error.field === 'revision')?.code).toBe(
      STALE_REVISION,
    )
    expect(stored()).toBe('First')
  })

  it('refuses an update that names no revision (428), keeping the stored one', async () => {
    const { revision } = (await call<{ revision: number }>('admin', 'GET', path())).body
    expect((await call('admin', 'PATCH', path(), { ...change('Kept'), revision })).status).toBe(200)
    for (const missing of [{}, { revision: null }]) {
      const answer = await call<ApiErrorBody>('admin', 'PATCH', path(), {
        ...change('Without a revision'),
        ...missing,
      })
      expect(answer.status, JSON.stringify(answer.body)).toBe(428)
      expect(answer.body.message).toEqual(expect.any(String))
      expect(answer.body.errors).toEqual([
        { field: 'revision', code: MISSING_REVISION, message: answer.body.message },
      ])
    }
    expect(stored()).toBe('Kept')
  })
})

it('accepting terms on one’s own account is never stale', async () => {
  const id = userId('operator')
  const me = (
    await call<{ revision: number; acceptedTerms: unknown[] }>('operator', 'GET', `/v2/Users/${id}`)
  ).body
  // An administrator saves the user (the same values): its revision moves on.
  await call('admin', 'PATCH', `/v2/Users/${id}`, {
    comment: db().users.get(id)!.comment,
    revision: me.revision,
  })
  expect(db().users.get(id)!.revision).toBeGreaterThan(me.revision)
  const terms = db().terms.all().at(-1)!
  const accepted = await call('operator', 'PATCH', `/v2/Users/${id}`, {
    ...me,
    acceptedTerms: [...me.acceptedTerms, { userId: id, termsId: terms.id }],
  })
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
})
