// Model-based test of the firmware page's uploads (ADMIN-4.10 "Firmware upload"): every state and
// transition for one reader type (the others are alike, each in its own slot; the unit tests keep
// them apart): a modal opening on no upload, a kept one (unsent, running, awaiting its retry) or
// an ended one, which is replaced; attaching and detaching, a close cancelling only a running
// step; the upload's phases and emitted events as its listener reports them (each event comes
// while the upload is busy, before its step ends), heard again with whether the modal shows it;
// and a broken upload ending alone. The listener reports a phase only when it changed.
import { expect } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import {
  firmwareUploadsMachine,
  type FirmwareUploadsContext,
  type FirmwareUploadsEmitted,
  type UploadSlot,
} from '@/machines/firmware-uploads.machine'
import { runModel } from './harness'
import { aFirmware } from '../helpers/builders'

const TYPE = 'desktop-reader'
const FIRMWARE = aFirmware()

const cancels: string[] = []
const emitted: FirmwareUploadsEmitted[] = []
const machine = firmwareUploadsMachine.provide({
  actions: {
    // The upload is a stand-in here (its own model tests it): only that it was told counts.
    cancelUpload: (_, params) => void cancels.push(params.firmwareType),
    emitUploadEvent: (_, params) => void emitted.push(params),
  },
})

/** The slot before the last event (the state assertions run after it). */
let previous: UploadSlot | undefined
let cancelsBefore = 0
let emittedBefore = 0

const slotOf = (snapshot: AnyMachineSnapshot) =>
  (snapshot.context as FirmwareUploadsContext).slots[TYPE]

runModel('firmware-uploads', machine, {
  events: [
    { type: 'uploads.open', firmwareType: TYPE },
    { type: 'uploads.attach', firmwareType: TYPE },
    { type: 'uploads.detach', firmwareType: TYPE },
    { type: 'uploads.phase', firmwareType: TYPE, phase: 'busy' },
    { type: 'uploads.phase', firmwareType: TYPE, phase: 'rollbackFailed' },
    { type: 'uploads.phase', firmwareType: TYPE, phase: 'ended' },
    {
      type: 'uploads.emitted',
      firmwareType: TYPE,
      event: { type: 'upload.created', firmware: FIRMWARE },
    },
    {
      type: 'uploads.emitted',
      firmwareType: TYPE,
      event: { type: 'upload.rolledBack', firmware: FIRMWARE, cancelled: true },
    },
    { type: `xstate.error.actor.upload:${TYPE}`, error: new Error('a bug') },
  ],
  filterEvents: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => {
    const slot = slotOf(snapshot)
    switch (event.type) {
      case 'uploads.open':
        return true
      case 'uploads.attach':
        return slot !== undefined && !slot.attached
      case 'uploads.phase':
        // A step starts from any rest; a busy upload ends or its rollback fails.
        if (slot === undefined) return false
        return slot.phase === 'busy' ? event.phase !== 'busy' : event.phase === 'busy'
      case 'uploads.emitted':
        return slot?.phase === 'busy'
      default:
        // Detach and a broken upload: only for an upload that exists.
        return slot !== undefined
    }
  },
  states: {
    ready: (snapshot, event) => {
      if (event.type === 'xstate.init') {
        // A new path (after a failed one, too): nothing before it counts.
        previous = undefined
        cancelsBefore = cancels.length
        emittedBefore = emitted.length
      }
      const slot = slotOf(snapshot)
      const newCancels = cancels.length - cancelsBefore
      const newEmitted = emitted.slice(emittedBefore)
      switch (event.type) {
        case 'xstate.init':
          expect(slot).toBeUndefined()
          break
        case 'uploads.open':
          if (previous !== undefined && previous.phase !== 'ended') {
            // Kept: the same upload, as it was.
            expect(slot).toBe(previous)
          } else {
            // None yet, or an ended one: a fresh upload, not shown until attached.
            expect(slot?.upload).not.toBe(previous?.upload)
            expect(slot).toMatchObject({ phase: 'untouched', attached: false })
            expect(slot?.upload.id).toBe(`upload:${TYPE}`)
          }
          break
        case 'uploads.attach':
          expect(slot).toEqual({ ...previous, attached: true })
          break
        case 'uploads.detach':
          expect(slot).toEqual({ ...previous, attached: false })
          // Only a running step is cancelled; anything else is left alone.
          expect(newCancels).toBe(previous?.phase === 'busy' ? 1 : 0)
          break
        case 'uploads.phase':
          expect(slot).toEqual({ ...previous, phase: event.phase })
          break
        case 'uploads.emitted':
          expect(slot).toBe(previous)
          expect(newEmitted).toEqual([
            { ...event.event, firmwareType: TYPE, attached: previous!.attached },
          ])
          break
        default:
          // A broken upload ends alone: the machine goes on, its slot as it was.
          expect(snapshot.status).toBe('active')
          expect(slot).toBe(previous)
      }
      if (event.type !== 'uploads.detach') expect(newCancels).toBe(0)
      if (event.type !== 'uploads.emitted') expect(newEmitted).toEqual([])
      previous = slot
      cancelsBefore = cancels.length
      emittedBefore = emitted.length
    },
  },
})
