/**
 * The fields of the page filters (CORE-2.9, CORE-2.12, CORE-4.5): customer, site, period, dates,
 * multi-choice menus (routes, users, device types) and result flags. Presentational: each shows a
 * value and reports a choice; the filters machine applies the rules (a customer resets the site,
 * users and routes; dates clear the period) and the screen loads the options. Shared by the
 * dashboard and the records screens, so a filter looks and reads the same everywhere.
 */
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import {
  Button,
  Checkbox,
  Field,
  Fieldset,
  HStack,
  Input,
  Menu,
  NativeSelect,
  Portal,
} from '@chakra-ui/react'
import { ChevronDown } from 'lucide-react'
import { DateTime } from 'luxon'
import {
  CONTROL_FLAGS,
  DEVICE_TYPES,
  MEASUREMENT_METHODS,
  RESULT_FLAGS,
  type DeviceType,
  type MeasurementMethod,
} from '@/domain/enums'
import { PERIODS, type PeriodId } from '@/domain/periods'
import type { Option } from '@/machines/filter-options.machine'

export type { Option }

interface SelectFieldProps<Value extends string | number> {
  label: string
  value: Value | null
  options: readonly Option<Value>[]
  /** The text of the empty choice (e.g. "All sites"); without it a value is required. */
  emptyLabel?: string
  onChange: (value: Value | null) => void
  disabled?: boolean
  width?: string
}

