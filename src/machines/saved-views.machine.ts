/**
 * The signed-in user's saved views (CORE-3.6, CORE-4.8, CORE-7.3: GET and
 * PUT /v2/Users/me/views): loads the list, then creates (the new view goes first), edits in
 * place, renames, reorders and deletes (after a confirmation) views. Every change sends the
 * whole list with `lastUpdated`, the stamp of the list it was made on, and the list is also kept
 * in localStorage per user (`milk-safety.views.<userId>`), views and columns together.
 *
 * Three parallel regions:
 * - `list`: loading → ready ⇄ saving, confirmingDelete before a deletion, deleted after it. The
 *   list shown changes at once (a reorder does not jump back while it saves); the last list the
 *   server accepted is kept beside it, and a failed save puts it back (`userViewsError`) with
 *   the failure, and the server's field errors for the changed view, in `error`. A failed load
 *   falls back to the copy in localStorage (or no views) and flags `loadFailed`; `views.reload`
 *   tries again. A deletion shows its success message for 1200 ms (tag `deleted`), then goes
 *   back to the Default view (`goToDefault`). A save the server refuses as stale (409: another
 *   tab or device saved since) reloads the list (`saving.reloading`) and makes the change again
 *   on it (`rebaseChange`), at most MAX_REBASES times; the toast then says so. When the view the
 *   change was about is gone there, the current list shows and the failure is `stale`: the
 *   field or editor keeps what was typed. No save can delete a view its tab never saw.
 * - `rename`: the views bar's inline rename. `rename.start` opens it on a view with its name,
 *   `rename.change` is the text typed, `rename.cancel` closes it. `rename.submit` refuses a
 *   missing or blank name (`editing.invalid`, the code in `rename.error`), closes on an
 *   unchanged one, and otherwise, when no other change is saving, is saved as a rename (the
 *   list region takes the same event) while the field waits (`submitted`): saved, it closes;
 *   refused, the field is editable again as typed, with the server's name error if it gave one.
 *   When its view was deleted elsewhere meanwhile (the refusal is `stale`), the field stays as
 *   typed with the view it opened on (`rename.view`): submitted, the name is saved as a new view
 *   with that view's filters and columns; cancelled, it is discarded.
 * - `editor`: the view editor's save. `editor.open` and `editor.close` follow the form;
 *   `editor.submit` (its validated draft) is saved as a create or an update when no other change
 *   is saving (the list region takes the same event), then `submitting` → `saved` (the view
 *   shows in the list) or `editing.refused`: the form stays as typed and may submit again; the
 *   failure, with the server's name error and the name it refused, is in `error`. An editor
 *   closed while its save is on its way and opened again (for another view, or a new one) is not
 *   disturbed by that save's answer: the view is saved and listed but not shown (`showView`).
 * `view.create`, `view.update` and `view.rename` stay the list's own events (no field waits).
 *
 * The React side provides the actors (`loadViews`, `saveViews`), the notifications
 * (`notifyCreated`, `notifyUpdated`, `notifyFailed`) and the navigation (`showView` after the
 * editor saved a view, unless an editor opened since is on screen; `goToDefault` after a
 * deletion).
 *
 * The list's own rules (a change made to the list, a name that may be saved, a stale change made
 * again on a newer list, a failed save's field errors) are in `saved-views.list.ts`.
 *
 * Tags the UI reads: `loading`, `ready`, `saving`, `confirmingDelete`, `deleted` (the list);
 * `renaming`, `renameInvalid`, `renameSaving` (the rename); `editorSubmitting`, `editorRefused`,
 * `editorSaved` (the editor).
 */
import { and, assign, fromPromise, not, setup, stateIn } from 'xstate'
import { statusOf } from '@/api/errors'
import type { SavedView, UserViews } from '@/api/types'
import { readStored, writeStored } from '@/domain/browser-storage'
import {
  canRebase,
  hasRoom,
  isReorderOf,
  isValidName,
  listWithNew,
  listWithout,
  nameProblem,
  newViewId,
  rebaseChange,
  renamedList,
  reorderViews,
  saveFailureOf,
  updatedList,
  type ChangeKind,
  type SaveFailure,
  type ViewChange,
  type ViewDraft,
} from './saved-views.list'

