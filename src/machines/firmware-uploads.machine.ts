/**
 * Where the firmware uploads live (ADMIN-4.10): one firmware-upload machine
 * (firmware-upload.machine.ts) per reader type, spawned by this one, which the firmware page
 * holds. The page stays mounted while the upload modal opens and closes (the list route and the
 * create route render the same page). An upload therefore outlives its modal: closing the modal
 * during a step (after the user confirmed) cancels it, and the upload rolls the record back in
 * the background, its result said by a toast, so no record is left without its file.
 *
 * A modal that opens (`uploads.open`) shows the type's upload when it still runs or waits for the
 * user (a failed rollback to retry, or a form not yet sent); otherwise the ended upload is
 * stopped and a fresh one spawned. While the modal shows it (`uploads.attach` until
 * `uploads.detach`), its failures are said there rather than by toasts. The modal's close
 * (`uploads.detach`) cancels a step still running: the upload rolls back what it created, now in
 * the background (or, while the form is still checked, stops before creating anything).
 *
 * A child's emitted events and snapshots reach no parent by themselves: each upload has a
 * listener (`listenToUpload`) that reports what the upload emits (`uploads.emitted`) and where
 * it now stands (`uploads.phase`, for the choices above). The machine emits the upload's events
 * again, with their reader type and whether the modal shows that upload (`attached`), for the
 * page's toasts (the list reloads by itself after each write, src/api/changes.ts).
 *
 * Nothing stops this machine when the page goes (another area after a confirmed close), so none
 * of its uploads is stopped: a cancelled upload must still finish its rollback, and a create still
 * running must still be undone. They end by themselves; only their toasts are late.
 *
 * Actor provided by the screen: `upload` (the firmware-upload machine with its own actors). There
 * is one state, `ready`: the uploads have no mode of their own, only one slot per reader type.
 */
import {
  assign,
  emit,
  enqueueActions,
  fromCallback,
  sendTo,
  setup,
  type ActorRefFrom,
  type EventObject,
  type SnapshotFrom,
} from 'xstate'
import type { FirmwareType } from '@/domain/enums'
import { firmwareUploadMachine, type FirmwareUploadEmitted } from './firmware-upload.machine'

export type FirmwareUploadActor = ActorRefFrom<typeof firmwareUploadMachine>

/**
 * Where an upload stands, as far as a modal opening or closing cares:
 * - `untouched`: its form was never sent; a new modal goes on with it.
 * - `busy`: a step runs (or its rollback); a new modal shows it, a close cancels it.
 * - `rollbackFailed`: the record stays without its file; a new modal offers the retry.
 * - `ended`: the last attempt ended (done, rolled back, or refused back to its form); a new modal
 *   starts afresh.
 */
export type UploadPhase = 'untouched' | 'busy' | 'rollbackFailed' | 'ended'

export function uploadPhase(snapshot: SnapshotFrom<typeof firmwareUploadMachine>): UploadPhase {
  if (snapshot.hasTag('busy')) return 'busy'
  if (snapshot.hasTag('rollbackFailed')) return 'rollbackFailed'
  if (snapshot.hasTag('editing') && snapshot.context.request === null) return 'untouched'
  return 'ended'
}

/** A reader type's upload. */
export interface UploadSlot {
  upload: FirmwareUploadActor
  phase: UploadPhase
  /** The modal shows this upload: its failures are said there, not by toasts. */
  attached: boolean
}

export interface FirmwareUploadsContext {
  /** The upload of each reader type a modal was opened for. */
  slots: Partial<Record<FirmwareType, UploadSlot>>
}

export type FirmwareUploadsEvent =
  /** A modal opens for the type: it shows the type's upload, a fresh one unless one is kept. */
  | { type: 'uploads.open'; firmwareType: FirmwareType }
  /** The modal shows the type's upload (mounted). */
  | { type: 'uploads.attach'; firmwareType: FirmwareType }
  /** The modal closed: it no longer shows the upload, and a step still running is cancelled. */
  | { type: 'uploads.detach'; firmwareType: FirmwareType }
  /** From the type's listener: the upload now stands elsewhere. */
  | { type: 'uploads.phase'; firmwareType: FirmwareType; phase: UploadPhase }
  /** From the type's listener: the upload emitted this. */
  | { type: 'uploads.emitted'; firmwareType: FirmwareType; event: FirmwareUploadEmitted }

/** An upload's emitted event, with its reader type and whether the modal shows that upload. */
export type FirmwareUploadsEmitted = FirmwareUploadEmitted & {
  firmwareType: FirmwareType
  attached: boolean
}

export interface ListenToUploadInput {
  firmwareType: FirmwareType
  upload: FirmwareUploadActor
}

const uploadId = (firmwareType: FirmwareType) => `upload:${firmwareType}`
const listenerId = (firmwareType: FirmwareType) => `listener:${firmwareType}`

type SlotParams = { firmwareType: FirmwareType }

/** The params of a slot's action or guard: the event's reader type. */
const slotOfEvent = ({ event }: { event: SlotParams }): SlotParams => ({
  firmwareType: event.firmwareType,
})

