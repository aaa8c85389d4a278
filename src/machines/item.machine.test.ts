import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { itemMachine } from './item.machine'

class StatusError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

function start(fetchItem: (id: number) => Promise<unknown>) {
  return createActor(
    itemMachine.provide({ actors: { fetchItem: fromPromise(({ input }) => fetchItem(input)) } }),
  ).start()
}

describe('item machine', () => {
  it('loads the item of the id it is given', async () => {
    const actor = start(async (id) => ({ id, name: `Record ${id}` }))
    actor.send({ type: 'item.load', id: 7 })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'))
    expect(actor.getSnapshot().context.item).toEqual({ id: 7, name: 'Record 7' })
  })

  it('tells a missing item from a failure, and retries a failure', async () => {
    let attempts = 0
    const actor = start(async (id) => {
      if (id === 404) throw new StatusError('Test record 404 was not found.', 404)
      if (++attempts === 1) throw new StatusError('The server is unavailable.', 500)
      return { id }
    })
    actor.send({ type: 'item.load', id: 404 })
    await waitFor(actor, (snapshot) => snapshot.hasTag('notFound'))
    actor.send({ type: 'item.load', id: 5 })
    await waitFor(actor, (snapshot) => snapshot.hasTag('failed'))
    expect(actor.getSnapshot().context.error).toBe('The server is unavailable.')
    actor.send({ type: 'item.retry' })
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'))
    expect(actor.getSnapshot().context.item).toEqual({ id: 5 })
  })

  it('forgets the previous item when another id loads', async () => {
    const actor = start(async (id) => ({ id }))
    actor.send({ type: 'item.load', id: 1 })
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'))
    actor.send({ type: 'item.load', id: 2 })
    expect(actor.getSnapshot().context.item).toBeNull()
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'))
    actor.send({ type: 'item.replace', item: { id: 2, comments: 'Checked' } })
    expect(actor.getSnapshot().context.item).toEqual({ id: 2, comments: 'Checked' })
  })
})
