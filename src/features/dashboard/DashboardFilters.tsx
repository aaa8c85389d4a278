/**
 * The dashboard's page filter (core.md §2, §4): customer, site, period, date range, routes and
 * "originals only" with an info tooltip. It only sends the filters machine's events; the machine
 * applies the cascade (a customer resets site, users and routes; a site resets users and routes).
 */
import { useTranslation } from 'react-i18next'
import {
  Box,
  Button,
  Checkbox,
  Field,
  HStack,
  IconButton,
  Input,
  Menu,
  NativeSelect,
  Portal,
  Tooltip,
  Wrap,
} from '@chakra-ui/react'
import { ChevronDown, Info } from 'lucide-react'
import { DateTime } from 'luxon'
import type { CustomerListItem } from '@/api/endpoints/customers'
import type { SiteListItem } from '@/api/endpoints/sites'
import { PERIODS, type PeriodId } from '@/domain/periods'
import type { FilterSet, FiltersEvent } from '@/machines/filters.machine'

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

/** A date input's value (YYYY-MM-DD, local) of an ISO bound. */
const dateValue = (iso: string) => DateTime.fromISO(iso).toISODate() ?? ''

function RoutesMenu({
  routes,
  chosen,
  onChange,
}: {
  routes: readonly string[]
  chosen: readonly string[]
  onChange: (routes: string[]) => void
}) {
  const { t } = useTranslation()
  return (
    <Menu.Root closeOnSelect={false}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" disabled={routes.length === 0}>
          {chosen.length === 0
            ? t('dashboard.filters.allRoutes')
            : t('dashboard.filters.routesChosen', { count: chosen.length })}
          <ChevronDown aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content maxHeight="80" overflowY="auto">
            {routes.map((route) => (
              <Menu.CheckboxItem
                key={route}
                value={route}
                checked={chosen.includes(route)}
                onCheckedChange={(checked) =>
                  onChange(checked ? [...chosen, route] : chosen.filter((item) => item !== route))
                }
              >
                <Menu.ItemIndicator />
                {route}
              </Menu.CheckboxItem>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}

export function DashboardFilters(props: DashboardFiltersProps) {
  const { filters, send, customers, sites, routes } = props
  const { t } = useTranslation()
  const setDate = (bound: 'start' | 'end', value: string) => {
    const day = value ? DateTime.fromISO(value) : null
    const iso = day?.isValid
      ? (bound === 'start' ? day.startOf('day') : day.endOf('day')).toISO()
      : null
    send({
      type: 'filter.setDates',
      start: bound === 'start' ? iso : filters.start,
      end: bound === 'end' ? iso : filters.end,
    })
  }
  return (
    <Box
      as="form"
      role="search"
      aria-label={t('dashboard.filters.label')}
      onSubmit={(event) => event.preventDefault()}
    >
      <Wrap gap="4" align="flex-end">
        {customers && (
          <Field.Root width="64">
            <Field.Label>{t('dashboard.filters.customer')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={filters.customerId === null ? '' : String(filters.customerId)}
                onChange={(event) =>
                  send({
                    type: 'filter.setCustomer',
                    customerId: event.target.value ? Number(event.target.value) : null,
                  })
                }
              >
                <option value="">{t('dashboard.filters.chooseCustomer')}</option>
                {customers.map((customer) => (
                  <option key={customer.id} value={customer.id}>
                    {customer.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
        {sites && (
          <Field.Root width="56" disabled={filters.customerId === null}>
            <Field.Label>{t('dashboard.filters.site')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={filters.siteId === null ? '' : String(filters.siteId)}
                onChange={(event) =>
                  send({
                    type: 'filter.setSite',
                    siteId: event.target.value ? Number(event.target.value) : null,
                  })
                }
              >
                <option value="">{t('dashboard.filters.allSites')}</option>
                {sites.map((site) => (
                  <option key={site.id} value={site.id}>
                    {site.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
        <Field.Root width="40">
          <Field.Label>{t('dashboard.filters.period')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={filters.period ?? ''}
              onChange={(event) =>
                send({
                  type: 'filter.setPeriod',
                  period: (event.target.value || null) as PeriodId | null,
                })
              }
            >
              {filters.period === null && (
                <option value="">{t('dashboard.filters.customPeriod')}</option>
              )}
              {PERIODS.map((period) => (
                <option key={period} value={period}>
                  {t(`dashboard.periods.${period}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root width="40">
          <Field.Label>{t('dashboard.filters.from')}</Field.Label>
          <Input
            size="sm"
            type="date"
            value={dateValue(filters.start)}
            max={dateValue(filters.end)}
            onChange={(event) => setDate('start', event.target.value)}
          />
        </Field.Root>
        <Field.Root width="40">
          <Field.Label>{t('dashboard.filters.to')}</Field.Label>
          <Input
            size="sm"
            type="date"
            value={dateValue(filters.end)}
            min={dateValue(filters.start)}
            onChange={(event) => setDate('end', event.target.value)}
          />
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label>{t('dashboard.filters.routes')}</Field.Label>
          <RoutesMenu
            routes={routes}
            chosen={filters.routes}
            onChange={(chosen) => send({ type: 'filter.setRoutes', routes: chosen })}
          />
        </Field.Root>
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
