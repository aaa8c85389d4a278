import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { widgetMachine } from './widget.machine'

/** A fetch whose answers the test releases one by one, in any order. */
function controlledFetch() {
  const pending: Array<{
    query: unknown
    resolve: (value: unknown) => void
    reject: (error: Error) => void
  }> = []
  const logic = fromPromise<unknown, unknown>(
    ({ input }) =>
      new Promise((resolve, reject) => pending.push({ query: input, resolve, reject })),
  )
  return { pending, machine: widgetMachine.provide({ actors: { fetch: logic } }) }
}

describe('widget machine', () => {
  it('waits without a query and loads once one comes', async () => {
    const { pending, machine } = controlledFetch()
    const actor = createActor(machine, { input: { query: null } }).start()
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'widget.load', query: { customerId: 1 } })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(pending[0]?.query).toEqual({ customerId: 1 })
    pending[0]!.resolve(['answer'])
    await waitFor(actor, (snapshot) => snapshot.hasTag('loaded'))
    expect(actor.getSnapshot().context.data).toEqual(['answer'])
  })

  it('keeps the data while a new query loads and never applies an older answer', async () => {
    const { pending, machine } = controlledFetch()
    const actor = createActor(machine, { input: { query: 1 } }).start()
    pending[0]!.resolve('first')
    await waitFor(actor, (snapshot) => snapshot.hasTag('loaded'))
    actor.send({ type: 'widget.load', query: 2 })
    actor.send({ type: 'widget.load', query: 3 })
    expect(actor.getSnapshot().context.data).toBe('first')
    pending[1]!.resolve('second')
    pending[2]!.resolve('third')
    await waitFor(actor, (snapshot) => snapshot.hasTag('loaded'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(actor.getSnapshot().context).toMatchObject({ query: 3, data: 'third' })
  })

  it('reports a failure and retries the same query', async () => {
    const { pending, machine } = controlledFetch()
    const actor = createActor(machine, { input: { query: 'q' } }).start()
    pending[0]!.reject(new Error('Server down'))
    await waitFor(actor, (snapshot) => snapshot.hasTag('failed'))
    expect(actor.getSnapshot().context.error).toBe('Server down')
    actor.send({ type: 'widget.retry' })
    expect(pending[1]?.query).toBe('q')
    pending[1]!.resolve('ok')
    await waitFor(actor, (snapshot) => snapshot.hasTag('loaded'))
    expect(actor.getSnapshot().context).toMatchObject({ data: 'ok', error: null })
  })

  it('forgets the data when the query goes away', async () => {
    const { pending, machine } = controlledFetch()
    const actor = createActor(machine, { input: { query: 'q' } }).start()
    pending[0]!.resolve('data')
    await waitFor(actor, (snapshot) => snapshot.hasTag('loaded'))
    actor.send({ type: 'widget.load', query: null })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toEqual({ query: null, data: null, error: null })
  })
})
