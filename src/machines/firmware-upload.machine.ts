/**
 * Uploading a reader firmware version (ADMIN-4.10, ADMIN-5.14, ADMIN-7.11): validate the
 * form against the latest version of the reader type, create the record (POST
 * /v2/Firmware/{type}), ask for the upload address (GET …/{id}/RequestUploadUrl: method, URL,
 * headers) and send the zip there with those headers and no bearer token, with progress.
 *
 * The rule this machine exists for: no path leaves a record without its file. Once the record
 * exists, every way out that is not `done` goes through `rollingBack`, which deletes it: the
 * address request failing, the upload failing, and the user cancelling (a cancel during the
 * create or the address request is remembered and taken as soon as the record is known; a cancel
 * while the form is checked ends the attempt at once, as nothing exists yet). If the
 * delete itself fails, `rollbackFailed` says so, the record is named, and the delete can be tried
 * again; the list is refetched either way, so it shows what the server holds.
 *
 * Errors: `errorMessage` is the first server error message when the server gave one (ADMIN-8.10:
 * "a server error array whose first item has a message shows that message"), otherwise null and
 * the UI shows readerFirmware.uploadFirmwareError. Field errors of a refused create (a version
 * that is not valid or lower than the latest) go to their fields, with the form kept.
 *
 * Actors provided by the screen: `validate` (the form's rules with the latest version, fetched at
 * submit time: someone may have uploaded meanwhile), `createRecord`, `requestUploadUrl`,
 * `uploadFile` (a callback actor sending `upload.progress`; stopping it aborts the transfer) and
 * `deleteRecord`. Emitted: `upload.created`, `upload.done`, `upload.rolledBack`,
 * `upload.rollbackFailed` (toasts and the list's refetch).
 *
 * Tags the UI reads: `editing` (the form is enabled), `busy` (a step runs: closing asks first),
 * `uploading` (the progress bar and Cancel), `rollingBack`, `failed` (the error is shown),
 * `rollbackFailed`, `done`; and `cancelRequested` in the context (Cancel was pressed during a step
 * that cannot be stopped: the rollback follows it).
 */
import { assign, emit, fromCallback, fromPromise, setup, type EventObject } from 'xstate'
import { ApiError } from '@/api/errors'
import type { FieldError, Firmware, UploadUrl } from '@/api/types'
import type { FirmwareType } from '@/domain/enums'

/** What the user submits: the form's values and the chosen file. */
export interface FirmwareUploadRequest {
  version: string
  description: string
  file: File
}

export interface UploadProgress {
  sent: number
  total: number
}

export interface FirmwareUploadContext {
  type: FirmwareType
  request: FirmwareUploadRequest | null
  /** The record created for this upload (what a rollback deletes). */
  firmware: Firmware | null
  uploadUrl: UploadUrl | null
  progress: UploadProgress
  /** The user cancelled while a step could not be stopped: roll back when it ends. */
  cancelRequested: boolean
  /** Why the last attempt ended without the file: the server's message, or null (generic). */
  errorMessage: string | null
  /** The last attempt ended because the user cancelled (not an error). */
  cancelled: boolean
  fieldErrors: FieldError[]
}

export type FirmwareUploadEvent =
  | { type: 'upload.submit'; request: FirmwareUploadRequest }
  /** From the `uploadFile` actor: how much of the file has been sent, and its end. */
  | { type: 'upload.progress'; progress: UploadProgress }
  | { type: 'upload.sent' }
  | { type: 'upload.failed'; error: unknown }
  | { type: 'upload.cancel' }
  /** Try the delete of a record whose rollback failed again. */
  | { type: 'upload.retryRollback' }

export type FirmwareUploadEmitted =
  | { type: 'upload.created'; firmware: Firmware }
  | { type: 'upload.done'; firmware: Firmware }
  | { type: 'upload.rolledBack'; firmware: Firmware; cancelled: boolean }
  | { type: 'upload.rollbackFailed'; firmware: Firmware }

/** A refusal of the form's own rules (the `validate` actor rejects with it). */
export class FirmwareValidationError extends Error {
  constructor(readonly fieldErrors: FieldError[]) {
    super('The firmware form has invalid fields.')
  }
}

/** The first server error message of a failed call (ADMIN-8.10), or null for the generic one. */
export function firstServerMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null
  return error.body?.errors?.[0]?.message || null
}

const fieldErrorsOf = (error: unknown): FieldError[] =>
  error instanceof FirmwareValidationError
    ? error.fieldErrors
    : error instanceof ApiError
      ? (error.body?.errors ?? []).filter((entry) => Boolean(entry.field))
      : []

const NO_PROGRESS: UploadProgress = { sent: 0, total: 0 }

export interface UploadFileInput {
  uploadUrl: UploadUrl
  file: File
}

