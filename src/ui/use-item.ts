/**
 * One item shown by a detail route or dialog (a test record, a control group, a site), loaded
 * by the route's id through the item machine (src/machines/item.machine.ts): loading, a 404 told
 * apart from other failures, a retry, and `item.replace` after the screen changed it.
 */
import { useEffect } from 'react'
import { fromPromise } from 'xstate'
import { itemMachine } from '@/machines/item.machine'
import { useProvidedMachine } from './machines/use-provided-actor'

/** Loads the item `itemId` with `fetchItem`. */
export function useItem<T>(itemId: number, fetchItem: (id: number) => Promise<T>) {
  const [snapshot, send] = useProvidedMachine(
    itemMachine.provide({
      actors: { fetchItem: fromPromise(({ input }) => fetchItem(input)) },
    }),
  )
  useEffect(() => send({ type: 'item.load', id: itemId }), [itemId, send])
  return { snapshot, send, item: snapshot.context.item as T | null }
}
