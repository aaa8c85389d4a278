import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { SavedView, UserViews } from '@/api/types'
import { ApiError } from '@/api/errors'
import { defaultViewColumns } from '@/domain/test-record-columns'
import { limitedStorage, memoryStorage } from '../../tests/helpers/memory-storage'
import {
  DELETED_MESSAGE_MS,
  MAX_REBASES,
  parseStoredViews,
  readStoredViews,
  savedViewsMachine,
  viewsStorageKey,
} from './saved-views.machine'
import {
  isReorderOf,
  nameProblem,
  newViewId,
  saveFailureOf,
  type ViewDraft,
} from './saved-views.list'

const USER = 7

const view = (id: number, name = `View ${id}`): SavedView => ({
  id,
  name,
  filters: { period: '6m', testResult: 7 },
  columns: defaultViewColumns(),
})
const draft = (name: string): ViewDraft => ({
  name,
  filters: { period: '28d', testResult: 4 },
  columns: defaultViewColumns(),
})

interface Fakes {
  load?: () => Promise<UserViews>
  save?: (views: UserViews) => Promise<UserViews>
}

function start(fakes: Fakes = {}, random = () => 0.5) {
  const calls: Array<[string, unknown?]> = []
  const saved: UserViews[] = []
  const machine = savedViewsMachine.provide({
    actors: {
      loadViews: fromPromise(
        fakes.load ?? (async () => ({ views: [view(1), view(2)], lastUpdated: 'then' })),
      ),
      saveViews: fromPromise(async ({ input }: { input: UserViews }) => {
        saved.push(input)
        return fakes.save ? fakes.save(input) : { ...input, lastUpdated: 'server time' }
      }),
    },
    actions: {
      notifyCreated: (_, params) => void calls.push(['notifyCreated', params]),
      notifyUpdated: (_, params) =>
        void calls.push(params.rebased ? ['notifyUpdated', params] : ['notifyUpdated']),
      notifyFailed: (_, params) => void calls.push(['notifyFailed', params]),
      showView: (_, params) => void calls.push(['showView', params]),
      goToDefault: () => void calls.push(['goToDefault']),
    },
  })
  const actor = createActor(machine, { input: { userId: USER, random } }).start()
  return { actor, calls, saved }
}

