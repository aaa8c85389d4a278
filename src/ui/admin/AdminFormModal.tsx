/**
 * The create and edit modal of an administration area (the administration pattern,
 * src/ui/README.md): a modal route (src/ui/modal-route/ModalRoute.tsx: closing a touched form
 * warns with default.warningUnsavedChanges) around a Formik form driven by the admin-form machine
 * (src/machines/admin-form.machine.ts: loading, a failed load with retry, an unknown id, editing,
 * submitting, a refused save, saved).
 *
 * The area gives: how to load the form's starting point and save its values (its endpoints), the
 * initial values, the validation (usually `schemaValidator` with the shared Yup schema), where an
 * API field belongs on the form, the fields themselves, and what to do once saved or refused
 * (its toasts, refreshing its list). Server field errors appear on their fields (field-errors.tsx)
 * and the values stay as typed. What was typed survives a session that ends before it is saved
 * (src/ui/form/drafts.ts). An edit is saved with the revision it started from; when someone
 * else saved the item meanwhile, what they changed shows above the form (named by `fieldLabels`),
 * the values stay as typed, and saving again replaces theirs.
 */
import { useEffect, useRef, type RefObject, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'
import { Formik, useFormikContext, type FormikErrors, type FormikProps } from 'formik'
import { useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { Alert, Button, HStack, List, Spinner, Stack, Text } from '@chakra-ui/react'
import { adminFormMachine } from '@/machines/admin-form.machine'
import { ServerFieldErrorsProvider } from '../form/field-errors'
import { DraftRestoredNote, UnsavedChanges, useKeptDraft } from '../form/UnsavedChanges'
import { ModalRoute, type ModalRouteControls } from '../modal-route/ModalRoute'
import { useProvidedActor } from '../machines/use-provided-actor'

export interface AdminFormModalProps<TData, TValues, TSaved> {
  title: ReactNode
  /** Where closing returns to: the list under the modal. */
  listPath: string
  /** The item edited, or null for a create. */
  itemId: number | null
  size?: 'sm' | 'md' | 'lg' | 'xl'
  /**
   * The form's starting point: the item for an edit, lookups (or nothing) for a create. For an
   * edit it carries the item's `revision` at its top (the item itself, or `revision` beside the
   * item and its lookups): the machine reads it there, and the fake API refuses an edit without
   * one (428).
   */
  load: (itemId: number | null) => Promise<TData>
  /**
   * Saves the form's values (POST for a create, PATCH for an edit); `revision` is the item's the
   * form started from (or theirs, after a conflict), for the body; `data` what was loaded with it.
   */
  save: (
    values: TValues,
    itemId: number | null,
    revision: number | null,
    data: TData,
  ) => Promise<TSaved>
  /** The fields' labels, to say which ones someone else changed meanwhile. */
  fieldLabels?: Partial<Record<Extract<keyof TValues, string>, string>>
  initialValues: (data: TData) => TValues
  validate: (values: TValues) => Promise<FormikErrors<TValues>> | FormikErrors<TValues>
  /** The form field of an API field, given the values sent (default: the same name). */
  fieldOf?: (apiField: string, values: TValues) => string | null
  /**
   * After a save: the area's toast and list refresh (the modal closes by itself); `data` is what
   * the form started from (the item before the save).
   */
  onSaved: (item: TSaved, created: boolean, data: TData) => void
  /** After a refused save, with the first server error message: the area's toast. */
  onRejected: (message: string) => void
  /** The fields; `data` is what `load` answered. */
  children: (props: { data: TData; form: FormikProps<TValues> }) => ReactNode
  /** The submit button's text (default admin.save), e.g. for a transfer. */
  submitLabel?: string
  /** False keeps the submit button disabled (the form says why, e.g. nothing is ticked). */
  canSubmit?: (values: TValues) => boolean
  /**
   * More actions at the start of the buttons row (a delete of the item shown), with the modal's
   * controls to close it once they are done.
   */
  extraActions?: (props: { data: TData; controls: ModalRouteControls }) => ReactNode
  /**
   * Fields never written to a kept draft (passwords: sessionStorage is no place for them); a
   * restored draft has them as `initialValues` gives them. A form of secrets alone keeps none.
   */
  secretFields?: ReadonlyArray<Extract<keyof TValues, string>>
}

export function AdminFormModal<TData, TValues extends object, TSaved>(
  props: AdminFormModalProps<TData, TValues, TSaved>,
) {
  // The modal's address carries the list's query (AdminListPage's links): closing returns to the
  // list as it was, its page, order and search.
  const { search } = useLocation()
  const listPath = props.listPath.includes('?') ? props.listPath : `${props.listPath}${search}`
  return (
    <ModalRoute title={props.title} listPath={listPath} size={props.size ?? 'lg'}>
      {(controls) => <AdminFormBody {...props} controls={controls} />}
    </ModalRoute>
  )
}

function AdminFormBody<TData, TValues extends object, TSaved>({
  itemId,
  load,
  save,
  initialValues,
  validate,
  fieldOf,
  fieldLabels,
  onSaved,
  onRejected,
  children,
  submitLabel,
  canSubmit,
  extraActions,
  secretFields,
  controls,
}: AdminFormModalProps<TData, TValues, TSaved> & { controls: ModalRouteControls }) {
  const { t } = useTranslation()
  // What the user typed here before the session ended, if it did (drafts.ts).
  const draft = useKeptDraft<TValues>()
  const actor = useProvidedActor(
    adminFormMachine.provide({
      actors: {
        load: fromPromise(({ input }) => load(input.itemId)),
        save: fromPromise(({ input }) =>
          save(input.values as TValues, input.itemId, input.revision, input.data as TData),
        ),
      },
    }),
    { input: { itemId, keptRevision: draft ? draft.revision : undefined } },
  )

  useEffect(() => {
    const subscriptions = [
      actor.on('form.saved', (event) => {
        onSaved(event.item as TSaved, event.created, actor.getSnapshot().context.data as TData)
        controls.markSaved()
      }),
      actor.on('form.rejected', (event) => onRejected(event.message)),
    ]
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
  }, [actor, onSaved, onRejected, controls])

  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'))
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('failed'))
  const notFound = useSelector(actor, (snapshot) => snapshot.hasTag('notFound'))
  const ready = useSelector(actor, (snapshot) => snapshot.hasTag('ready'))
  const submitting = useSelector(actor, (snapshot) => snapshot.hasTag('submitting'))
  const data = useSelector(actor, (snapshot) => snapshot.context.data) as TData
  const fieldErrors = useSelector(actor, (snapshot) => snapshot.context.fieldErrors)
  const submitted = useSelector(actor, (snapshot) => snapshot.context.submitted)
  const rejected = useSelector(actor, (snapshot) => snapshot.hasTag('rejected'))
  const theirs = useSelector(actor, (snapshot) => snapshot.context.theirs) as TData | null
  const revision = useSelector(actor, (snapshot) => snapshot.context.revision)
  const formRef = useRef<HTMLFormElement>(null)

  if (loading) {
    return (
      <HStack justify="center" paddingY="8">
        <Spinner size="lg" aria-label={t('admin.loading')} />
      </HStack>
    )
  }
  if (failed || notFound) {
    return (
      <Stack gap="4">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t(notFound ? 'admin.itemNotFound' : 'admin.loadError')}</Alert.Title>
        </Alert.Root>
        <HStack justify="flex-end">
          <Button variant="outline" onClick={() => controls.close()}>
            {t('default.close')}
          </Button>
          {failed && (
            <Button colorPalette="brand" onClick={() => actor.send({ type: 'form.retry' })}>
              {t('default.retry')}
            </Button>
          )}
        </HStack>
      </Stack>
    )
  }
  if (!ready) return null

  return (
    <Formik<TValues>
      initialValues={draft ? { ...initialValues(data), ...draft.values } : initialValues(data)}
      validate={validate}
      onSubmit={(values) => actor.send({ type: 'form.submit', values })}
    >
      {(form) => (
        <ServerFieldErrorsProvider
          errors={fieldErrors}
          submitted={submitted}
          fieldOf={fieldOf as ((apiField: string, values: unknown) => string | null) | undefined}
        >
          <UnsavedChanges
            markDirty={controls.markDirty}
            restored={draft !== null}
            revision={revision}
            secretFields={secretFields}
          />
          <FocusFirstError formRef={formRef} rejected={rejected} />
          <form ref={formRef} onSubmit={form.handleSubmit} noValidate>
            <Stack gap="5">
              {draft && <DraftRestoredNote />}
              {theirs !== null && (
                <ChangedElsewhere
                  changes={changedFields(initialValues(data), initialValues(theirs), fieldLabels)}
                />
              )}
              {children({ data, form })}
              <HStack justify="flex-end" gap="3" wrap="wrap">
                {extraActions && (
                  <HStack marginEnd="auto">{extraActions({ data, controls })}</HStack>
                )}
                <Button variant="outline" onClick={() => controls.close()}>
                  {t('default.cancel')}
                </Button>
                <Button
                  type="submit"
                  colorPalette="brand"
                  loading={submitting}
                  disabled={canSubmit ? !canSubmit(form.values) : false}
                >
                  {submitLabel ?? t('admin.save')}
                </Button>
              </HStack>
              <Text srOnly aria-live="polite">
                {submitting ? t('admin.saving') : ''}
              </Text>
            </Stack>
          </form>
        </ServerFieldErrorsProvider>
      )}
    </Formik>
  )
}

