/**
 * The HTTP client's contract (CORE-7.1, CORE-8.1): headers on every call, JSON bodies, the generic
 * save, query encoding, the 403 broadcast, bounded GET retries and timeouts, never-repeated
 * writes, and one error type for every failure.
 */
import { delay, http, HttpResponse } from 'msw'
import { initTestI18n } from '../../tests/helpers/i18n'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  configureHttp,
  del,
  download,
  get,
  onForbidden,
  patch,
  post,
  put,
  save,
  type HttpConfig,
} from './http'
import { ApiError, required, RequiredParameterError } from './errors'

const BASE = 'http://localhost/api'

interface Captured {
  method: string
  url: URL
  headers: Headers
  body: string
}

let captured: Captured[] = []
let token: string | null = 'token-1'

// Failures with no answer are said in the user's language: English here.
initTestI18n()

const server = setupServer(
  http.all(`${BASE}/echo/*`, async ({ request }) => {
    captured.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: await request.text(),
    })
    return HttpResponse.json({ ok: true })
  }),
)

function configure(overrides: Partial<HttpConfig> = {}) {
  configureHttp({ baseUrl: BASE, getToken: () => token, ...overrides })
}

function last(): Captured {
  const call = captured.at(-1)
  if (!call) throw new Error('No request reached the server.')
  return call
}

/** Runs the call and returns the ApiError it rejected with. */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  captured = []
  token = 'token-1'
  configure()
})
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('headers', () => {
  const calls: Array<[string, () => Promise<unknown>]> = [
    ['GET', () => get('/echo/a')],
    ['POST', () => post('/echo/a', { name: 'x' })],
    ['PATCH', () => patch('/echo/a', { name: 'x' })],
    ['PUT', () => put('/echo/a', { name: 'x' })],
    ['DELETE', () => del('/echo/a')],
    ['GET', () => download('/echo/a')],
  ]

  it.each(calls)(
    '%s carries the bearer token and the cache-disabling headers',
    async (method, call) => {
      await call()
      const { headers } = last()
      expect(last().method).toBe(method)
      expect(headers.get('Authorization')).toBe('Bearer token-1')
      expect(headers.get('Cache-Control')).toBe('no-cache')
      expect(headers.get('Pragma')).toBe('no-cache')
      expect(headers.get('Expires')).toBe('0')
    },
  )

  it.each(calls)('%s sends no Authorization header without a token', async (_method, call) => {
    token = null
    await call()
    expect(last().headers.has('Authorization')).toBe(false)
    expect(last().headers.get('Cache-Control')).toBe('no-cache')
  })

  it('reads the token at every call, so a new sign-in takes effect at once', async () => {
    await get('/echo/a')
    token = 'token-2'
    await get('/echo/a')
    expect(captured.map((call) => call.headers.get('Authorization'))).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ])
  })
})

