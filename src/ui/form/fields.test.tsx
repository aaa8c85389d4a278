// @vitest-environment jsdom
/**
 * Form fields with their errors: the form's own rule once changed or submitted, the server's error while the
 * field still holds the value sent (translated, or the generic message for an unknown code, on
 * the field `fieldOf` names), and labels, required marks and error texts tied to the control.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Form, Formik } from 'formik'
import { ChakraProvider } from '@chakra-ui/react'
import type { FieldError } from '@/api/types'
import { system } from '@/ui/theme'
import { initTestI18n } from '../../../tests/helpers/i18n'
import { ServerFieldErrorsProvider } from './field-errors'
import { CheckboxField, NumberField, SelectField, TextField } from './fields'

initTestI18n()
afterEach(cleanup)

interface Values {
  name: string
  count: number | ''
  kind: string
  ticked: boolean
}

const SENT: Values = { name: 'Penicillin G', count: 2, kind: 'a', ticked: true }

function renderForm(
  errors: FieldError[],
  fieldOf?: (field: string) => string | null,
  initialValues: Values = SENT,
) {
  render(
    <ChakraProvider value={system}>
      <Formik<Values>
        initialValues={initialValues}
        validate={(values) => (values.name === '' ? { name: 'validation.required' } : {})}
        onSubmit={() => undefined}
      >
        <Form
          // As the administration forms: the rules are the form's, not the browser's.
          noValidate
        >
          <ServerFieldErrorsProvider errors={errors} submitted={SENT} fieldOf={fieldOf}>
            <TextField name="name" label="Name" required />
            <NumberField name="count" label="Count" step={1} />
            <SelectField
              name="kind"
              label="Kind"
              options={[
                { value: 'a', label: 'A' },
                { value: 'b', label: 'B' },
              ]}
            />
            <CheckboxField name="ticked" label="Ticked" />
            <button type="submit">Save</button>
          </ServerFieldErrorsProvider>
        </Form>
      </Formik>
    </ChakraProvider>,
  )
}

const errorOf = (control: HTMLElement) =>
  control.getAttribute('aria-invalid') === 'true'
    ? document.getElementById(control.getAttribute('aria-errormessage') ?? '')?.textContent
    : null

describe('form fields', () => {
  it('shows the form rule once the field is touched', async () => {
    renderForm([])
    const name = screen.getByLabelText(/^Name/)
    expect(errorOf(name)).toBeNull()
    await userEvent.clear(name)
    await userEvent.tab()
    await waitFor(() => expect(errorOf(name)).toBe('This field is required.'))
    expect((name as HTMLInputElement).required).toBe(true)
  })

  it('says nothing of a field left as it started until the form is submitted', async () => {
    renderForm([], undefined, { ...SENT, name: '' })
    const name = screen.getByLabelText(/^Name/)
    await userEvent.click(name)
    // Focus leaves for the button: no error may appear and move it from under the pointer.
    await userEvent.tab()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(errorOf(name)).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(errorOf(name)).toBe('This field is required.'))
  })

  it('leaving a changed field for a button of the form leaves the error to the click', async () => {
    renderForm([])
    const name = screen.getByLabelText(/^Name/)
    await userEvent.clear(name)
    fireEvent.blur(name, { relatedTarget: screen.getByRole('button', { name: 'Save' }) })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(errorOf(name)).toBeNull()
    // Leaving it for another field shows the rule at once.
    fireEvent.blur(name, { relatedTarget: screen.getByLabelText(/^Count/) })
    await waitFor(() => expect(errorOf(name)).toBe('This field is required.'))
  })

  it('shows a server error while the field holds the value sent, then lets it go', async () => {
    renderForm([{ field: 'name', code: 'validation.unique', message: 'name: taken' }])
    const name = screen.getByLabelText(/^Name/)
    expect(errorOf(name)).toBe('This value is already in use.')
    await userEvent.type(name, ' B')
    await waitFor(() => expect(errorOf(name)).toBeNull())
    await userEvent.type(name, '{Backspace}{Backspace}')
    await waitFor(() => expect(errorOf(name)).toBe('This value is already in use.'))
  })

  it('shows the generic message for a code without a translation', () => {
    renderForm([{ field: 'count', code: 'server.somethingNew', message: 'count: nope' }])
    expect(errorOf(screen.getByLabelText('Count'))).toBe('The value is not valid.')
  })

  it('puts an API field on the form field fieldOf names, the first error per field', () => {
    renderForm(
      [
        { field: 'category', code: 'validation.oneOf', message: 'x' },
        { field: 'category', code: 'validation.required', message: 'y' },
        { field: 'unknown', code: 'validation.required', message: 'z' },
      ],
      (field) => (field === 'category' ? 'kind' : null),
    )
    expect(errorOf(screen.getByLabelText('Kind'))).toBe('Choose one of the offered values.')
    expect(errorOf(screen.getByLabelText(/^Name/))).toBeNull()
  })

  it('keeps numbers as numbers and a checkbox as a boolean', async () => {
    renderForm([{ field: 'ticked', code: 'validation.invalid', message: 'x' }])
    const count = screen.getByLabelText('Count') as HTMLInputElement
    expect(count.type).toBe('number')
    expect(count.step).toBe('1')
    expect(screen.getByText('The value is not valid.')).toBeTruthy()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ticked' }))
    await waitFor(() => expect(screen.queryByText('The value is not valid.')).toBeNull())
  })
})
