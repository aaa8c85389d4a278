/**
 * A widget's loader actor for the screen: the widget machine with the widget's call provided,
 * sent every new query (compared by value, so a re-render with an equal query loads nothing).
 */
import { useDeferredValue, useEffect, useRef } from 'react'
import { useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { nextFrame } from './next-frame'
import { widgetMachine } from '@/machines/dashboard/widget.machine'
import { useProvidedActor } from '@/ui/machines/use-provided-actor'

export interface Widget<T> {
  data: T | null
  loading: boolean
  failed: boolean
  error: string | null
  retry: () => void
}

export function useWidget<Q, T>(fetch: (query: Q) => Promise<T>, query: Q | null): Widget<T> {
  const key = JSON.stringify(query)
  const sent = useRef(key)
  const actor = useProvidedActor(
    widgetMachine.provide({
      actors: {
        fetch: fromPromise<unknown, unknown>(async ({ input }) => {
          const data = await fetch(input as Q)
          await nextFrame()
          return data
        }),
      },
    }),
    { input: { query } },
  )
  useEffect(() => {
    if (sent.current === key) return
    sent.current = key
    actor.send({ type: 'widget.load', query: JSON.parse(key) as unknown })
  }, [actor, key])
  // The widget's content is drawn from a deferred copy of its data: a machine's update renders
  // synchronously (useSelector is useSyncExternalStore), so drawing a chart there is one long
  // task; the deferred render is React's to interrupt, a few milliseconds at a time.
  const data = useDeferredValue(useSelector(actor, (snapshot) => snapshot.context.data)) as T | null
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'))
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('failed'))
  const error = useSelector(actor, (snapshot) => snapshot.context.error)
  return { data, loading, failed, error, retry: () => actor.send({ type: 'widget.retry' }) }
}
