/**
 * /reader-firmware/{tab}/create: the upload modal over the list (ADMIN-2.15, ADMIN-4.10 "Firmware
 * upload", ADMIN-5.14). Version, description and a zip file chosen with the picker or dropped on
 * the drop zone (a button that opens the picker); the firmware-upload machine does the rest, and
 * this modal renders its tags: the form while `editing`, a progress bar with Cancel while
 * `uploading`, the rollback, the error with the form as typed, the failed rollback with a retry.
 *
 * The machine is the page's (the firmware-uploads machine's child), not this modal's: closing the
 * modal while a step runs asks first (the modal route's unsaved-changes warning, as the form
 * counts as touched while `busy`), and a confirmed close cancels the upload, which then rolls back
 * in the background.
 */
import { useEffect, useEffectEvent, useId, useRef, useState, type DragEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'
import { useSelector } from '@xstate/react'
import { Formik, useFormikContext } from 'formik'
import {
  Alert,
  Box,
  Button,
  Field,
  HStack,
  Progress,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react'
import { FileArchive, Upload } from 'lucide-react'
import type { FirmwareType } from '@/domain/enums'
import type { FirmwareUploadActor, FirmwareUploadsActor } from '@/machines/firmware-uploads.machine'
import { TEXT_LIMITS } from '@/domain/validation/limits'
import { ServerFieldErrorsProvider, useFieldError } from '@/ui/form/field-errors'
import { blurUnlessToButton, FieldFrame, TextField } from '@/ui/form/fields'
import { UnsavedChanges } from '@/ui/form/UnsavedChanges'
import { formatFileSize, formatNumber } from '@/ui/format'
import { ModalRoute, type ModalRouteControls } from '@/ui/modal-route/ModalRoute'
import {
  INITIAL_FIRMWARE_VALUES,
  percentSent,
  uploadRequest,
  validateFirmwareForm,
  type FirmwareFormValues,
} from './firmware-form'

const ZIP_ACCEPT = '.zip,application/zip,application/x-zip-compressed'

export interface FirmwareUploadModalProps {
  type: FirmwareType
  /** The reader type's name, for the title. */
  readerName: string
  /** The page's uploads, one per reader type. */
  uploads: FirmwareUploadsActor
  listPath: string
}

export function FirmwareUploadModal({
  type,
  readerName,
  uploads,
  listPath,
}: FirmwareUploadModalProps) {
  const { t } = useTranslation()
  const { search } = useLocation()
  return (
    <ModalRoute
      title={t('readerFirmware.uploadTitle', { reader: readerName })}
      listPath={`${listPath}${search}`}
      size="lg"
    >
      {(controls) => <UploadBody type={type} uploads={uploads} controls={controls} />}
    </ModalRoute>
  )
}

interface UploadBodyProps {
  type: FirmwareType
  uploads: FirmwareUploadsActor
  controls: ModalRouteControls
}

function UploadBody({ type, uploads, controls }: UploadBodyProps) {
  const { t } = useTranslation()
  // The type's upload: one still running or awaiting a retry, else a new one (the machine's
  // choice, made as the modal opens).
  const [actor] = useState(() => {
    uploads.send({ type: 'uploads.open', firmwareType: type })
    return uploads.getSnapshot().context.slots[type]!.upload
  })
  const closeSaved = useEffectEvent(() => controls.markSaved())
  useEffect(() => {
    uploads.send({ type: 'uploads.attach', firmwareType: type })
    const done = actor.on('upload.done', () => closeSaved())
    return () => {
      done.unsubscribe()
      uploads.send({ type: 'uploads.detach', firmwareType: type })
    }
  }, [actor, uploads, type])

  const editing = useSelector(actor, (snapshot) => snapshot.hasTag('editing'))
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'))
  const fieldErrors = useSelector(actor, (snapshot) => snapshot.context.fieldErrors)
  const request = useSelector(actor, (snapshot) => snapshot.context.request)

  return (
    <Formik<FirmwareFormValues>
      initialValues={request ?? INITIAL_FIRMWARE_VALUES}
      validate={validateFirmwareForm}
      onSubmit={(values) => actor.send({ type: 'upload.submit', request: uploadRequest(values) })}
    >
      {(form) => (
        <ServerFieldErrorsProvider errors={fieldErrors} submitted={request}>
          <UnsavedChanges
            markDirty={controls.markDirty}
            restored={false}
            busy={busy}
            revision={null}
          />
          <form onSubmit={form.handleSubmit} noValidate>
            <Stack gap="5">
              <UploadStatus actor={actor} />
              <TextField
                name="version"
                label={t('readerFirmware.version')}
                helperText={t('readerFirmware.versionHelp')}
                required
                autoFocus
                maxLength={TEXT_LIMITS.code}
                disabled={!editing}
              />
              <DescriptionField disabled={!editing} />
              <FileField disabled={!editing} />
              <UploadActions actor={actor} controls={controls} />
            </Stack>
          </form>
        </ServerFieldErrorsProvider>
      )}
    </Formik>
  )
}

function DescriptionField({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation()
  const form = useFormikContext<FirmwareFormValues>()
  const field = form.getFieldProps<string>('description')
  return (
    <FieldFrame name="description" label={t('readerFirmware.description')} disabled={disabled}>
      <Textarea
        {...field}
        onBlur={blurUnlessToButton(field.onBlur)}
        value={field.value ?? ''}
        maxLength={TEXT_LIMITS.description}
        rows={3}
      />
    </FieldFrame>
  )
}

/**
 * The zip file: a drop zone that is a button opening the picker (keyboard and pointer alike),
 * the picker itself hidden, and the chosen file's name and size.
 */
function FileField({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation()
  const form = useFormikContext<FirmwareFormValues>()
  const error = useFieldError('file')
  const picker = useRef<HTMLInputElement>(null)
  const ids = { label: useId(), chosen: useId(), error: useId() }
  const file = form.values.file
  const choose = (chosen: File | undefined) => {
    if (!chosen) return
    void form.setFieldTouched('file', true, false)
    void form.setFieldValue('file', chosen)
  }
  const drop = (event: DragEvent<HTMLButtonElement>) => {
    event.preventDefault()
    if (!disabled) choose(event.dataTransfer.files[0])
  }
  return (
    <Field.Root invalid={error !== undefined} required disabled={disabled}>
      <Text id={ids.label} fontWeight="medium" textStyle="sm">
        {t('readerFirmware.file')}
        <Field.RequiredIndicator />
      </Text>
      <Button
        variant="outline"
        borderStyle="dashed"
        borderWidth="2px"
        height="auto"
        minHeight="20"
        width="full"
        whiteSpace="normal"
        paddingY="4"
        disabled={disabled}
        aria-describedby={[ids.label, ids.chosen, error ? ids.error : ''].join(' ').trim()}
        onClick={() => picker.current?.click()}
        onDragOver={(event) => event.preventDefault()}
        onDrop={drop}
      >
        <Upload aria-hidden />
        {t('readerFirmware.dropZone')}
      </Button>
      <input
        ref={picker}
        type="file"
        name="file"
        accept={ZIP_ACCEPT}
        hidden
        aria-labelledby={ids.label}
        onChange={(event) => {
          choose(event.currentTarget.files?.[0])
          // The same file chosen again after a failure is a change too.
          event.currentTarget.value = ''
        }}
      />
      <HStack id={ids.chosen} gap="2" textStyle="sm" aria-live="polite">
        {file ? (
          <>
            <FileArchive aria-hidden size={16} />
            <Text>
              {t('readerFirmware.chosenFile', {
                name: file.name,
                size: formatFileSize(file.size),
              })}
            </Text>
          </>
        ) : (
          <Text color="fg.muted">{t('readerFirmware.noFileChosen')}</Text>
        )}
      </HStack>
      {error && <Field.ErrorText id={ids.error}>{error}</Field.ErrorText>}
    </Field.Root>
  )
}

/** What the machine is doing or how the last attempt ended. */
function UploadStatus({ actor }: { actor: FirmwareUploadActor }) {
  const { t } = useTranslation()
  const snapshot = useSelector(actor, (current) => current)
  const { context } = snapshot
  const version = context.firmware?.version ?? context.request?.version ?? ''

  if (snapshot.hasTag('uploading')) {
    const percent = percentSent(context.progress)
    return (
      <Progress.Root value={percent} max={100} colorPalette="brand">
        <HStack justify="space-between" marginBottom="1">
          <Progress.Label>{t('readerFirmware.uploading', { version })}</Progress.Label>
          <Text textStyle="sm">
            {t('readerFirmware.percent', { percent: formatNumber(percent) })}
          </Text>
        </HStack>
        <Progress.Track aria-label={t('readerFirmware.progressLabel')}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    )
  }
  if (snapshot.hasTag('rollingBack')) {
    return <Busy text={t('readerFirmware.rollingBack', { version })} />
  }
  if (snapshot.hasTag('busy')) {
    return <Busy text={t('readerFirmware.preparing')} />
  }
  if (snapshot.hasTag('rollbackFailed')) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('readerFirmware.rollbackFailedTitle', { version })}</Alert.Title>
          <Alert.Description>{t('readerFirmware.rollbackFailedText')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    )
  }
  if (snapshot.hasTag('failed') && context.cancelled) {
    return (
      <Alert.Root status="info" role="status">
        <Alert.Indicator />
        <Alert.Title>{t('readerFirmware.cancelled', { version })}</Alert.Title>
      </Alert.Root>
    )
  }
  // After a rollback, or a create refused without a field to show it on.
  const refused =
    snapshot.hasTag('editing') && context.request !== null && context.fieldErrors.length === 0
  if (snapshot.hasTag('failed') || refused) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            {context.errorMessage ?? t('readerFirmware.uploadFirmwareError')}
          </Alert.Title>
          <Alert.Description>{t('readerFirmware.notAdded', { version })}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    )
  }
  return null
}

