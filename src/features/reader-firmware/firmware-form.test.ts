import { describe, expect, it } from 'vitest'
import type { Firmware } from '@/api/types'
import {
  fileError,
  percentSent,
  uploadRequest,
  uploadToasts,
  validateFirmwareForm,
} from './firmware-form'

const zip = (name = 'reader-3.1.0.zip', type = 'application/zip') =>
  new File([new Uint8Array(2048)], name, { type })

const firmware = { id: 7, version: '3.1.0' } as Firmware

describe('the upload form', () => {
  it('wants a zip file', () => {
    expect(fileError(null)).toEqual({ file: 'validation.required' })
    expect(fileError(zip('a.txt', 'text/plain'))).toEqual({
      file: 'readerFirmware.invalidFileError',
    })
    expect(fileError(zip('a.zip', 'application/x-zip-compressed'))).toEqual({})
  })

  it('wants at most 100 MB, what the storage takes', () => {
    const sized = (size: number) => {
      const file = zip()
      Object.defineProperty(file, 'size', { value: size })
      return file
    }
    expect(fileError(sized(100 * 1024 * 1024))).toEqual({})
    expect(fileError(sized(100 * 1024 * 1024 + 1))).toEqual({
      file: 'readerFirmware.fileTooLargeError',
    })
  })

  it('checks the version and the file before the machine does', async () => {
    expect(await validateFirmwareForm({ version: '', description: '', file: null })).toEqual({
      version: 'validation.required',
      file: 'validation.required',
    })
    expect(await validateFirmwareForm({ version: '3.1', description: '', file: zip() })).toEqual({
      version: 'readerFirmware.invalidVersionError',
    })
    expect(
      await validateFirmwareForm({ version: '3.1.0', description: 'x'.repeat(1001), file: zip() }),
    ).toEqual({ description: 'validation.maxLength' })
    expect(await validateFirmwareForm({ version: '3.1.0', description: '', file: zip() })).toEqual(
      {},
    )
  })

  it("makes the machine's request of the values", () => {
    const file = zip()
    expect(uploadRequest({ version: '3.1.0', description: 'd', file })).toEqual({
      version: '3.1.0',
      description: 'd',
      file,
    })
  })

  it('says the progress in percent', () => {
    expect(percentSent({ sent: 0, total: 0 })).toBe(0)
    expect(percentSent({ sent: 512, total: 2048 })).toBe(25)
    expect(percentSent({ sent: 4096, total: 2048 })).toBe(100)
  })
})

describe('the toasts of an upload', () => {
  it('say both successes', () => {
    expect(uploadToasts({ type: 'upload.done', firmware }, true).map((toast) => toast.key)).toEqual(
      ['readerFirmware.createFirmwareSuccess', 'readerFirmware.uploadFirmwareSuccess'],
    )
  })

  it('leave a failure to the open modal, and say one that ends after it closed', () => {
    const cancelled = { type: 'upload.rolledBack' as const, firmware, cancelled: true }
    expect(uploadToasts(cancelled, true)).toEqual([])
    expect(uploadToasts(cancelled, false)).toEqual([
      { kind: 'info', key: 'readerFirmware.cancelledInBackground', values: { version: '3.1.0' } },
    ])
    expect(uploadToasts({ ...cancelled, cancelled: false }, false)).toEqual([
      { kind: 'error', key: 'readerFirmware.uploadFirmwareError' },
    ])
    const stuck = { type: 'upload.rollbackFailed' as const, firmware }
    expect(uploadToasts(stuck, true)).toEqual([])
    expect(uploadToasts(stuck, false)).toEqual([
      { kind: 'error', key: 'readerFirmware.rollbackFailedTitle', values: { version: '3.1.0' } },
    ])
    expect(uploadToasts({ type: 'upload.created', firmware }, false)).toEqual([])
  })
})
