/**
 * The place filter bar of the administration lists (accounts, subscriptions; users to come): the
 * customer and site pickers of `usePlaceFilters`, and the screen's own actions beside them.
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { HStack } from '@chakra-ui/react'
import { FilterBarForm } from './FilterBarForm'
import { PlaceFields } from './PlaceAndPeriodFields'
import type { PlaceFilters } from './use-place-filters'

export function PlaceFilterBar({
  filters,
  actions,
}: {
  filters: PlaceFilters
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