const ready = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => snapshot.hasTag('ready'))
const ids = (views: SavedView[]) => views.map((entry) => entry.id)

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage())
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('saved views machine', () => {
  it('loads the views and keeps a copy in localStorage', async () => {
    const { actor } = start()
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await ready(actor)
    expect(ids(actor.getSnapshot().context.views)).toEqual([1, 2])
    expect(parseStoredViews(localStorage.getItem(viewsStorageKey(USER)))).toEqual({
      views: [view(1), view(2)],
      lastUpdated: 'then',
    })
  })

  it('shows the stored copy at once and keeps it when the load fails', async () => {
    localStorage.setItem(
      viewsStorageKey(USER),
      JSON.stringify({ views: [view(5)], lastUpdated: 'before' }),
    )
    const { actor } = start({ load: () => Promise.reject(new Error('offline')) })
    expect(ids(actor.getSnapshot().context.views)).toEqual([5])
    await ready(actor)
    expect(actor.getSnapshot().context).toMatchObject({ loadFailed: true, lastUpdated: 'before' })
    expect(ids(actor.getSnapshot().context.views)).toEqual([5])
  })

  it('prepends a created view with a new id, sends the whole list and shows the view', async () => {
    // The first random id is taken: the next one is drawn.
    const draws = [0.00001, 0.5]
    const { actor, calls, saved } = start(
      { load: async () => ({ views: [view(2)], lastUpdated: null }) },
      () => draws.shift() ?? 0.9,
    )
    await ready(actor)
    actor.send({ type: 'view.create', draft: draft('Positives') })
    expect(actor.getSnapshot().hasTag('saving')).toBe(true)
    await ready(actor)
    expect(saved).toEqual([
      // With the stamp of the list the view was added to.
      { views: [{ ...draft('Positives'), id: 50_001 }, view(2)], lastUpdated: null },
    ])
    expect(ids(actor.getSnapshot().context.saved)).toEqual([50_001, 2])
    expect(calls).toEqual([
      ['notifyCreated', { id: 50_001, rebased: false }],
      ['showView', { id: 50_001 }],
    ])
    expect(actor.getSnapshot().context.lastUpdated).toBe('server time')
  })

  it('refuses a blank name, an unknown view and a reorder that changes nothing', async () => {
    const { actor, saved } = start()
    await ready(actor)
    actor.send({ type: 'view.create', draft: draft('   ') })
    actor.send({ type: 'view.rename', id: 1, name: '' })
    actor.send({ type: 'view.rename', id: 99, name: 'Ghost' })
    actor.send({ type: 'view.update', view: view(99) })
    actor.send({ type: 'view.reorder', ids: [1, 2] })
    actor.send({ type: 'view.reorder', ids: [2] })
    actor.send({ type: 'view.delete', id: 99 })
    expect(actor.getSnapshot().hasTag('ready')).toBe(true)
    expect(saved).toEqual([])
  })

  it('edits a view in place and shows it', async () => {
    const { actor, calls, saved } = start()
    await ready(actor)
    actor.send({ type: 'view.update', view: { ...view(2), name: 'Renamed' } })
    await ready(actor)
    expect(saved[0]!.views.map((entry) => entry.name)).toEqual(['View 1', 'Renamed'])
    expect(calls).toEqual([['notifyUpdated'], ['showView', { id: 2 }]])
  })

  it('renames and reorders without navigating', async () => {
    const { actor, calls, saved } = start()
    await ready(actor)
    actor.send({ type: 'view.rename', id: 1, name: 'First' })
    await ready(actor)
    actor.send({ type: 'view.reorder', ids: [2, 1] })
    // The new order shows while it saves.
    expect(ids(actor.getSnapshot().context.views)).toEqual([2, 1])
    await ready(actor)
    expect(saved.map((body) => ids(body.views))).toEqual([
      [1, 2],
      [2, 1],
    ])
    expect(saved[0]!.views[0]!.name).toBe('First')
    expect(calls).toEqual([['notifyUpdated'], ['notifyUpdated']])
  })

  it('deletes after the confirmation, shows the message for 1200 ms, then goes to Default', async () => {
    vi.useFakeTimers()
    const { actor, calls, saved } = start()
    // Only the promises' microtasks run: the timers move when the test says.
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().hasTag('ready')).toBe(true)
    actor.send({ type: 'view.delete', id: 1 })
    expect(actor.getSnapshot().context.deleteId).toBe(1)
    actor.send({ type: 'delete.cancel' })
    expect(actor.getSnapshot().hasTag('ready')).toBe(true)
    expect(saved).toEqual([])

    actor.send({ type: 'view.delete', id: 1 })
    actor.send({ type: 'delete.confirm' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().hasTag('deleted')).toBe(true)
    expect(ids(saved[0]!.views)).toEqual([2])
    vi.advanceTimersByTime(DELETED_MESSAGE_MS - 1)
    expect(actor.getSnapshot().hasTag('deleted')).toBe(true)
    expect(calls).toEqual([])
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().hasTag('ready')).toBe(true)
    expect(calls).toEqual([['goToDefault']])
  })

  it('puts the saved list back on a failure and keeps the field errors of the changed view', async () => {
    const refusal = new ApiError('http', 'The name is blank.', 400, {
      message: 'The name is blank.',
      errors: [{ field: 'views[1].name', code: 'validation.blank', message: 'blank' }],
    })
    const { actor, calls } = start({ save: () => Promise.reject(refusal) })
    await ready(actor)
    actor.send({ type: 'view.rename', id: 2, name: 'New name' })
    expect(actor.getSnapshot().context.views[1]!.name).toBe('New name')
    await ready(actor)
    const { context } = actor.getSnapshot()
    expect(context.views).toEqual(context.saved)
    expect(context.views[1]!.name).toBe('View 2')
    expect(context.error).toEqual({
      kind: 'rename',
      viewId: 2,
      message: 'The name is blank.',
      name: 'New name',
      fieldErrors: { name: 'validation.blank' },
      stale: false,
    })
    expect(calls).toEqual([['notifyFailed', { message: 'The name is blank.', stale: false }]])
    // The stored copy is still the last saved list.
    expect(parseStoredViews(localStorage.getItem(viewsStorageKey(USER)))?.views).toEqual(
      context.saved,
    )
    // The next change forgets the failure.
    actor.send({ type: 'view.reorder', ids: [2, 1] })
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('goes on when the browser refuses the copy (quota): it saves, and keeps no stale copy', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.stubGlobal('localStorage', limitedStorage(4000))
    const { actor, calls } = start()
    await ready(actor)
    expect(readStoredViews(USER)?.views).toHaveLength(2)
    actor.send({ type: 'view.rename', id: 1, name: 'x'.repeat(5000) })
    await ready(actor)
    expect(actor.getSnapshot().context.views[0]!.name).toHaveLength(5000)
    expect(calls).toEqual([['notifyUpdated']])
    expect(readStoredViews(USER)).toBeNull()
  })

  it('loads again on views.reload', async () => {
    let loads = 0
    const { actor } = start({
      load: async () => {
        loads++
        if (loads === 1) throw new Error('offline')
        return { views: [view(3)], lastUpdated: 'now' }
      },
    })
    await ready(actor)
    expect(actor.getSnapshot().context.loadFailed).toBe(true)
    actor.send({ type: 'views.reload' })
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready') && loads === 2)
    expect(actor.getSnapshot().context).toMatchObject({ loadFailed: false })
    expect(ids(actor.getSnapshot().context.views)).toEqual([3])
  })
})

