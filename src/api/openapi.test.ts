/**
 * The API exists in three places that must agree (issue 39): the contract (openapi.yaml), the
 * fake API's route table, and the calls the portal makes (src/api/endpoints). Each operation must
 * be served by a route, each route documented, and each portal call documented. The answers
 * themselves are held to the document wherever the tests call the fake API (src/mocks/node.ts).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { VERIFICATION_STATUSES } from '@/domain/enums'
import { createRoutes } from '@/mocks/handlers'
import { loadApiDocument, operationsOf } from '@/mocks/openapi/document'

const ENDPOINTS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'endpoints')

/** `/v2/Sites/:id/move/:customerId` as the document writes it. */
const documentStyle = (path: string) => path.replace(/:(\w+)/g, '{$1}')

function routeList(): string[] {
  // The table is only listed, never asked: no backend is needed.
  const routes = createRoutes(
    () => {
      throw new Error('The route table was asked to answer while being listed.')
    },
    { fakeSignIn: true },
  )
  return routes.map((route) => `${route.method} ${documentStyle(route.path)}`)
}

/** The helpers of src/api/http.ts and the method each sends. */
const CLIENT_METHODS: Record<string, string> = {
  get: 'GET',
  download: 'GET',
  post: 'POST',
  put: 'PUT',
  patch: 'PATCH',
  del: 'DELETE',
}

/**
 * A path parameter whose values are a closed set of literal paths in the API: the portal builds
 * `/v2/DeviceHealth/${status}`, the API has one list per status (and `/v2/DeviceHealth/{id}`).
 */
const LITERAL_PARAMETERS: Record<string, readonly string[]> = {
  '/v2/DeviceHealth/{status}': VERIFICATION_STATUSES,
}

/**
 * `/v2/Sites/${required(id, 'id', 'moveSite')}/move/${customerId}` becomes
 * `/v2/Sites/{id}/move/{customerId}`: a required() parameter by the name it gives, another
 * template expression by itself.
 */
function templatePath(text: string): string {
  return text.replace(/\$\{([^}]*)\}/g, (_match, expression: string) => {
    const named = /required\(\s*\w+\s*,\s*'(\w+)'/.exec(expression)?.[1]
    return `{${named ?? expression.trim()}}`
  })
}

/**
 * Every call of an endpoints module, read from its source: a call of one of http.ts's helpers
 * with a literal path. `save(path, body)` is both its calls: POST path and PATCH path/{id}.
 */
function portalCalls(source: string): string[] {
  const calls: string[] = []
  const call =
    /(?<![.\w])(get|download|post|put|patch|del|save)\s*(?:<[^()]*?>)?\(\s*(['`])((?:(?!\2).)*)\2/gs
  for (const [, helper, , text] of source.matchAll(call)) {
    const path = templatePath(text!)
    if (helper === 'save') calls.push(`POST ${path}`, `PATCH ${path}/{id}`)
    else calls.push(`${CLIENT_METHODS[helper!]} ${path}`)
  }
  return calls.flatMap((entry) => {
    const [method, path] = entry.split(' ') as [string, string]
    const values = LITERAL_PARAMETERS[path]
    if (!values) return [entry]
    const literal = path.slice(0, path.lastIndexOf('/'))
    return values.map((value) => `${method} ${literal}/${value}`)
  })
}

function portalCallList(): string[] {
  return readdirSync(ENDPOINTS_DIR)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .flatMap((name) => portalCalls(readFileSync(join(ENDPOINTS_DIR, name), 'utf8')))
}

const missingFrom = (wanted: readonly string[], present: readonly string[]) =>
  [...new Set(wanted)].filter((entry) => !present.includes(entry)).sort()

describe('the API contract (src/api/openapi.yaml)', () => {
  const operations = operationsOf(loadApiDocument())

  it('documents every route of the fake API', () => {
    expect(missingFrom(routeList(), operations)).toEqual([])
  })

  it('has no operation the fake API does not serve', () => {
    expect(missingFrom(operations, routeList())).toEqual([])
  })

  it('documents every call the portal makes', () => {
    const calls = portalCallList()
    // A scan that finds nothing would pass the check below: the portal makes some 80 calls.
    expect(calls.length).toBeGreaterThan(70)
    expect(missingFrom(calls, operations)).toEqual([])
  })

  it('reads the portal calls as the client sends them', () => {
    const source = [
      "get<ListResponse<Site>>('/v2/Sites', { ...query })",
      "post<Site>(\n  `/v2/Sites/${required(id, 'id', 'moveSite')}/move/${required(customerId, 'customerId', 'moveSite')}`,\n)",
      "save<Customer, CustomerCommand>('/v2/Customer', command)",
      "del(`/v2/Firmware/${required(type, 'type', 'x')}/${required(id, 'id', 'x')}`)",
      "get<DeviceHealthRow>(`/v2/DeviceHealth/${required(status, 'status', 'x')}`)",
      "request.headers.get('Authorization')",
    ].join('\n')
    expect(portalCalls(source)).toEqual([
      'GET /v2/Sites',
      'POST /v2/Sites/{id}/move/{customerId}',
      'POST /v2/Customer',
      'PATCH /v2/Customer/{id}',
      'DELETE /v2/Firmware/{type}/{id}',
      'GET /v2/DeviceHealth/failed',
      'GET /v2/DeviceHealth/outstanding',
      'GET /v2/DeviceHealth/completed',
    ])
  })
})
