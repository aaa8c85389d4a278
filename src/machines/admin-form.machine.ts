/**
 * The form inside every administration modal route (ADMIN-2.16, ADMIN-5.15, ADMIN-8.1): test types,
 * substances, accounts, users, subscriptions, terms admin, firmware. It loads what the form starts
 * from (the item for an edit, blank values and reference data for a create), lets the user edit,
 * submits the validated values, and on a refused save keeps the form as typed with the server's
 * field errors and first message. A saved item ends the machine.
 *
 * An edit is saved with the revision of the item it started from (`revision`: what `load`
 * answered carries it as `revision`, when the API gives one). When someone else saved the item
 * meanwhile the server refuses the save (409 with a `revision` field error): the machine loads
 * the item again (`reloading`) and goes to `conflict` with it in `theirs`, the form still as
 * typed; a save from there is based on their revision and replaces it knowingly.
 *
 * It is generic: the data, values and saved item are `unknown` here and typed by the React side
 * (src/ui/admin/AdminFormModal.tsx), which provides `load` and `save` (the area's endpoints) and
 * listens to the emitted `form.saved` / `form.rejected` (toasts, closing the modal route).
 * Closing a touched form is the modal-route machine's concern, not this one's.
 *
 * Tags the UI reads: `loading`, `failed` (the load's error flag, CORE-8.3), `notFound` (an
 * unknown id), `ready` (the form is shown), `submitting`, `rejected` (the last save was refused),
 * `conflict` (someone else saved the item meanwhile: `theirs`), `saved`.
 */
import { assign, emit, fromPromise, setup } from 'xstate'
import { ApiError, isStaleRevisionError } from '@/api/errors'
import type { FieldError } from '@/api/types'

export interface AdminFormInput {
  /** The item edited, or null for a create. */
  itemId: number | null
  /**
   * The form starts from a draft kept when the session ended (src/ui/form/drafts.ts): the revision
   * it was typed on, so a save still finds out what someone else changed since.
   */
  keptRevision?: number | null
}

export interface AdminFormContext {
  itemId: number | null
  /** What `load` answered: the form's starting point. */
  data: unknown
  /** The values of the last submit: a server error on a field holds until that field changes. */
  submitted: unknown
  /** The field errors of the last refused save (empty when the refusal named no field). */
  fieldErrors: FieldError[]
  /** The first server error message of the last refused save (the toast), or null. */
  errorMessage: string | null
  /** The revision of the item the form started from, or of theirs after a conflict. */
  revision: number | null
  /** The revision of a kept draft the form starts from (undefined: no draft). */
  keptRevision: number | null | undefined
  /** The item as someone else saved it while this form was open (after a refused save). */
  theirs: unknown
}

export type AdminFormEvent =
  /** The form's values passed its own validation: save them. */
  | { type: 'form.submit'; values: unknown }
  /** Load again after a failed load. */
  | { type: 'form.retry' }

export type AdminFormEmitted =
  | { type: 'form.saved'; item: unknown; created: boolean }
  | { type: 'form.rejected'; message: string; fieldErrors: FieldError[] }

/** The field errors and first message of a refused save, whatever the error was. */
export function describeSaveError(error: unknown): {
  message: string
  fieldErrors: FieldError[]
} {
  if (error instanceof ApiError) {
    const fieldErrors = error.body?.errors ?? []
    const message = fieldErrors[0]?.message || error.body?.message || error.message
    return { message, fieldErrors }
  }
  return { message: error instanceof Error ? error.message : String(error), fieldErrors: [] }
}

export const isNotFoundError = (error: unknown) => error instanceof ApiError && error.status === 404

/** The revision what `load` answered carries (an item, or null for a create). */
export const revisionIn = (data: unknown): number | null => {
  const revision = (data as { revision?: unknown } | null)?.revision
  return typeof revision === 'number' ? revision : null
}

