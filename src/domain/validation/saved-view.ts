/**
 * Saved user views (CORE-3.6, CORE-5.1 "Saved view name: required, not blank"):
 * the rules of one view and of the whole list sent to PUT /v2/Users/me/views. The view editor
 * validates its form with `savedViewFormSchema`; the fake API validates the PUT body with
 * `savedViewsSchema`; both take the name rule from here, so the form and the server agree.
 */
import { array, boolean, number, object, string } from 'yup'
import { ALL_CONTROL_FLAGS, ALL_RESULT_FLAGS } from '../enums'
import { VIEW_COLUMN_IDS } from '../test-record-columns'
import { VIEW_LISTS } from '../view-lists'
import { MAX_SAVED_VIEWS, MAX_VIEW_SETTINGS_CHARS } from './limits'
import { requiredText } from './text'

/** The largest view id (CORE-3.6: "View ids are random numbers up to 100000"). */
export const MAX_VIEW_ID = 100_000

/** A view's columns or filters, as JSON, are not longer than MAX_VIEW_SETTINGS_CHARS. */
const fitsSettings = (value: unknown) =>
  value === undefined || JSON.stringify(value).length <= MAX_VIEW_SETTINGS_CHARS

/**
 * A view's name: required (validation.required), not blank (validation.blank), at most a name's
 * length (validation.maxLength).
 */
export const savedViewName = () => requiredText()

const invalid = 'validation.invalid'
const textList = () => array(string().typeError(invalid)).typeError(invalid).optional()

/**
 * A view's filters (the API's ViewFilters): the keys a view has, each of its type. The server
 * keeps only these keys (it drops what a schema does not name: issue 34), so a view never carries
 * whatever else a client sent.
 */
const viewFiltersSchema = object({
  period: string().typeError(invalid).nullable().optional(),
  routes: textList(),
  testResult: number().typeError(invalid).optional(),
  controlResult: number().typeError(invalid).optional(),
  userIds: array(number().typeError(invalid)).typeError(invalid).optional(),
  readerType: textList(),
  measurementMethod: textList(),
})

/**
 * One column setting of a view (the API's ViewColumn): its id one of the portal's view columns
 * (test-record-columns.ts), so a view never stores a column no screen can show.
 */
const viewColumnSchema = object({
  id: string()
    .typeError(invalid)
    .required('validation.required')
    .oneOf([...VIEW_COLUMN_IDS], 'validation.oneOf'),
  name: string().typeError(invalid).optional(),
  label: string().typeError(invalid).optional(),
  enabled: boolean().typeError(invalid).optional(),
  order: number().typeError(invalid).optional(),
})

/** One view as stored: an id in 1..100000, a name, its columns and filters. */
export const savedViewSchema = object({
  id: number()
    .typeError('validation.integer')
    .required('validation.required')
    .integer('validation.integer')
    .min(1, 'validation.min')
    .max(MAX_VIEW_ID, 'validation.max'),
  name: savedViewName(),
  columns: array(viewColumnSchema)
    .typeError('validation.invalid')
    .required('validation.required')
    .test('size', 'validation.maxLength', fitsSettings),
  filters: viewFiltersSchema
    // An object schema fills a missing object in with its fields' defaults: none here.
    .default(undefined)
    .typeError('validation.invalid')
    .required('validation.required')
    .test('size', 'validation.maxLength', fitsSettings),
  list: string().oneOf(VIEW_LISTS, 'validation.oneOf').optional(),
})

/**
 * The body of PUT /v2/Users/me/views: the whole list (ids unique: checked by the server) and
 * `lastUpdated`, the stamp of the list the change was made on (null for a user's first list).
 */
export const savedViewsSchema = object({
  views: array(savedViewSchema)
    .typeError('validation.invalid')
    .required('validation.required')
    .max(MAX_SAVED_VIEWS, 'views.errors.tooMany'),
  lastUpdated: string().typeError('validation.invalid').nullable().default(null),
})

/**
 * The view editor's rules: the name, and at least one test result chosen (no result would show
 * no record; the list's filter treats none as all, the editor says so instead of guessing), and
 * at least one control result (CORE-5.5: the control result can never be emptied).
 */
export const savedViewFormSchema = object({
  name: savedViewName(),
  testResult: number()
    .typeError('views.errors.noTestResult')
    .integer('views.errors.noTestResult')
    .min(1, 'views.errors.noTestResult')
    .max(ALL_RESULT_FLAGS, 'views.errors.noTestResult'),
  controlResult: number()
    .typeError('views.errors.noControlResult')
    .integer('views.errors.noControlResult')
    .min(1, 'views.errors.noControlResult')
    .max(ALL_CONTROL_FLAGS, 'views.errors.noControlResult'),
})
