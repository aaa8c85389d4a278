/**
 * The firmware upload: the three steps in order with progress; a refused form or create with
 * nothing to undo; and every way out after the record exists (the address request failing, the
 * upload failing, a cancel in each step) deleting the record, including a failed delete tried
 * again. The steps are held open (deferred answers) so that a cancel can arrive mid-step.
 */
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate'
import { ApiError } from '@/api/errors'
import type { Firmware, UploadUrl } from '@/api/types'
import {
  firmwareUploadMachine,
  FirmwareValidationError,
  firstServerMessage,
  type FirmwareUploadEmitted,
  type FirmwareUploadEvent,
  type FirmwareUploadRequest,
} from './firmware-upload.machine'
import { deferred } from '../../tests/helpers/deferred'
import { aFirmware } from '../../tests/helpers/builders'

const FIRMWARE = aFirmware({ description: 'Faster start-up' })
const UPLOAD_URL: UploadUrl = {
  method: 'PUT',
  url: 'https://storage.example/firmware/31.zip?sig=abc',
  headers: { 'Content-Type': 'application/zip' },
}
const REQUEST: FirmwareUploadRequest = {
  version: '3.1.0',
  description: 'Faster start-up',
  file: new File(['PK…'], 'reader-3.1.0.zip', { type: 'application/zip' }),
}
const SERVER_REFUSAL = new ApiError('http', 'Request failed with status code 500', 500, {
  message: 'Internal error',
  errors: [{ field: '', code: 'storage', message: 'The storage account is not reachable.' }],
})

function start() {
  const steps = {
    validate: deferred<void>(),
    create: deferred<Firmware>(),
    url: deferred<UploadUrl>(),
    remove: [deferred<void>(), deferred<void>()],
  }
  const calls: string[] = []
  let sendBack: ((event: EventObject) => void) | null = null
  const aborted = vi.fn()
  let uploadInput: unknown = null
  let removals = 0
  const machine = firmwareUploadMachine.provide({
    actors: {
      validate: fromPromise(async () => {
        calls.push('validate')
        return steps.validate.promise
      }),
      createRecord: fromPromise(async ({ input }) => {
        calls.push(`create ${input.type} ${input.request.version}`)
        return steps.create.promise
      }),
      requestUploadUrl: fromPromise(async ({ input }) => {
        calls.push(`url ${input.id}`)
        return steps.url.promise
      }),
      uploadFile: fromCallback(({ sendBack: send, input }) => {
        calls.push('upload')
        uploadInput = input
        sendBack = send
        return aborted
      }),
      deleteRecord: fromPromise(async ({ input }) => {
        calls.push(`delete ${input.id}`)
        return steps.remove[removals++]!.promise
      }),
    },
  })
  const actor = createActor(machine, { input: { type: 'truck-reader' } })
  const emitted: FirmwareUploadEmitted[] = []
  actor.on('*', (event) => void emitted.push(event))
  actor.start()
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  const state = () => actor.getSnapshot()
  return {
    actor,
    steps,
    calls,
    aborted,
    emitted,
    settle,
    state,
    upload: (event: FirmwareUploadEvent) => sendBack!(event),
    uploadInput: () => uploadInput,
    /** Submits and lets validation, the create and the address request succeed. */
    async reachUpload() {
      actor.send({ type: 'upload.submit', request: REQUEST })
      steps.validate.resolve()
      steps.create.resolve(FIRMWARE)
      steps.url.resolve(UPLOAD_URL)
      await settle()
      expect(state().value).toBe('uploading')
    },
  }
}

