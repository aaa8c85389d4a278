/**
 * Reader firmware (ADMIN-7.11): the versions per reader type, and the two-step upload
 * (ask the API for a signed upload address, then send the file to the storage service).
 */
import type { FirmwareType } from '@/domain/enums'
import { publishChange, publishing } from '../changes'
import { del, get, post } from '../http'
import { ApiError, required } from '../errors'
import type { BodyOf, Firmware, ListResponse, QueryOf, UploadUrl } from '../types'

export type FirmwareQuery = QueryOf<'listFirmware'>

export type FirmwareCommand = BodyOf<'createFirmware'>

export const listFirmware = async (type: FirmwareType, query: FirmwareQuery = {}) =>
  get<ListResponse<Firmware>>(`/v2/Firmware/${required(type, 'type', 'listFirmware')}`, {
    ...query,
  })

export const createFirmware = async (type: FirmwareType, command: FirmwareCommand) =>
  publishing(
    post<Firmware>(`/v2/Firmware/${required(type, 'type', 'createFirmware')}`, command),
    (firmware) => ({ resource: 'firmware', id: firmware.id, kind: 'created' }),
  )

export const getFirmware = async (type: FirmwareType, id: number) =>
  get<Firmware>(
    `/v2/Firmware/${required(type, 'type', 'getFirmware')}/${required(id, 'id', 'getFirmware')}`,
  )

export const deleteFirmware = async (type: FirmwareType, id: number) =>
  publishing(
    del(
      `/v2/Firmware/${required(type, 'type', 'deleteFirmware')}/${required(id, 'id', 'deleteFirmware')}`,
    ),
    () => ({ resource: 'firmware', id, kind: 'deleted' }),
  )

export const requestFirmwareUploadUrl = async (type: FirmwareType, id: number) =>
  get<UploadUrl>(
    `/v2/Firmware/${required(type, 'type', 'requestFirmwareUploadUrl')}/${required(id, 'id', 'requestFirmwareUploadUrl')}/RequestUploadUrl`,
  )

export const getLatestFirmware = async (type: FirmwareType) =>
  get<Firmware>(`/v2/Firmware/${required(type, 'type', 'getLatestFirmware')}/latest`)

export interface StorageUploadOptions {
  /** Bytes sent so far of the total, as the browser reports them, and once more at the end. */
  onProgress?: (sent: number, total: number) => void
  /** Aborting stops the transfer; the promise then rejects with an `AbortError`. */
  signal?: AbortSignal
}

/**
 * Sends the file to the storage service with the method, address and headers the API returned.
 * This is the one call that bypasses src/api/http.ts: the storage service is not our API and
 * authorises by the signed address, so it must get neither the bearer token nor the API base.
 * XMLHttpRequest rather than fetch: only it reports the upload's progress. A stored file is a
 * change of its version (its download appears): published, without the version's id, which the
 * signed address does not say.
 */
export function uploadToStorage(
  uploadUrl: UploadUrl,
  file: Blob,
  { onProgress, signal }: StorageUploadOptions = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'))
      return
    }
    const request = new XMLHttpRequest()
    request.open(uploadUrl.method, uploadUrl.url)
    for (const [name, value] of Object.entries(uploadUrl.headers)) {
      request.setRequestHeader(name, value)
    }
    // Said at once, not on the request's own abort event, which an intercepting layer (a
    // service worker, a test's mock) may never fire for a request it holds.
    const abort = () => {
      request.abort()
      reject(new DOMException('The upload was cancelled.', 'AbortError'))
    }
    signal?.addEventListener('abort', abort, { once: true })
    const settle = () => signal?.removeEventListener('abort', abort)
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total)
    })
    request.addEventListener('load', () => {
      settle()
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(file.size, file.size)
        publishChange({ resource: 'firmware', id: null, kind: 'updated' })
        resolve()
      } else {
        const message = `The storage service refused the upload with status ${request.status}.`
        reject(new ApiError('http', message, request.status, null))
      }
    })
    request.addEventListener('error', () => {
      settle()
      reject(new ApiError('network', 'The storage service could not be reached.', null, null))
    })
    request.addEventListener('abort', settle)
    request.send(file)
  })
}