const withSlot = (
  slots: FirmwareUploadsContext['slots'],
  firmwareType: FirmwareType,
  change: Partial<UploadSlot>,
): FirmwareUploadsContext['slots'] => {
  const slot = slots[firmwareType]
  return slot ? { ...slots, [firmwareType]: { ...slot, ...change } } : slots
}

export const firmwareUploadsMachine = setup({
  types: {
    context: {} as FirmwareUploadsContext,
    events: {} as FirmwareUploadsEvent,
    emitted: {} as FirmwareUploadsEmitted,
  },
  actors: {
    /** One reader type's upload; the screen provides it with its actors. */
    upload: firmwareUploadMachine,
    /** Reports what its upload emits and each change of its phase; stopping it stops listening. */
    listenToUpload: fromCallback<EventObject, ListenToUploadInput>(({ input, sendBack }) => {
      const { firmwareType, upload } = input
      const emitted = upload.on('*', (event) =>
        sendBack({ type: 'uploads.emitted', firmwareType, event }),
      )
      let phase = uploadPhase(upload.getSnapshot())
      const changes = upload.subscribe((snapshot) => {
        const next = uploadPhase(snapshot)
        if (next === phase) return
        phase = next
        sendBack({ type: 'uploads.phase', firmwareType, phase })
      })
      return () => {
        emitted.unsubscribe()
        changes.unsubscribe()
      }
    }),
  },
  guards: {
    /** The type's upload is one a new modal goes on with: running, awaiting a retry, unsent. */
    keepsUpload: ({ context }, params: SlotParams) => {
      const slot = context.slots[params.firmwareType]
      return slot !== undefined && slot.phase !== 'ended'
    },
    isBusy: ({ context }, params: SlotParams) =>
      context.slots[params.firmwareType]?.phase === 'busy',
  },
  actions: {
    /** The type's ended upload (if any) and its listener go. */
    stopUpload: enqueueActions(({ context, enqueue }, params: SlotParams) => {
      const slot = context.slots[params.firmwareType]
      if (!slot) return
      enqueue.stopChild(slot.upload)
      enqueue.stopChild(listenerId(params.firmwareType))
    }),
    /** A fresh upload for the type, with its listener; no modal shows it yet. */
    startUpload: assign(({ context, spawn }, params: SlotParams) => {
      const { firmwareType } = params
      const upload = spawn('upload', { id: uploadId(firmwareType), input: { type: firmwareType } })
      spawn('listenToUpload', { id: listenerId(firmwareType), input: { firmwareType, upload } })
      return {
        slots: {
          ...context.slots,
          [firmwareType]: { upload, phase: 'untouched', attached: false },
        },
      }
    }),
    attach: assign(({ context }, params: SlotParams) => ({
      slots: withSlot(context.slots, params.firmwareType, { attached: true }),
    })),
    detach: assign(({ context }, params: SlotParams) => ({
      slots: withSlot(context.slots, params.firmwareType, { attached: false }),
    })),
    /** The upload rolls back what it created (or stops the check) in the background. */
    cancelUpload: sendTo(
      ({ context }, params: SlotParams) => context.slots[params.firmwareType]!.upload,
      { type: 'upload.cancel' },
    ),
    setPhase: assign(({ context }, params: SlotParams & { phase: UploadPhase }) => ({
      slots: withSlot(context.slots, params.firmwareType, { phase: params.phase }),
    })),
    /** The upload's event to the machine's own listeners (the page's toasts). */
    emitUploadEvent: emit((_, params: FirmwareUploadsEmitted) => params),
  },
}).createMachine({
  id: 'firmwareUploads',
  context: { slots: {} },
  initial: 'ready',
  states: {
    ready: {
      on: {
        'uploads.open': [
          // The modal shows the kept upload as it is.
          { guard: { type: 'keepsUpload', params: slotOfEvent } },
          // None yet, or an ended one: a fresh upload.
          {
            actions: [
              { type: 'stopUpload', params: slotOfEvent },
              { type: 'startUpload', params: slotOfEvent },
            ],
          },
        ],
        'uploads.attach': { actions: { type: 'attach', params: slotOfEvent } },
        'uploads.detach': [
          {
            guard: { type: 'isBusy', params: slotOfEvent },
            actions: [
              { type: 'detach', params: slotOfEvent },
              { type: 'cancelUpload', params: slotOfEvent },
            ],
          },
          { actions: { type: 'detach', params: slotOfEvent } },
        ],
        'uploads.phase': {
          actions: {
            type: 'setPhase',
            params: ({ event }) => ({ firmwareType: event.firmwareType, phase: event.phase }),
          },
        },
        'uploads.emitted': {
          actions: {
            type: 'emitUploadEvent',
            params: ({ context, event }) => ({
              ...event.event,
              firmwareType: event.firmwareType,
              attached: context.slots[event.firmwareType]?.attached ?? false,
            }),
          },
        },
        // An upload (or its listener) that broke, a bug: its steps' failures are its own
        // transitions. It ends alone, as the other reader types' uploads must go on.
        'xstate.error.actor.*': {},
      },
    },
  },
})

export type FirmwareUploadsActor = ActorRefFrom<typeof firmwareUploadsMachine>