export interface SavedViewsInput {
  userId: number
  /** A number in [0, 1), as Math.random (tests fix it). */
  random?: () => number
}

/** The views bar's inline rename, while its field is open. */
export interface RenameDraft {
  /** The view being renamed. */
  id: number
  /** What is typed. */
  text: string
  /** What is wrong with it, as a code (`validation.required`, `validation.blank`), or null. */
  error: string | null
  /**
   * The view as the field opened on it: when it is deleted elsewhere meanwhile, the name typed is
   * saved as a new view with its filters and columns.
   */
  view: SavedView
}

export interface SavedViewsContext {
  userId: number
  random: () => number
  /** The list shown: the last saved one with the change being saved. */
  views: SavedView[]
  /** The last list the server answered (or the stored copy before that). */
  saved: SavedView[]
  lastUpdated: string | null
  /** The change being saved, or the last one saved. */
  change: ViewChange | null
  /** The view waiting for the delete confirmation. */
  deleteId: number | null
  /** The last save failed: what, why, and the server's field errors. Cleared by the next change. */
  error: SaveFailure | null
  /** The last load failed: the views are the stored copy. */
  loadFailed: boolean
  /**
   * The change being saved was refused as stale (the list had changed elsewhere) and was made
   * again on the current list; the count bounds the attempts.
   */
  rebases: number
  /** The inline rename in the views bar, or null when no name field is open. */
  rename: RenameDraft | null
}

