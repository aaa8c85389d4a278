/**
 * The password form's brake on guessing (failed-sign-ins.ts): how many failures it takes, for how
 * long, for which names, and that its memory stays bounded.
 */
import { describe, expect, it } from 'vitest'
import { FailedSignIns, MAX_FAILED_TRIES, TRY_WINDOW_MS } from './failed-sign-ins'

const MINUTE = 60_000

describe('FailedSignIns', () => {
  it('refuses a name after 5 failures within 15 minutes, until the oldest is 15 minutes old', () => {
    const failures = new FailedSignIns()
    for (let minute = 0; minute < MAX_FAILED_TRIES; minute += 1) {
      expect(failures.refusedFor('site.admin', minute * MINUTE)).toBe(0)
      failures.failed('site.admin', minute * MINUTE)
    }
    expect(failures.refusedFor('site.admin', 5 * MINUTE)).toBe(TRY_WINDOW_MS - 5 * MINUTE)
    expect(failures.refusedFor('site.admin', TRY_WINDOW_MS - 1)).toBe(1)
    // The first failure has left the window: one more try, and a failure refuses again until the
    // next one leaves it.
    expect(failures.refusedFor('site.admin', TRY_WINDOW_MS)).toBe(0)
    failures.failed('site.admin', TRY_WINDOW_MS)
    expect(failures.refusedFor('site.admin', TRY_WINDOW_MS)).toBe(MINUTE)
    expect(failures.refusedFor('site.admin', TRY_WINDOW_MS + MINUTE)).toBe(0)
  })

  it('does not refuse failures spread wider than the window', () => {
    const failures = new FailedSignIns()
    for (let index = 0; index < 20; index += 1) {
      const now = index * (TRY_WINDOW_MS / (MAX_FAILED_TRIES - 1) + 1)
      expect(failures.refusedFor('operator', now)).toBe(0)
      failures.failed('operator', now)
    }
  })

  it('counts a name without case or surrounding spaces, and each name on its own', () => {
    const failures = new FailedSignIns()
    for (const typed of ['Admin', 'ADMIN', ' admin', 'admin ', 'aDmIn']) failures.failed(typed, 0)
    expect(failures.refusedFor('admin', 1)).toBeGreaterThan(0)
    expect(failures.refusedFor('operator', 1)).toBe(0)
    // An empty name is no account's.
    for (let index = 0; index < 10; index += 1) failures.failed('  ', 0)
    expect(failures.refusedFor('', 1)).toBe(0)
  })

  it('forgets the earlier failures when the name signs in', () => {
    const failures = new FailedSignIns()
    for (let index = 0; index < MAX_FAILED_TRIES - 1; index += 1) failures.failed('admin', 0)
    failures.succeeded('Admin')
    failures.failed('admin', 1)
    expect(failures.refusedFor('admin', 2)).toBe(0)
  })

  it('keeps the names that failed most recently, up to its limit', () => {
    const failures = new FailedSignIns({ tracked: 3 })
    for (let index = 0; index < MAX_FAILED_TRIES; index += 1) failures.failed('oldest', index)
    expect(failures.refusedFor('oldest', 10)).toBeGreaterThan(0)
    for (const name of ['a', 'b', 'c']) failures.failed(name, 10)
    expect(failures.size).toBe(3)
    expect(failures.refusedFor('oldest', 11)).toBe(0)
    // A new failure of a tracked name makes it the newest: the least recent goes next.
    failures.failed('a', 12)
    failures.failed('d', 13)
    expect(failures.size).toBe(3)
    for (let index = 0; index < MAX_FAILED_TRIES; index += 1) failures.failed('a', 14)
    expect(failures.refusedFor('a', 15)).toBeGreaterThan(0)
  })

  it('stays within its limit under a flood of names', () => {
    const failures = new FailedSignIns()
    for (let index = 0; index < 20_000; index += 1) failures.failed(`made-up-${index}`, index)
    expect(failures.size).toBe(5000)
  })
})
