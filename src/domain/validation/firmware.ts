/**
 * Firmware rules (ADMIN-5.14): the version is required, a semantic version
 * (readerFirmware.invalidVersionError) and not lower than the latest version of the same reader
 * type (readerFirmware.versionNumberLowError). The latest version is an argument, as both the
 * upload form and the fake API know it only at the time they validate. The file must be a zip:
 * FIRMWARE_FILE_TYPES, of at most FIRMWARE_FILE_MAX_BYTES, checked by the form on the chosen file
 * and by the storage on the upload.
 */
import { object, string, type InferType } from 'yup'
import { compareVersionText, isValidSemver } from '@/domain/semver'
import { TEXT_LIMITS } from './limits'
import { limitedText } from './text'

export const FIRMWARE_KEYS = {
  invalidVersion: 'readerFirmware.invalidVersionError',
  versionTooLow: 'readerFirmware.versionNumberLowError',
  invalidFile: 'readerFirmware.invalidFileError',
  fileTooLarge: 'readerFirmware.fileTooLargeError',
} as const

/**
 * The largest firmware file the storage takes (a reader's firmware is tens of MB): the form says
 * so before the upload, and the fake storage answers a larger one 413 (src/mocks/http/limits.ts).
 */
export const FIRMWARE_FILE_MAX_BYTES = 100 * 1024 * 1024

/** The content types a firmware file may have (invalidFileError otherwise). */
export const FIRMWARE_FILE_TYPES = ['application/zip', 'application/x-zip-compressed'] as const

export function isFirmwareFileType(contentType: string | null | undefined): boolean {
  const mediaType = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  return (FIRMWARE_FILE_TYPES as readonly string[]).includes(mediaType)
}

/** What is wrong with a chosen firmware file (a translation key), or null: a zip, not too large. */
export function firmwareFileError(file: { type: string; size: number }): string | null {
  if (!isFirmwareFileType(file.type)) return FIRMWARE_KEYS.invalidFile
  return file.size > FIRMWARE_FILE_MAX_BYTES ? FIRMWARE_KEYS.fileTooLarge : null
}

/** The rules, given the latest version of the reader type (null when there is none yet). */
export function firmwareSchema(latestVersion: string | null = null) {
  return object({
    version: string()
      .trim()
      .required('validation.required')
      .max(TEXT_LIMITS.code, 'validation.maxLength')
      .test('semver', FIRMWARE_KEYS.invalidVersion, (value) => !value || isValidSemver(value))
      .test(
        'not-lower',
        FIRMWARE_KEYS.versionTooLow,
        (value) =>
          !value ||
          !isValidSemver(value) ||
          latestVersion === null ||
          compareVersionText(value, latestVersion) >= 0,
      ),
    description: limitedText(TEXT_LIMITS.description).nullable().default(''),
  })
}

export type FirmwareValues = InferType<ReturnType<typeof firmwareSchema>>
