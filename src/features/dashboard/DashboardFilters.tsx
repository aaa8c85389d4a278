/**
 * The dashboard's page filter (core.md §2, §4): customer, site, period, date range, routes and
 * "originals only" with an info tooltip. The shared fields (PlaceAndPeriodFields) send the filters
 * machine's events; the machine applies the cascade.
 */
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Box, Checkbox, HStack, IconButton, Portal, Tooltip, Wrap } from '@chakra-ui/react'
import { Info } from 'lucide-react'
import type { CustomerListItem } from '@/api/endpoints/customers'
import type { SiteListItem } from '@/api/endpoints/sites'
import type { FilterSet, FiltersEvent } from '@/machines/filters.machine'
import { PlaceAndPeriodFields } from '@/ui/filters/PlaceAndPeriodFields'

export interface DashboardFiltersProps {
  filters: FilterSet
  send: (event: FiltersEvent) => void
  originals: boolean
  onOriginalsChange: (originals: boolean) => void
  /** null: the picker is not shown (the user lacks the permission). */
  customers: readonly CustomerListItem[] | null
  sites: readonly SiteListItem[] | null
  routes: readonly string[]
}

export function DashboardFilters(props: DashboardFiltersProps) {
  const { filters, send, customers, sites, routes } = props
  const { t } = useTranslation()
  const customerOptions = useMemo(
    () => customers?.map((customer) => ({ value: customer.id, label: customer.name })) ?? null,
    [customers],
  )
  const siteOptions = useMemo(
    () => sites?.map((site) => ({ value: site.id, label: site.name })) ?? null,
    [sites],
  )
  const routeOptions = useMemo(
    () => routes.map((route) => ({ value: route, label: route })),
    [routes],
  )
  return (
    <Box
      as="form"
      role="search"
      aria-label={t('dashboard.filters.label')}
      onSubmit={(event) => event.preventDefault()}
    >
      <Wrap gap="4" align="flex-end">
        <PlaceAndPeriodFields
          filters={filters}
          send={send}
          customers={customerOptions}
          noCustomerLabel={t('filters.chooseCustomer')}
          customerWidth="64"
          sites={siteOptions}
          sitesNeedCustomer
          routes={routeOptions}
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
      </Wrap>
    </Box>
  )
}
