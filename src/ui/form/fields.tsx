/**
 * Form fields of the administration forms: Chakra's Field (label, required mark, helper and error
 * text tied to the control for screen readers) around a Formik-bound control. The error shown is
 * the form's own rule or the server's (field-errors.tsx). Areas compose these; they hold no
 * area's logic.
 */
import type { ChangeEvent, FocusEvent, ReactNode } from 'react'
import { useField } from 'formik'
import { Checkbox, Field, Input, NativeSelect, Switch } from '@chakra-ui/react'
import { useFieldError } from './field-errors'

interface FieldFrameProps {
  name: string
  label: ReactNode
  required?: boolean
  disabled?: boolean
  helperText?: ReactNode
  /** Keeps the label for screen readers only (a field in a table row under a column heading). */
  hideLabel?: boolean
  children: ReactNode
}

/**
 * Formik's blur handler, except when focus leaves for a button of the same form (Save, Cancel):
 * marking the field touched then would show its error and move the button from under the pointer
 * before the click lands, and the click would be lost. The button's own action follows (a submit
 * shows every error at once).
 */
export function blurUnlessToButton<E extends FocusEvent<HTMLElement>>(onBlur: (event: E) => void) {
  return (event: E) => {
    const next = event.relatedTarget
    const form = (event.currentTarget as HTMLInputElement).form ?? null
    if (next instanceof HTMLButtonElement && form !== null && next.form === form) return
    onBlur(event)
  }
}

/** Label, control, helper text and error text of one field. */
export function FieldFrame({
  name,
  label,
  required,
  disabled,
  helperText,
  hideLabel,
  children,
}: FieldFrameProps) {
  const error = useFieldError(name)
  return (
    <Field.Root invalid={error !== undefined} required={required} disabled={disabled}>
      <Field.Label srOnly={hideLabel}>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  )
}

export interface TextFieldProps extends Omit<FieldFrameProps, 'children'> {
  placeholder?: string
  autoFocus?: boolean
  maxLength?: number
  /** The input's type: a password is never shown, an e-mail or phone gets its keyboard. */
  type?: 'text' | 'password' | 'email' | 'tel'
  /** Shown and focusable but not editable (a username after it was created). */
  readOnly?: boolean
  /** The browser's autofill hint; off by default (these forms describe other people). */
  autoComplete?: string
}

export function TextField({
  placeholder,
  autoFocus,
  maxLength,
  type = 'text',
  readOnly,
  autoComplete = 'off',
  ...frame
}: TextFieldProps) {
  const [field] = useField<string | null>(frame.name)
  return (
    <FieldFrame {...frame} required={readOnly ? false : frame.required}>
      <Input
        {...field}
        onBlur={blurUnlessToButton(field.onBlur)}
        value={field.value ?? ''}
        type={type}
        placeholder={placeholder}
        autoFocus={autoFocus}
        maxLength={maxLength}
        readOnly={readOnly}
        autoComplete={autoComplete}
      />
    </FieldFrame>
  )
}

export interface NumberFieldProps extends Omit<FieldFrameProps, 'children'> {
  /** The input's step: 0.1 for one-decimal values, 1 for integers. */
  step?: number
  min?: number
}

/**
 * A number input: Formik keeps a number, or '' while it is empty (the shared schemas read '' as
 * a missing value).
 */
export function NumberField({ step, min, ...frame }: NumberFieldProps) {
  const [field] = useField<number | '' | null>(frame.name)
  return (
    <FieldFrame {...frame}>
      <Input
        {...field}
        onBlur={blurUnlessToButton(field.onBlur)}
        value={field.value ?? ''}
        type="number"
        inputMode="decimal"
        step={step}
        min={min}
      />
    </FieldFrame>
  )
}

export interface SelectOption {
  value: string
  label: string
}

export interface SelectFieldProps extends Omit<FieldFrameProps, 'children'> {
  options: readonly SelectOption[]
  /** The empty choice's text; the value is '' until the user chooses. */
  placeholder?: string
  /** Reacts to a choice besides storing it (e.g. a choice that clears other fields). */
  onChosen?: (value: string) => void
}

export function SelectField({ options, placeholder, onChosen, ...frame }: SelectFieldProps) {
  const [field] = useField<string | number | null>(frame.name)
  return (
    <FieldFrame {...frame}>
      <NativeSelect.Root>
        <NativeSelect.Field
          {...field}
          onBlur={blurUnlessToButton(field.onBlur)}
          value={field.value ?? ''}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => {
            field.onChange(event)
            onChosen?.(event.target.value)
          }}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  )
}

export interface CheckboxFieldProps {
  name: string
  label: ReactNode
  disabled?: boolean
  /** Reacts to a change besides storing it. */
  onChanged?: (checked: boolean) => void
}

/** A Formik boolean as a Chakra checkbox; its error shows below it like any field's. */
export function CheckboxField({ name, label, disabled, onChanged }: CheckboxFieldProps) {
  const [field, , helpers] = useField<boolean>(name)
  const error = useFieldError(name)
  return (
    <Field.Root invalid={error !== undefined} disabled={disabled}>
      <Checkbox.Root
        checked={field.value}
        disabled={disabled}
        invalid={error !== undefined}
        onCheckedChange={(details) => {
          void helpers.setTouched(true, false)
          void helpers.setValue(details.checked === true)
          onChanged?.(details.checked === true)
        }}
      >
        <Checkbox.HiddenInput name={name} onBlur={field.onBlur} />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  )
}

export interface SwitchFieldProps {
  name: string
  label: ReactNode
  /** The value the switch stands for when on and when off (e.g. Premium and Free). */
  on: string
  off: string
  disabled?: boolean
}

/** A Formik value with two choices as a switch (the Premium/Free switch). */
export function SwitchField({ name, label, on, off, disabled }: SwitchFieldProps) {
  const [field, , helpers] = useField<string>(name)
  const error = useFieldError(name)
  return (
    <Field.Root invalid={error !== undefined} disabled={disabled}>
      <Switch.Root
        checked={field.value === on}
        disabled={disabled}
        onCheckedChange={(details) => {
          void helpers.setTouched(true, false)
          void helpers.setValue(details.checked ? on : off)
        }}
      >
        <Switch.HiddenInput name={name} onBlur={field.onBlur} />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  )
}
