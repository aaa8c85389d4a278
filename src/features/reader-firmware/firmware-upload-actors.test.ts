import { describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { ApiError } from '@/api/errors'
import type { Firmware, UploadUrl } from '@/api/types'
import { firmwareUploadMachine } from '@/machines/firmware-upload.machine'
import {
  firmwareCommand,
  firmwareUploadActors,
  latestVersion,
  uploadFieldErrors,
  type FirmwareApi,
} from './firmware-upload-actors'

const file = new File([new Uint8Array(10)], 'reader-3.1.0.zip', { type: 'application/zip' })
const request = { version: ' 3.1.0 ', description: ' New. ', file }
const record: Firmware = {
  id: 41,
  version: '3.1.0',
  description: 'New.',
  url: null,
  errorMessage: null,
  created: '2026-11-25T06:00:00Z',
}
const uploadUrl: UploadUrl = { method: 'PUT', url: 'https://storage/x.zip', headers: {} }
const notFound = new ApiError('http', 'none', 404, null)

function fakeApi(overrides: Partial<FirmwareApi> = {}): FirmwareApi {
  return {
    getLatestFirmware: vi.fn(async () => ({ ...record, version: '3.0.0' })),
    createFirmware: vi.fn(async () => record),
    requestFirmwareUploadUrl: vi.fn(async () => uploadUrl),
    uploadToStorage: vi.fn(async (_url, _file, options) => {
      options?.onProgress?.(5, 10)
    }),
    deleteFirmware: vi.fn(async () => undefined),
    ...overrides,
  }
}

const start = (api: FirmwareApi) =>
  createActor(firmwareUploadMachine.provide({ actors: firmwareUploadActors(api) }), {
    input: { type: 'truck-reader' },
  }).start()

describe('the rules at submit time', () => {
  it('reads the latest version: none is null, and so is one that cannot be read', async () => {
    expect(await latestVersion('truck-reader', fakeApi())).toBe('3.0.0')
    const missing = fakeApi({ getLatestFirmware: vi.fn(async () => Promise.reject(notFound)) })
    expect(await latestVersion('truck-reader', missing)).toBeNull()
    const bug = fakeApi({ getLatestFirmware: vi.fn(async () => Promise.reject(new TypeError())) })
    await expect(latestVersion('truck-reader', bug)).rejects.toThrow(TypeError)
  })

  it('refuses a lower version, a bad version and a file that is not a zip', () => {
    expect(uploadFieldErrors(request, '3.0.0')).toEqual([])
    expect(uploadFieldErrors(request, '4.0.0').map((error) => error.code)).toEqual([
      'readerFirmware.versionNumberLowError',
    ])
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' })
    expect(
      uploadFieldErrors({ ...request, version: '3.1', file: text }, null).map(
        (error) => `${error.field}: ${error.code}`,
      ),
    ).toEqual([
      'version: readerFirmware.invalidVersionError',
      'file: readerFirmware.invalidFileError',
    ])
  })

  it('sends the trimmed text', () => {
    expect(firmwareCommand(request)).toEqual({ version: '3.1.0', description: 'New.' })
  })
})

describe('the machine with these actors', () => {
  it('creates, asks for the URL, uploads with progress and is done', async () => {
    const api = fakeApi()
    const actor = start(api)
    actor.send({ type: 'upload.submit', request })
    await waitFor(actor, (snapshot) => snapshot.matches('done'))
    expect(api.createFirmware).toHaveBeenCalledWith('truck-reader', {
      version: '3.1.0',
      description: 'New.',
    })
    expect(api.requestFirmwareUploadUrl).toHaveBeenCalledWith('truck-reader', 41)
    expect(api.uploadToStorage).toHaveBeenCalledWith(uploadUrl, file, expect.any(Object))
    expect(actor.getSnapshot().context.progress).toEqual({ sent: 5, total: 10 })
    expect(api.deleteFirmware).not.toHaveBeenCalled()
  })

  it('returns a lower version to its field before anything is created', async () => {
    const api = fakeApi({ getLatestFirmware: vi.fn(async () => ({ ...record, version: '9.0.0' })) })
    const actor = start(api)
    actor.send({ type: 'upload.submit', request })
    await waitFor(
      actor,
      (snapshot) => snapshot.matches('editing') && snapshot.context.request !== null,
    )
    expect(actor.getSnapshot().context.fieldErrors.map((error) => error.field)).toEqual(['version'])
    expect(api.createFirmware).not.toHaveBeenCalled()
  })

  it('rolls back when the upload fails, with the failure kept', async () => {
    const refused = new ApiError('http', 'no', 500, null)
    const api = fakeApi({ uploadToStorage: vi.fn(async () => Promise.reject(refused)) })
    const actor = start(api)
    actor.send({ type: 'upload.submit', request })
    await waitFor(actor, (snapshot) => snapshot.matches('rolledBack'))
    expect(api.deleteFirmware).toHaveBeenCalledWith('truck-reader', 41)
    expect(actor.getSnapshot().context.cancelled).toBe(false)
  })

  it('aborts the transfer on cancel, without reporting the abort as a failure', async () => {
    let signal: AbortSignal | undefined
    const api = fakeApi({
      uploadToStorage: vi.fn(
        (_url, _file, options) =>
          new Promise<void>((_resolve, reject) => {
            signal = options?.signal
            signal?.addEventListener('abort', () => reject(new DOMException('x', 'AbortError')))
          }),
      ),
    })
    const actor = start(api)
    actor.send({ type: 'upload.submit', request })
    await waitFor(actor, (snapshot) => snapshot.hasTag('uploading'))
    actor.send({ type: 'upload.cancel' })
    expect(signal?.aborted).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.matches('rolledBack'))
    expect(actor.getSnapshot().context.cancelled).toBe(true)
    expect(api.deleteFirmware).toHaveBeenCalledWith('truck-reader', 41)
  })
})
