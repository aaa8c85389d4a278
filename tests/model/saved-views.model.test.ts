// Model-based test of the saved views (CORE-4.8): loading (the server's list or
// the stored copy), every change from the views bar and the editor, the delete confirmation,
// the 1200 ms deletion message before the Default view, and a failed save putting the last
// saved list back; the views bar's inline rename (opened, typed, refused when missing or blank,
// closed when unchanged or cancelled, saved, refused by the server with or without a name
// error) and the editor's save (sent, saved, refused and sent again); a save refused as stale
// (another tab changed the list), made again on the reloaded list, or refused when the view it
// was about is gone there, or after MAX_REBASES newer lists. The server's answers are
// sample events; each state's tags and what the context and the provided actions say about the
// change are checked. The model (saved-views.samples.ts) sends the user's events where the views
// bar and the editor let a user give them, so tests/e2e/paths/saved-views.paths.spec.ts drives
// the same paths through the screens.
import { expect } from 'vitest'
import { MAX_REBASES, savedViewsMachine } from '@/machines/saved-views.machine'
import { runModel } from './harness'
import {
  ANSWER,
  contextOf,
  GONE,
  ids,
  NEW_ID,
  SAVED_VIEWS_MODEL,
  STALE,
  UNAVAILABLE,
} from './saved-views.samples'

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

runModel('saved-views', machine, {
  ...SAVED_VIEWS_MODEL,
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
        // An editor opened since its save was sent stays open: the view is not shown.
        const shown = snapshot.matches({ editor: 'editing' }) ? [] : ['showView']
        const expected =
          kind === 'create'
            ? ['notifyCreated', ...shown]
            : kind === 'update'
              ? ['notifyUpdated', ...shown]
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
      if (event.type === 'rename.start') {
        // Its own button, or another view's while a field is open: that view's field, its name.
        const started = views.find((entry) => entry.id === event.id)
        expect(rename).toMatchObject({ id: event.id, text: started!.name, error: null })
        return
      }
      expect(rename?.id).toBe(1)
      if (event.type === 'rename.change')
        expect(rename).toMatchObject({ id: 1, text: event.text, error: null })
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
      // Its view deleted elsewhere, the name typed is saved as a new view with its filters.
      if (context.change?.kind === 'create') {
        expect(context.change.viewId).toBe(NEW_ID)
        const created = context.views.find((entry) => entry.id === NEW_ID)
        expect(created).toMatchObject({ name: 'First', filters: context.rename!.view.filters })
      } else {
        expect(context.change).toEqual({ kind: 'rename', viewId: 1 })
      }
      expect(context.rename).toMatchObject({ id: 1, text: 'First', error: null })
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
