/**
 * The pickers' options of a filters actor (its `options` child, filter-options.machine.ts), for
 * a filter bar to render. The same arrays come back while the lists are unchanged, so the bar
 * does not render again with every row of the page.
 */
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { OPTION_LISTS, shownOptions, type FilterOptions } from '@/machines/filter-options.machine'
import type { filtersMachine } from '@/machines/filters.machine'

const sameLists = (a: FilterOptions, b: FilterOptions) =>
  OPTION_LISTS.every((list) => a[list] === b[list])

export function useFilterOptions(filters: ActorRefFrom<typeof filtersMachine>): FilterOptions {
  const options = useSelector(filters, (snapshot) => snapshot.context.options)
  return useSelector(options, (snapshot) => shownOptions(snapshot.context), sameLists)
}
