import { describe, expect, it } from 'vitest'
import { compilePath, matchRoute, routeRequest, type Route } from './router'

const route = (method: string, path: string): Route => ({
  method,
  path,
  ...compilePath(path),
  answer: async () => new Response(null),
})

describe('the route table', () => {
  const routes = [
    route('GET', '/v2/TestRecords/csv'),
    route('GET', '/v2/TestRecords/:id'),
    route('DELETE', '/v2/TestRecords/:id'),
    route('GET', '/v2/Sites/:siteId/roles/:roleId'),
  ]

  it('takes the first route in order whose method and path match', () => {
    expect(matchRoute(routes, 'GET', '/v2/TestRecords/csv')?.route.path).toBe('/v2/TestRecords/csv')
    expect(matchRoute(routes, 'GET', '/v2/TestRecords/42')?.params).toEqual({ id: '42' })
    expect(matchRoute(routes, 'DELETE', '/v2/TestRecords/42')?.route.method).toBe('DELETE')
  })

  it('reads every named parameter, decoded', () => {
    expect(matchRoute(routes, 'GET', '/v2/Sites/7/roles/a%20b')?.params).toEqual({
      siteId: '7',
      roleId: 'a b',
    })
  })

  it('matches like msw did: any letter case, an optional trailing slash, one segment a parameter', () => {
    expect(matchRoute(routes, 'GET', '/v2/testrecords/42/')?.params).toEqual({ id: '42' })
    expect(matchRoute(routes, 'GET', '/v2/TestRecords/42/comments')).toBeNull()
    expect(matchRoute(routes, 'PUT', '/v2/TestRecords/42')).toBeNull()
  })

  it('takes the characters of a path literally', () => {
    const dotted = [route('GET', '/v2/files/a.b')]
    expect(matchRoute(dotted, 'GET', '/v2/files/a.b')).not.toBeNull()
    expect(matchRoute(dotted, 'GET', '/v2/files/aXb')).toBeNull()
  })
})

describe('a path no route matches', () => {
  it('is a 404 with the error body, never passed on to the web server', async () => {
    const answer = routeRequest('http://localhost/api', [route('GET', '/v2/TestRecords/:id')])
    const response = await answer(new Request('http://localhost/api/v2/NoSuchThing/1'))
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({
      message: 'There is no GET /api/v2/NoSuchThing/1 in this API.',
    })
  })
})
