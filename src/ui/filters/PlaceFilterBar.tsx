/**
 * The place filter bar of the administration lists (accounts, subscriptions; users to come): the
 * customer and site pickers of a place filter, and the screen's own actions beside them.
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { HStack } from '@chakra-ui/react'
import { FilterBarForm } from './FilterBarForm'
import { PlaceFields } from './PlaceAndPeriodFields'
import type { ActorRefFrom } from 'xstate'
import type { FilterOptions } from '@/machines/filter-options.machine'
import type { FilterSet, filtersMachine } from '@/machines/filters.machine'

/** The place filter a screen runs (src/lists/use-place-filters.ts): what the bar shows and sends. */
export interface PlaceFilterState {
  place: Pick<FilterSet, 'customerId' | 'siteId'>
  actor: Pick<ActorRefFrom<typeof filtersMachine>, 'send'>
  options: FilterOptions
}

export function PlaceFilterBar({
  filters,
  actions,
}: {
  filters: PlaceFilterState
  /** Buttons or links of the screen, at the end of the bar. */
  actions?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <HStack justify="space-between" align="flex-end" gap="4" wrap="wrap">
      <FilterBarForm label={t('filters.placeLabel')}>
        <PlaceFields
          filters={filters.place}
          send={filters.actor.send}
          customers={filters.options.customers}
          noCustomerLabel={t('filters.allCustomers')}
          customerWidth="64"
          sites={filters.options.sites}
        />
      </FilterBarForm>
      {actions}
    </HStack>
  )
}
