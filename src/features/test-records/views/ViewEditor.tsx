/**
 * The saved-view editor (CORE-2.13, CORE-3.6, CORE-5.1, CORE-5.5): a modal
 * route over the list that creates a view, or edits the one `?viewId=` names. The name is
 * required and not blank; the columns are switched on or off and ordered with move buttons
 * (keyboard and pointer alike); the filters are the period, routes, test results (at least
 * one), users (for users who may list them), device types and measurement methods. Saving goes
 * through the saved-views machine (its `editor` region: submitting, saved, refused), which then
 * shows the view in the list; closing with changes asks first (ModalRoute). A refused save keeps
 * everything typed, with the server's error on the name until the name changes. When the view
 * edited is deleted in another tab or device while its form is open, the form stays as typed and
 * says so: saving makes it a new view, cancelling discards it.
 */
import { useEffect, useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { useSelector } from '@xstate/react'
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik'
import type { SnapshotFrom } from 'xstate'
import {
  Alert,
  Button,
  Checkbox,
  chakra,
  Field,
  HStack,
  IconButton,
  Input,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react'
import { ArrowDown, ArrowUp } from 'lucide-react'
import type { SavedView, User } from '@/api/types'
import { displayName } from '@/domain/users'
import type { DeviceType } from '@/domain/enums'
import { savedViewFormSchema } from '@/domain/validation/saved-view'
import { useFetchedList } from '@/lists/use-list-screen'
import type { ListView } from '@/ui/data-table/ListTable'
import {
  ControlResultField,
  DeviceTypesField,
  MeasurementMethodsField,
  MultiChoiceField,
  PeriodField,
  TestResultField,
} from '@/ui/filters/FilterFields'
import { ModalRoute, type ModalRouteControls } from '@/ui/modal-route/ModalRoute'
import { DraftRestoredNote, UnsavedChanges, useKeptDraft } from '@/ui/form/UnsavedChanges'
import { fetchRouteChoices, fetchUserChoices } from './saved-views-actors'
import {
  statusOf,
  useListViews,
  useSavedViewsContext,
  type SavedViewsActor,
} from './SavedViewsProvider'
import { draftOf, formValuesOf, moveColumn, nameErrorKey, type ViewFormValues } from './view-form'
import { findView, viewListHref } from './view-links'
import { MAX_SAVED_VIEWS, TEXT_LIMITS } from '@/domain/validation/limits'
import { blurUnlessToButton } from '@/ui/form/fields'

export interface ViewEditorProps {
  /** The user may list users (GET /v2/Users): the users filter is offered. */
  canPickUsers: boolean
}

export function ViewEditor({ canPickUsers }: ViewEditorProps) {
  const { t } = useTranslation()
  const { actor, listPath } = useSavedViewsContext()
  const [params] = useSearchParams()
  const viewIdParam = params.get('viewId')
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'))
  // A view of the other list is not this editor's to change: it is not found here.
  const view = findView(
    useListViews((snapshot) => snapshot.context.saved),
    viewIdParam,
  )
  const editing = viewIdParam !== null
  // The view this form was shown for: deleted elsewhere meanwhile, what was typed stays.
  const [shown, setShown] = useState<SavedView | null>(null)
  if (view && view !== shown) setShown(view)
  const deletedElsewhere = editing && !view && shown !== null
  const full = useSelector(actor, (snapshot) => snapshot.context.views.length >= MAX_SAVED_VIEWS)

  return (
    <ModalRoute
      title={editing ? t('views.editor.editTitle') : t('views.editor.createTitle')}
      listPath={viewListHref(listPath, '', view?.id ?? null)}
      size="lg"
    >
      {(controls) =>
        loading && !view ? (
          <Spinner aria-label={t('views.loading')} />
        ) : editing && !view && !deletedElsewhere ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{t('views.editor.notFound')}</Alert.Title>
          </Alert.Root>
        ) : !editing && full ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{t('views.errors.tooMany', { max: MAX_SAVED_VIEWS })}</Alert.Title>
          </Alert.Root>
        ) : (
          <ViewForm
            // The same form while its view is deleted elsewhere: what was typed stays.
            key={viewIdParam ?? 'new'}
            view={view}
            deletedElsewhere={deletedElsewhere}
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
  /** The view edited was deleted in another tab or device: it is saved as a new view. */
  deletedElsewhere: boolean
  controls: ModalRouteControls
  canPickUsers: boolean
}

/** The editor's save is under way, or done and the editor closing: the button waits. */
const isSaving = (snapshot: SnapshotFrom<SavedViewsActor>) =>
  snapshot.hasTag('editorSubmitting') || snapshot.hasTag('editorSaved')

function ViewForm({ view, deletedElsewhere, controls, canPickUsers }: ViewFormProps) {
  const { t } = useTranslation()
  const { actor, list } = useSavedViewsContext()
  const status = useSelector(actor, statusOf)
  const saving = useSelector(actor, isSaving)
  // What was typed here before the session ended, if it did (src/ui/form/drafts.ts).
  const draft = useKeptDraft<ViewFormValues>()

  // The machine's editor region follows the form: a new form starts afresh.
  useEffect(() => {
    actor.send({ type: 'editor.open' })
    return () => actor.send({ type: 'editor.close' })
  }, [actor])

  const submit = (values: ViewFormValues, helpers: FormikHelpers<ViewFormValues>) => {
    // Formik only validates: whether a save is under way is the machine's.
    helpers.setSubmitting(false)
    actor.send({
      type: 'editor.submit',
      draft: draftOf(values, list),
      id: view?.id ?? null,
    })
    // A saved view navigates to the list: the unsaved-changes guard must know before the answer.
    if (isSaving(actor.getSnapshot())) controls.markDirty(false)
  }

  return (
    <Formik<ViewFormValues>
      initialValues={draft?.values ?? formValuesOf(view)}
      validationSchema={savedViewFormSchema}
      onSubmit={submit}
    >
      {() => (
        <Form noValidate>
          <UnsavedChanges
            markDirty={controls.markDirty}
            restored={draft !== null}
            revision={null}
            saving={saving}
          />
          <Stack gap="6">
            {draft && <DraftRestoredNote />}
            {deletedElsewhere && (
              <Alert.Root status="warning" role="alert">
                <Alert.Indicator />
                <Alert.Title>{t('views.editor.deletedElsewhere')}</Alert.Title>
              </Alert.Root>
            )}
            <NameField />
            <ColumnsField />
            <Stack as="section" gap="4" aria-labelledby="view-filters-heading">
              <Text as="h3" id="view-filters-heading" fontWeight="semibold" textStyle="lg">
                {t('views.editor.filters')}
              </Text>
              <FilterChoices canPickUsers={canPickUsers} />
            </Stack>
            <HStack justifyContent="flex-end" gap="3">
              <Button variant="outline" onClick={controls.close}>
                {t('default.cancel')}
              </Button>
              <Button
                type="submit"
                colorPalette="brand"
                loading={saving}
                // Another change of the views is being saved: one save at a time.
                disabled={!saving && status !== 'ready'}
              >
                {deletedElsewhere ? t('views.saveAsNew') : t('views.editor.save')}
              </Button>
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  )
}

function NameField() {
  const { t } = useTranslation()
  const { actor } = useSavedViewsContext()
  const { values, errors, touched, handleChange, handleBlur } = useFormikContext<ViewFormValues>()
  const refused = useSelector(actor, (snapshot) =>
    snapshot.hasTag('editorRefused') ? snapshot.context.error : null,
  )
  // The server's name error holds while the name is the one it refused.
  const serverCode =
    refused?.fieldErrors.name !== undefined && values.name.trim() === refused.name
      ? refused.fieldErrors.name
      : undefined
  const error = (touched.name ? errors.name : undefined) ?? serverCode
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>{t('views.nameLabel')}</Field.Label>
      <Input
        name="name"
        value={values.name}
        onChange={handleChange}
        onBlur={blurUnlessToButton(handleBlur)}
        maxLength={TEXT_LIMITS.name}
      />
      {error && <Field.ErrorText>{t(nameErrorKey(error))}</Field.ErrorText>}
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

/** The view's filters, with the page filters' own fields, so they read the same. */
function FilterChoices({ canPickUsers }: { canPickUsers: boolean }) {
  const { t } = useTranslation()
  const { list } = useSavedViewsContext()
  const { values, errors, setFieldValue } = useFormikContext<ViewFormValues>()
  const set = (field: keyof ViewFormValues) => (value: unknown) => void setFieldValue(field, value)
  return (
    <Stack gap="4">
      <HStack gap="4" flexWrap="wrap" alignItems="flex-end">
        <PeriodField
          value={values.period}
          // No empty choice is offered while a period is set: null never comes.
          onChange={(period) => period && set('period')(period)}
        />
        <RoutesChoice />
        {canPickUsers && <UsersChoice />}
        <DeviceTypesField chosen={values.readerType as DeviceType[]} onChange={set('readerType')} />
        <MeasurementMethodsField
          chosen={values.measurementMethod}
          onChange={set('measurementMethod')}
        />
      </HStack>
      {list === 'controlRecords' ? (
        <ControlResultField value={values.controlResult} onChange={set('controlResult')} />
      ) : (
        <TestResultField value={values.testResult} onChange={set('testResult')} />
      )}
      {(list === 'controlRecords' ? errors.controlResult : errors.testResult) && (
        <Text role="alert" color="fg.error" textStyle="sm">
          {t((list === 'controlRecords' ? errors.controlResult : errors.testResult)!)}
        </Text>
      )}
    </Stack>
  )
}

/** A choice whose options come from the API: the field, or why it has none. */
function LoadedChoice<Row>({ list, children }: { list: ListView<Row>; children: ReactNode }) {
  const { t } = useTranslation()
  if (!list.failed) return children
  return (
    <HStack gap="2">
      <Text color="fg.error" textStyle="sm">
        {t('views.editor.choicesFailed')}
      </Text>
      <Button size="xs" variant="outline" onClick={list.retry}>
        {t('default.retry')}
      </Button>
    </HStack>
  )
}

const NO_QUERY = {}

function RoutesChoice() {
  const { t } = useTranslation()
  const { values, setFieldValue } = useFormikContext<ViewFormValues>()
  const routes = useFetchedList(fetchRouteChoices, NO_QUERY)
  // Routes a view keeps but the records no longer have stay listed, so they can be removed.
  const names = [...new Set([...routes.rows, ...values.routes])]
  return (
    <LoadedChoice list={routes}>
      <MultiChoiceField
        label={t('filters.routes')}
        allLabel={t('filters.allRoutes')}
        options={names.map((route) => ({ value: route, label: route }))}
        chosen={values.routes}
        onChange={(chosen) => void setFieldValue('routes', chosen)}
      />
    </LoadedChoice>
  )
}

function UsersChoice() {
  const { t } = useTranslation()
  const { values, setFieldValue } = useFormikContext<ViewFormValues>()
  const users = useFetchedList<User, object>(fetchUserChoices, NO_QUERY)
  return (
    <LoadedChoice list={users}>
      <MultiChoiceField
        label={t('filters.users')}
        allLabel={t('filters.allUsers')}
        options={users.rows.map((user) => ({ value: user.id, label: displayName(user) }))}
        chosen={values.userIds}
        onChange={(chosen) => void setFieldValue('userIds', chosen)}
      />
    </LoadedChoice>
  )
}