export const adminFormMachine = setup({
  types: {
    input: {} as AdminFormInput,
    context: {} as AdminFormContext,
    events: {} as AdminFormEvent,
    emitted: {} as AdminFormEmitted,
  },
  actors: {
    /** The form's starting point: the item for an edit, blank values (and lookups) for a create. */
    load: fromPromise<unknown, { itemId: number | null }>(async () => {
      throw new Error('load is provided by the area')
    }),
    /**
     * Saves the values (POST for a create, PATCH for an edit); answers the saved item. `data` is
     * what was loaded (or reloaded after a stale save), for a body that also carries fields the
     * form does not edit (a site's name beside its test types: ADMIN-7.5).
     */
    save: fromPromise<
      unknown,
      { itemId: number | null; values: unknown; revision: number | null; data: unknown }
    >(async () => {
      throw new Error('save is provided by the area')
    }),
  },
  guards: {
    isNotFound: (_, params: { error: unknown }) => isNotFoundError(params.error),
    isStale: (_, params: { error: unknown }) => isStaleRevisionError(params.error),
  },
  actions: {
    /** The failed save's (or reload's) error, from the actor's error event. */
    refuse: assign(({ event }) => {
      const { message, fieldErrors } = describeSaveError((event as { error?: unknown }).error)
      return { errorMessage: message, fieldErrors }
    }),
    announceRefusal: emit(({ context }) => ({
      type: 'form.rejected' as const,
      message: context.errorMessage ?? '',
      fieldErrors: context.fieldErrors,
    })),
    startSubmit: assign((_, params: { values: unknown }) => ({
      submitted: params.values,
      fieldErrors: [],
      errorMessage: null,
    })),
  },
}).createMachine({
  id: 'adminForm',
  context: ({ input }) => ({
    itemId: input.itemId,
    data: null,
    submitted: null,
    fieldErrors: [],
    errorMessage: null,
    revision: null,
    keptRevision: input.keptRevision,
    theirs: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ itemId: context.itemId }),
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => ({
            data: event.output,
            revision:
              context.keptRevision === undefined ? revisionIn(event.output) : context.keptRevision,
          })),
        },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
          },
          { target: 'loadFailed' },
        ],
      },
    },
    loadFailed: {
      tags: ['failed'],
      on: { 'form.retry': 'loading' },
    },
    notFound: {
      tags: ['notFound'],
    },
    editing: {
      tags: ['ready'],
      on: {
        'form.submit': {
          target: 'submitting',
          actions: { type: 'startSubmit', params: ({ event }) => ({ values: event.values }) },
        },
      },
    },
    submitting: {
      tags: ['ready', 'submitting'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({
          itemId: context.itemId,
          values: context.submitted,
          revision: context.revision,
          // After a conflict the save is based on theirs, as its revision is.
          data: context.theirs ?? context.data,
        }),
        onDone: {
          target: 'saved',
          actions: emit(({ context, event }) => ({
            type: 'form.saved' as const,
            item: event.output,
            created: context.itemId === null,
          })),
        },
        onError: [
          // Someone else saved it meanwhile: load theirs to show beside what was typed.
          {
            guard: { type: 'isStale', params: ({ event }) => ({ error: event.error }) },
            target: 'reloading',
          },
          {
            target: 'rejected',
            actions: ['refuse', 'announceRefusal'],
          },
        ],
      },
    },
    reloading: {
      tags: ['ready', 'submitting'],
      invoke: {
        id: 'reload',
        src: 'load',
        input: ({ context }) => ({ itemId: context.itemId }),
        onDone: {
          target: 'conflict',
          actions: assign(({ event }) => ({
            theirs: event.output,
            revision: revisionIn(event.output),
          })),
        },
        onError: {
          target: 'rejected',
          actions: ['refuse', 'announceRefusal'],
        },
      },
    },
    /** The form as typed, theirs beside it: a save now is based on theirs. */
    conflict: {
      tags: ['ready', 'conflict'],
      on: {
        'form.submit': {
          target: 'submitting',
          actions: { type: 'startSubmit', params: ({ event }) => ({ values: event.values }) },
        },
      },
    },
    /** The last save was refused: the form stays as typed, the server's errors on its fields. */
    rejected: {
      tags: ['ready', 'rejected'],
      on: {
        'form.submit': {
          target: 'submitting',
          actions: { type: 'startSubmit', params: ({ event }) => ({ values: event.values }) },
        },
      },
    },
    saved: {
      tags: ['saved'],
      type: 'final',
    },
  },
})