function Busy({ text }: { text: string }) {
  return (
    <HStack gap="3" role="status">
      <Spinner size="sm" aria-hidden />
      <Text>{text}</Text>
    </HStack>
  )
}

function UploadActions({
  actor,
  controls,
}: {
  actor: FirmwareUploadActor
  controls: ModalRouteControls
}) {
  const { t } = useTranslation()
  const editing = useSelector(actor, (snapshot) => snapshot.hasTag('editing'))
  const uploading = useSelector(actor, (snapshot) => snapshot.hasTag('uploading'))
  const rollbackFailed = useSelector(actor, (snapshot) => snapshot.hasTag('rollbackFailed'))
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'))
  return (
    <Box>
      <HStack justify="flex-end" gap="3" wrap="wrap">
        {uploading && (
          <Button variant="outline" onClick={() => actor.send({ type: 'upload.cancel' })}>
            {t('readerFirmware.cancelUpload')}
          </Button>
        )}
        {!busy && (
          <Button variant="outline" onClick={() => controls.close()}>
            {t(editing ? 'default.cancel' : 'default.close')}
          </Button>
        )}
        {rollbackFailed && (
          <Button colorPalette="brand" onClick={() => actor.send({ type: 'upload.retryRollback' })}>
            {t('readerFirmware.retryRollback')}
          </Button>
        )}
        {(editing || busy) && !uploading && (
          <Button type="submit" colorPalette="brand" loading={busy} disabled={!editing}>
            {t('readerFirmware.submit')}
          </Button>
        )}
      </HStack>
    </Box>
  )
}
