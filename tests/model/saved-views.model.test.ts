// Model-based test of the saved views (CORE-4.8): loading (the server's list or
// the stored copy), every change from the views bar and the editor, the delete confirmation,
// the 1200 ms deletion message before the Default view, and a failed save putting the last
// saved list back; the views bar's inline rename (opened, typed, refused when missing or blank,
// closed when unchanged or cancelled, saved, refused by the server with or without a name
// error) and the editor's save (sent, saved, refused and sent again); a save refused as stale
// (another tab changed the list), made again on the reloaded list, or refused when the view it
// was about is gone there, or after MAX_REBASES newer lists. The server's answers are
// sample events; each state's tags and what the context and the provided actions say about the
// change are checked.
import { expect } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { ApiError } from '@/api/errors'
import type { SavedView, UserViews } from '@/api/types'
import { defaultViewColumns } from '@/domain/test-record-columns'
import {
  MAX_REBASES,
  savedViewsMachine,
  type SavedViewsContext,
  type SavedViewsInput,
} from '@/machines/saved-views.machine'
import { runModel } from './harness'

const view = (id: number, name = `View ${id}`): SavedView => ({
  id,
  name,
  filters: { period: '6m', testResult: 7 },
  columns: defaultViewColumns(),
})
const ANSWER: UserViews = { views: [view(1), view(2)], lastUpdated: '2026-03-01T10:00:00.000Z' }
// random() 0.5 draws id 50001 for a new view.
const NEW_ID = 50_001

const NAME_REFUSED = new ApiError('http', 'Validation failed.', 400, {
  message: 'Validation failed.',
  errors: [{ field: 'views[0].name', code: 'validation.blank', message: 'blank' }],
})
const UNAVAILABLE = 'The server is unavailable.'
// The list changed in another tab: the save is refused as stale, the current list reloaded.
const STALE = new ApiError('http', 'Changed elsewhere.', 409, { message: 'Changed elsewhere.' })
// Another tab added view 3: every change can be made again on it.
const CURRENT: UserViews = {
  views: [view(3), view(1), view(2)],
  lastUpdated: '2026-03-02T09:00:00.000Z',
}
// Another tab deleted views 1 and 2: a rename of 1 or an edit of 2 cannot be made again.
const GONE: UserViews = { views: [view(3)], lastUpdated: '2026-03-02T09:30:00.000Z' }

const calls: string[] = []
const machine = savedViewsMachine.provide({
  actions: {
    notifyCreated: () => void calls.push('notifyCreated'),
    notifyUpdated: () => void calls.push('notifyUpdated'),
    notifyFailed: () => void calls.push('notifyFailed'),
    showView: () => void calls.push('showView'),
    goToDefault: () => void calls.push('goToDefault'),
    // The default writes localStorage; the unit tests check that.
    persist: () => undefined,
  },
})

const input: SavedViewsInput = { userId: 7, random: () => 0.5 }

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as SavedViewsContext
const ids = (views: SavedView[]) => views.map((entry) => entry.id)

