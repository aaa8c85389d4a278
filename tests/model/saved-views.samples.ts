/**
 * The sample input and events of the saved-views model: the server's answers (a list of two
 * views, a failed load, a refused save, a name the server refuses, a save refused as stale and
 * the lists a reload then finds) and every change from the views bar and the editor. Shared by
 * tests/model/saved-views.model.test.ts and the Playwright spec that drives the same paths
 * through the records list's views bar and view editor (tests/e2e/paths/saved-views.paths.spec.ts).
 */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { ApiError } from '@/api/errors'
import type { SavedView, UserViews } from '@/api/types'
import { defaultViewColumns } from '@/domain/test-record-columns'
import type { SavedViewsContext, SavedViewsInput } from '@/machines/saved-views.machine'
import type { ModelOptions } from './paths'

export const view = (id: number, name = `View ${id}`): SavedView => ({
  id,
  name,
  filters: { period: '6m', testResult: 7 },
  columns: defaultViewColumns(),
})
export const ANSWER: UserViews = {
  views: [view(1), view(2)],
  lastUpdated: '2026-03-01T10:00:00.000Z',
}
// random() 0.5 draws id 50001 for a new view.
export const NEW_ID = 50_001

export const NAME_REFUSED = new ApiError('http', 'Validation failed.', 400, {
  message: 'Validation failed.',
  errors: [{ field: 'views[0].name', code: 'validation.blank', message: 'blank' }],
})
export const UNAVAILABLE = 'The server is unavailable.'
// The list changed in another tab: the save is refused as stale, the current list reloaded.
export const STALE = new ApiError('http', 'Changed elsewhere.', 409, {
  message: 'Changed elsewhere.',
})
// Another tab added view 3: every change can be made again on it.
export const CURRENT: UserViews = {
  views: [view(3), view(1), view(2)],
  lastUpdated: '2026-03-02T09:00:00.000Z',
}
// Another tab deleted views 1 and 2: a rename of 1 or an edit of 2 cannot be made again.
export const GONE: UserViews = { views: [view(3)], lastUpdated: '2026-03-02T09:30:00.000Z' }

export const SAVED_VIEWS_INPUT: SavedViewsInput = { userId: 7, random: () => 0.5 }

/** The new view of the samples, from the views bar (`view.create`) and the editor alike. */
export const NEW_DRAFT = {
  name: 'Positives',
  filters: { testResult: 4 },
  columns: defaultViewColumns(),
}
/** View 2 with another period, from the views bar (`view.update`) and the editor alike. */
export const EDITED_FILTERS = { period: '28d' }
/**
 * The list's own `view.create` and `view.update` (no screen sends them) name their view apart
 * from the editor's drafts, so that a path through them is told from the editor's save.
 */
const BY_THE_LIST = ' (by the list)'
/** The name the samples rename view 1 to, from the views bar and `view.rename` alike. */
export const RENAMED = 'First'

export const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as SavedViewsContext
export const ids = (views: SavedView[]) => views.map((entry) => entry.id)

export const SAVED_VIEWS_EVENTS: AnyEventObject[] = [
  { type: 'xstate.done.actor.loadViews', output: ANSWER },
  { type: 'xstate.error.actor.loadViews', error: new Error('offline') },
  { type: 'views.reload' },
  { type: 'view.create', draft: { ...NEW_DRAFT, name: NEW_DRAFT.name + BY_THE_LIST } },
  { type: 'view.update', view: { ...view(2, 'View 2' + BY_THE_LIST), filters: EDITED_FILTERS } },
  { type: 'view.rename', id: 1, name: RENAMED },
  { type: 'view.reorder', ids: [2, 1] },
  { type: 'view.delete', id: 1 },
  { type: 'delete.confirm' },
  { type: 'delete.cancel' },
  { type: 'rename.start', id: 1 },
  // Another view's rename button while view 1's field is open.
  { type: 'rename.start', id: 2 },
  { type: 'rename.change', text: RENAMED },
  { type: 'rename.change', text: '   ' },
  { type: 'rename.submit' },
  { type: 'rename.cancel' },
  { type: 'editor.open' },
  { type: 'editor.close' },
  { type: 'editor.submit', draft: NEW_DRAFT, id: null },
  {
    type: 'editor.submit',
    draft: { name: 'View 2', filters: EDITED_FILTERS, columns: defaultViewColumns() },
    id: 2,
  },
  { type: 'xstate.done.actor.saveViews', output: ANSWER },
  { type: 'xstate.error.actor.saveViews', error: new Error(UNAVAILABLE) },
  // The server refuses the name of the first view sent (a renamed view 1, or a new view).
  { type: 'xstate.error.actor.saveViews', error: NAME_REFUSED },
  { type: 'xstate.error.actor.saveViews', error: STALE },
  { type: 'xstate.done.actor.reloadViews', output: CURRENT },
  { type: 'xstate.done.actor.reloadViews', output: GONE },
  { type: 'xstate.error.actor.reloadViews', error: new Error(UNAVAILABLE) },
]

