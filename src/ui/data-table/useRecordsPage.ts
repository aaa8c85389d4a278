/**
 * The records-page machine (src/machines/records-page.machine.ts) bound to the URL, for a
 * records list (test records, control records): the page and order it asks for follow the
 * URL, but a filter change (send `filters.changed`) asks for page 1 at once and drops `page`
 * from the URL; the router's drop comes in a later render.
 */
import { useLayoutEffect } from 'react'
import { useSearchParams } from 'react-router-dom'
import { recordsPageMachine } from '@/machines/records-page.machine'
import { useProvidedActor } from '../machines/use-provided-actor'
import type { ListQueryControls } from './useListQuery'

export function useRecordsPage(list: ListQueryControls) {
  const [, setParams] = useSearchParams()
  const search = list.params.toString()
  const actor = useProvidedActor(
    recordsPageMachine.provide({
      actions: {
        dropPage: () =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current)
              next.delete('page')
              return next
            },
            { replace: true },
          ),
      },
    }),
    { input: { search, query: { page: list.page, sort: list.sort } } },
  )
  // Before paint, so the pagination and headers never show the previous address for a frame.
  useLayoutEffect(() => {
    actor.send({ type: 'url.changed', search, query: { page: list.page, sort: list.sort } })
  }, [actor, search, list.page, list.sort])
  return actor
}
