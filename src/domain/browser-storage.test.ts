import { afterEach, describe, expect, it, vi } from 'vitest'
import { limitedStorage } from '../../tests/helpers/memory-storage'
import { readStored, removeStored, writeStored } from './browser-storage'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('browser storage', () => {
  it('writes, reads and removes', () => {
    vi.stubGlobal('localStorage', limitedStorage(100))
    expect(writeStored('local', 'key', 'value')).toBe(true)
    expect(readStored('local', 'key')).toBe('value')
    removeStored('local', 'key')
    expect(readStored('local', 'key')).toBeNull()
  })

  it('skips a write over the quota and drops the stale copy, so no outdated value is read', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.stubGlobal('sessionStorage', limitedStorage(100))
    writeStored('session', 'views', 'old list')
    expect(writeStored('session', 'views', 'x'.repeat(6_000_000))).toBe(false)
    expect(readStored('session', 'views')).toBeNull()
    expect(warn).toHaveBeenCalledOnce()
  })

  it('answers null, and writes nothing, where the browser gives no storage', () => {
    vi.stubGlobal('localStorage', undefined)
    expect(readStored('local', 'key')).toBeNull()
    expect(writeStored('local', 'key', 'value')).toBe(false)
    expect(() => removeStored('local', 'key')).not.toThrow()
  })

  it('answers null where touching storage throws (storage blocked for the site)', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('Access is denied.', 'SecurityError')
      },
    })
    expect(readStored('local', 'key')).toBeNull()
  })
})