/** A labelled native select: the most robust control for keyboard and screen-reader users. */
export function SelectField<Value extends string | number>({
  label,
  value,
  options,
  emptyLabel,
  onChange,
  disabled,
  width = '56',
}: SelectFieldProps<Value>) {
  const numeric = typeof options[0]?.value === 'number'
  return (
    <Field.Root width={width} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={value === null ? '' : String(value)}
          onChange={(event) => {
            const raw = event.target.value
            onChange(raw === '' ? null : ((numeric ? Number(raw) : raw) as Value))
          }}
        >
          {(emptyLabel !== undefined || value === null) && (
            <option value="">{emptyLabel ?? ''}</option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )
}

/** The period choice (28 days, 3, 6, 9, 12 months); "Custom dates" while dates are chosen. */
export function PeriodField({
  value,
  onChange,
}: {
  value: PeriodId | null
  onChange: (period: PeriodId | null) => void
}) {
  const { t } = useTranslation()
  return (
    <SelectField
      label={t('filters.period')}
      width="40"
      value={value}
      emptyLabel={value === null ? t('filters.customPeriod') : undefined}
      options={PERIODS.map((period) => ({ value: period, label: t(`filters.periods.${period}`) }))}
      onChange={onChange}
    />
  )
}

/** A date input's value (YYYY-MM-DD in the user's zone) of an ISO bound. */
export const dateInputValue = (iso: string): string => DateTime.fromISO(iso).toISODate() ?? ''

/** The ISO bound of a date input's day: its start for `from`, its end for `to`. */
export function boundOfDay(value: string, bound: 'start' | 'end'): string | null {
  const day = value ? DateTime.fromISO(value) : null
  if (!day?.isValid) return null
  return (bound === 'start' ? day.startOf('day') : day.endOf('day')).toISO()
}

/** From and to dates; a cleared date reports null (the machine falls back to the period). */
export function DateRangeFields({
  start,
  end,
  onChange,
}: {
  start: string
  end: string
  onChange: (start: string | null, end: string | null) => void
}) {
  const { t } = useTranslation()
  return (
    <HStack gap="2" align="flex-end">
      <Field.Root width="40">
        <Field.Label>{t('filters.from')}</Field.Label>
        <Input
          size="sm"
          type="date"
          value={dateInputValue(start)}
          max={dateInputValue(end)}
          onChange={(event) => onChange(boundOfDay(event.target.value, 'start'), end)}
        />
      </Field.Root>
      <Field.Root width="40">
        <Field.Label>{t('filters.to')}</Field.Label>
        <Input
          size="sm"
          type="date"
          value={dateInputValue(end)}
          min={dateInputValue(start)}
          onChange={(event) => onChange(start, boundOfDay(event.target.value, 'end'))}
        />
      </Field.Root>
    </HStack>
  )
}

interface MultiChoiceProps<Value extends string | number> {
  label: string
  /** The button's text with nothing chosen ("All routes"). */
  allLabel: string
  options: readonly Option<Value>[]
  chosen: readonly Value[]
  onChange: (chosen: Value[]) => void
}

/** A menu of checkable choices behind a labelled button (routes, users, device types). */
export function MultiChoiceField<Value extends string | number>({
  label,
  allLabel,
  options,
  chosen,
  onChange,
}: MultiChoiceProps<Value>) {
  const { t } = useTranslation()
  const labelId = useId()
  const summary =
    chosen.length === 0
      ? allLabel
      : chosen.length === 1
        ? (options.find((option) => option.value === chosen[0])?.label ?? String(chosen[0]))
        : t('filters.chosen', { count: chosen.length })
  return (
    <Field.Root width="auto">
      <Field.Label id={labelId}>{label}</Field.Label>
      <Menu.Root closeOnSelect={false}>
        <Menu.Trigger asChild>
          <Button
            size="sm"
            variant="outline"
            minW="40"
            justifyContent="space-between"
            aria-labelledby={`${labelId} ${labelId}-value`}
            disabled={options.length === 0}
          >
            <span id={`${labelId}-value`}>{summary}</span>
            <ChevronDown aria-hidden />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content maxH="80" overflowY="auto">
              {options.map((option) => (
                <Menu.CheckboxItem
                  key={option.value}
                  value={String(option.value)}
                  checked={chosen.includes(option.value)}
                  onCheckedChange={(checked) =>
                    onChange(
                      checked
                        ? [...chosen, option.value]
                        : chosen.filter((value) => value !== option.value),
                    )
                  }
                >
                  <Menu.ItemIndicator />
                  {option.label}
                </Menu.CheckboxItem>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </Field.Root>
  )
}

/**
 * Bit-flag checkboxes (test results: negative 1, inconclusive 2, positive 4; controls: positive
 * control 1, animal control 32). Unticking the last one is refused: the selection is never
 * empty (CORE-5.5).
 */
export function FlagsField({
  legend,
  flags,
  value,
  onChange,
}: {
  legend: string
  flags: readonly Option<number>[]
  value: number
  onChange: (value: number) => void
}) {
  return (
    <Fieldset.Root width="auto">
      <Fieldset.Legend textStyle="sm" fontWeight="medium">
        {legend}
      </Fieldset.Legend>
      <HStack gap="4" minH="8">
        {flags.map((flag) => {
          const checked = (value & flag.value) !== 0
          const last = checked && (value & ~flag.value) === 0
          return (
            <Checkbox.Root
              key={flag.value}
              size="sm"
              checked={checked}
              disabled={last}
              onCheckedChange={(details) =>
                onChange(details.checked === true ? value | flag.value : value & ~flag.value)
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{flag.label}</Checkbox.Label>
            </Checkbox.Root>
          )
        })}
      </HStack>
    </Fieldset.Root>
  )
}

/** Test results: negative, inconclusive, positive (CORE-9.2). */
export function TestResultField({
  value,
  onChange,
}: {
  value: number
  onChange: (value: number) => void
}) {
  const { t } = useTranslation()
  const flags = (['negative', 'inconclusive', 'positive'] as const).map((name) => ({
    value: RESULT_FLAGS[name],
    label: t(`filters.results.${name}`),
  }))
  return (
    <FlagsField legend={t('filters.testResult')} flags={flags} value={value} onChange={onChange} />
  )
}

/** Control results: positive control, animal control (CORE-9.2). */
export function ControlResultField({
  value,
  onChange,
}: {
  value: number
  onChange: (value: number) => void
}) {
  const { t } = useTranslation()
  const flags = (['positiveControl', 'animalControl'] as const).map((name) => ({
    value: CONTROL_FLAGS[name],
    label: t(`filters.controls.${name}`),
  }))
  return (
    <FlagsField
      legend={t('filters.controlResult')}
      flags={flags}
      value={value}
      onChange={onChange}
    />
  )
}

/** Device types (CORE-3.16: the five shown in filters); none chosen means all. */
export function DeviceTypesField({
  chosen,
  onChange,
}: {
  chosen: readonly DeviceType[]
  onChange: (chosen: DeviceType[]) => void
}) {
  const { t } = useTranslation()
  return (
    <MultiChoiceField
      label={t('filters.deviceTypes')}
      allLabel={t('filters.allDeviceTypes')}
      options={DEVICE_TYPES.map((type) => ({ value: type, label: t(`views.deviceTypes.${type}`) }))}
      chosen={chosen}
      onChange={onChange}
    />
  )
}

/** Measurement methods; none chosen means all. */
export function MeasurementMethodsField({
  chosen,
  onChange,
}: {
  chosen: readonly MeasurementMethod[]
  onChange: (chosen: MeasurementMethod[]) => void
}) {
  const { t } = useTranslation()
  return (
    <MultiChoiceField
      label={t('filters.measurementMethods')}
      allLabel={t('filters.allMeasurementMethods')}
      options={MEASUREMENT_METHODS.map((method) => ({
        value: method,
        label: t(`views.measurementMethods.${method}`),
      }))}
      chosen={chosen}
      onChange={onChange}
    />
  )
}
