// Semantic version parsing and precedence, against the examples of semver.org 2.0.0.
import { describe, expect, it } from 'vitest'
import { compareVersionText, isValidSemver, parseSemver } from './semver'

describe('isValidSemver', () => {
  it.each([
    '0.0.0',
    '1.2.3',
    '10.20.30',
    '1.0.0-alpha',
    '1.0.0-alpha.1',
    '1.0.0-0.3.7',
    '1.0.0-x.7.z.92',
    '1.0.0-x-y-z.--',
    '1.0.0+20130313144700',
    '1.0.0-beta+exp.sha.5114f85',
    ' 1.2.3 ',
  ])('accepts %j', (text) => {
    expect(isValidSemver(text)).toBe(true)
  })

  it.each([
    '',
    '1',
    '1.2',
    '1.2.3.4',
    'v1.2.3',
    '01.2.3',
    '1.02.3',
    '1.2.03',
    '1.2.3-',
    '1.2.3-01',
    '1.2.3-alpha..1',
    '1.2.3+',
    '1.2.3 beta',
    'a.b.c',
    '-1.2.3',
  ])('refuses %j', (text) => {
    expect(isValidSemver(text)).toBe(false)
  })
})

describe('parseSemver', () => {
  it('splits the parts and reads numeric pre-release identifiers as numbers', () => {
    expect(parseSemver('1.2.3-rc.10+build.7')).toEqual({
      major: 1,
      minor: 2,
      patch: 3,
      prerelease: ['rc', 10],
      build: ['build', '7'],
    })
  })
})

describe('compareVersionText', () => {
  // Each pair is in ascending precedence.
  it.each([
    ['1.9.0', '1.10.0'],
    ['1.0.0', '2.0.0'],
    ['2.0.0', '2.1.0'],
    ['2.1.0', '2.1.1'],
    ['1.0.0-alpha', '1.0.0'],
    ['1.0.0-alpha', '1.0.0-alpha.1'],
    ['1.0.0-alpha.1', '1.0.0-alpha.beta'],
    ['1.0.0-alpha.beta', '1.0.0-beta'],
    ['1.0.0-beta', '1.0.0-beta.2'],
    ['1.0.0-beta.2', '1.0.0-beta.11'],
    ['1.0.0-beta.11', '1.0.0-rc.1'],
    ['1.0.0-rc.1', '1.0.0'],
    ['not a version', '0.0.1'],
  ])('%s < %s', (lower, higher) => {
    expect(compareVersionText(lower, higher)).toBeLessThan(0)
    expect(compareVersionText(higher, lower)).toBeGreaterThan(0)
  })

  it.each([
    ['1.0.0', '1.0.0'],
    ['1.0.0+build.1', '1.0.0+build.2'],
  ])('%s and %s have equal precedence', (a, b) => {
    expect(compareVersionText(a, b)).toBe(0)
  })

  it('sorts a list the way a release history reads', () => {
    const shuffled = ['1.10.0', '1.2.0', '1.10.0-rc.1', '0.9.9', '1.9.12', '1.2.0-beta']
    expect([...shuffled].sort(compareVersionText)).toEqual([
      '0.9.9',
      '1.2.0-beta',
      '1.2.0',
      '1.9.12',
      '1.10.0-rc.1',
      '1.10.0',
    ])
  })
})
