/**
 * Reference data as any signed-in user reads it: the 16 languages and the country list with its
 * name search, sorting and paging.
 */
import { describe, expect, it } from 'vitest'
import type { Country, Language } from '@/api/types'
import { byText, useFakeApi } from '../../../tests/helpers/fake-api'

const fake = useFakeApi()
const call: typeof fake.call = (...args) => fake.call(...args)
const db = () => fake.api.backend.db

const list = <T>(path: string, as = 'operator') => fake.list<T>(path, as)

describe('GET /v2/Languages', () => {
  it.each(['operator', 'customer.admin', 'admin'])(
    'gives %s all 16 languages as { data, meta }',
    async (persona) => {
      const body = await list<Language>('/v2/Languages', persona)
      expect(body.meta).toEqual({ currentPage: 1, total: 16, perPage: 16 })
      expect(body.data).toHaveLength(16)
      expect(body.data[0]).toEqual({
        id: 1,
        name: 'English',
        locale: 'en-EN',
        direction: 'ltr',
        is_default: true,
        is_best_fit: true,
      })
      expect(body.data.filter((language) => language.is_default)).toHaveLength(1)
    },
  )

  it('needs an account', async () => {
    expect((await call('lost.user', 'GET', '/v2/Languages')).status).toBe(403)
    expect((await call(null, 'GET', '/v2/Languages')).status).toBe(401)
  })
})

describe('GET /v2/Countries', () => {
  it('answers every country on one page of 300, by name', async () => {
    const body = await list<Country>('/v2/Countries')
    expect(body.meta).toEqual({ currentPage: 1, total: db().countries.size, perPage: 300 })
    expect(body.data).toHaveLength(db().countries.size)
    const names = body.data.map((country) => country.name)
    expect(names).toEqual([...names].sort(byText))
    const denmark = body.data.find((country) => country.code === 'DK')
    expect(denmark).toEqual(
      db()
        .countries.all()
        .find((country) => country.code === 'DK'),
    )
  })

  it.each([
    ['den', ['Denmark', 'Sweden']],
    ['DEN', ['Denmark', 'Sweden']],
    // Accents are ignored on both sides.
    ['türk', ['Türkiye', 'Turkmenistan', 'Turks and Caicos Islands']],
    ['united k', ['United Kingdom']],
    ['zzz', []],
  ])('finds countries whose name contains %j', async (name, expected) => {
    const body = await list<Country>(`/v2/Countries?name=${encodeURIComponent(name)}`)
    expect(body.data.map((country) => country.name)).toEqual(expected)
    expect(body.meta.total).toBe(expected.length)
  })

  it.each([
    ['name_desc', (a: Country, b: Country) => byText(b.name, a.name)],
    ['code_asc', (a: Country, b: Country) => byText(a.code, b.code)],
    ['id_desc', (a: Country, b: Country) => b.id - a.id],
  ])('sorts by %s and pages the sorted list', async (order, compare) => {
    const whole = await list<Country>(`/v2/Countries?order=${order}`)
    expect(whole.data.map((country) => country.id)).toEqual(
      [...whole.data].sort(compare).map((country) => country.id),
    )
    const page = await list<Country>(`/v2/Countries?orderBy=${order}&page=3&pageSize=20`)
    expect(page.data).toEqual(whole.data.slice(40, 60))
    expect(page.meta).toEqual({ currentPage: 3, total: whole.meta.total, perPage: 20 })
  })

  it('treats page 0 as page 1', async () => {
    expect(await list('/v2/Countries?page=0&pageSize=10')).toEqual(
      await list('/v2/Countries?page=1&pageSize=10'),
    )
  })
})