describe('saved views machine: the inline rename', () => {
  const refusal = (index: number) =>
    new ApiError('http', 'The name is blank.', 400, {
      message: 'The name is blank.',
      errors: [{ field: `views[${index}].name`, code: 'validation.blank', message: 'blank' }],
    })

  it('opens on a view with its name, refuses a missing or blank name, then saves and closes', async () => {
    const { actor, saved, calls } = start()
    await ready(actor)
    actor.send({ type: 'rename.start', id: 99 })
    expect(actor.getSnapshot().context.rename).toBeNull()
    actor.send({ type: 'rename.start', id: 2 })
    expect(actor.getSnapshot().hasTag('renaming')).toBe(true)
    expect(actor.getSnapshot().context.rename).toMatchObject({ id: 2, text: 'View 2', error: null })

    actor.send({ type: 'rename.change', text: '' })
    actor.send({ type: 'rename.submit' })
    expect(actor.getSnapshot().hasTag('renameInvalid')).toBe(true)
    expect(actor.getSnapshot().context.rename?.error).toBe('validation.required')
    actor.send({ type: 'rename.change', text: '   ' })
    // Typing clears the error until the next submit.
    expect(actor.getSnapshot().hasTag('renameInvalid')).toBe(false)
    actor.send({ type: 'rename.submit' })
    expect(actor.getSnapshot().context.rename?.error).toBe('validation.blank')
    expect(saved).toEqual([])

    actor.send({ type: 'rename.change', text: '  Second  ' })
    actor.send({ type: 'rename.submit' })
    // Both regions took the submit: the field waits, the list saves the trimmed name.
    expect(actor.getSnapshot().hasTag('renameSaving')).toBe(true)
    expect(actor.getSnapshot().hasTag('saving')).toBe(true)
    expect(actor.getSnapshot().context.views[1]!.name).toBe('Second')
    await ready(actor)
    expect(actor.getSnapshot().hasTag('renaming')).toBe(false)
    expect(actor.getSnapshot().context.rename).toBeNull()
    expect(saved[0]!.views.map((entry) => entry.name)).toEqual(['View 1', 'Second'])
    expect(calls).toEqual([['notifyUpdated']])
  })

  it('closes on an unchanged name or a cancel without saving; another view replaces it', async () => {
    const { actor, saved } = start()
    await ready(actor)
    actor.send({ type: 'rename.start', id: 1 })
    actor.send({ type: 'rename.change', text: ' View 1 ' })
    actor.send({ type: 'rename.submit' })
    expect(actor.getSnapshot().context.rename).toBeNull()
    actor.send({ type: 'rename.start', id: 1 })
    actor.send({ type: 'rename.change', text: 'Typed' })
    actor.send({ type: 'rename.start', id: 2 })
    expect(actor.getSnapshot().context.rename).toMatchObject({ id: 2, text: 'View 2', error: null })
    actor.send({ type: 'rename.cancel' })
    expect(actor.getSnapshot().hasTag('renaming')).toBe(false)
    expect(saved).toEqual([])
  })

  it('keeps the field as typed while another change saves', async () => {
    const { actor, saved } = start()
    await ready(actor)
    actor.send({ type: 'rename.start', id: 1 })
    actor.send({ type: 'rename.change', text: 'Later' })
    actor.send({ type: 'view.reorder', ids: [2, 1] })
    actor.send({ type: 'rename.submit' })
    expect(actor.getSnapshot().hasTag('renameSaving')).toBe(false)
    expect(actor.getSnapshot().context.rename?.text).toBe('Later')
    await ready(actor)
    expect(saved).toHaveLength(1)
    actor.send({ type: 'rename.submit' })
    expect(actor.getSnapshot().hasTag('renameSaving')).toBe(true)
  })

  it('a refused rename comes back as typed, with the server name error when it gave one', async () => {
    const failures = [refusal(0), new Error('The server is unavailable.')]
    const { actor } = start({ save: () => Promise.reject(failures.shift()) })
    await ready(actor)
    actor.send({ type: 'rename.start', id: 1 })
    actor.send({ type: 'rename.change', text: 'Refused' })
    actor.send({ type: 'rename.submit' })
    await ready(actor)
    expect(actor.getSnapshot().hasTag('renameInvalid')).toBe(true)
    expect(actor.getSnapshot().context.rename).toMatchObject({
      id: 1,
      text: 'Refused',
      error: 'validation.blank',
    })
    expect(actor.getSnapshot().context.views[0]!.name).toBe('View 1')

    actor.send({ type: 'rename.submit' })
    await ready(actor)
    expect(actor.getSnapshot().hasTag('renaming')).toBe(true)
    expect(actor.getSnapshot().hasTag('renameInvalid')).toBe(false)
    expect(actor.getSnapshot().context.rename).toMatchObject({
      id: 1,
      text: 'Refused',
      error: null,
    })
  })
})

