/**
 * The dashboard's page filter (CORE-2.9, CORE-4.5): customer, site, period, date range, routes and
 * "originals only" with an info tooltip. The shared fields (PlaceAndPeriodFields) send the filters
 * machine's events; the machine applies the cascade.
 */
import { useTranslation } from 'react-i18next'
import { Checkbox, HStack, IconButton, Portal, Tooltip } from '@chakra-ui/react'
import { Info } from 'lucide-react'
import type { FilterOptions } from '@/machines/filter-options.machine'
import type { FilterSet, FiltersEvent } from '@/machines/filters.machine'
import { FilterBarForm } from '@/ui/filters/FilterBarForm'
import { PlaceAndPeriodFields } from '@/ui/filters/PlaceAndPeriodFields'

export interface DashboardFiltersProps {
  filters: FilterSet
  send: (event: FiltersEvent) => void
  originals: boolean
  onOriginalsChange: (originals: boolean) => void
  /** The pickers' choices; null: the picker is not shown (the user lacks the permission). */
  options: FilterOptions
}

export function DashboardFilters(props: DashboardFiltersProps) {
  const { filters, send, options } = props
  const { t } = useTranslation()
  return (
    <FilterBarForm label={t('dashboard.filters.label')}>
      <PlaceAndPeriodFields
        filters={filters}
        send={send}
        customers={options.customers}
        noCustomerLabel={t('filters.chooseCustomer')}
        customerWidth="64"
        sites={options.sites}
        sitesNeedCustomer
        routes={options.routes ?? []}
      />
      <HStack gap="1" paddingBottom="1.5">
        <Checkbox.Root
          size="sm"
          checked={props.originals}
          onCheckedChange={(event) => props.onOriginalsChange(event.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('dashboard.filters.originals')}</Checkbox.Label>
        </Checkbox.Root>
        <Tooltip.Root openDelay={200}>
          <Tooltip.Trigger asChild>
            <IconButton
              size="2xs"
              variant="ghost"
              aria-label={t('dashboard.filters.originalsInfoLabel')}
            >
              <Info />
            </IconButton>
          </Tooltip.Trigger>
          <Portal>
            <Tooltip.Positioner>
              <Tooltip.Content maxWidth="72">
                {t('dashboard.filters.originalsInfo')}
              </Tooltip.Content>
            </Tooltip.Positioner>
          </Portal>
        </Tooltip.Root>
      </HStack>
    </FilterBarForm>
  )
}
