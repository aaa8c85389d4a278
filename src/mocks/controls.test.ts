import { describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../../tests/helpers/memory-storage'
import {
  Controls,
  DEFAULT_LATENCY_MS,
  FIRMWARE_STORAGE_FAULT_ID,
  firmwareStorageMode,
  firmwareStorageRule,
  SETTINGS_STORAGE_KEY,
} from './controls'

describe('fake API controls', () => {
  it('starts with a small realistic latency and no faults', () => {
    const controls = new Controls(null)
    expect(controls.settings.latencyMs).toBe(DEFAULT_LATENCY_MS)
    expect(controls.settings.faults).toEqual([])
  })

  it('matches faults by method and wildcard path, case-insensitively', () => {
    const controls = new Controls(null)
    controls.addFault({ method: 'GET', path: '/v2/TestRecords*', kind: 'server-error' })
    expect(controls.takeFault('GET', '/v2/testrecords/12')?.kind).toBe('server-error')
    expect(controls.takeFault('POST', '/v2/TestRecords')).toBeUndefined()
    expect(controls.takeFault('GET', '/v2/Users/me')).toBeUndefined()
  })

  it('uses up a counted fault and keeps an uncounted one', () => {
    const controls = new Controls(null)
    controls.addFault({ path: '/v2/Users/me', kind: 'forbidden', remaining: 2 })
    controls.addFault({ path: '/v2/Sites', kind: 'network' })
    expect(controls.takeFault('GET', '/v2/Users/me')?.kind).toBe('forbidden')
    expect(controls.settings.faults[0]?.remaining).toBe(1)
    expect(controls.takeFault('GET', '/v2/Users/me')?.kind).toBe('forbidden')
    expect(controls.takeFault('GET', '/v2/Users/me')).toBeUndefined()
    for (let i = 0; i < 3; i++) expect(controls.takeFault('GET', '/v2/Sites')?.kind).toBe('network')
  })

  it('keeps settings across a reload and tells subscribers of every change', () => {
    const storage = memoryStorage()
    const controls = new Controls(storage)
    const listener = vi.fn()
    controls.subscribe(listener)
    controls.setLatency(0)
    const rule = controls.addFault({ path: '/v2/Terms/latest', kind: 'slow' })
    expect(listener).toHaveBeenCalledTimes(2)
    expect(JSON.parse(storage.getItem(SETTINGS_STORAGE_KEY)!).latencyMs).toBe(0)

    const reloaded = new Controls(storage)
    expect(reloaded.settings.latencyMs).toBe(0)
    expect(reloaded.settings.faults).toEqual([rule])
    reloaded.removeFault(rule.id)
    expect(reloaded.settings.faults).toEqual([])
  })

  it('ignores unreadable stored settings', () => {
    const storage = memoryStorage()
    storage.setItem(SETTINGS_STORAGE_KEY, '{not json')
    expect(new Controls(storage).settings.latencyMs).toBe(DEFAULT_LATENCY_MS)
  })

  it('goes back to the defaults but for the settings given, and says so', () => {
    const controls = new Controls(null)
    const listener = vi.fn()
    controls.subscribe(listener)
    controls.setLatency(900)
    controls.addFault({ path: '/v2/Sites', kind: 'network' })
    controls.resetSettings({ slowMs: 50 })
    expect(controls.settings).toEqual({ latencyMs: DEFAULT_LATENCY_MS, slowMs: 50, faults: [] })
    expect(listener).toHaveBeenLastCalledWith(controls.settings)
  })
})

describe('the firmware storage shortcut', () => {
  it('makes every upload to the storage fail or slow, and normal again', () => {
    const controls = new Controls(memoryStorage())
    expect(firmwareStorageMode(controls.settings.faults)).toBe('normal')
    controls.addFault(firmwareStorageRule('fail')!)
    expect(firmwareStorageMode(controls.settings.faults)).toBe('fail')
    expect(controls.takeFault('PUT', '/fake-storage/firmware/truck-reader/3.zip')?.kind).toBe(
      'server-error',
    )
    expect(controls.takeFault('GET', '/fake-storage/firmware/truck-reader/3.zip')).toBeUndefined()
    controls.removeFault(FIRMWARE_STORAGE_FAULT_ID)
    controls.addFault(firmwareStorageRule('slow')!)
    expect(firmwareStorageMode(controls.settings.faults)).toBe('slow')
    expect(firmwareStorageRule('normal')).toBeNull()
  })
})
