import { describe, expect, it, vi } from 'vitest'
import { fromCallback, fromPromise, waitFor, type EventObject } from 'xstate'
import type { Firmware, UploadUrl } from '@/api/types'
import type { FirmwareType } from '@/domain/enums'
import {
  firmwareUploadMachine,
  type FirmwareUploadRequest,
  type UploadFileInput,
} from '@/machines/firmware-upload.machine'
import { UploadSlots } from './upload-slots'

const file = new File([new Uint8Array(4)], 'r.zip', { type: 'application/zip' })
const request = { version: '3.1.0', description: '', file }
const record = { id: 5, version: '3.1.0' } as Firmware

/** A machine whose upload never ends by itself (a stalled storage) and whose create waits. */
function machine(options: { uploadSucceeds?: boolean } = {}) {
  const deleted = vi.fn()
  const provided = firmwareUploadMachine.provide({
    actors: {
      validate: fromPromise<void, { type: FirmwareType; request: FirmwareUploadRequest }>(
        async () => undefined,
      ),
      createRecord: fromPromise(async () => record),
      requestUploadUrl: fromPromise(async () => ({}) as UploadUrl),
      uploadFile: fromCallback<EventObject, UploadFileInput>(({ sendBack }) => {
        if (options.uploadSucceeds) sendBack({ type: 'upload.sent' })
      }),
      deleteRecord: fromPromise<void, { type: FirmwareType; id: number }>(async ({ input }) => {
        deleted(input.id)
      }),
    },
  })
  return { provided, deleted }
}

describe('the uploads of the firmware page', () => {
  it('keeps a running upload for the next modal, and starts afresh after it ended', async () => {
    const { provided } = machine()
    const slots = new UploadSlots(provided, () => undefined)
    const first = slots.open('desktop-reader')
    // Opened twice before anything happened (React's strict mode): the same upload.
    expect(slots.open('desktop-reader')).toBe(first)
    expect(slots.open('truck-reader')).not.toBe(first)
    first.send({ type: 'upload.submit', request })
    await waitFor(first, (snapshot) => snapshot.hasTag('uploading'))
    expect(slots.open('desktop-reader')).toBe(first)
    first.send({ type: 'upload.cancel' })
    await waitFor(first, (snapshot) => snapshot.matches('rolledBack'))
    expect(slots.open('desktop-reader')).not.toBe(first)
  })

  it('cancels a running upload when its modal closes, and says the rollback by a toast', async () => {
    const { provided, deleted } = machine()
    const heard = vi.fn()
    const slots = new UploadSlots(provided, heard)
    const actor = slots.open('desktop-reader')
    slots.attach(actor)
    actor.send({ type: 'upload.submit', request })
    await waitFor(actor, (snapshot) => snapshot.hasTag('uploading'))
    expect(heard).toHaveBeenCalledWith(
      'desktop-reader',
      { type: 'upload.created', firmware: record },
      true,
    )
    slots.leave(actor)
    await waitFor(actor, (snapshot) => snapshot.matches('rolledBack'))
    expect(deleted).toHaveBeenCalledWith(5)
    expect(heard).toHaveBeenLastCalledWith(
      'desktop-reader',
      { type: 'upload.rolledBack', firmware: record, cancelled: true },
      false,
    )
  })

  it('creates nothing when the modal closed during the check', async () => {
    const { provided, deleted } = machine({})
    const heard = vi.fn()
    const slots = new UploadSlots(provided, heard)
    const actor = slots.open('truck-reader')
    actor.send({ type: 'upload.submit', request })
    expect(actor.getSnapshot().matches('validating')).toBe(true)
    slots.leave(actor)
    expect(actor.getSnapshot().matches('rolledBack')).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ firmware: null, cancelled: true })
    // The check's answer comes to a stopped check: still no record.
    await new Promise((settle) => setTimeout(settle, 10))
    expect(actor.getSnapshot().matches('rolledBack')).toBe(true)
    expect(deleted).not.toHaveBeenCalled()
    expect(heard).not.toHaveBeenCalled()
  })

  it('leaves an upload alone that is not running', async () => {
    const { provided } = machine({ uploadSucceeds: true })
    const heard = vi.fn()
    const slots = new UploadSlots(provided, heard)
    const actor = slots.open('truck-reader')
    slots.leave(actor)
    expect(actor.getSnapshot().matches('editing')).toBe(true)
    slots.attach(actor)
    actor.send({ type: 'upload.submit', request })
    await waitFor(actor, (snapshot) => snapshot.matches('done'))
    expect(heard).toHaveBeenLastCalledWith(
      'truck-reader',
      { type: 'upload.done', firmware: record },
      true,
    )
    slots.leave(actor)
    expect(actor.getSnapshot().matches('done')).toBe(true)
  })
})