/** The list's own events no screen sends: the editor's save is editor.submit, the rename's
 * rename.submit. */
const NOT_SENT_BY_SCREENS = new Set(['view.create', 'view.update', 'view.rename'])

/**
 * Which of the user's events the model sends where: what the views bar and the editor let a user
 * do (src/features/test-records/views), so that the paths are the screens' paths too.
 * - The bar's buttons (rename, delete, move) work on a ready list, the editor opens on one, and
 *   again while its own save is on its way (closed meanwhile: that save's answer leaves the editor
 *   opened since as it is), and "Try again" shows after a failed load. A view's rename button is replaced by its open field, so the one
 *   rename.start a field can take is another view's (view 2). Under the editor's modal nothing
 *   of the bar can be reached. A refused editor sends its own kind of view again.
 * - The list's own view.create, view.update and view.rename are sent from the loaded list only,
 *   to take their own transitions: every later step is the screens' events' too.
 * - A saved change ends the exploration: the list is then the sample answer, not the list sent.
 *   A refused one is explored in the field or the editor that sent it; once the list changed
 *   elsewhere (view 3), only the server's answers are, and the name typed for a view deleted
 *   there, saved as a new view.
 */
function userMaySend(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const context = contextOf(snapshot)
  const listReady = snapshot.matches({ list: 'ready' })
  const renameClosed = snapshot.matches({ rename: 'closed' })
  const editorClosed = snapshot.matches({ editor: 'closed' })
  const loaded = context.change === null && context.error === null && !context.loadFailed
  // A new id is drawn from a fixed random(): one new view at a time.
  const creates =
    event.type === 'view.create' || (event.type === 'editor.submit' && event.id === null)
  if (creates && ids(context.views).includes(NEW_ID)) return false
  // The rename field of a view deleted elsewhere: its name is saved as a new view.
  const renameOfDeleted =
    snapshot.matches({ rename: { editing: 'typing' } }) &&
    !ids(context.views).includes(context.rename!.id)
  if (renameOfDeleted && event.type === 'rename.submit') return listReady
  const elsewhere =
    ids(context.saved).includes(3) ||
    context.rebases > 0 ||
    snapshot.matches({ list: { saving: 'reloading' } })
  if (elsewhere) return false
  const saved =
    context.change !== null && context.error === null && !snapshot.matches({ list: 'saving' })
  if (saved) return event.type === 'editor.close' && snapshot.matches({ editor: 'saved' })
  if (NOT_SENT_BY_SCREENS.has(event.type))
    return listReady && loaded && renameClosed && editorClosed
  switch (event.type) {
    case 'views.reload':
      return listReady && context.loadFailed && renameClosed && editorClosed
    case 'view.reorder':
    case 'view.delete':
      return listReady && loaded && renameClosed && editorClosed
    case 'delete.confirm':
    case 'delete.cancel':
      return true
    case 'rename.start':
      return (
        listReady &&
        loaded &&
        editorClosed &&
        (event.id === 1
          ? renameClosed
          : snapshot.matches({ rename: { editing: 'typing' } }) && context.rename?.id === 1)
      )
    case 'rename.change':
    case 'rename.submit':
    case 'rename.cancel':
      // The field of view 1; another view's field is only opened, to take that step.
      return context.rename?.id === 1
    case 'editor.open': {
      // Closed while its save is on its way, and opened again.
      const sent = context.views.find((entry) => entry.id === context.change?.viewId)
      const editorSaving =
        snapshot.matches({ list: { saving: 'sending' } }) &&
        ['create', 'update'].includes(context.change?.kind ?? '') &&
        sent !== undefined &&
        !sent.name.endsWith(BY_THE_LIST)
      return renameClosed && editorClosed && ((listReady && loaded) || editorSaving)
    }
    case 'editor.close':
      return !editorClosed
    case 'editor.submit': {
      const refused = snapshot.matches({ editor: { editing: 'refused' } })
      const kind = event.id === null ? 'create' : 'update'
      return !refused || context.change?.kind === kind
    }
  }
  return true
}

/** The model: `runModel('saved-views', …)` and `serializablePaths(savedViewsMachine, …)` alike. */
export const SAVED_VIEWS_MODEL = {
  strategy: 'shortest',
  input: SAVED_VIEWS_INPUT,
  events: SAVED_VIEWS_EVENTS,
  filterEvents: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => {
    if (!event.type.startsWith('xstate.')) return userMaySend(snapshot, event)
    // A change made again is refused as stale again, up to MAX_REBASES times, for a reorder
    // only: every kind of change is made again the same way.
    const { change, rebases } = contextOf(snapshot)
    return !(event.error === STALE && rebases > 0 && change?.kind !== 'reorder')
  },
} satisfies ModelOptions
