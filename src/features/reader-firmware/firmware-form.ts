/**
 * The upload form's values and what the modal says about them and about the upload: the form's
 * own rules (the version's shape; the latest version is checked by the machine at submit time),
 * the chosen file's name and size, the progress in percent, and the toasts of an upload's events.
 */
import { firmwareFileError, firmwareSchema } from '@/domain/validation/firmware'
import type {
  FirmwareUploadEmitted,
  FirmwareUploadRequest,
  UploadProgress,
} from '@/machines/firmware-upload.machine'
import { schemaValidator } from '@/ui/form/schema-validator'

export interface FirmwareFormValues {
  version: string
  description: string
  file: File | null
}

export const INITIAL_FIRMWARE_VALUES: FirmwareFormValues = {
  version: '',
  description: '',
  file: null,
}

/** The file's own errors: one must be chosen, a zip of at most 100 MB. */
export function fileError(file: File | null): Record<string, string> {
  if (file === null) return { file: 'validation.required' }
  const error = firmwareFileError(file)
  return error ? { file: error } : {}
}

/** Formik's check before the machine's (which knows the latest version). */
export const validateFirmwareForm = schemaValidator<FirmwareFormValues>({
  schema: firmwareSchema(null),
  toBody: ({ version, description }) => ({ version, description }),
  extra: (values) => fileError(values.file),
})

/** The machine's request of valid form values (the file is there: the form checked it). */
export const uploadRequest = (values: FirmwareFormValues): FirmwareUploadRequest => ({
  version: values.version,
  description: values.description,
  file: values.file as File,
})

/** How much of the file was sent, 0–100 (0 before the browser knows the total). */
export const percentSent = ({ sent, total }: UploadProgress): number =>
  total > 0 ? Math.min(100, Math.round((sent / total) * 100)) : 0

export interface UploadToast {
  kind: 'success' | 'info' | 'error'
  key: string
  values?: Record<string, string>
}

/**
 * The toasts of an upload's event. The modal shows a failure itself while it is open on that
 * upload; one that ends after the modal closed (a cancel rolled back in the background) is said
 * by a toast. Success is always a toast: the modal closes with it.
 */
export function uploadToasts(event: FirmwareUploadEmitted, attached: boolean): UploadToast[] {
  const values = { version: event.firmware.version }
  switch (event.type) {
    case 'upload.done':
      return [
        { kind: 'success', key: 'readerFirmware.createFirmwareSuccess' },
        { kind: 'success', key: 'readerFirmware.uploadFirmwareSuccess' },
      ]
    case 'upload.rolledBack':
      if (attached) return []
      return event.cancelled
        ? [{ kind: 'info', key: 'readerFirmware.cancelledInBackground', values }]
        : [{ kind: 'error', key: 'readerFirmware.uploadFirmwareError' }]
    case 'upload.rollbackFailed':
      return attached ? [] : [{ kind: 'error', key: 'readerFirmware.rollbackFailedTitle', values }]
    default:
      return []
  }
}
