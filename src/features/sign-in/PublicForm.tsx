/**
 * The form of a public page (forgot, reset): Formik with the page's rules, the server's field
 * errors on their fields, and one submit button that shows the call under way. The page gives
 * the fields; `usePublicForm` gives the machine's side.
 */
import type { ReactNode } from 'react'
import { Formik, type FormikErrors } from 'formik'
import { Button, Stack } from '@chakra-ui/react'
import { ServerFieldErrorsProvider } from '@/ui/form/field-errors'
import type { usePublicForm } from './use-public-form'

export interface PublicFormProps<TValues> {
  form: ReturnType<typeof usePublicForm<TValues>>
  initialValues: TValues
  validate: (values: TValues) => Promise<FormikErrors<TValues>>
  submitLabel: string
  children: ReactNode
}

export function PublicForm<TValues extends object>({
  form,
  initialValues,
  validate,
  submitLabel,
  children,
}: PublicFormProps<TValues>) {
  return (
    <Formik<TValues> initialValues={initialValues} validate={validate} onSubmit={form.submit}>
      {(formik) => (
        <ServerFieldErrorsProvider errors={form.fieldErrors} submitted={form.submitted}>
          <form onSubmit={formik.handleSubmit} noValidate>
            <Stack gap="4">
              {children}
              <Button type="submit" colorPalette="brand" alignSelf="start" loading={form.sending}>
                {submitLabel}
              </Button>
            </Stack>
          </form>
        </ServerFieldErrorsProvider>
      )}
    </Formik>
  )
}
