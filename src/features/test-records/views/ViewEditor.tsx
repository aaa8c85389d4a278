/**
 * The saved-view editor (core.md §2 /test-records/my-views, §3 "Saved user view", §5): a modal
 * route over the list that creates a view, or edits the one `?viewId=` names. The name is
 * required and not blank; the columns are switched on or off and ordered with move buttons
 * (keyboard and pointer alike); the filters are the period, routes, test results (at least
 * one), users (for users who may list them), device types and measurement methods. Saving goes
 * through the saved-views machine, which then shows the view in the list; closing with changes
 * asks first (ModalRoute). A refused save keeps everything typed, with the server's field error
 * on the name.
 */
import { memo, useCallback, useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { useSelector } from '@xstate/react'
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik'
import {
  Alert,
  Box,
  Button,
  Checkbox,
  chakra,
  Field,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react'
import { ArrowDown, ArrowUp } from 'lucide-react'
import type { SavedView, User } from '@/api/types'
import { displayName } from '@/domain/users'
import { DEVICE_TYPES, MEASUREMENT_METHODS, RESULT_FLAGS } from '@/domain/enums'
import { PERIODS, type PeriodId } from '@/domain/periods'
import { savedViewFormSchema } from '@/domain/validation/saved-view'
import { useList } from '@/ui/data-table/useList'
import { ModalRoute, type ModalRouteControls } from '@/ui/modal-route/ModalRoute'
import { fetchRouteChoices, fetchUserChoices } from './saved-views-actors'
import { statusOf, useSavedViewsContext } from './SavedViewsProvider'
import {
  draftOf,
  formValuesOf,
  moveColumn,
  nameErrorKey,
  toggleFlag,
  toggleItem,
  type ViewFormValues,
} from './view-form'
import { findView, viewListHref } from './view-links'

export interface ViewEditorProps {
  /** The user may list users (GET /v2/Users): the users filter is offered. */
  canPickUsers: boolean
}

const RESULT_CHOICES = [
  ['negative', RESULT_FLAGS.negative],
  ['inconclusive', RESULT_FLAGS.inconclusive],
  ['positive', RESULT_FLAGS.positive],
] as const

const ROUTES_QUERY = {}

export function ViewEditor({ canPickUsers }: ViewEditorProps) {
  const { t } = useTranslation()
  const { actor, listPath } = useSavedViewsContext()
  const [params] = useSearchParams()
  const viewIdParam = params.get('viewId')
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'))
  const view = useSelector(actor, (snapshot) => findView(snapshot.context.saved, viewIdParam))
  const editing = viewIdParam !== null

  return (
    <ModalRoute
      title={editing ? t('views.editor.editTitle') : t('views.editor.createTitle')}
      listPath={viewListHref(listPath, '', view?.id ?? null)}
      size="lg"
    >
      {(controls) =>
        loading && !view ? (
          <Spinner aria-label={t('views.loading')} />
        ) : editing && !view ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{t('views.editor.notFound')}</Alert.Title>
          </Alert.Root>
        ) : (
          <ViewForm
            key={view?.id ?? 'new'}
            view={view}
            controls={controls}
            canPickUsers={canPickUsers}
          />
        )
      }
    </ModalRoute>
  )
}

interface ViewFormProps {
  view: SavedView | null
  controls: ModalRouteControls
  canPickUsers: boolean
}

function ViewForm({ view, controls, canPickUsers }: ViewFormProps) {
  const { t } = useTranslation()
  const { actor } = useSavedViewsContext()
  const status = useSelector(actor, statusOf)
  // The helpers of the submit waiting for the machine's answer.
  const pending = useRef<FormikHelpers<ViewFormValues> | null>(null)

  // A refused save: the form stays as typed, touched again, with the server's name error.
  useEffect(() => {
    const helpers = pending.current
    if (!helpers || status === 'saving') return
    pending.current = null
    const { error } = actor.getSnapshot().context
    const mine =
      error !== null &&
      (error.kind === 'create' || (error.kind === 'update' && error.viewId === view?.id))
    if (!mine) return
    helpers.setSubmitting(false)
    controls.markDirty(true)
    // The field shows codes (the schema's and the server's alike) through nameErrorKey.
    const nameCode = error.fieldErrors.name
    if (nameCode) helpers.setFieldError('name', nameCode)
  }, [actor, controls, status, view?.id])

  const submit = (values: ViewFormValues, helpers: FormikHelpers<ViewFormValues>) => {
    const draft = draftOf(values, view)
    pending.current = helpers
    // Saved views navigate to the list: the unsaved-changes guard must let that through.
    controls.markDirty(false)
    actor.send(
      view
        ? { type: 'view.update', view: { ...draft, id: view.id } }
        : { type: 'view.create', draft },
    )
  }

  return (
    <Formik<ViewFormValues>
      initialValues={formValuesOf(view)}
      validationSchema={savedViewFormSchema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate>
          <DirtyReporter controls={controls} />
          <Stack gap="6">
            <NameField />
            <ColumnsField />
            <Stack as="section" gap="4" aria-labelledby="view-filters-heading">
              <Text as="h3" id="view-filters-heading" fontWeight="semibold" textStyle="lg">
                {t('views.editor.filters')}
              </Text>
              <PeriodField />
              <RoutesField />
              <TestResultField />
              {canPickUsers && <UsersField />}
              <ChoiceGroup
                name="readerType"
                legend={t('views.editor.readerType')}
                hint={t('views.editor.anyHint')}
                choices={DEVICE_TYPES.map((type) => [type, t(`views.deviceTypes.${type}`)])}
              />
              <ChoiceGroup
                name="measurementMethod"
                legend={t('views.editor.measurementMethod')}
                hint={t('views.editor.anyHint')}
                choices={MEASUREMENT_METHODS.map((method) => [
                  method,
                  t(`views.measurementMethods.${method}`),
                ])}
              />
            </Stack>
            <HStack justifyContent="flex-end" gap="3">
              <Button variant="outline" onClick={controls.close}>
                {t('default.cancel')}
              </Button>
              <Button type="submit" colorPalette="brand" loading={isSubmitting}>
                {t('views.editor.save')}
              </Button>
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  )
}

/** Tells the modal route whether the form has changes (for the unsaved-changes warning). */
function DirtyReporter({ controls }: { controls: ModalRouteControls }) {
  const { dirty, isSubmitting } = useFormikContext<ViewFormValues>()
  // The modal gives new controls on each render: report only when the form's state changes.
  const markDirty = useRef(controls.markDirty)
  useEffect(() => {
    markDirty.current = controls.markDirty
  })
  useEffect(() => {
    if (!isSubmitting) markDirty.current(dirty)
  }, [dirty, isSubmitting])
  return null
}

function NameField() {
  const { t } = useTranslation()
  const { values, errors, touched, handleChange, handleBlur } = useFormikContext<ViewFormValues>()
  const error = touched.name ? errors.name : undefined
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>{t('views.nameLabel')}</Field.Label>
      <Input name="name" value={values.name} onChange={handleChange} onBlur={handleBlur} />
      {error && <Field.ErrorText color="red.700">{t(nameErrorKey(error))}</Field.ErrorText>}
    </Field.Root>
  )
}

/** A fieldset with a legend and an optional hint under it. */
function Group({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  const hintId = useId()
  return (
    <chakra.fieldset
      borderWidth="0"
      padding="0"
      margin="0"
      aria-describedby={hint ? hintId : undefined}
    >
      <chakra.legend fontWeight="medium" marginBottom="1">
        {legend}
      </chakra.legend>
      {hint && (
        <Text id={hintId} textStyle="sm" color="fg.muted" marginBottom="2">
          {hint}
        </Text>
      )}
      {children}
    </chakra.fieldset>
  )
}

function Choice({
  label,
  checked,
  onChange,
}: {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <Checkbox.Root
      size="sm"
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  )
}

type ListName = 'routes' | 'userIds' | 'readerType' | 'measurementMethod'

/**
 * A stable "toggle this value in list `name`" for the choices below: with it they skip
 * re-rendering while the rest of the form changes (a scope can have hundreds of users).
 */
function useListToggle(name: ListName) {
  const { values, setFieldValue } = useFormikContext<ViewFormValues>()
  const current = useRef<ReadonlyArray<string | number>>(values[name])
  useLayoutEffect(() => {
    current.current = values[name]
  })
  return useCallback(
    (value: string | number, on: boolean) =>
      void setFieldValue(name, toggleItem(current.current, value, on)),
    [name, setFieldValue],
  )
}

const ListChoice = memo(function ListChoice({
  value,
  label,
  checked,
  onToggle,
}: {
  value: string | number
  label: string
  checked: boolean
  onToggle: (value: string | number, on: boolean) => void
}) {
  return <Choice label={label} checked={checked} onChange={(on) => onToggle(value, on)} />
})

function ColumnsField() {
  const { t } = useTranslation()
  const { values, setFieldValue } = useFormikContext<ViewFormValues>()
  const columns = values.columns
  return (
    <Group legend={t('views.editor.columns')} hint={t('views.editor.columnsHelp')}>
      <Stack as="ol" listStyleType="none" gap="1" margin="0" padding="0">
        {columns.map((column, index) => {
          const label = t(column.label)
          return (
            <HStack as="li" key={column.id} justifyContent="space-between" gap="2">
              <Choice
                label={label}
                checked={column.enabled}
                onChange={(enabled) =>
                  void setFieldValue(
                    'columns',
                    columns.map((entry) =>
                      entry.id === column.id ? { ...entry, enabled } : entry,
                    ),
                  )
                }
              />
              <HStack gap="0">
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={t('views.editor.moveUp', { column: label })}
                  disabled={index === 0}
                  onClick={() => void setFieldValue('columns', moveColumn(columns, index, -1))}
                >
                  <ArrowUp aria-hidden />
                </IconButton>
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={t('views.editor.moveDown', { column: label })}
                  disabled={index === columns.length - 1}
                  onClick={() => void setFieldValue('columns', moveColumn(columns, index, 1))}
                >
                  <ArrowDown aria-hidden />
                </IconButton>
              </HStack>
            </HStack>
          )
        })}
      </Stack>
    </Group>
  )
}

function PeriodField() {
  const { t } = useTranslation()
  const { values, handleChange } = useFormikContext<ViewFormValues>()
  return (
    <Field.Root>
      <Field.Label>{t('views.editor.period')}</Field.Label>
      <NativeSelect.Root size="sm" width="48">
        <NativeSelect.Field name="period" value={values.period} onChange={handleChange}>
          {PERIODS.map((period: PeriodId) => (
            <option key={period} value={period}>
              {t(`views.periods.${period}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )
}

function TestResultField() {
  const { t } = useTranslation()
  const { values, errors, setFieldValue, setFieldTouched } = useFormikContext<ViewFormValues>()
  const errorId = useId()
  return (
    <Group legend={t('views.editor.testResult')}>
      <HStack gap="4" aria-describedby={errors.testResult ? errorId : undefined}>
        {RESULT_CHOICES.map(([key, flag]) => (
          <Choice
            key={key}
            label={t(`views.results.${key}`)}
            checked={(values.testResult & flag) !== 0}
            onChange={(on) => {
              void setFieldValue('testResult', toggleFlag(values.testResult, flag, on))
              void setFieldTouched('testResult', true, false)
            }}
          />
        ))}
      </HStack>
      {errors.testResult && (
        <Text id={errorId} role="alert" color="red.700" textStyle="sm" marginTop="1">
          {t(errors.testResult)}
        </Text>
      )}
    </Group>
  )
}

function ChoiceGroup({
  name,
  legend,
  hint,
  choices,
}: {
  name: 'readerType' | 'measurementMethod'
  legend: string
  hint: string
  choices: Array<[string, string]>
}) {
  const { values } = useFormikContext<ViewFormValues>()
  const onToggle = useListToggle(name)
  const chosen = values[name] as string[]
  return (
    <Group legend={legend} hint={hint}>
      <HStack gap="4" flexWrap="wrap">
        {choices.map(([value, label]) => (
          <ListChoice
            key={value}
            value={value}
            label={label}
            checked={chosen.includes(value)}
            onToggle={onToggle}
          />
        ))}
      </HStack>
    </Group>
  )
}

/** A scrolling box of choices loaded from the API, with its loading and failed states. */
function LoadedChoices({
  loading,
  failed,
  retry,
  empty,
  children,
}: {
  loading: boolean
  failed: boolean
  retry: () => void
  empty: string | null
  children: ReactNode
}) {
  const { t } = useTranslation()
  if (failed) {
    return (
      <HStack gap="2">
        <Text color="red.700" textStyle="sm">
          {t('views.editor.choicesFailed')}
        </Text>
        <Button size="xs" variant="outline" onClick={retry}>
          {t('default.retry')}
        </Button>
      </HStack>
    )
  }
  if (loading) return <Spinner size="sm" aria-label={t('views.editor.loadingChoices')} />
  if (empty) return <Text textStyle="sm">{empty}</Text>
  return (
    <Box maxHeight="40" overflowY="auto" borderWidth="1px" borderRadius="md" padding="2">
      <Stack gap="1">{children}</Stack>
    </Box>
  )
}

function RoutesField() {
  const { t } = useTranslation()
  const { values } = useFormikContext<ViewFormValues>()
  const onToggle = useListToggle('routes')
  const routes = useList(fetchRouteChoices, ROUTES_QUERY)
  // Routes a view keeps but the records no longer have stay choosable (and removable).
  const names = [...new Set([...routes.rows, ...values.routes])]
  return (
    <Group legend={t('views.editor.routes')} hint={t('views.editor.allRoutesHint')}>
      <LoadedChoices
        loading={routes.meta === null}
        failed={routes.failed}
        retry={routes.retry}
        empty={names.length === 0 ? t('views.editor.noRoutes') : null}
      >
        {names.map((route) => (
          <ListChoice
            key={route}
            value={route}
            label={route}
            checked={values.routes.includes(route)}
            onToggle={onToggle}
          />
        ))}
      </LoadedChoices>
    </Group>
  )
}

const USERS_QUERY = {}

function UsersField() {
  const { t } = useTranslation()
  const { values } = useFormikContext<ViewFormValues>()
  const onToggle = useListToggle('userIds')
  const users = useList<User, object>(fetchUserChoices, USERS_QUERY)
  return (
    <Group legend={t('views.editor.users')} hint={t('views.editor.allUsersHint')}>
      <LoadedChoices
        loading={users.meta === null}
        failed={users.failed}
        retry={users.retry}
        empty={null}
      >
        {users.rows.map((user) => (
          <ListChoice
            key={user.id}
            value={user.id}
            label={displayName(user)}
            checked={values.userIds.includes(user.id)}
            onToggle={onToggle}
          />
        ))}
      </LoadedChoices>
    </Group>
  )
}