/** A field someone else changed: its label, and its new value when it is a plain one. */
interface ChangedField {
  label: string | null
  value: string | null
}

/** The fields whose values differ between the item as loaded and as someone else saved it. */
export function changedFields<TValues extends object>(
  before: TValues,
  after: TValues,
  labels: Partial<Record<string, string>> = {},
): ChangedField[] {
  return Object.keys(after)
    .filter(
      (key) =>
        JSON.stringify(before[key as keyof TValues]) !==
        JSON.stringify(after[key as keyof TValues]),
    )
    .map((key) => {
      const value = after[key as keyof TValues]
      const plain = ['string', 'number', 'boolean'].includes(typeof value)
      return { label: labels[key] ?? null, value: plain ? String(value) : null }
    })
}

/**
 * Someone else saved the item while this form was open: what they changed, announced, above the
 * form as the user typed it.
 */
function ChangedElsewhere({ changes }: { changes: ChangedField[] }) {
  const { t } = useTranslation()
  const named = changes.filter((change) => change.label !== null)
  const others = changes.length - named.length
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('admin.changedElsewhere')}</Alert.Title>
        <Alert.Description>
          <List.Root marginTop="1">
            {named.map((change) => (
              <List.Item key={change.label} overflowWrap="anywhere">
                {change.value === null
                  ? change.label
                  : t('admin.changedTo', { field: change.label, value: change.value })}
              </List.Item>
            ))}
            {others > 0 && <List.Item>{t('admin.changedOther')}</List.Item>}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}

/**
 * After a submit the form refused, or the server did, moves focus to the first field in error,
 * so a long form scrolls to it and a screen reader reads its message.
 */
function FocusFirstError({
  formRef,
  rejected,
}: {
  formRef: RefObject<HTMLFormElement | null>
  rejected: boolean
}) {
  const { isSubmitting, isValid } = useFormikContext()
  const wasSubmitting = useRef(false)

  useEffect(() => {
    // Only when a submit has just ended refused, not while the user corrects the fields.
    const refused = wasSubmitting.current && !isSubmitting && !isValid
    wasSubmitting.current = isSubmitting
    if (refused) focusFirstError(formRef.current)
  }, [formRef, isSubmitting, isValid])

  useEffect(() => {
    if (rejected) focusFirstError(formRef.current)
  }, [formRef, rejected])

  return null
}

function focusFirstError(form: HTMLFormElement | null) {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]:not([disabled])')
  if (field) field.focus()
  else form?.querySelector('[data-invalid]')?.scrollIntoView({ block: 'center' })
}
