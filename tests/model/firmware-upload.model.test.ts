// Model-based test of the firmware upload (ADMIN-4.10): every state and
// transition, with each step's answer as an event: the form refused, the create refused, the
// address request failing, the upload's progress, end and failure, a cancel in each step, and
// the rollback succeeding or failing and tried again. The invariant is checked in every state:
// a record that exists is either done (its file sent) or on its way to being deleted, or its
// failed delete is said.
import { expect } from 'vitest'
import { firmwareUploadMachine } from '@/machines/firmware-upload.machine'
import {
  FIRMWARE,
  FIRMWARE_UPLOAD_MODEL,
  REQUEST,
  STORAGE_DOWN_MESSAGE,
  UPLOAD_URL,
} from './firmware-upload.samples'
import { runModel } from './harness'

runModel('firmware-upload', firmwareUploadMachine, {
  ...FIRMWARE_UPLOAD_MODEL,
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
      else expect([null, STORAGE_DOWN_MESSAGE]).toContain(errorMessage)
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
