/**
 * The sample input and events of the firmware-upload model: a form sent, each step's answer
 * (the form refused, the create refused, the address request failing, the upload's progress, end
 * and failure), a cancel in each step, and the rollback succeeding or failing and tried again.
 * Shared by tests/model/firmware-upload.model.test.ts and the Playwright spec that drives the same
 * paths through the upload modal (tests/e2e/paths/firmware-upload.paths.spec.ts).
 */
import { ApiError } from '@/api/errors'
import type { UploadUrl } from '@/api/types'
import { FirmwareValidationError } from '@/machines/firmware-upload.machine'
import { aFirmware } from '../helpers/builders'
import type { ModelOptions } from './paths'

export const FIRMWARE = aFirmware()
export const UPLOAD_URL: UploadUrl = {
  method: 'PUT',
  url: 'https://storage.example/31.zip',
  headers: {},
}
export const REQUEST = {
  version: '3.1.0',
  description: '',
  file: new File(['PK'], 'reader.zip', { type: 'application/zip' }),
}
/** The field error of a version lower than the latest (the form's check, or the server's). */
export const LOWER = {
  field: 'version',
  code: 'readerFirmware.versionNumberLowError',
  message: 'Lower',
}
export const STORAGE_DOWN_MESSAGE = 'The storage account is not reachable.'
const STORAGE_DOWN = new ApiError('http', 'Server error', 500, {
  message: 'Internal error',
  errors: [{ field: '', code: 'storage', message: STORAGE_DOWN_MESSAGE }],
})

/** The model: `runModel('firmware-upload', …)` and `serializablePaths(…)` alike. */
export const FIRMWARE_UPLOAD_MODEL = {
  input: { type: 'desktop-reader' },
  events: [
    { type: 'upload.submit', request: REQUEST },
    { type: 'xstate.done.actor.validate' },
    { type: 'xstate.error.actor.validate', error: new FirmwareValidationError([LOWER]) },
    { type: 'xstate.done.actor.createRecord', output: FIRMWARE },
    {
      type: 'xstate.error.actor.createRecord',
      error: new ApiError('http', 'Bad request', 400, { message: 'Invalid', errors: [LOWER] }),
    },
    { type: 'xstate.done.actor.requestUploadUrl', output: UPLOAD_URL },
    { type: 'xstate.error.actor.requestUploadUrl', error: STORAGE_DOWN },
    { type: 'upload.progress', progress: { sent: 1, total: 2 } },
    { type: 'upload.sent' },
    { type: 'upload.failed', error: new Error('network down') },
    { type: 'upload.cancel' },
    { type: 'xstate.done.actor.deleteRecord' },
    { type: 'xstate.error.actor.deleteRecord', error: new Error('offline') },
    { type: 'upload.retryRollback' },
  ],
} satisfies ModelOptions
