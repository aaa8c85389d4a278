import { describe, expect, it } from 'vitest'
import { NO_SUCH_ID, parseId, routeId } from './ids'

describe('parseId', () => {
  it('reads decimal ids from 1 up to the largest safe integer', () => {
    expect(parseId('1')).toBe(1)
    expect(parseId('24999')).toBe(24999)
    expect(parseId(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER)
  })

  it.each([
    '',
    'abc',
    '0',
    '-1',
    '+1',
    '0x10',
    '1e3',
    '1.0',
    ' 1',
    '01',
    '100000000000000000000000',
  ])('refuses %j', (text) => {
    expect(parseId(text)).toBeNull()
    expect(routeId(text)).toBe(NO_SUCH_ID)
  })

  it('has nothing to read without a text', () => {
    expect(parseId(null)).toBeNull()
    expect(parseId(undefined)).toBeNull()
  })
})