describe('saved views machine: the editor', () => {
  it('sends a new view and an edited one when open, and is saved', async () => {
    const { actor, calls, saved } = start()
    await ready(actor)
    // Closed: nothing is sent.
    actor.send({ type: 'editor.submit', draft: draft('Early'), id: null })
    expect(saved).toEqual([])

    actor.send({ type: 'editor.open' })
    actor.send({ type: 'editor.submit', draft: draft('Positives'), id: null })
    expect(actor.getSnapshot().hasTag('editorSubmitting')).toBe(true)
    expect(actor.getSnapshot().hasTag('saving')).toBe(true)
    await ready(actor)
    expect(actor.getSnapshot().hasTag('editorSaved')).toBe(true)
    expect(calls).toEqual([
      ['notifyCreated', { id: 50_001, rebased: false }],
      ['showView', { id: 50_001 }],
    ])
    actor.send({ type: 'editor.close' })

    actor.send({ type: 'editor.open' })
    actor.send({ type: 'editor.submit', draft: draft('Edited'), id: 2 })
    await ready(actor)
    expect(saved[1]!.views.find((entry) => entry.id === 2)).toEqual({ ...draft('Edited'), id: 2 })
    expect(calls.at(-1)).toEqual(['showView', { id: 2 }])
  })

  it('refuses a draft without a name, for an unknown view, or while another change saves', async () => {
    const { actor, saved } = start()
    await ready(actor)
    actor.send({ type: 'editor.open' })
    actor.send({ type: 'editor.submit', draft: draft(' '), id: null })
    actor.send({ type: 'editor.submit', draft: draft('Ghost'), id: 99 })
    actor.send({ type: 'view.reorder', ids: [2, 1] })
    actor.send({ type: 'editor.submit', draft: draft('Busy'), id: null })
    expect(actor.getSnapshot().hasTag('editorSubmitting')).toBe(false)
    await ready(actor)
    expect(saved).toHaveLength(1)
  })

  it('a refused save keeps the form open with the failure, and it may submit again', async () => {
    const refusal = new ApiError('http', 'Validation failed.', 400, {
      message: 'Validation failed.',
      errors: [{ field: 'views[0].name', code: 'validation.blank', message: 'blank' }],
    })
    let refuse = true
    const { actor } = start({
      save: async (body) => {
        if (refuse) throw refusal
        return body
      },
    })
    await ready(actor)
    actor.send({ type: 'editor.open' })
    actor.send({ type: 'editor.submit', draft: draft('Kept'), id: null })
    await ready(actor)
    expect(actor.getSnapshot().hasTag('editorRefused')).toBe(true)
    expect(actor.getSnapshot().context.error).toMatchObject({
      kind: 'create',
      name: 'Kept',
      fieldErrors: { name: 'validation.blank' },
    })
    refuse = false
    actor.send({ type: 'editor.submit', draft: draft('Kept'), id: null })
    expect(actor.getSnapshot().context.error).toBeNull()
    await ready(actor)
    expect(actor.getSnapshot().hasTag('editorSaved')).toBe(true)
    // A closed editor starts afresh next time.
    actor.send({ type: 'editor.close' })
    actor.send({ type: 'editor.open' })
    expect(actor.getSnapshot().hasTag('editorRefused')).toBe(false)
  })
  it('an earlier save’s answer leaves an editor opened after it as it is', async () => {
    let answer = () => undefined as void
    const { actor, calls } = start({
      save: (body) =>
        new Promise<UserViews>(
          (resolve) => (answer = () => resolve({ ...body, lastUpdated: 'now' })),
        ),
    })
    await ready(actor)
    actor.send({ type: 'editor.open' })
    actor.send({ type: 'editor.submit', draft: draft('Positives'), id: null })
    // Closed while the save is on its way, and opened again (for another view, or a new one).
    actor.send({ type: 'editor.close' })
    actor.send({ type: 'editor.open' })
    expect(actor.getSnapshot().hasTag('saving')).toBe(true)
    answer()
    await ready(actor)
    const snapshot = actor.getSnapshot()
    // Saved and in the list, but the editor opened since is not closed: no navigation.
    expect(ids(snapshot.context.views)).toEqual([50_001, 1, 2])
    expect(snapshot.matches({ editor: { editing: 'fresh' } })).toBe(true)
    expect(calls).toEqual([['notifyCreated', { id: 50_001, rebased: false }]])
    // Closed meanwhile (no editor open): the saved view still shows.
    actor.send({ type: 'editor.submit', draft: draft('Edited'), id: 2 })
    actor.send({ type: 'editor.close' })
    answer()
    await ready(actor)
    expect(calls.at(-1)).toEqual(['showView', { id: 2 }])
  })
})

