// Model-based test of the firmware upload (ADMIN-4.10): every state and
// transition, with each step's answer as an event: the form refused, the create refused, the
// address request failing, the upload's progress, end and failure, a cancel in each step, and
// the rollback succeeding or failing and tried again. The invariant is checked in every state:
// a record that exists is either done (its file sent) or on its way to being deleted, or its
// failed delete is said.
import { expect } from 'vitest'
import { ApiError } from '@/api/errors'
import type { UploadUrl } from '@/api/types'
import { firmwareUploadMachine, FirmwareValidationError } from '@/machines/firmware-upload.machine'
import { runModel } from './harness'
import { aFirmware } from '../helpers/builders'

const FIRMWARE = aFirmware()
const UPLOAD_URL: UploadUrl = { method: 'PUT', url: 'https://storage.example/31.zip', headers: {} }
const REQUEST = {
  version: '3.1.0',
  description: '',
  file: new File(['PK'], 'reader.zip', { type: 'application/zip' }),
}
const LOWER = { field: 'version', code: 'readerFirmware.versionNumberLowError', message: 'Lower' }
const STORAGE_DOWN = new ApiError('http', 'Server error', 500, {
  message: 'Internal error',
  errors: [{ field: '', code: 'storage', message: 'The storage account is not reachable.' }],
})

runModel('firmware-upload', firmwareUploadMachine, {
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
  states: {
    '*': (snapshot) => {
      // No record is left without its file unsaid.
      if (snapshot.context.firmware !== null) {
        const accounted =
          snapshot.matches('requestingUrl') ||
          snapshot.matches('uploading') ||
          snapshot.matches('rollingBack') ||
          snapshot.matches('rolledBack') ||
          snapshot.matches('rollbackFailed') ||
          snapshot.matches('done')
        expect(accounted).toBe(true)
      }
    },
    editing: (snapshot) => {
      expect(snapshot.hasTag('editing')).toBe(true)
      expect(snapshot.hasTag('busy')).toBe(false)
      expect(snapshot.context.firmware).toBeNull()
    },
    validating: (snapshot) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(snapshot.context.request).toBe(REQUEST)
      expect(snapshot.context.fieldErrors).toEqual([])
    },
    creating: (snapshot) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(snapshot.context.firmware).toBeNull()
    },
    requestingUrl: (snapshot) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(snapshot.context.firmware).toEqual(FIRMWARE)
    },
    uploading: (snapshot) => {
      expect(snapshot.hasTag('uploading') && snapshot.hasTag('busy')).toBe(true)
      expect(snapshot.context.uploadUrl).toEqual(UPLOAD_URL)
    },
    rollingBack: (snapshot) => {
      expect(snapshot.hasTag('rollingBack') && snapshot.hasTag('busy')).toBe(true)
      expect(snapshot.context.firmware).toEqual(FIRMWARE)
    },
    rolledBack: (snapshot) => {
      expect(snapshot.hasTag('failed') && snapshot.hasTag('editing')).toBe(true)
      const { cancelled, errorMessage } = snapshot.context
      // A cancel is said as a cancel, a failure with the server's message or the generic one.
      if (cancelled) expect(errorMessage).toBeNull()
      else expect([null, 'The storage account is not reachable.']).toContain(errorMessage)
    },
    rollbackFailed: (snapshot) => {
      expect(snapshot.hasTag('rollbackFailed')).toBe(true)
      expect(snapshot.can({ type: 'upload.retryRollback' })).toBe(true)
    },
    done: (snapshot) => {
      expect(snapshot.hasTag('done')).toBe(true)
      expect(snapshot.status).toBe('done')
    },
  },
})