runModel('saved-views', machine, {
  strategy: 'shortest',
  input,
  events: [
    { type: 'xstate.done.actor.loadViews', output: ANSWER },
    { type: 'xstate.error.actor.loadViews', error: new Error('offline') },
    { type: 'views.reload' },
    {
      type: 'view.create',
      draft: { name: 'Positives', filters: { testResult: 4 }, columns: defaultViewColumns() },
    },
    { type: 'view.update', view: { ...view(2), filters: { period: '28d' } } },
    { type: 'view.rename', id: 1, name: 'First' },
    { type: 'view.reorder', ids: [2, 1] },
    { type: 'view.delete', id: 1 },
    { type: 'delete.confirm' },
    { type: 'delete.cancel' },
    { type: 'rename.start', id: 1 },
    { type: 'rename.change', text: 'First' },
    { type: 'rename.change', text: '   ' },
    { type: 'rename.submit' },
    { type: 'rename.cancel' },
    { type: 'editor.open' },
    { type: 'editor.close' },
    {
      type: 'editor.submit',
      draft: { name: 'Positives', filters: { testResult: 4 }, columns: defaultViewColumns() },
      id: null,
    },
    {
      type: 'editor.submit',
      draft: { name: 'View 2', filters: { period: '28d' }, columns: defaultViewColumns() },
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
  ],
  // A new id is drawn from a fixed random(): one new view at a time.
  filterEvents: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => {
    const context = contextOf(snapshot)
    const creates =
      event.type === 'view.create' || (event.type === 'editor.submit' && event.id === null)
    if (creates && ids(context.views).includes(NEW_ID)) return false
    // Once the list changed elsewhere (view 3), only the servers' answers are explored: the
    // user's events from there repeat what the paths above already cover.
    const elsewhere =
      ids(context.saved).includes(3) ||
      context.rebases > 0 ||
      snapshot.matches({ list: { saving: 'reloading' } })
    if (elsewhere && !event.type.startsWith('xstate.')) return false
    // The rename and the editor are explored from a list that only they changed, and the
    // list's own events while neither is in use: every state and transition is still reached,
    // and the model stays finite.
    const renaming = event.type.startsWith('rename.')
    const editing = event.type.startsWith('editor.')
    const kind = context.change?.kind
    if (renaming) {
      return (
        snapshot.matches({ editor: 'closed' }) &&
        !context.loadFailed &&
        (kind === undefined || kind === 'rename')
      )
    }
    if (editing) {
      return (
        context.rename === null &&
        !context.loadFailed &&
        (kind === undefined || kind === 'create' || kind === 'update')
      )
    }
    if (event.type.startsWith('xstate.')) return true
    return context.rename === null && snapshot.matches({ editor: 'closed' })
  },
  states: {
    'list.loading': (snapshot) => {
      expect(snapshot.hasTag('loading')).toBe(true)
    },
    'list.ready': (snapshot, event) => {
      const context = contextOf(snapshot)
      expect(snapshot.hasTag('ready')).toBe(true)
      expect(context.deleteId).toBeNull()
      if (event.type === 'xstate.done.actor.loadViews') {
        expect(context).toMatchObject({ views: ANSWER.views, saved: ANSWER.views })
        expect(context.loadFailed).toBe(false)
      }
      if (event.type === 'xstate.error.actor.loadViews') expect(context.loadFailed).toBe(true)
      if (event.type === 'xstate.done.actor.saveViews') {
        expect(context.views).toEqual(ANSWER.views)
        expect(context.lastUpdated).toBe(ANSWER.lastUpdated)
        const kind = context.change?.kind
        const expected =
          kind === 'create'
            ? ['notifyCreated', 'showView']
            : kind === 'update'
              ? ['notifyUpdated', 'showView']
              : ['notifyUpdated']
        expect(calls.slice(-expected.length)).toEqual(expected)
      }
      if (event.type === 'xstate.error.actor.saveViews') {
        // The last saved list is back; the failure names the change. A stale save gets here
        // only after it was made again on newer lists MAX_REBASES times.
        expect(context.views).toEqual(context.saved)
        expect(context.error).toMatchObject({
          kind: context.change?.kind,
          message: (event.error as Error).message,
          stale: false,
        })
        if (event.error === STALE) expect(context.rebases).toBe(MAX_REBASES)
        expect(calls.at(-1)).toBe('notifyFailed')
      }
      if (event.type === 'xstate.done.actor.reloadViews') {
        // The view the change was about is gone: the current list shows, the failure says so.
        expect(context.views).toEqual(GONE.views)
        expect(context.lastUpdated).toBe(GONE.lastUpdated)
        expect(context.error).toMatchObject({ kind: context.change?.kind, stale: true })
        expect(['rename', 'update']).toContain(context.change?.kind)
        expect(calls.at(-1)).toBe('notifyFailed')
      }
      if (event.type === 'xstate.error.actor.reloadViews') {
        expect(context.views).toEqual(context.saved)
        expect(context.error).toMatchObject({ message: UNAVAILABLE, stale: false })
      }
      if (event.type.startsWith('xstate.after')) expect(calls.at(-1)).toBe('goToDefault')
    },
    'list.confirmingDelete': (snapshot) => {
      expect(snapshot.hasTag('confirmingDelete')).toBe(true)
      expect(contextOf(snapshot).deleteId).toBe(1)
    },
    'list.saving': (snapshot) => {
      const context = contextOf(snapshot)
      expect(snapshot.hasTag('saving')).toBe(true)
      expect(context.error).toBeNull()
      const change = context.change!
      const changed = context.views.find((entry) => entry.id === change.viewId)
      // The list shown is the new one while it saves; made again on a newer list, it keeps
      // the other tab's view 3.
      if (change.kind === 'create') expect(ids(context.views)[0]).toBe(NEW_ID)
      if (change.kind === 'delete') expect(ids(context.views)).not.toContain(1)
      // Made again, the order is the current list's views in the order last shown (the unit
      // tests check it); here, that none is lost or added.
      if (change.kind === 'reorder') {
        if (context.rebases === 0) expect(ids(context.views)).toEqual([2, 1])
        else expect(ids(context.views).sort()).toEqual(ids(context.saved).sort())
      }
      if (change.kind === 'rename') expect(changed?.name).toBe('First')
      if (change.kind === 'update') expect(changed?.filters).toEqual({ period: '28d' })
      if (context.rebases > 0) expect(ids(context.views)).toContain(3)
    },
    'list.saving.sending': (snapshot) => {
      expect(contextOf(snapshot).rebases).toBeLessThanOrEqual(MAX_REBASES)
    },
    'list.saving.reloading': (snapshot) => {
      expect(contextOf(snapshot).rebases).toBeLessThan(MAX_REBASES)
    },
    'list.deleted': (snapshot) => {
      expect(snapshot.hasTag('deleted')).toBe(true)
      expect(contextOf(snapshot).change?.kind).toBe('delete')
    },
    'rename.closed': (snapshot) => {
      expect(snapshot.hasTag('renaming')).toBe(false)
      expect(contextOf(snapshot).rename).toBeNull()
    },
    'rename.editing': (snapshot, event) => {
      const { rename, views } = contextOf(snapshot)
      const renamed = views.find((entry) => entry.id === 1)
      expect(snapshot.hasTag('renaming')).toBe(true)
      expect(snapshot.hasTag('renameSaving')).toBe(false)
      expect(rename?.id).toBe(1)
      if (event.type === 'rename.start') {
        expect(rename).toEqual({ id: 1, text: renamed!.name, error: null })
      }
      if (event.type === 'rename.change')
        expect(rename).toEqual({ id: 1, text: event.text, error: null })
      // A refused save: the field stays as typed, the list is back as saved (or, changed
      // elsewhere, as it is now: view 1 may be gone).
      const refused =
        snapshot.matches({ list: 'ready' }) &&
        (event.type === 'xstate.error.actor.saveViews' ||
          event.type === 'xstate.error.actor.reloadViews' ||
          event.type === 'xstate.done.actor.reloadViews')
      if (refused && renamed) expect(renamed.name).toBe('View 1')
    },
    'rename.editing.typing': (snapshot) => {
      expect(snapshot.hasTag('renameInvalid')).toBe(false)
      expect(contextOf(snapshot).rename?.error).toBeNull()
    },
    'rename.editing.invalid': (snapshot, event) => {
      const { rename } = contextOf(snapshot)
      expect(snapshot.hasTag('renameInvalid')).toBe(true)
      // The blank sample is refused by the form's rule, the server's by its code.
      expect(rename?.error).toBe('validation.blank')
      if (event.type === 'rename.submit') expect(rename?.text.trim()).toBe('')
    },
    'rename.submitted': (snapshot) => {
      const context = contextOf(snapshot)
      expect(snapshot.hasTag('renameSaving')).toBe(true)
      expect(snapshot.matches({ list: 'saving' })).toBe(true)
      expect(context.change).toEqual({ kind: 'rename', viewId: 1 })
      expect(context.rename).toEqual({ id: 1, text: 'First', error: null })
    },
    'editor.closed': (snapshot) => {
      expect(snapshot.hasTag('editorSubmitting')).toBe(false)
      expect(snapshot.hasTag('editorRefused')).toBe(false)
    },
    'editor.editing.fresh': (snapshot) => {
      expect(snapshot.hasTag('editorRefused')).toBe(false)
    },
    'editor.editing.refused': (snapshot) => {
      const { error } = contextOf(snapshot)
      expect(snapshot.hasTag('editorRefused')).toBe(true)
      expect(['create', 'update']).toContain(error?.kind)
      // The new view is first in the list sent: the server's name error is on it.
      if (error?.kind === 'create' && error.message === 'Validation failed.') {
        expect(error).toMatchObject({
          name: 'Positives',
          fieldErrors: { name: 'validation.blank' },
        })
      }
      if (error?.kind === 'update') expect(error.fieldErrors).toEqual({})
    },
    'editor.submitting': (snapshot) => {
      const context = contextOf(snapshot)
      expect(snapshot.hasTag('editorSubmitting')).toBe(true)
      expect(snapshot.matches({ list: 'saving' })).toBe(true)
      expect(['create', 'update']).toContain(context.change?.kind)
    },
    'editor.saved': (snapshot) => {
      expect(snapshot.hasTag('editorSaved')).toBe(true)
      expect(calls.at(-1)).toBe('showView')
    },
  },
})
