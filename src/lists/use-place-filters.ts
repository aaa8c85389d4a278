/**
 * The place filter of the administration lists (accounts, users, subscriptions, device health):
 * the customer and site of the main filter set, which the dashboard and the test records share
 * for the session, so a customer chosen on one screen is chosen on the next. The pickers shown
 * are the ones the permissions allow. The place is part of each list's filter, so a change of
 * place starts the list over (the list-screen machine drops the page). The filters machine holds
 * the rules, including what the accounts' saves and deletes do to the place (`account.*` events
 * from the change bus).
 */
import { useSelector } from '@xstate/react'
import { PERMISSIONS as P, hasAny } from '@/domain/permissions'
import type { OptionNeeds } from '@/machines/filter-options.machine'
import { filtersMachine, type FilterSet } from '@/machines/filters.machine'
import { useProvidedActor } from '@/ui/machines/use-provided-actor'
import { recordFilterOptions } from './record-filter-options'
import { useFilterOptions } from './use-filter-options'

/** Customers with accounts:read (internal scope), sites with the customer scope too. */
export function placeOptionNeeds(permissions: readonly string[]): OptionNeeds {
  return {
    ...(permissions.includes(P.ACCOUNTS_READ) ? { customers: 'always' } : {}),
    ...(hasAny(permissions, [P.ACCOUNTS_READ, P.ACCOUNTS_CUSTOMER_READ])
      ? { sites: 'always' }
      : {}),
  }
}

export interface PlaceFiltersOptions {
  permissions: readonly string[]
  /** Where the place starts (customer staff on their own customer) before any stored choice. */
  start: Partial<FilterSet>
  /** False: no pickers are loaded (a screen that only reports account changes). */
  pickers?: boolean
}

export type Place = Pick<FilterSet, 'customerId' | 'siteId'>

/** The place as the list calls take it: the chosen ids only. */
export const placeQuery = (place: Place): { customerId?: number; siteId?: number } => ({
  ...(place.customerId === null ? {} : { customerId: place.customerId }),
  ...(place.siteId === null ? {} : { siteId: place.siteId }),
})

const samePlace = (a: Place, b: Place) => a.customerId === b.customerId && a.siteId === b.siteId

export function usePlaceFilters({ permissions, start, pickers = true }: PlaceFiltersOptions) {
  const actor = useProvidedActor(
    filtersMachine.provide({ actors: { filterOptions: recordFilterOptions } }),
    {
      input: {
        scope: 'dashboard',
        initial: start,
        options: pickers ? placeOptionNeeds(permissions) : {},
      },
    },
  )
  const place = useSelector(
    actor,
    (snapshot): Place => ({
      customerId: snapshot.context.filters.customerId,
      siteId: snapshot.context.filters.siteId,
    }),
    samePlace,
  )
  const options = useFilterOptions(actor)
  return { actor, place, options }
}

export type PlaceFilters = ReturnType<typeof usePlaceFilters>
