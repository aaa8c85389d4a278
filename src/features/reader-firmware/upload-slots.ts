/**
 * Where the firmware uploads live: one firmware-upload machine per reader type, held by the
 * firmware page, which stays mounted while the upload modal opens and closes (the list route and
 * the create route render the same page). An upload therefore outlives its modal: closing the
 * modal during a step (after the user confirmed) cancels it, and the machine rolls the record back
 * in the background, its result said by a toast, so no record is left without its file.
 *
 * A modal that opens shows the type's upload when it still runs or waits for the user (a failed
 * rollback to retry); otherwise a fresh one. The page hears every emitted event (`onEvent`) for
 * its toasts and the list's refetch, and whether the modal shows that upload (`attached`).
 *
 * Nothing stops these machines when the page goes (another area after a confirmed close): a
 * cancelled upload must still finish its rollback, and a create still running must still be
 * undone. They end by themselves; only their toasts are late.
 */
import { createActor, type Actor, type SnapshotFrom } from 'xstate'
import type { FirmwareType } from '@/domain/enums'
import type {
  FirmwareUploadEmitted,
  firmwareUploadMachine,
} from '@/machines/firmware-upload.machine'

type UploadMachine = typeof firmwareUploadMachine
export type UploadActor = Actor<UploadMachine>

export type UploadEventHandler = (
  type: FirmwareType,
  event: FirmwareUploadEmitted,
  attached: boolean,
) => void

/** An upload a new modal goes on with: one running, one awaiting a retry, or one not started. */
export function keepsUpload(snapshot: SnapshotFrom<UploadMachine>): boolean {
  return (
    snapshot.hasTag('busy') ||
    snapshot.hasTag('rollbackFailed') ||
    (snapshot.hasTag('editing') && snapshot.context.request === null)
  )
}

const EMITTED = [
  'upload.created',
  'upload.done',
  'upload.rolledBack',
  'upload.rollbackFailed',
] as const

export class UploadSlots {
  readonly #machine: UploadMachine
  readonly #onEvent: UploadEventHandler
  readonly #actors = new Map<FirmwareType, UploadActor>()
  readonly #attached = new Set<UploadActor>()

  constructor(machine: UploadMachine, onEvent: UploadEventHandler) {
    this.#machine = machine
    this.#onEvent = onEvent
  }

  /** The upload a modal opening for this type shows. */
  open(type: FirmwareType): UploadActor {
    const current = this.#actors.get(type)
    if (current && keepsUpload(current.getSnapshot())) return current
    current?.stop()
    const actor = createActor(this.#machine, { input: { type } })
    for (const name of EMITTED) {
      actor.on(name, (event) => this.#onEvent(type, event, this.#attached.has(actor)))
    }
    actor.start()
    this.#actors.set(type, actor)
    return actor
  }

  /** The modal shows this upload: its failures are said there, not by toasts. */
  attach(actor: UploadActor): void {
    this.#attached.add(actor)
  }

  /**
   * The modal closed. A step still running is cancelled: the machine rolls back what it created,
   * now in the background (or, while the form is still checked, stops before creating anything).
   */
  leave(actor: UploadActor): void {
    this.#attached.delete(actor)
    if (actor.getSnapshot().hasTag('busy')) actor.send({ type: 'upload.cancel' })
  }
}