describe('saved views rules', () => {
  it('draws ids in 1..100000 that are not in use', () => {
    expect(newViewId([], () => 0)).toBe(1)
    expect(newViewId([], () => 0.999999999)).toBe(100_000)
    const draws = [0, 0, 0.1]
    expect(newViewId([view(1)], () => draws.shift()!)).toBe(10_001)
  })

  it('tells a reorder from another list', () => {
    const views = [view(1), view(2), view(3)]
    expect(isReorderOf(views, [3, 1, 2])).toBe(true)
    expect(isReorderOf(views, [1, 2, 3])).toBe(false)
    expect(isReorderOf(views, [1, 2, 4])).toBe(false)
    expect(isReorderOf(views, [1, 2])).toBe(false)
  })

  it('ignores a stored copy of the wrong shape', () => {
    expect(parseStoredViews(null)).toBeNull()
    expect(parseStoredViews('not json')).toBeNull()
    expect(parseStoredViews('{"views": [{"id": "x"}]}')).toBeNull()
    expect(parseStoredViews('{"views": 3}')).toBeNull()
    expect(parseStoredViews(JSON.stringify({ views: [view(1)], lastUpdated: 5 }))).toEqual({
      views: [view(1)],
      lastUpdated: null,
    })
  })

  it('names what is wrong with a view name as the shared rule does', () => {
    expect(nameProblem('')).toBe('validation.required')
    expect(nameProblem('  ')).toBe('validation.blank')
    expect(nameProblem(' Fine ')).toBeNull()
  })

  it('reads field errors only of the changed view', () => {
    const error = Object.assign(new Error('Refused'), {
      body: {
        message: 'Refused',
        errors: [
          { field: 'views[0].name', code: 'validation.blank', message: '' },
          { field: 'views[1].id', code: 'validation.unique', message: '' },
        ],
      },
    })
    expect(saveFailureOf(error, [view(4), view(5)], { kind: 'update', viewId: 5 })).toEqual({
      kind: 'update',
      viewId: 5,
      message: 'Refused',
      name: 'View 5',
      fieldErrors: { id: 'validation.unique' },
      stale: false,
    })
    expect(saveFailureOf('down', [view(4)], { kind: 'reorder', viewId: null })).toEqual({
      kind: 'reorder',
      viewId: null,
      message: 'down',
      name: null,
      fieldErrors: {},
      stale: false,
    })
  })
})

