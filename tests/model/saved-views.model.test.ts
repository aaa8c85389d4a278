// Model-based test of the saved views (core.md §4 "Saved views"): loading (the server's list or
// the stored copy), every change from the views bar and the editor, the delete confirmation,
// the 1200 ms deletion message before the Default view, and a failed save putting the last
// saved list back. The server's answers are sample events; each state's tags and what the
// context and the provided actions say about the change are checked.
import { expect } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import type { SavedView, UserViews } from '@/api/types'
import { defaultViewColumns } from '@/domain/test-record-columns'
import {
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

const input: SavedViewsInput = {
  userId: 7,
  now: () => new Date('2026-03-02T08:00:00.000Z'),
  random: () => 0.5,
}

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
    { type: 'xstate.done.actor.saveViews', output: ANSWER },
    { type: 'xstate.error.actor.saveViews', error: new Error('The server is unavailable.') },
  ],
  // A new id is drawn from a fixed random(): one new view at a time.
  filterEvents: (snapshot: AnyMachineSnapshot, event: AnyEventObject) =>
    event.type !== 'view.create' || !ids(contextOf(snapshot).views).includes(NEW_ID),
  states: {
    loading: (snapshot) => {
      expect(snapshot.hasTag('loading')).toBe(true)
    },
    ready: (snapshot, event) => {
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
        // The last saved list is back; the failure names the change.
        expect(context.views).toEqual(context.saved)
        expect(context.error).toMatchObject({
          kind: context.change?.kind,
          message: 'The server is unavailable.',
        })
        expect(calls.at(-1)).toBe('notifyFailed')
      }
      if (event.type.startsWith('xstate.after')) expect(calls.at(-1)).toBe('goToDefault')
    },
    confirmingDelete: (snapshot) => {
      expect(snapshot.hasTag('confirmingDelete')).toBe(true)
      expect(contextOf(snapshot).deleteId).toBe(1)
    },
    saving: (snapshot) => {
      const context = contextOf(snapshot)
      expect(snapshot.hasTag('saving')).toBe(true)
      expect(context.error).toBeNull()
      const change = context.change!
      // The list shown is the new one while it saves.
      if (change.kind === 'create') expect(ids(context.views)[0]).toBe(NEW_ID)
      if (change.kind === 'delete') expect(ids(context.views)).not.toContain(1)
      if (change.kind === 'reorder') expect(ids(context.views)).toEqual([2, 1])
      if (change.kind === 'rename') expect(context.views[0]!.name).toBe('First')
      if (change.kind === 'update') expect(context.views[1]!.filters).toEqual({ period: '28d' })
    },
    deleted: (snapshot) => {
      expect(snapshot.hasTag('deleted')).toBe(true)
      expect(contextOf(snapshot).change?.kind).toBe('delete')
    },
  },
})
