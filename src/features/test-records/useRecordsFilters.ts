/**
 * The filters machine as a records list runs it: the filter set of the Default view (the main
 * set, shared with the dashboard for the session) or of the active saved view (the user-view
 * set, starting from the view's saved filters: CORE-4.5), the pickers' choices the user's
 * permissions show. The list's filter is made from these filters, so a change starts the list
 * over (the list-screen machine drops the page).
 */
import { useSelector } from '@xstate/react'
import type { SavedView } from '@/api/types'
import { filtersMachine, type FilterSet } from '@/machines/filters.machine'
import { recordFilterOptions, recordOptionNeeds } from '@/lists/record-filter-options'
import { useFilterOptions } from '@/lists/use-filter-options'
import { forgetOtherViewFilters } from './views/view-filters'
import { useProvidedActor } from '@/ui/machines/use-provided-actor'

export interface RecordsFiltersOptions {
  permissions: readonly string[]
  /** Where every set starts (customer staff on their own customer), before any stored choice. */
  start?: Partial<FilterSet>
  /** The saved view shown, or null for the Default view; taken at the first render. */
  view: SavedView | null
  /** A view's saved filters as the list's filter set reads them. */
  fromView: (view: SavedView) => Partial<FilterSet>
}

export function useRecordsFilters({
  permissions,
  start = {},
  view,
  fromView,
}: RecordsFiltersOptions) {
  const actor = useProvidedActor(
    filtersMachine.provide({ actors: { filterOptions: recordFilterOptions } }),
    {
      input: (() => {
        const options = recordOptionNeeds(permissions)
        if (!view) return { scope: 'dashboard' as const, initial: start, options }
        forgetOtherViewFilters(view)
        return { scope: 'view' as const, initial: { ...start, ...fromView(view) }, options }
      })(),
    },
  )
  const filters = useSelector(actor, (snapshot) => snapshot.context.filters)
  const options = useFilterOptions(actor)
  return { actor, filters, options }
}