describe('saved views machine: a list changed in another tab or device', () => {
  /** A server that keeps the list and refuses a save based on an older one, as the API does. */
  function server(initial: SavedView[]) {
    let stamp = 1
    let stored: UserViews = { views: initial, lastUpdated: 'stamp 1' }
    const replace = (views: SavedView[]) => {
      stored = { views, lastUpdated: `stamp ${++stamp}` }
      return stored
    }
    return {
      views: () => stored.views,
      /** What another tab saves meanwhile. */
      elsewhere: replace,
      load: async () => stored,
      save: async (body: UserViews) => {
        if (body.lastUpdated !== stored.lastUpdated) {
          throw new ApiError('http', 'Changed elsewhere.', 409, { message: 'Changed elsewhere.' })
        }
        return replace(body.views)
      },
    }
  }

  it('adds a new view to the current list, keeping the one another tab added', async () => {
    const api = server([view(1)])
    const { actor, calls } = start(api)
    await ready(actor)
    api.elsewhere([view(7, 'From tab A'), view(1)])
    actor.send({ type: 'view.create', draft: draft('From tab B') })
    await ready(actor)
    expect(api.views().map((entry) => entry.name)).toEqual(['From tab B', 'From tab A', 'View 1'])
    expect(actor.getSnapshot().context.views).toEqual(api.views())
    expect(calls).toEqual([
      ['notifyCreated', { id: 50_001, rebased: true }],
      ['showView', { id: 50_001 }],
    ])
  })

  it('gives the new view another id when the other tab took it', async () => {
    const draws = [0.5, 0.25]
    const api = server([view(1)])
    const { actor, calls } = start(api, () => draws.shift() ?? 0.9)
    await ready(actor)
    api.elsewhere([view(50_001, 'Same id'), view(1)])
    actor.send({ type: 'view.create', draft: draft('Mine') })
    await ready(actor)
    expect(ids(api.views())).toEqual([25_001, 50_001, 1])
    expect(calls.at(-1)).toEqual(['showView', { id: 25_001 }])
  })

  it('deletes without undoing another tab’s rename, and reorders the views it saw', async () => {
    const api = server([view(1), view(2), view(3)])
    const { actor } = start(api)
    await ready(actor)
    api.elsewhere([view(1), view(2, 'Renamed in A'), view(3)])
    actor.send({ type: 'view.delete', id: 3 })
    actor.send({ type: 'delete.confirm' })
    await waitFor(actor, (snapshot) => snapshot.hasTag('deleted'))
    expect(api.views()).toEqual([view(1), view(2, 'Renamed in A')])

    vi.useFakeTimers()
    vi.advanceTimersByTime(DELETED_MESSAGE_MS)
    vi.useRealTimers()
    await ready(actor)
    api.elsewhere([view(9, 'New in A'), ...api.views()])
    actor.send({ type: 'view.reorder', ids: [2, 1] })
    await ready(actor)
    expect(ids(api.views())).toEqual([9, 2, 1])
  })

  it('a rename of a view deleted elsewhere shows the current list and keeps the name typed', async () => {
    const api = server([view(1), view(2)])
    const { actor, calls } = start(api)
    await ready(actor)
    api.elsewhere([view(1)])
    actor.send({ type: 'rename.start', id: 2 })
    actor.send({ type: 'rename.change', text: 'Typed name' })
    actor.send({ type: 'rename.submit' })
    await ready(actor)
    const snapshot = actor.getSnapshot()
    expect(ids(snapshot.context.views)).toEqual([1])
    expect(snapshot.context.error).toMatchObject({ kind: 'rename', viewId: 2, stale: true })
    expect(snapshot.hasTag('renaming')).toBe(true)
    expect(snapshot.context.rename?.text).toBe('Typed name')
    expect(calls).toEqual([['notifyFailed', { message: '', stale: true }]])
    expect(parseStoredViews(localStorage.getItem(viewsStorageKey(USER)))?.views).toEqual([view(1)])
  })

  it('an edit of a view deleted elsewhere keeps the editor as typed', async () => {
    const api = server([view(1), view(2)])
    const { actor } = start(api)
    await ready(actor)
    api.elsewhere([view(1)])
    actor.send({ type: 'editor.open' })
    actor.send({ type: 'editor.submit', draft: draft('Edited'), id: 2 })
    await ready(actor)
    expect(actor.getSnapshot().hasTag('editorRefused')).toBe(true)
    expect(actor.getSnapshot().context.error).toMatchObject({ kind: 'update', stale: true })
    expect(api.views()).toEqual([view(1)])
  })

  it('a name typed for a view deleted elsewhere is saved as a new view, or discarded', async () => {
    const api = server([view(1), view(2, 'Night shift')])
    const { actor, calls } = start(api)
    await ready(actor)
    api.elsewhere([view(1)])
    actor.send({ type: 'rename.start', id: 2 })
    actor.send({ type: 'rename.change', text: 'Typed name' })
    actor.send({ type: 'rename.submit' })
    await ready(actor)
    // The field stays as typed, with the view it was for (the bar says it was deleted).
    expect(actor.getSnapshot().context.rename).toMatchObject({ id: 2, text: 'Typed name' })
    expect(actor.getSnapshot().context.rename?.view).toEqual(view(2, 'Night shift'))
    actor.send({ type: 'rename.submit' })
    expect(actor.getSnapshot().hasTag('renameSaving')).toBe(true)
    await ready(actor)
    // A new view with the name typed and the deleted view's filters and columns, shown.
    expect(api.views()).toEqual([{ ...view(2, 'Typed name'), id: 50_001 }, view(1)])
    expect(actor.getSnapshot().hasTag('renaming')).toBe(false)
    expect(calls.slice(-2)).toEqual([
      ['notifyCreated', { id: 50_001, rebased: false }],
      ['showView', { id: 50_001 }],
    ])

    // Refused the same way again, then discarded: nothing is saved.
    api.elsewhere([view(1)])
    actor.send({ type: 'rename.start', id: 1 })
    actor.send({ type: 'rename.change', text: 'Other' })
    api.elsewhere([])
    actor.send({ type: 'rename.submit' })
    await ready(actor)
    expect(actor.getSnapshot().context.rename?.text).toBe('Other')
    actor.send({ type: 'rename.cancel' })
    expect(actor.getSnapshot().context.rename).toBeNull()
    expect(api.views()).toEqual([])
  })

  it('an edit of a view deleted elsewhere may be saved as a new view', async () => {
    const api = server([view(1), view(2)])
    const { actor, calls } = start(api)
    await ready(actor)
    api.elsewhere([view(1)])
    actor.send({ type: 'editor.open' })
    actor.send({ type: 'editor.submit', draft: draft('Edited'), id: 2 })
    await ready(actor)
    // Its own id is gone: the editor's "save as a new view" sends it without one.
    actor.send({ type: 'editor.submit', draft: draft('Edited'), id: 2 })
    expect(actor.getSnapshot().hasTag('editorSubmitting')).toBe(false)
    actor.send({ type: 'editor.submit', draft: draft('Edited'), id: null })
    await ready(actor)
    expect(actor.getSnapshot().hasTag('editorSaved')).toBe(true)
    expect(api.views()).toEqual([{ ...draft('Edited'), id: 50_001 }, view(1)])
    expect(calls.at(-1)).toEqual(['showView', { id: 50_001 }])
  })

  it('gives up after three lists that changed again, and says why', async () => {
    const api = server([view(1)])
    let saves = 0
    const { actor, calls } = start({
      load: api.load,
      save: async (body) => {
        saves++
        api.elsewhere([...api.views()])
        return api.save(body)
      },
    })
    await ready(actor)
    actor.send({ type: 'view.rename', id: 1, name: 'Mine' })
    await ready(actor)
    expect(saves).toBe(1 + MAX_REBASES)
    expect(actor.getSnapshot().context.views).toEqual([view(1)])
    expect(calls).toEqual([['notifyFailed', { message: 'Changed elsewhere.', stale: false }]])
  })
})
