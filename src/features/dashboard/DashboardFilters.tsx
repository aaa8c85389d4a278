/**
 * The dashboard's page filter (core.md §2, §4): customer, site, period, date range, routes and
 * "originals only" with an info tooltip. It only sends the filters machine's events; the machine
 * applies the cascade (a customer resets site, users and routes; a site resets users and routes).
 */
import { useTranslation } from 'react-i18next'
import { Box, Checkbox, HStack, IconButton, Portal, Tooltip, Wrap } from '@chakra-ui/react'
import { Info } from 'lucide-react'
import type { CustomerListItem } from '@/api/endpoints/customers'
import type { SiteListItem } from '@/api/endpoints/sites'
import type { FilterSet, FiltersEvent } from '@/machines/filters.machine'
import {
  DateRangeFields,
  MultiChoiceField,
  PeriodField,
  SelectField,
} from '@/ui/filters/FilterFields'

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
  return (
    <Box
      as="form"
      role="search"
      aria-label={t('dashboard.filters.label')}
      onSubmit={(event) => event.preventDefault()}
    >
      <Wrap gap="4" align="flex-end">
        {customers && (
          <SelectField
            label={t('filters.customer')}
            width="64"
            value={filters.customerId}
            options={customers.map((customer) => ({ value: customer.id, label: customer.name }))}
            emptyLabel={t('filters.chooseCustomer')}
            onChange={(customerId) => send({ type: 'filter.setCustomer', customerId })}
          />
        )}
        {sites && (
          <SelectField
            label={t('filters.site')}
            value={filters.siteId}
            options={sites.map((site) => ({ value: site.id, label: site.name }))}
            emptyLabel={t('filters.allSites')}
            disabled={filters.customerId === null}
            onChange={(siteId) => send({ type: 'filter.setSite', siteId })}
          />
        )}
        <PeriodField
          value={filters.period}
          onChange={(period) => send({ type: 'filter.setPeriod', period })}
        />
        <DateRangeFields
          start={filters.start}
          end={filters.end}
          onChange={(start, end) => send({ type: 'filter.setDates', start, end })}
        />
        <MultiChoiceField
          label={t('filters.routes')}
          allLabel={t('filters.allRoutes')}
          options={routes.map((route) => ({ value: route, label: route }))}
          chosen={filters.routes}
          onChange={(chosen) => send({ type: 'filter.setRoutes', routes: chosen })}
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
