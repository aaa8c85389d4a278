/**
 * The records' filter bar (CORE-2.12, CORE-2.14): customer, site, period, dates, routes and users,
 * then for test records the test result and "show deleted records" (test-records:read-deleted
 * holders), for control records the control result, device types and measurement methods. It
 * renders the filters machine's set and sends its events; the machine applies the cascade.
 */
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Checkbox } from '@chakra-ui/react'
import { RotateCcw } from 'lucide-react'
import type { FilterSet, FiltersEvent } from '@/machines/filters.machine'
import {
  ControlResultField,
  DeviceTypesField,
  MeasurementMethodsField,
  MultiChoiceField,
  TestResultField,
} from '@/ui/filters/FilterFields'
import { FilterBarForm } from '@/ui/filters/FilterBarForm'
import { PlaceAndPeriodFields } from '@/ui/filters/PlaceAndPeriodFields'
import type { FilterOptions } from '@/machines/filter-options.machine'

export interface RecordsFilterBarProps {
  /** Which list the bar filters: its result field and its own filters differ. */
  list?: 'test' | 'control'
  filters: FilterSet
  send: (event: FiltersEvent) => void
  options: FilterOptions
  /** null: the user may not see deleted records (or the list has none), so no checkbox. */
  includeDeleted: boolean | null
  onIncludeDeletedChange?: (include: boolean) => void
  /** Control records: the device filter, with accounts:customer:read (CORE-6.4). */
  showDeviceTypes?: boolean
}

/** Memoised: paging and row changes leave the filters as they are. */
export const RecordsFilterBar = memo(function RecordsFilterBar({
  list = 'test',
  filters,
  send,
  options,
  includeDeleted,
  onIncludeDeletedChange,
  showDeviceTypes = false,
}: RecordsFilterBarProps) {
  const { t } = useTranslation()
  return (
    <FilterBarForm label={t('filters.label')}>
      <PlaceAndPeriodFields
        filters={filters}
        send={send}
        customers={options.customers}
        noCustomerLabel={t('filters.allCustomers')}
        sites={options.sites}
        routes={options.routes ?? []}
      />
      {options.users && (
        <MultiChoiceField
          label={t('filters.users')}
          allLabel={t('filters.allUsers')}
          options={options.users}
          chosen={filters.userIds}
          onChange={(userIds) => send({ type: 'filter.setUserIds', userIds })}
        />
      )}
      {list === 'test' ? (
        <TestResultField
          value={filters.testResult}
          onChange={(flags) => send({ type: 'filter.setTestResult', flags })}
        />
      ) : (
        <>
          <ControlResultField
            value={filters.controlResult}
            onChange={(flags) => send({ type: 'filter.setControlResult', flags })}
          />
          {showDeviceTypes && (
            <DeviceTypesField
              chosen={filters.readerTypes}
              onChange={(readerTypes) => send({ type: 'filter.setReaderTypes', readerTypes })}
            />
          )}
          <MeasurementMethodsField
            chosen={filters.measurementMethods}
            onChange={(measurementMethods) =>
              send({ type: 'filter.setMeasurementMethods', measurementMethods })
            }
          />
        </>
      )}
      {includeDeleted !== null && onIncludeDeletedChange && (
        <Checkbox.Root
          size="sm"
          minH="8"
          checked={includeDeleted}
          onCheckedChange={(details) => onIncludeDeletedChange(details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('filters.includeDeleted')}</Checkbox.Label>
        </Checkbox.Root>
      )}
      <Button size="sm" variant="ghost" onClick={() => send({ type: 'filter.reset' })}>
        <RotateCcw aria-hidden />
        {t('filters.reset')}
      </Button>
    </FilterBarForm>
  )
})
