import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { recordActionsMachine } from './record-actions.machine'

function start(options: { failWith?: string } = {}) {
  const calls: string[] = []
  const server = vi.fn(async (what: string) => {
    calls.push(what)
    if (options.failWith) throw new Error(options.failWith)
    return {}
  })
  const actions = { annotated: vi.fn(), deleted: vi.fn(), restored: vi.fn(), failed: vi.fn() }
  const actor = createActor(
    recordActionsMachine.provide({
      actors: {
        annotateRecord: fromPromise(({ input }) =>
          server(`annotate ${input.id} ${input.annotation}`),
        ),
        deleteRecord: fromPromise(({ input }) => server(`delete ${input.id}`)),
        restoreRecord: fromPromise(({ input }) => server(`restore ${input.id}`)),
      },
      actions: {
        annotated: (_, params) => actions.annotated(params),
        deleted: (_, params) => actions.deleted(params),
        restored: (_, params) => actions.restored(params),
        failed: (_, params) => actions.failed(params),
      },
    }),
  ).start()
  return { actor, calls, actions }
}

const positive = { id: 4, result: 'Positive' as const }
const negative = { id: 5, result: 'Negative' as const }

describe('record actions', () => {
  it('restores a deleted record, without asking, and tells the screen', async () => {
    const { actor, calls, actions } = start()
    actor.send({ type: 'record.restore', record: positive })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.matches('idle'))
    expect(calls).toEqual(['restore 4'])
    expect(actions.restored).toHaveBeenCalledWith({ id: 4 })
  })

  it('tells the screen when a restore fails', async () => {
    const { actor, actions } = start({ failWith: 'Test record 4 is not deleted.' })
    actor.send({ type: 'record.restore', record: positive })
    await waitFor(actor, (snapshot) => snapshot.matches('idle'))
    expect(actions.failed).toHaveBeenCalledWith({
      action: 'restore',
      message: 'Test record 4 is not deleted.',
    })
  })

  it('annotates a non-negative record', async () => {
    const { actor, calls, actions } = start()
    actor.send({ type: 'record.annotate', record: positive, annotation: 'Rejected' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.matches('idle'))
    expect(calls).toEqual(['annotate 4 Rejected'])
    expect(actions.annotated).toHaveBeenCalledWith({ id: 4 })
  })

  it('never annotates a negative record', () => {
    const { actor, calls } = start()
    actor.send({ type: 'record.annotate', record: negative, annotation: 'Rejected' })
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    expect(calls).toEqual([])
  })

  it('deletes only after the confirmation', async () => {
    const { actor, calls, actions } = start()
    actor.send({ type: 'record.delete', record: negative })
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true)
    expect(calls).toEqual([])
    actor.send({ type: 'delete.cancel' })
    expect(actor.getSnapshot().context.target).toBeNull()
    actor.send({ type: 'record.delete', record: negative })
    actor.send({ type: 'delete.confirm' })
    await waitFor(actor, (snapshot) => snapshot.matches('idle'))
    expect(calls).toEqual(['delete 5'])
    expect(actions.deleted).toHaveBeenCalledWith({ id: 5 })
  })

  it('tells which action failed, with the server message', async () => {
    const { actor, actions } = start({ failWith: 'A negative record can only be deleted.' })
    actor.send({ type: 'record.annotate', record: positive, annotation: 'Confirmation' })
    await waitFor(actor, (snapshot) => snapshot.matches('idle'))
    expect(actions.failed).toHaveBeenCalledWith({
      action: 'annotate',
      message: 'A negative record can only be deleted.',
    })
  })
})
