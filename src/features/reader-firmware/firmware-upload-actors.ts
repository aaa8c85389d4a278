/**
 * The firmware-upload machine's actors for the screen (src/machines/firmware-upload.machine.ts):
 * the form's rules against the latest version of the reader type, the API calls, and the upload
 * to the storage service with progress and abort. The calls are arguments so the tests can stand
 * in for them.
 */
import { fromCallback, fromPromise, type EventObject } from 'xstate'
import { ValidationError } from 'yup'
import {
  createFirmware,
  deleteFirmware,
  getLatestFirmware,
  requestFirmwareUploadUrl,
  uploadToStorage,
} from '@/api/endpoints/firmware'
import { ApiError } from '@/api/errors'
import type { FieldError, Firmware } from '@/api/types'
import type { FirmwareType } from '@/domain/enums'
import { firmwareFileError, firmwareSchema } from '@/domain/validation/firmware'
import {
  FirmwareValidationError,
  type FirmwareUploadRequest,
  type UploadFileInput,
} from '@/machines/firmware-upload.machine'

export interface FirmwareApi {
  getLatestFirmware: typeof getLatestFirmware
  createFirmware: typeof createFirmware
  requestFirmwareUploadUrl: typeof requestFirmwareUploadUrl
  uploadToStorage: typeof uploadToStorage
  deleteFirmware: typeof deleteFirmware
}

const API: FirmwareApi = {
  getLatestFirmware,
  createFirmware,
  requestFirmwareUploadUrl,
  uploadToStorage,
  deleteFirmware,
}

/**
 * The latest version of a reader type, or null when there is none (404). When it cannot be read
 * (the network), null too: the API checks the version again on create and answers with the same
 * field error, so the user is not stopped by a check the server repeats.
 */
export async function latestVersion(
  type: FirmwareType,
  api: Pick<FirmwareApi, 'getLatestFirmware'> = API,
): Promise<string | null> {
  try {
    return (await api.getLatestFirmware(type)).version
  } catch (error) {
    if (error instanceof ApiError) return null
    throw error
  }
}

/** The form's refusals of a request, given the latest version (ADMIN-5.14). */
export function uploadFieldErrors(
  request: FirmwareUploadRequest,
  latest: string | null,
): FieldError[] {
  const errors: FieldError[] = []
  try {
    firmwareSchema(latest).validateSync(
      { version: request.version, description: request.description },
      { abortEarly: false },
    )
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    for (const leaf of error.inner.length > 0 ? error.inner : [error]) {
      const code = String(leaf.message)
      errors.push({ field: leaf.path ?? '', code, message: code })
    }
  }
  const fileCode = firmwareFileError(request.file)
  if (fileCode) errors.push({ field: 'file', code: fileCode, message: fileCode })
  return errors
}

/** The create command of a request: its trimmed version and description. */
export const firmwareCommand = (request: FirmwareUploadRequest) => ({
  version: request.version.trim(),
  description: request.description.trim(),
})

export function firmwareUploadActors(api: FirmwareApi = API) {
  return {
    validate: fromPromise<void, { type: FirmwareType; request: FirmwareUploadRequest }>(
      async ({ input }) => {
        const errors = uploadFieldErrors(input.request, await latestVersion(input.type, api))
        if (errors.length > 0) throw new FirmwareValidationError(errors)
      },
    ),
    createRecord: fromPromise<Firmware, { type: FirmwareType; request: FirmwareUploadRequest }>(
      ({ input }) => api.createFirmware(input.type, firmwareCommand(input.request)),
    ),
    requestUploadUrl: fromPromise(({ input }: { input: { type: FirmwareType; id: number } }) =>
      api.requestFirmwareUploadUrl(input.type, input.id),
    ),
    uploadFile: fromCallback<EventObject, UploadFileInput>(({ input, sendBack }) => {
      const controller = new AbortController()
      api
        .uploadToStorage(input.uploadUrl, input.file, {
          signal: controller.signal,
          onProgress: (sent, total) =>
            sendBack({ type: 'upload.progress', progress: { sent, total } }),
        })
        .then(
          () => sendBack({ type: 'upload.sent' }),
          // An abort is the machine leaving the state (a cancel): nothing more to say.
          (error: unknown) => {
            if (!controller.signal.aborted) sendBack({ type: 'upload.failed', error })
          },
        )
      return () => controller.abort()
    }),
    deleteRecord: fromPromise(({ input }: { input: { type: FirmwareType; id: number } }) =>
      api.deleteFirmware(input.type, input.id),
    ),
  }
}
