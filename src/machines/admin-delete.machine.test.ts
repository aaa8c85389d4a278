/**
 * Deleting a list row: asked first, cancelled without a call, deleted with the item asked about,
 * and a refused delete reported with the server's message.
 */
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '@/api/errors'
import { adminDeleteMachine, type AdminDeleteEmitted } from './admin-delete.machine'

const IN_USE = 'This substance is used by the test types Beta-lactam Strip and cannot be deleted.'

function start(answers: unknown[] = [undefined]) {
  const deleteItem = vi.fn(async (_: { input: { item: unknown } }) => {
    const next = answers.shift()
    if (next instanceof Error) throw next
  })
  const actor = createActor(
    adminDeleteMachine.provide({ actors: { deleteItem: fromPromise(deleteItem) } }),
  )
  const emitted: AdminDeleteEmitted[] = []
  actor.on('*', (event) => void emitted.push(event))
  actor.start()
  return { actor, deleteItem, emitted }
}

const idle = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => snapshot.matches('idle'))

describe('admin delete', () => {
  it('asks about an item and deletes it once confirmed', async () => {
    const { actor, deleteItem, emitted } = start()
    actor.send({ type: 'delete.ask', item: { id: 4 } })
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true)
    actor.send({ type: 'delete.confirm' })
    expect(actor.getSnapshot().hasTag('deleting')).toBe(true)
    await idle(actor)
    expect(deleteItem.mock.calls[0]?.[0].input).toEqual({ item: { id: 4 } })
    expect(emitted).toEqual([{ type: 'delete.done', item: { id: 4 } }])
    expect(actor.getSnapshot().context.item).toBeNull()
  })

  it('deletes nothing when cancelled', () => {
    const { actor, deleteItem, emitted } = start()
    actor.send({ type: 'delete.ask', item: { id: 4 } })
    actor.send({ type: 'delete.cancel' })
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    expect(deleteItem).not.toHaveBeenCalled()
    expect(emitted).toEqual([])
  })

  it('reports a refused delete with the server message', async () => {
    const { actor, emitted } = start([
      new ApiError('http', 'Request failed with status code 409', 409, { message: IN_USE }),
    ])
    actor.send({ type: 'delete.ask', item: { id: 1 } })
    actor.send({ type: 'delete.confirm' })
    await idle(actor)
    expect(emitted).toEqual([{ type: 'delete.failed', item: { id: 1 }, message: IN_USE }])
  })

  it('ignores a second confirm and a cancel while the delete is on its way', async () => {
    const { actor, deleteItem } = start()
    actor.send({ type: 'delete.ask', item: { id: 4 } })
    actor.send({ type: 'delete.confirm' })
    actor.send({ type: 'delete.confirm' })
    actor.send({ type: 'delete.cancel' })
    expect(actor.getSnapshot().hasTag('deleting')).toBe(true)
    await idle(actor)
    expect(deleteItem).toHaveBeenCalledOnce()
  })
})
