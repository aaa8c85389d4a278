/**
 * The filter fields the dashboard and the test records share, bound to the filters machine:
 * customer, site, period, date range and routes. They only send the machine's events; the machine
 * applies the cascade (a customer resets site, users and routes; a site resets users and routes).
 * Each screen adds its own fields around them; the administration screens use the place alone.
 */
import { useTranslation } from 'react-i18next'
import type { FilterSet, FiltersEvent } from '@/machines/filters.machine'
import {
  DateRangeFields,
  MultiChoiceField,
  PeriodField,
  SelectField,
  type Option,
} from './FilterFields'

/** The place: a customer and one of its sites (also the administration screens' filter). */
export interface PlaceFieldsProps {
  filters: Pick<FilterSet, 'customerId' | 'siteId'>
  send: (event: FiltersEvent) => void
  /** null: the picker is not shown (the user lacks the permission). */
  customers: readonly Option<number>[] | null
  /** What "no customer" reads: all customers, or (dashboard) a request to choose one. */
  noCustomerLabel: string
  customerWidth?: string
  /** null: the picker is not shown (the user lacks the permission). */
  sites: readonly Option<number>[] | null
  /** The site picker waits for a customer (the dashboard lists one customer's sites). */
  sitesNeedCustomer?: boolean
}

export function PlaceFields({
  filters,
  send,
  customers,
  noCustomerLabel,
  customerWidth,
  sites,
  sitesNeedCustomer = false,
}: PlaceFieldsProps) {
  const { t } = useTranslation()
  return (
    <>
      {customers && (
        <SelectField
          label={t('filters.customer')}
          width={customerWidth}
          value={filters.customerId}
          options={customers}
          emptyLabel={noCustomerLabel}
          onChange={(customerId) => send({ type: 'filter.setCustomer', customerId })}
        />
      )}
      {sites && (
        <SelectField
          label={t('filters.site')}
          value={filters.siteId}
          options={sites}
          emptyLabel={t('filters.allSites')}
          disabled={sitesNeedCustomer && filters.customerId === null}
          onChange={(siteId) => send({ type: 'filter.setSite', siteId })}
        />
      )}
    </>
  )
}

export interface PlaceAndPeriodFieldsProps extends PlaceFieldsProps {
  filters: FilterSet
  routes: readonly Option<string>[]
}

export function PlaceAndPeriodFields({ routes, ...place }: PlaceAndPeriodFieldsProps) {
  const { t } = useTranslation()
  const { filters, send } = place
  return (
    <>
      <PlaceFields {...place} />
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
        options={routes}
        chosen={filters.routes}
        onChange={(chosen) => send({ type: 'filter.setRoutes', routes: chosen })}
      />
    </>
  )
}
