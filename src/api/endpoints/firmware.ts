/**
 * Reader firmware (admin.md §7 "Firmware"): the versions per reader type, and the two-step upload
 * (ask the API for a signed upload address, then send the file to the storage service).
 */
import type { FirmwareType } from '@/domain/enums'
import { ApiError, del, get, post, required } from '../http'
import type { Firmware, ListResponse, PageQuery, UploadUrl } from '../types'

export type FirmwareQuery = PageQuery

export type FirmwareCommand = Pick<Firmware, 'version' | 'description'>

export const listFirmware = async (type: FirmwareType, query: FirmwareQuery = {}) =>
  get<ListResponse<Firmware>>(`/v2/Firmware/${required(type, 'type', 'listFirmware')}`, {
    ...query,
  })

export const createFirmware = async (type: FirmwareType, command: FirmwareCommand) =>
  post<Firmware>(`/v2/Firmware/${required(type, 'type', 'createFirmware')}`, command)

export const getFirmware = async (type: FirmwareType, id: number) =>
  get<Firmware>(
    `/v2/Firmware/${required(type, 'type', 'getFirmware')}/${required(id, 'id', 'getFirmware')}`,
  )

export const deleteFirmware = async (type: FirmwareType, id: number) =>
  del(
    `/v2/Firmware/${required(type, 'type', 'deleteFirmware')}/${required(id, 'id', 'deleteFirmware')}`,
  )

export const requestFirmwareUploadUrl = async (type: FirmwareType, id: number) =>
  get<UploadUrl>(
    `/v2/Firmware/${required(type, 'type', 'requestFirmwareUploadUrl')}/${required(id, 'id', 'requestFirmwareUploadUrl')}/RequestUploadUrl`,
  )

export const getLatestFirmware = async (type: FirmwareType) =>
  get<Firmware>(`/v2/Firmware/${required(type, 'type', 'getLatestFirmware')}/latest`)

/**
 * Sends the file to the storage service with the method, address and headers the API returned.
 * This is the one call that bypasses src/api/http.ts: the storage service is not our API and
 * authorises by the signed address, so it must get neither the bearer token nor the API base.
 */
export async function uploadToStorage(uploadUrl: UploadUrl, file: Blob): Promise<void> {
  let response: Response
  try {
    response = await fetch(uploadUrl.url, {
      method: uploadUrl.method,
      headers: uploadUrl.headers,
      body: file,
    })
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    throw new ApiError(
      'network',
      `The storage service could not be reached (${detail}).`,
      null,
      null,
    )
  }
  if (!response.ok) {
    const message = `The storage service refused the upload with status ${response.status}.`
    throw new ApiError('http', message, response.status, null)
  }
}