describe('bodies', () => {
  it.each([
    ['POST', () => post('/echo/a', { name: 'x', n: 1 })],
    ['PATCH', () => patch('/echo/a', { name: 'x', n: 1 })],
    ['PUT', () => put('/echo/a', { name: 'x', n: 1 })],
  ] as const)('%s sends a JSON body with its content type', async (method, call) => {
    await call()
    expect(last().method).toBe(method)
    expect(last().headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(JSON.parse(last().body)).toEqual({ name: 'x', n: 1 })
  })

  it('sends a bare value as a JSON value', async () => {
    await patch('/echo/a', 'Rejected')
    expect(last().body).toBe('"Rejected"')
  })

  it('parses a JSON answer', async () => {
    await expect(get('/echo/a')).resolves.toEqual({ ok: true })
  })

  it('resolves a 204 answer with undefined', async () => {
    server.use(http.delete(`${BASE}/empty`, () => new HttpResponse(null, { status: 204 })))
    await expect(del('/empty')).resolves.toBeUndefined()
  })
})

describe('save', () => {
  it('PATCHes path/{id} when the body has an id', async () => {
    await save('/echo/Substances', { id: 7, name: 'Beta' })
    expect(last().method).toBe('PATCH')
    expect(last().url.pathname).toBe('/api/echo/Substances/7')
    expect(JSON.parse(last().body)).toEqual({ id: 7, name: 'Beta' })
  })

  it.each<[string, { id?: number | null; name: string }]>([
    ['no id', { name: 'Beta' }],
    ['an undefined id', { id: undefined, name: 'Beta' }],
    ['a null id', { id: null, name: 'Beta' }],
  ])('POSTs path when the body has %s', async (_case, body) => {
    await save('/echo/Substances', body)
    expect(last().method).toBe('POST')
    expect(last().url.pathname).toBe('/api/echo/Substances')
  })
})

describe('queries', () => {
  it('repeats the key for each item of an array', async () => {
    await get('/echo/a', { routes: ['north', 'south'], userIds: [1, 2, 3] })
    expect(last().url.searchParams.getAll('routes')).toEqual(['north', 'south'])
    expect(last().url.searchParams.getAll('userIds')).toEqual(['1', '2', '3'])
  })

  it('leaves out null, undefined and empty values and keeps 0 and false', async () => {
    await get('/echo/a', { a: null, b: undefined, c: '', d: 0, e: false, f: 'x' })
    expect([...last().url.searchParams.entries()]).toEqual([
      ['d', '0'],
      ['e', 'false'],
      ['f', 'x'],
    ])
  })

  it('sends no query string for an empty query', async () => {
    await get('/echo/a', {})
    expect(last().url.search).toBe('')
  })
})

describe('403', () => {
  it('reaches every subscriber exactly once with the server message', async () => {
    server.use(
      http.get(`${BASE}/secret`, () =>
        HttpResponse.json({ message: 'You may not see this.' }, { status: 403 }),
      ),
    )
    const first: Array<string | null> = []
    const second: Array<string | null> = []
    const unsubscribe = [
      onForbidden((message) => first.push(message)),
      onForbidden((message) => second.push(message)),
    ]
    try {
      const error = await failure(get('/secret'))
      expect(error.status).toBe(403)
      expect(error.kind).toBe('http')
      expect(error.message).toBe('You may not see this.')
      expect(first).toEqual(['You may not see this.'])
      expect(second).toEqual(['You may not see this.'])
    } finally {
      unsubscribe.forEach((stop) => stop())
    }
  })

  it('gives subscribers null when the answer has no message', async () => {
    server.use(http.post(`${BASE}/secret`, () => new HttpResponse(null, { status: 403 })))
    const heard: Array<string | null> = []
    const stop = onForbidden((message) => heard.push(message))
    try {
      const error = await failure(post('/secret', {}))
      expect(error.status).toBe(403)
      expect(heard).toEqual([null])
    } finally {
      stop()
    }
  })

  it('stops reaching a subscriber once it unsubscribed', async () => {
    server.use(
      http.get(`${BASE}/secret`, () => HttpResponse.json({ message: 'No.' }, { status: 403 })),
    )
    const heard: Array<string | null> = []
    onForbidden((message) => heard.push(message))()
    await failure(get('/secret'))
    expect(heard).toEqual([])
  })
})

describe('retries and timeouts', () => {
  let attempts = 0
  beforeEach(() => {
    attempts = 0
    server.use(
      http.all(`${BASE}/unavailable`, () => {
        attempts += 1
        return HttpResponse.json({ message: 'Try later.' }, { status: 503 })
      }),
    )
  })

  it('retries a GET failing with 503 a bounded number of times', async () => {
    configure({ getRetries: 2 })
    const error = await failure(get('/unavailable'))
    expect(attempts).toBe(3)
    expect(error.status).toBe(503)
    expect(error.message).toBe('Try later.')
  })

  it('succeeds when a retried GET answers', async () => {
    configure({ getRetries: 2 })
    server.use(
      http.get(`${BASE}/flaky`, () => {
        attempts += 1
        return attempts < 2
          ? HttpResponse.json({ message: 'Try later.' }, { status: 503 })
          : HttpResponse.json({ value: 1 })
      }),
    )
    await expect(get('/flaky')).resolves.toEqual({ value: 1 })
    expect(attempts).toBe(2)
  })

  it.each([
    ['POST', () => post('/unavailable', { a: 1 })],
    ['PATCH', () => patch('/unavailable', { a: 1 })],
    ['PUT', () => put('/unavailable', { a: 1 })],
    ['DELETE', () => del('/unavailable')],
  ] as const)('sends a %s failing with 503 exactly once', async (_method, call) => {
    configure({ getRetries: 2 })
    const error = await failure(call())
    expect(error.status).toBe(503)
    expect(attempts).toBe(1)
  })

  it('fails a GET that never answers with a timeout error and a clear message', async () => {
    configure({ getTimeoutMs: 200, getRetries: 0 })
    server.use(
      http.get(`${BASE}/silent`, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    const started = Date.now()
    const error = await failure(get('/silent'))
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(error.kind).toBe('timeout')
    expect(error.status).toBeNull()
    expect(error.message).toMatch(/did not answer GET \/silent within/)
  })

  it('fails with kind network when the server cannot be reached', async () => {
    configure({ getRetries: 0 })
    server.use(http.get(`${BASE}/down`, () => HttpResponse.error()))
    const error = await failure(get('/down'))
    expect(error.kind).toBe('network')
    expect(error.status).toBeNull()
    expect(error.message).toMatch(/could not be reached/)
  })

  it('fails a write with kind network when the server cannot be reached, without retry', async () => {
    server.use(
      http.post(`${BASE}/down`, () => {
        attempts += 1
        return HttpResponse.error()
      }),
    )
    const error = await failure(post('/down', {}))
    expect(error.kind).toBe('network')
    expect(attempts).toBe(1)
  })
})

describe('errors', () => {
  it('keeps the body of a 400 with its field errors', async () => {
    const body = {
      message: 'The data is not valid.',
      errors: [{ field: 'name', code: 'validation.required', message: 'Name is required.' }],
    }
    server.use(http.post(`${BASE}/invalid`, () => HttpResponse.json(body, { status: 400 })))
    const error = await failure(post('/invalid', { name: '' }))
    expect(error.kind).toBe('http')
    expect(error.status).toBe(400)
    expect(error.body).toEqual(body)
    expect(error.message).toBe('The data is not valid.')
  })

  it('names the call and status when the error answer has no body', async () => {
    server.use(http.get(`${BASE}/broken`, () => new HttpResponse('oops', { status: 404 })))
    const error = await failure(get('/broken'))
    expect(error.status).toBe(404)
    expect(error.body).toBeNull()
    expect(error.message).toBe('GET /broken failed with status 404.')
  })
})

describe('required path parameters', () => {
  it.each([null, undefined])('refuses %s with the spec’s words (CORE-5.7)', (value) => {
    let error: unknown = null
    try {
      required(value, 'customerId', 'moveSite')
    } catch (thrown) {
      error = thrown
    }
    expect(error).toBeInstanceOf(RequiredParameterError)
    expect((error as Error).message).toBe(
      'Required parameter customerId was null or undefined when calling moveSite',
    )
  })

  it('passes a value through, 0 included', () => {
    expect(required(0, 'id', 'getUser')).toBe(0)
  })
})

describe('download', () => {
  it('returns the answer as a Blob', async () => {
    server.use(
      http.get(`${BASE}/file`, ({ request }) => {
        const format = new URL(request.url).searchParams.get('format')
        return new HttpResponse(`id;result\n1;${format}`, {
          headers: { 'Content-Type': 'text/csv' },
        })
      }),
    )
    const file = await download('/file', { format: 'csv' })
    expect(file).toBeInstanceOf(Blob)
    expect(file.type).toMatch(/^text\/csv/)
    expect(await file.text()).toBe('id;result\n1;csv')
  })
})
