/**
 * What a form field shows as its error: the form's own rule (Yup, through Formik) once the field
 * was touched or the form submitted, else the server's error on that field (ADMIN-5.15, CORE-5.4:
 * "Server field errors are shown on the named field"). A server error holds until the field's value
 * changes from what was sent, so it disappears as the user corrects it and nothing typed is lost.
 * Both kinds are translation keys: the server's code where it has a translation, else the generic
 * validation message.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { getIn, useFormikContext } from 'formik'
import type { FieldError } from '@/api/types'

export interface ServerFieldErrors {
  /** Form field name (Formik path, e.g. `substanceRows[2].readerIndex`) → error code. */
  byField: Readonly<Record<string, string>>
  /** The form values that were sent (form field names), or null before any refusal. */
  submitted: unknown
}

const NO_ERRORS: ServerFieldErrors = { byField: {}, submitted: null }

const ServerFieldErrorsContext = createContext<ServerFieldErrors>(NO_ERRORS)

export interface ServerFieldErrorsProviderProps {
  /** The field errors of the last refused save, named as the API names them. */
  errors: readonly FieldError[]
  /** The form values of that save. */
  submitted: unknown
  /**
   * The form field an API field belongs to, given the values sent, when the form names it
   * otherwise (default: the same name); null when it has no place on the form.
   */
  fieldOf?: (apiField: string, values: unknown) => string | null
  children: ReactNode
}

export function ServerFieldErrorsProvider({
  errors,
  submitted,
  fieldOf = (field) => field,
  children,
}: ServerFieldErrorsProviderProps) {
  const value = useMemo<ServerFieldErrors>(() => {
    const byField: Record<string, string> = {}
    for (const error of errors) {
      const field = fieldOf(error.field, submitted)
      // One message per field: the first, as the server lists them.
      if (field && !(field in byField)) byField[field] = error.code
    }
    return { byField, submitted }
    // fieldOf is a plain mapping from the area; a new function each render means nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errors, submitted])
  return (
    <ServerFieldErrorsContext.Provider value={value}>{children}</ServerFieldErrorsContext.Provider>
  )
}

/** The translated error text of a field, or undefined when it has none to show. */
export function useFieldError(name: string): string | undefined {
  const { t, i18n } = useTranslation()
  const { errors, touched, submitCount, values, initialValues } = useFormikContext<unknown>()
  const server = useContext(ServerFieldErrorsContext)

  const translate = (key: string) => (i18n.exists(key) ? t(key) : t('validation.invalid'))

  const own = getIn(errors, name) as unknown
  // A field left as it started shows its rule only once the form is submitted: an error that
  // appeared when the (autofocused, empty) first field lost focus to Cancel or Save would push
  // that button away from under the pointer, and the click would be lost.
  const changed = !Object.is(getIn(values, name), getIn(initialValues, name))
  if (typeof own === 'string' && (submitCount > 0 || (getIn(touched, name) && changed))) {
    return translate(own)
  }

  const code = server.byField[name]
  if (code !== undefined && Object.is(getIn(values, name), getIn(server.submitted, name))) {
    return translate(code)
  }
  return undefined
}
