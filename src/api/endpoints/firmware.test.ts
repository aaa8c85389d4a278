// @vitest-environment jsdom
/**
 * The firmware file's trip to the storage service (XMLHttpRequest, for its progress): the method,
 * address and headers the API handed out and no bearer token; a refusal and an unreachable
 * service as ApiErrors; a cancel as an AbortError, before or during the transfer.
 */
import { http, HttpResponse, delay } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { uploadToStorage } from './firmware'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const UPLOAD_URL = {
  method: 'PUT',
  url: 'https://storage.example.com/firmware/15.zip?sig=abc',
  headers: { 'Content-Type': 'application/zip', 'x-ms-blob-type': 'BlockBlob' },
}

describe('uploadToStorage', () => {
  it('sends the file with the given method, address and headers, without the bearer token', async () => {
    const received: Array<{ method: string; url: string; headers: Headers; body: string }> = []
    server.use(
      http.all('https://storage.example.com/*', async ({ request }) => {
        received.push({
          method: request.method,
          url: request.url,
          headers: request.headers,
          body: await request.text(),
        })
        return new HttpResponse(null, { status: 201 })
      }),
    )
    const onProgress = vi.fn()
    const file = new Blob(['firmware bytes'], { type: 'application/zip' })
    await uploadToStorage(UPLOAD_URL, file, { onProgress })
    expect(received).toHaveLength(1)
    expect(received[0]).toMatchObject({
      method: 'PUT',
      url: UPLOAD_URL.url,
      body: 'firmware bytes',
    })
    expect(received[0]?.headers.get('x-ms-blob-type')).toBe('BlockBlob')
    expect(received[0]?.headers.has('Authorization')).toBe(false)
    // The end is always reported, so a progress bar reaches its end.
    expect(onProgress).toHaveBeenLastCalledWith(file.size, file.size)
  })

  it('rejects with an ApiError when the storage service refuses the file', async () => {
    server.use(
      http.put('https://storage.example.com/*', () => new HttpResponse(null, { status: 403 })),
    )
    const error = await uploadToStorage(UPLOAD_URL, new Blob(['x'])).catch((reason) => reason)
    expect(error).toMatchObject({ name: 'ApiError', kind: 'http', status: 403 })
  })

  it('rejects with a network ApiError when the storage service cannot be reached', async () => {
    server.use(http.put('https://storage.example.com/*', () => HttpResponse.error()))
    const error = await uploadToStorage(UPLOAD_URL, new Blob(['x'])).catch((reason) => reason)
    expect(error).toMatchObject({ name: 'ApiError', kind: 'network', status: null })
  })

  it('stops the transfer when cancelled, and sends nothing when cancelled before', async () => {
    let requests = 0
    server.use(
      http.put('https://storage.example.com/*', async () => {
        requests++
        await delay('infinite')
        return new HttpResponse(null, { status: 201 })
      }),
    )
    const controller = new AbortController()
    const running = uploadToStorage(UPLOAD_URL, new Blob(['x']), { signal: controller.signal })
    await vi.waitFor(() => expect(requests).toBe(1))
    controller.abort()
    await expect(running).rejects.toMatchObject({ name: 'AbortError' })

    const error = await uploadToStorage(UPLOAD_URL, new Blob(['x']), {
      signal: controller.signal,
    }).catch((reason) => reason)
    expect(error).toMatchObject({ name: 'AbortError' })
    expect(requests).toBe(1)
  })
})