export const firmwareUploadMachine = setup({
  types: {
    input: {} as { type: FirmwareType },
    context: {} as FirmwareUploadContext,
    events: {} as FirmwareUploadEvent,
    emitted: {} as FirmwareUploadEmitted,
  },
  actors: {
    validate: fromPromise<void, { type: FirmwareType; request: FirmwareUploadRequest }>(
      async () => {
        throw new Error('validate is provided by the screen')
      },
    ),
    createRecord: fromPromise<Firmware, { type: FirmwareType; request: FirmwareUploadRequest }>(
      async () => {
        throw new Error('createRecord is provided by the screen')
      },
    ),
    requestUploadUrl: fromPromise<UploadUrl, { type: FirmwareType; id: number }>(async () => {
      throw new Error('requestUploadUrl is provided by the screen')
    }),
    /** Sends `upload.progress` while it runs, then `upload.sent` or `upload.failed`. */
    uploadFile: fromCallback<EventObject, UploadFileInput>(() => {
      throw new Error('uploadFile is provided by the screen')
    }),
    deleteRecord: fromPromise<void, { type: FirmwareType; id: number }>(async () => {
      throw new Error('deleteRecord is provided by the screen')
    }),
  },
  guards: {
    cancelRequested: ({ context }) => context.cancelRequested,
  },
  actions: {
    /** A new attempt: what the last one left behind is forgotten. */
    startAttempt: assign((_, params: { request: FirmwareUploadRequest }) => ({
      request: params.request,
      firmware: null,
      uploadUrl: null,
      progress: NO_PROGRESS,
      cancelRequested: false,
      errorMessage: null,
      cancelled: false,
      fieldErrors: [],
    })),
    requestCancel: assign({ cancelRequested: true }),
    /** The step failed: keep the server's message for the error shown after the rollback. */
    keepFailure: assign((_, params: { error: unknown }) => ({
      errorMessage: firstServerMessage(params.error),
      cancelled: false,
    })),
    keepCancel: assign({ errorMessage: null, cancelled: true }),
    emitRolledBack: emit(({ context }) => ({
      type: 'upload.rolledBack' as const,
      firmware: context.firmware!,
      cancelled: context.cancelled,
    })),
  },
}).createMachine({
  id: 'firmwareUpload',
  context: ({ input }) => ({
    type: input.type,
    request: null,
    firmware: null,
    uploadUrl: null,
    progress: NO_PROGRESS,
    cancelRequested: false,
    errorMessage: null,
    cancelled: false,
    fieldErrors: [],
  }),
  initial: 'editing',
  states: {
    editing: {
      tags: ['editing'],
      on: {
        'upload.submit': {
          target: 'validating',
          actions: { type: 'startAttempt', params: ({ event }) => ({ request: event.request }) },
        },
      },
    },
    validating: {
      tags: ['busy'],
      invoke: {
        id: 'validate',
        src: 'validate',
        input: ({ context }) => ({ type: context.type, request: context.request! }),
        onDone: 'creating',
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({ fieldErrors: fieldErrorsOf(event.error) })),
        },
      },
      // Nothing exists on the server yet: the check stops and the form says it was cancelled.
      on: { 'upload.cancel': { target: 'rolledBack', actions: 'keepCancel' } },
    },
    /** Nothing to roll back yet: a refused create returns to the form, as typed. */
    creating: {
      tags: ['busy'],
      invoke: {
        id: 'createRecord',
        src: 'createRecord',
        input: ({ context }) => ({ type: context.type, request: context.request! }),
        onDone: [
          {
            guard: 'cancelRequested',
            target: 'rollingBack',
            actions: [assign({ firmware: ({ event }) => event.output }), 'keepCancel'],
          },
          {
            target: 'requestingUrl',
            actions: [
              assign({ firmware: ({ event }) => event.output }),
              emit(({ event }) => ({ type: 'upload.created' as const, firmware: event.output })),
            ],
          },
        ],
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({
            fieldErrors: fieldErrorsOf(event.error),
            errorMessage: firstServerMessage(event.error),
            cancelled: false,
          })),
        },
      },
      on: { 'upload.cancel': { actions: 'requestCancel' } },
    },
    requestingUrl: {
      tags: ['busy'],
      invoke: {
        id: 'requestUploadUrl',
        src: 'requestUploadUrl',
        input: ({ context }) => ({ type: context.type, id: context.firmware!.id }),
        onDone: [
          { guard: 'cancelRequested', target: 'rollingBack', actions: 'keepCancel' },
          {
            target: 'uploading',
            actions: assign({ uploadUrl: ({ event }) => event.output }),
          },
        ],
        onError: {
          target: 'rollingBack',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: { 'upload.cancel': { actions: 'requestCancel' } },
    },
    uploading: {
      tags: ['busy', 'uploading'],
      invoke: {
        id: 'uploadFile',
        src: 'uploadFile',
        input: ({ context }) => ({ uploadUrl: context.uploadUrl!, file: context.request!.file }),
      },
      on: {
        'upload.progress': {
          actions: assign({ progress: ({ event }) => event.progress }),
        },
        'upload.sent': {
          target: 'done',
          actions: emit(({ context }) => ({
            type: 'upload.done' as const,
            firmware: context.firmware!,
          })),
        },
        'upload.failed': {
          target: 'rollingBack',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
        // Leaving the state stops the callback actor, which aborts the transfer.
        'upload.cancel': { target: 'rollingBack', actions: 'keepCancel' },
      },
    },
    rollingBack: {
      tags: ['busy', 'rollingBack'],
      invoke: {
        id: 'deleteRecord',
        src: 'deleteRecord',
        input: ({ context }) => ({ type: context.type, id: context.firmware!.id }),
        onDone: { target: 'rolledBack', actions: 'emitRolledBack' },
        onError: {
          target: 'rollbackFailed',
          actions: emit(({ context }) => ({
            type: 'upload.rollbackFailed' as const,
            firmware: context.firmware!,
          })),
        },
      },
    },
    /**
     * Nothing of the attempt is left on the server (the record deleted again, or never created:
     * a cancel while the form was checked): the form is as typed, with the error or cancel said.
     */
    rolledBack: {
      tags: ['editing', 'failed'],
      on: {
        'upload.submit': {
          target: 'validating',
          actions: { type: 'startAttempt', params: ({ event }) => ({ request: event.request }) },
        },
      },
    },
    /** The record stays without its file: said, and the delete can be tried again. */
    rollbackFailed: {
      tags: ['failed', 'rollbackFailed'],
      on: { 'upload.retryRollback': 'rollingBack' },
    },
    done: {
      tags: ['done'],
      type: 'final',
    },
  },
})