describe('firmware upload', () => {
  it('validates, creates the record, asks for the address and uploads the file with progress', async () => {
    const run = start()
    expect(run.state().hasTag('editing')).toBe(true)
    run.actor.send({ type: 'upload.submit', request: REQUEST })
    expect(run.state().value).toBe('validating')
    expect(run.state().hasTag('busy')).toBe(true)
    await run.reachUpload()
    expect(run.uploadInput()).toEqual({ uploadUrl: UPLOAD_URL, file: REQUEST.file })
    expect(run.state().hasTag('uploading')).toBe(true)
    run.upload({ type: 'upload.progress', progress: { sent: 512, total: 2048 } })
    expect(run.state().context.progress).toEqual({ sent: 512, total: 2048 })
    run.upload({ type: 'upload.sent' })
    expect(run.state().value).toBe('done')
    expect(run.state().status).toBe('done')
    expect(run.calls).toEqual(['validate', 'create truck-reader 3.1.0', 'url 31', 'upload'])
    expect(run.emitted).toEqual([
      { type: 'upload.created', firmware: FIRMWARE },
      { type: 'upload.done', firmware: FIRMWARE },
    ])
  })

  it('returns to the form with the field errors when the form is refused, creating nothing', async () => {
    const run = start()
    run.actor.send({ type: 'upload.submit', request: REQUEST })
    const refusal = [
      { field: 'version', code: 'readerFirmware.versionNumberLowError', message: 'Lower' },
    ]
    run.steps.validate.reject(new FirmwareValidationError(refusal))
    await run.settle()
    expect(run.state().value).toBe('editing')
    expect(run.state().context.fieldErrors).toEqual(refusal)
    expect(run.calls).toEqual(['validate'])
  })

  it('keeps the form and its field errors when the create is refused: nothing to roll back', async () => {
    const run = start()
    run.actor.send({ type: 'upload.submit', request: REQUEST })
    run.steps.validate.resolve()
    const lower = {
      field: 'version',
      code: 'readerFirmware.versionNumberLowError',
      message: 'Lower',
    }
    run.steps.create.reject(
      new ApiError('http', 'Bad request', 400, { message: 'Invalid', errors: [lower] }),
    )
    await run.settle()
    expect(run.state().value).toBe('editing')
    expect(run.state().context).toMatchObject({ fieldErrors: [lower], errorMessage: 'Lower' })
    expect(run.state().context.request).toBe(REQUEST)
    expect(run.calls).not.toContain('delete 31')
  })

  it('deletes the record when the address request fails, keeping the server message', async () => {
    const run = start()
    run.actor.send({ type: 'upload.submit', request: REQUEST })
    run.steps.validate.resolve()
    run.steps.create.resolve(FIRMWARE)
    run.steps.url.reject(SERVER_REFUSAL)
    await run.settle()
    expect(run.state().value).toBe('rollingBack')
    run.steps.remove[0]!.resolve()
    await run.settle()
    expect(run.state().value).toBe('rolledBack')
    expect(run.state().context).toMatchObject({
      errorMessage: 'The storage account is not reachable.',
      cancelled: false,
    })
    expect(run.calls).toEqual(['validate', 'create truck-reader 3.1.0', 'url 31', 'delete 31'])
    expect(run.emitted.at(-1)).toEqual({
      type: 'upload.rolledBack',
      firmware: FIRMWARE,
      cancelled: false,
    })
  })

  it('deletes the record when the upload fails; no server message means the generic one', async () => {
    const run = start()
    await run.reachUpload()
    run.upload({ type: 'upload.failed', error: new Error('network down') })
    expect(run.state().value).toBe('rollingBack')
    run.steps.remove[0]!.resolve()
    await run.settle()
    expect(run.state().value).toBe('rolledBack')
    expect(run.state().hasTag('failed')).toBe(true)
    expect(run.state().context.errorMessage).toBeNull()
  })

  it('aborts the transfer and deletes the record when the user cancels the upload', async () => {
    const run = start()
    await run.reachUpload()
    run.actor.send({ type: 'upload.cancel' })
    expect(run.aborted).toHaveBeenCalledTimes(1)
    expect(run.state().hasTag('rollingBack')).toBe(true)
    run.steps.remove[0]!.resolve()
    await run.settle()
    expect(run.state().context.cancelled).toBe(true)
    expect(run.emitted.at(-1)).toMatchObject({ type: 'upload.rolledBack', cancelled: true })
  })

  it('remembers a cancel during the create and rolls back as soon as the record exists', async () => {
    const run = start()
    run.actor.send({ type: 'upload.submit', request: REQUEST })
    run.steps.validate.resolve()
    await run.settle()
    run.actor.send({ type: 'upload.cancel' })
    expect(run.state().value).toBe('creating')
    run.steps.create.resolve(FIRMWARE)
    await run.settle()
    expect(run.state().value).toBe('rollingBack')
    expect(run.calls).toEqual(['validate', 'create truck-reader 3.1.0', 'delete 31'])
  })

  it('remembers a cancel during the address request and uploads nothing', async () => {
    const run = start()
    run.actor.send({ type: 'upload.submit', request: REQUEST })
    run.steps.validate.resolve()
    run.steps.create.resolve(FIRMWARE)
    await run.settle()
    run.actor.send({ type: 'upload.cancel' })
    run.steps.url.resolve(UPLOAD_URL)
    await run.settle()
    expect(run.state().value).toBe('rollingBack')
    expect(run.calls).not.toContain('upload')
  })

  it('says so when the rollback fails, and deletes on a second try', async () => {
    const run = start()
    await run.reachUpload()
    run.upload({ type: 'upload.failed', error: SERVER_REFUSAL })
    run.steps.remove[0]!.reject(new ApiError('network', 'offline', null, null))
    await run.settle()
    expect(run.state().value).toBe('rollbackFailed')
    expect(run.state().hasTag('rollbackFailed')).toBe(true)
    expect(run.emitted.at(-1)).toEqual({ type: 'upload.rollbackFailed', firmware: FIRMWARE })
    run.actor.send({ type: 'upload.retryRollback' })
    run.steps.remove[1]!.resolve()
    await run.settle()
    expect(run.state().value).toBe('rolledBack')
    expect(run.calls.filter((call) => call === 'delete 31')).toHaveLength(2)
  })

  it('starts a new attempt from a rolled-back one with nothing of the old one left', async () => {
    const run = start()
    await run.reachUpload()
    run.actor.send({ type: 'upload.cancel' })
    run.steps.remove[0]!.resolve()
    await run.settle()
    run.actor.send({ type: 'upload.submit', request: { ...REQUEST, version: '3.1.1' } })
    expect(run.state().value).toBe('validating')
    expect(run.state().context).toMatchObject({
      firmware: null,
      uploadUrl: null,
      cancelled: false,
      cancelRequested: false,
      progress: { sent: 0, total: 0 },
    })
  })
})

describe('firstServerMessage', () => {
  it('is the first error item’s message, or null for the generic text', () => {
    expect(firstServerMessage(SERVER_REFUSAL)).toBe('The storage account is not reachable.')
    expect(firstServerMessage(new ApiError('http', 'x', 500, { message: 'Only this' }))).toBeNull()
    expect(firstServerMessage(new Error('plain'))).toBeNull()
  })
})