export type SavedViewsEvent =
  | { type: 'views.reload' }
  | { type: 'view.create'; draft: ViewDraft }
  /** Replaces the view with the same id, in its place. */
  | { type: 'view.update'; view: SavedView }
  | { type: 'view.rename'; id: number; name: string }
  /** The views' ids in their new order (all of them). */
  | { type: 'view.reorder'; ids: number[] }
  /** Asks for a confirmation first. */
  | { type: 'view.delete'; id: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  /** Opens the rename field of a view, with its name (another open one closes). */
  | { type: 'rename.start'; id: number }
  | { type: 'rename.change'; text: string }
  /** Enter: refused when invalid, closed when unchanged, else saved. */
  | { type: 'rename.submit' }
  /** Escape or the cancel button. */
  | { type: 'rename.cancel' }
  /** The editor's form is shown (for a new view, or a view to edit) / is gone. */
  | { type: 'editor.open' }
  | { type: 'editor.close' }
  /** The editor's validated form: a new view (`id` null) or the view with that id. */
  | { type: 'editor.submit'; draft: ViewDraft; id: number | null }

/** How long the deletion's success message shows before the Default view (CORE-4.8). */
export const DELETED_MESSAGE_MS = 1200

// ------------------------------------------------------------------ the actions' params

/** Whether the change saved had to be made again on a newer list (the toast says so). */
const wasRebased = ({ context }: { context: SavedViewsContext }) => ({
  rebased: context.rebases > 0,
})

/** The view the saved change created or edited. */
const changedView = ({ context }: { context: SavedViewsContext }) => ({
  id: context.change!.viewId!,
})

/** The failure of the save (or reload) that answered with `event.error`. */
const failureOfError = ({ context, event }: { context: SavedViewsContext; event: object }) => ({
  failure: saveFailureOf((event as { error?: unknown }).error, context.views, context.change!),
})

/** What the failure toast says: the reason, or that the view is gone elsewhere. */
const failureNotice = ({ context }: { context: SavedViewsContext }) => ({
  message: context.error!.message,
  stale: context.error!.stale,
})

// ------------------------------------------------------------------ the stored copy

export function viewsStorageKey(userId: number): string {
  return `milk-safety.views.${userId}`
}

function isSavedView(value: unknown): value is SavedView {
  if (typeof value !== 'object' || value === null) return false
  const view = value as Record<string, unknown>
  return (
    Number.isInteger(view.id) &&
    typeof view.name === 'string' &&
    Array.isArray(view.columns) &&
    typeof view.filters === 'object' &&
    view.filters !== null
  )
}

/** The stored copy of a user's views; anything not shaped like a list of views is ignored. */
export function parseStoredViews(text: string | null): UserViews | null {
  if (!text) return null
  try {
    const value = JSON.parse(text) as Partial<UserViews> | null
    if (!value || !Array.isArray(value.views) || !value.views.every(isSavedView)) return null
    return {
      views: value.views,
      lastUpdated: typeof value.lastUpdated === 'string' ? value.lastUpdated : null,
    }
  } catch {
    return null
  }
}

export function readStoredViews(userId: number): UserViews | null {
  return parseStoredViews(readStored('local', viewsStorageKey(userId)))
}

/** The copy is only a cache: when the browser refuses it (quota), the views work without it. */
export function storeViews(userId: number, views: UserViews): void {
  writeStored('local', viewsStorageKey(userId), JSON.stringify(views))
}

// ------------------------------------------------------------------ a stale save

/** The server refused the list as based on an older one (409: changed in another tab). */
export const isStaleSave = (error: unknown): boolean => statusOf(error) === 409

/** How often a change is made again on a newer list before the save gives up. */
export const MAX_REBASES = 3

// ------------------------------------------------------------------ the machine

function startingContext(input: SavedViewsInput): SavedViewsContext {
  // The stored copy shows at once; the server's answer replaces it.
  const stored = readStoredViews(input.userId)
  return {
    userId: input.userId,
    random: input.random ?? Math.random,
    views: stored?.views ?? [],
    saved: stored?.views ?? [],
    lastUpdated: stored?.lastUpdated ?? null,
    change: null,
    deleteId: null,
    error: null,
    loadFailed: false,
    rebases: 0,
    rename: null,
  }
}

/** Every change: the list shown becomes the new one, and the last failure is forgotten. */
const change = (views: SavedView[], kind: ChangeKind, viewId: number | null) => ({
  views,
  change: { kind, viewId },
  error: null,
  rebases: 0,
})

/**
 * The rename can be saved: a valid name, not the view's name already, of a view in the list; or,
 * its view deleted elsewhere, as a new view when there is room for it.
 */
function isSavableRename(context: SavedViewsContext): boolean {
  const { rename } = context
  if (rename === null || nameProblem(rename.text) !== null) return false
  if (isRenameOfDeletedView(context)) return hasRoom(context.views)
  const view = context.views.find((entry) => entry.id === rename.id)
  return view !== undefined && view.name !== rename.text.trim()
}

/** The rename field's view is no longer in the list: it was deleted in another tab or device. */
function isRenameOfDeletedView(context: SavedViewsContext): boolean {
  const { rename } = context
  return rename !== null && !context.views.some((view) => view.id === rename.id)
}

/** The editor's draft can be saved: a new view with a name and room for it, or a known view. */
function isSavableDraft(context: SavedViewsContext, event: SavedViewsEvent): boolean {
  if (event.type !== 'editor.submit' || !isValidName(event.draft.name)) return false
  if (event.id === null) return hasRoom(context.views)
  return context.views.some((view) => view.id === event.id)
}

// Each submit is taken by two regions at once, with the same guard: the one whose field it is
// starts waiting, and the list starts saving. The answer is read back when the list is ready.
const LIST_READY = '#savedViews.list.ready'
const LIST_SAVING = '#savedViews.list.saving'
const RENAME_EDITING = '#savedViews.rename.editing'
const EDITOR_EDITING = '#savedViews.editor.editing'

export const savedViewsMachine = setup({
  types: {
    context: {} as SavedViewsContext,
    events: {} as SavedViewsEvent,
    input: {} as SavedViewsInput,
  },
  actors: {
    loadViews: fromPromise<UserViews>(async () => {
      throw new Error('loadViews is provided by the app')
    }),
    saveViews: fromPromise<UserViews, UserViews>(async () => {
      throw new Error('saveViews is provided by the app')
    }),
  },
  actions: {
    /**
     * Toast views.userViewsSuccess; `rebased`: the list had changed elsewhere (another tab or
     * device) and the change was made again on the current one, which the toast says.
     */
    notifyCreated: (_, _params: { id: number; rebased: boolean }) => undefined,
    /** Toast views.userViewsSuccessUpdate; `rebased` as for notifyCreated. */
    notifyUpdated: (_, _params: { rebased: boolean }) => undefined,
    /**
     * Toast views.userViewsError with the reason; `stale`: the view the change was about is gone
     * from the current list (views.changedElsewhere).
     */
    notifyFailed: (_, _params: { message: string; stale: boolean }) => undefined,
    /** Shows the saved view in the list (`?viewId=<id>`): after the editor saved it. */
    showView: (_, _params: { id: number }) => undefined,
    /** Back to the Default view (no viewId): after a deletion. */
    goToDefault: () => undefined,
    persist: ({ context }) =>
      storeViews(context.userId, { views: context.saved, lastUpdated: context.lastUpdated }),
    acceptList: assign((_, params: { answer: UserViews }) => ({
      views: params.answer.views,
      saved: params.answer.views,
      lastUpdated: params.answer.lastUpdated,
    })),
    /** A failed save: the last saved list shows again, with the failure. */
    refuse: assign(({ context }, params: { failure: SaveFailure }) => ({
      error: params.failure,
      views: context.saved,
    })),
    createView: assign(({ context }, params: { draft: ViewDraft }) => {
      const id = newViewId(context.views, context.random)
      return change(listWithNew(context.views, { ...params.draft, id }), 'create', id)
    }),
    updateView: assign(({ context }, params: { view: SavedView }) =>
      change(updatedList(context.views, params.view), 'update', params.view.id),
    ),
    renameView: assign(({ context }, params: { id: number; name: string }) =>
      change(renamedList(context.views, params.id, params.name), 'rename', params.id),
    ),
    // Only on a view in the list (the `hasView` guard).
    openRename: assign(({ context }, params: { id: number }) => {
      const view = context.views.find((entry) => entry.id === params.id)!
      return { rename: { id: params.id, text: view.name, error: null, view } }
    }),
    closeRename: assign({ rename: null }),
  },
  guards: {
    canCreate: ({ context }, params: { name: string }) =>
      isValidName(params.name) && hasRoom(context.views),
    isKnownView: ({ context }, params: { id: number; name: string }) =>
      isValidName(params.name) && context.views.some((view) => view.id === params.id),
    isReorder: ({ context }, params: { ids: number[] }) => isReorderOf(context.views, params.ids),
    hasView: ({ context }, params: { id: number }) =>
      context.views.some((view) => view.id === params.id),
    savedKind: ({ context }, params: { kinds: ChangeKind[] }) =>
      context.change !== null && params.kinds.includes(context.change.kind),
    isRenameInvalid: ({ context }) =>
      context.rename !== null && nameProblem(context.rename.text) !== null,
    isRenameUnchanged: ({ context }) =>
      context.rename !== null &&
      context.views.find((view) => view.id === context.rename!.id)?.name ===
        context.rename.text.trim(),
    isSavableRename: ({ context }) => isSavableRename(context),
    isRenameOfDeletedView: ({ context }) => isRenameOfDeletedView(context),
    isSavableNewDraft: ({ context, event }) =>
      event.type === 'editor.submit' && event.id === null && isSavableDraft(context, event),
    isSavableEditedDraft: ({ context, event }) =>
      event.type === 'editor.submit' && event.id !== null && isSavableDraft(context, event),
    isStale: ({ event }) => isStaleSave((event as { error?: unknown }).error),
    mayRebase: ({ context }) => context.rebases < MAX_REBASES,
    canRebase: ({ context, event }) =>
      canRebase(
        (event as unknown as { output: UserViews }).output.views,
        context.views,
        context.change!,
      ),
    /** The save just answered was refused (a change clears `error` when it starts). */
    saveFailed: ({ context }) => context.error !== null,
    saveRefusedName: ({ context }) => context.error?.fieldErrors.name !== undefined,
  },
}).createMachine({
  id: 'savedViews',
  context: ({ input }) => startingContext(input),
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadViews',
            src: 'loadViews',
            onDone: {
              target: 'ready',
              actions: [
                { type: 'acceptList', params: ({ event }) => ({ answer: event.output }) },
                assign({ loadFailed: false }),
                'persist',
              ],
            },
            // The stored copy (already shown) stays; the bar says the list may be out of date.
            onError: { target: 'ready', actions: assign({ loadFailed: true }) },
          },
        },
        ready: {
          tags: ['ready'],
          on: {
            'views.reload': 'loading',
            'view.create': {
              guard: { type: 'canCreate', params: ({ event }) => ({ name: event.draft.name }) },
              target: 'saving',
              actions: { type: 'createView', params: ({ event }) => ({ draft: event.draft }) },
            },
            'view.update': {
              guard: {
                type: 'isKnownView',
                params: ({ event }) => ({ id: event.view.id, name: event.view.name }),
              },
              target: 'saving',
              actions: { type: 'updateView', params: ({ event }) => ({ view: event.view }) },
            },
            'view.rename': {
              guard: {
                type: 'isKnownView',
                params: ({ event }) => ({ id: event.id, name: event.name }),
              },
              target: 'saving',
              actions: {
                type: 'renameView',
                params: ({ event }) => ({ id: event.id, name: event.name }),
              },
            },
            'view.reorder': {
              guard: { type: 'isReorder', params: ({ event }) => ({ ids: event.ids }) },
              target: 'saving',
              actions: assign(({ context, event }) =>
                change(reorderViews(context.views, event.ids), 'reorder', null),
              ),
            },
            'view.delete': {
              guard: { type: 'hasView', params: ({ event }) => ({ id: event.id }) },
              target: 'confirmingDelete',
              actions: assign({ deleteId: ({ event }) => event.id }),
            },
            // The rename region takes the same event (rename.editing → submitted).
            'rename.submit': [
              // Its view was deleted elsewhere: the name typed is kept as a new view.
              {
                guard: and([stateIn(RENAME_EDITING), 'isSavableRename', 'isRenameOfDeletedView']),
                target: 'saving',
                actions: {
                  type: 'createView',
                  params: ({ context }) => {
                    const { id: _id, ...draft } = context.rename!.view
                    return { draft: { ...draft, name: context.rename!.text.trim() } }
                  },
                },
              },
              {
                guard: and([stateIn(RENAME_EDITING), 'isSavableRename']),
                target: 'saving',
                actions: {
                  type: 'renameView',
                  params: ({ context }) => ({
                    id: context.rename!.id,
                    name: context.rename!.text.trim(),
                  }),
                },
              },
            ],
            // The editor region takes the same event (editor.editing → submitting).
            'editor.submit': [
              {
                guard: and([stateIn(EDITOR_EDITING), 'isSavableNewDraft']),
                target: 'saving',
                actions: { type: 'createView', params: ({ event }) => ({ draft: event.draft }) },
              },
              {
                guard: and([stateIn(EDITOR_EDITING), 'isSavableEditedDraft']),
                target: 'saving',
                actions: {
                  type: 'updateView',
                  params: ({ event }) => ({ view: { ...event.draft, id: event.id! } }),
                },
              },
            ],
          },
        },
        confirmingDelete: {
          tags: ['confirmingDelete'],
          on: {
            'delete.confirm': {
              target: 'saving',
              actions: assign(({ context }) => ({
                ...change(listWithout(context.views, context.deleteId), 'delete', context.deleteId),
                deleteId: null,
              })),
            },
            'delete.cancel': { target: 'ready', actions: assign({ deleteId: null }) },
          },
        },
        saving: {
          tags: ['saving'],
          initial: 'sending',
          states: {
            // The whole list, with the stamp of the list the change was made on.
            sending: {
              invoke: {
                id: 'saveViews',
                src: 'saveViews',
                input: ({ context }) => ({
                  views: context.views,
                  lastUpdated: context.lastUpdated,
                }),
                onDone: [
                  {
                    guard: { type: 'savedKind', params: { kinds: ['delete'] } },
                    target: '#savedViews.list.deleted',
                    actions: [
                      { type: 'acceptList', params: ({ event }) => ({ answer: event.output }) },
                      'persist',
                    ],
                  },
                  // An editor opened since (closed and opened again while this saved) stays as
                  // the user left it: the view is saved and listed, but not shown.
                  {
                    guard: and([
                      { type: 'savedKind', params: { kinds: ['create'] } },
                      stateIn(EDITOR_EDITING),
                    ]),
                    target: '#savedViews.list.ready',
                    actions: [
                      { type: 'acceptList', params: ({ event }) => ({ answer: event.output }) },
                      'persist',
                      {
                        type: 'notifyCreated',
                        params: ({ context }) => ({
                          id: context.change!.viewId!,
                          ...wasRebased({ context }),
                        }),
                      },
                    ],
                  },
                  {
                    guard: and([
                      { type: 'savedKind', params: { kinds: ['update'] } },
                      stateIn(EDITOR_EDITING),
                    ]),
                    target: '#savedViews.list.ready',
                    actions: [
                      { type: 'acceptList', params: ({ event }) => ({ answer: event.output }) },
                      'persist',
                      { type: 'notifyUpdated', params: wasRebased },
                    ],
                  },
                  {
                    guard: { type: 'savedKind', params: { kinds: ['create'] } },
                    target: '#savedViews.list.ready',
                    actions: [
                      { type: 'acceptList', params: ({ event }) => ({ answer: event.output }) },
                      'persist',
                      {
                        type: 'notifyCreated',
                        params: ({ context }) => ({
                          id: context.change!.viewId!,
                          ...wasRebased({ context }),
                        }),
                      },
                      { type: 'showView', params: changedView },
                    ],
                  },
                  {
                    guard: { type: 'savedKind', params: { kinds: ['update'] } },
                    target: '#savedViews.list.ready',
                    actions: [
                      { type: 'acceptList', params: ({ event }) => ({ answer: event.output }) },
                      'persist',
                      { type: 'notifyUpdated', params: wasRebased },
                      { type: 'showView', params: changedView },
                    ],
                  },
                  // A rename or a reorder from the views bar: the list stays where it is.
                  {
                    target: '#savedViews.list.ready',
                    actions: [
                      { type: 'acceptList', params: ({ event }) => ({ answer: event.output }) },
                      'persist',
                      { type: 'notifyUpdated', params: wasRebased },
                    ],
                  },
                ],
                onError: [
                  // The list changed elsewhere: load it and make the change again on it.
                  {
                    guard: and(['isStale', 'mayRebase']),
                    target: 'reloading',
                  },
                  {
                    target: '#savedViews.list.ready',
                    actions: [
                      { type: 'refuse', params: failureOfError },
                      { type: 'notifyFailed', params: failureNotice },
                    ],
                  },
                ],
              },
            },
            reloading: {
              invoke: {
                id: 'reloadViews',
                src: 'loadViews',
                onDone: [
                  {
                    guard: 'canRebase',
                    target: 'sending',
                    actions: assign(({ context, event }) => {
                      const rebased = rebaseChange(
                        event.output.views,
                        context.views,
                        context.change!,
                        context.random,
                      )!
                      return {
                        views: rebased.views,
                        change: rebased.change,
                        saved: event.output.views,
                        lastUpdated: event.output.lastUpdated,
                        loadFailed: false,
                        rebases: context.rebases + 1,
                      }
                    }),
                  },
                  // The view the change was about is gone: the current list shows, and the
                  // editor keeps what was typed.
                  {
                    target: '#savedViews.list.ready',
                    actions: [
                      {
                        type: 'refuse',
                        params: ({ context }) => ({
                          failure: {
                            ...saveFailureOf(new Error(''), context.views, context.change!),
                            stale: true,
                          },
                        }),
                      },
                      { type: 'acceptList', params: ({ event }) => ({ answer: event.output }) },
                      assign({ loadFailed: false }),
                      'persist',
                      { type: 'notifyFailed', params: failureNotice },
                    ],
                  },
                ],
                onError: {
                  target: '#savedViews.list.ready',
                  actions: [
                    { type: 'refuse', params: failureOfError },
                    { type: 'notifyFailed', params: failureNotice },
                  ],
                },
              },
            },
          },
        },
        deleted: {
          tags: ['deleted'],
          after: {
            [DELETED_MESSAGE_MS]: { target: 'ready', actions: 'goToDefault' },
          },
        },
      },
    },
    rename: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'rename.start': {
              guard: { type: 'hasView', params: ({ event }) => ({ id: event.id }) },
              target: 'editing',
              actions: { type: 'openRename', params: ({ event }) => ({ id: event.id }) },
            },
          },
        },
        editing: {
          tags: ['renaming'],
          initial: 'typing',
          states: {
            typing: {},
            invalid: { tags: ['renameInvalid'] },
          },
          on: {
            // Another view's rename button: its field replaces this one.
            'rename.start': {
              guard: { type: 'hasView', params: ({ event }) => ({ id: event.id }) },
              target: '.typing',
              actions: { type: 'openRename', params: ({ event }) => ({ id: event.id }) },
            },
            'rename.change': {
              target: '.typing',
              actions: assign(({ context, event }) => ({
                rename: { ...context.rename!, text: event.text, error: null },
              })),
            },
            'rename.cancel': { target: 'closed', actions: 'closeRename' },
            'rename.submit': [
              {
                guard: 'isRenameInvalid',
                target: '.invalid',
                actions: assign(({ context }) => ({
                  rename: { ...context.rename!, error: nameProblem(context.rename!.text) },
                })),
              },
              { guard: 'isRenameUnchanged', target: 'closed', actions: 'closeRename' },
              // Saved by the list region (list.ready takes the same event). While another
              // change is saving, or with the view gone, the field stays as typed.
              {
                guard: and([stateIn(LIST_READY), 'isSavableRename']),
                target: 'submitted',
                actions: assign(({ context }) => ({ rename: { ...context.rename!, error: null } })),
              },
            ],
          },
        },
        // The list is saving this rename; its answer decides once the list is ready again.
        submitted: {
          tags: ['renaming', 'renameSaving'],
          always: [
            {
              guard: and([not(stateIn(LIST_SAVING)), 'saveFailed', 'saveRefusedName']),
              target: 'editing.invalid',
              actions: assign(({ context }) => ({
                rename: { ...context.rename!, error: context.error!.fieldErrors.name! },
              })),
            },
            { guard: and([not(stateIn(LIST_SAVING)), 'saveFailed']), target: 'editing' },
            { guard: not(stateIn(LIST_SAVING)), target: 'closed', actions: 'closeRename' },
          ],
        },
      },
    },
    editor: {
      initial: 'closed',
      on: { 'editor.close': '.closed' },
      states: {
        closed: {
          on: { 'editor.open': 'editing' },
        },
        // The form is shown; after a refused save it stays as typed (`refused`, the failure in
        // `error`) and may submit again.
        editing: {
          initial: 'fresh',
          states: {
            fresh: {},
            refused: { tags: ['editorRefused'] },
          },
          on: {
            // Saved by the list region (list.ready takes the same event). While another change
            // is saving, or with the view gone, nothing is sent.
            'editor.submit': [
              { guard: and([stateIn(LIST_READY), 'isSavableNewDraft']), target: 'submitting' },
              { guard: and([stateIn(LIST_READY), 'isSavableEditedDraft']), target: 'submitting' },
            ],
          },
        },
        // The list is saving the editor's view; its answer decides once the list is ready again.
        submitting: {
          tags: ['editorSubmitting'],
          always: [
            {
              guard: and([not(stateIn(LIST_SAVING)), 'saveFailed']),
              target: 'editing.refused',
            },
            { guard: not(stateIn(LIST_SAVING)), target: 'saved' },
          ],
        },
        // The view shows in the list (`showView`): the editor is closing.
        saved: {
          tags: ['editorSaved'],
        },
      },
    },
  },
})
