/**
 * One item shown by a detail route or dialog (a test record, a control group, a site), loaded
 * by the route's id through the item machine (src/machines/item.machine.ts): loading, a 404 told
 * apart from other failures, a retry, and `item.replace` after the screen changed it.
 */
import { useEffect } from 'react'
import { useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { itemMachine } from '@/machines/item.machine'
import { useProvidedActor } from './machines/use-provided-actor'

/** Loads the item `itemId` with `fetchItem`. */
export function useItem<T>(itemId: number, fetchItem: (id: number) => Promise<T>) {
  const actor = useProvidedActor(
    itemMachine.provide({
      actors: { fetchItem: fromPromise(({ input }) => fetchItem(input)) },
    }),
  )
  const snapshot = useSelector(actor, (current) => current)
  const send = actor.send
  useEffect(() => send({ type: 'item.load', id: itemId }), [itemId, send])
  return { snapshot, send, item: snapshot.context.item as T | null }
}
