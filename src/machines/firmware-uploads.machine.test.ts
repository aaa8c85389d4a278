/**
 * The uploads of the firmware page, with real firmware-upload machines as children: a running
 * upload (or one awaiting its retry) kept for the next modal and an ended one replaced; a close
 * cancelling the step under way, the rollback then said by a toast; and every child's event heard
 * again with its reader type and whether the modal shows that upload.
 */
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate'
import type { Firmware, UploadUrl } from '@/api/types'
import type { FirmwareType } from '@/domain/enums'
import {
  firmwareUploadMachine,
  FirmwareValidationError,
  type FirmwareUploadRequest,
  type UploadFileInput,
} from './firmware-upload.machine'
import { firmwareUploadsMachine, type FirmwareUploadsEmitted } from './firmware-uploads.machine'

const file = new File([new Uint8Array(4)], 'r.zip', { type: 'application/zip' })
const request = { version: '3.1.0', description: '', file }
const record = { id: 5, version: '3.1.0' } as Firmware

/**
 * The page's uploads with children whose upload never ends by itself (a stalled storage) unless
 * told to succeed, whose check passes unless told to refuse, and whose delete may fail.
 */
function start(
  options: { uploadSucceeds?: boolean; refuseForm?: boolean; deleteFails?: boolean } = {},
) {
  const deleted = vi.fn()
  const upload = firmwareUploadMachine.provide({
    actors: {
      validate: fromPromise<void, { type: FirmwareType; request: FirmwareUploadRequest }>(
        async () => {
          if (options.refuseForm) throw new FirmwareValidationError([])
        },
      ),
      createRecord: fromPromise(async () => record),
      requestUploadUrl: fromPromise(async () => ({}) as UploadUrl),
      uploadFile: fromCallback<EventObject, UploadFileInput>(({ sendBack }) => {
        if (options.uploadSucceeds) sendBack({ type: 'upload.sent' })
      }),
      deleteRecord: fromPromise<void, { type: FirmwareType; id: number }>(async ({ input }) => {
        if (options.deleteFails) throw new Error('offline')
        deleted(input.id)
      }),
    },
  })
  const uploads = createActor(firmwareUploadsMachine.provide({ actors: { upload } }))
  const heard = vi.fn<(event: FirmwareUploadsEmitted) => void>()
  uploads.on('*', heard)
  uploads.start()
  return {
    uploads,
    deleted,
    heard,
    /** What a modal opening for the type does: the upload it shows. */
    open(firmwareType: FirmwareType) {
      uploads.send({ type: 'uploads.open', firmwareType })
      return uploads.getSnapshot().context.slots[firmwareType]!.upload
    },
    attach: (firmwareType: FirmwareType) => uploads.send({ type: 'uploads.attach', firmwareType }),
    detach: (firmwareType: FirmwareType) => uploads.send({ type: 'uploads.detach', firmwareType }),
  }
}

describe('the uploads of the firmware page', () => {
  it('keeps a running upload for the next modal, and starts afresh after it ended', async () => {
    const { open } = start()
    const first = open('desktop-reader')
    // Opened twice before anything happened (React's strict mode): the same upload.
    expect(open('desktop-reader')).toBe(first)
    expect(open('truck-reader')).not.toBe(first)
    first.send({ type: 'upload.submit', request })
    await waitFor(first, (snapshot) => snapshot.hasTag('uploading'))
    expect(open('desktop-reader')).toBe(first)
    first.send({ type: 'upload.cancel' })
    await waitFor(first, (snapshot) => snapshot.matches('rolledBack'))
    const second = open('desktop-reader')
    expect(second).not.toBe(first)
    expect(second.getSnapshot().matches('editing')).toBe(true)
    // The ended upload is gone, not left running beside the new one.
    expect(first.getSnapshot().status).toBe('stopped')
  })

  it('cancels a running upload when its modal closes, and says the rollback by a toast', async () => {
    const { open, attach, detach, deleted, heard } = start()
    const actor = open('desktop-reader')
    attach('desktop-reader')
    actor.send({ type: 'upload.submit', request })
    await waitFor(actor, (snapshot) => snapshot.hasTag('uploading'))
    expect(heard).toHaveBeenCalledWith({
      type: 'upload.created',
      firmware: record,
      firmwareType: 'desktop-reader',
      attached: true,
    })
    detach('desktop-reader')
    await waitFor(actor, (snapshot) => snapshot.matches('rolledBack'))
    expect(deleted).toHaveBeenCalledWith(5)
    expect(heard).toHaveBeenLastCalledWith({
      type: 'upload.rolledBack',
      firmware: record,
      cancelled: true,
      firmwareType: 'desktop-reader',
      attached: false,
    })
  })

  it('creates nothing when the modal closed during the check', async () => {
    const { open, detach, deleted, heard } = start()
    const actor = open('truck-reader')
    actor.send({ type: 'upload.submit', request })
    expect(actor.getSnapshot().matches('validating')).toBe(true)
    detach('truck-reader')
    expect(actor.getSnapshot().matches('rolledBack')).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ firmware: null, cancelled: true })
    // The check's answer comes to a stopped check: still no record.
    await new Promise((settle) => setTimeout(settle, 10))
    expect(actor.getSnapshot().matches('rolledBack')).toBe(true)
    expect(deleted).not.toHaveBeenCalled()
    expect(heard).not.toHaveBeenCalled()
  })

  it('leaves an upload alone that is not running', async () => {
    const { open, attach, detach, heard } = start({ uploadSucceeds: true })
    const actor = open('truck-reader')
    detach('truck-reader')
    expect(actor.getSnapshot().matches('editing')).toBe(true)
    attach('truck-reader')
    actor.send({ type: 'upload.submit', request })
    await waitFor(actor, (snapshot) => snapshot.matches('done'))
    expect(heard).toHaveBeenLastCalledWith({
      type: 'upload.done',
      firmware: record,
      firmwareType: 'truck-reader',
      attached: true,
    })
    detach('truck-reader')
    expect(actor.getSnapshot().matches('done')).toBe(true)
    // Done is an end: the next modal starts afresh.
    expect(open('truck-reader')).not.toBe(actor)
  })

  it('keeps a failed rollback for the next modal, which offers the retry', async () => {
    const { open, attach, detach, heard } = start({ deleteFails: true })
    const actor = open('portable-reader-connect')
    attach('portable-reader-connect')
    actor.send({ type: 'upload.submit', request })
    await waitFor(actor, (snapshot) => snapshot.hasTag('uploading'))
    detach('portable-reader-connect')
    await waitFor(actor, (snapshot) => snapshot.matches('rollbackFailed'))
    // Said by a toast: the modal that showed it is closed.
    expect(heard).toHaveBeenLastCalledWith({
      type: 'upload.rollbackFailed',
      firmware: record,
      firmwareType: 'portable-reader-connect',
      attached: false,
    })
    expect(open('portable-reader-connect')).toBe(actor)
  })

  it('starts afresh after a refused form, and keeps each reader type’s upload apart', async () => {
    const { open, heard } = start({ refuseForm: true })
    const desktop = open('desktop-reader')
    const truck = open('truck-reader')
    desktop.send({ type: 'upload.submit', request })
    await waitFor(desktop, (snapshot) => snapshot.matches('editing'))
    expect(desktop.getSnapshot().context.request).toBe(request)
    const next = open('desktop-reader')
    expect(next).not.toBe(desktop)
    expect(next.getSnapshot().context.request).toBeNull()
    expect(open('truck-reader')).toBe(truck)
    expect(heard).not.toHaveBeenCalled()
  })
})
