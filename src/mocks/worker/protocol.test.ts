import { describe, expect, it } from 'vitest'
import { bootParamsOf, workerName } from './protocol'

describe("the backend worker's name", () => {
  it('carries the base and the seed there and back, whatever the base holds', () => {
    for (const params of [
      { base: 'http://localhost:5173/api', size: 'default' as const },
      { base: 'https://example.test/a?b=c&d=e#f', size: 'large' as const },
    ]) {
      expect(bootParamsOf(workerName(params))).toEqual(params)
    }
  })

  it('starts with a readable name for the dev tools', () => {
    expect(workerName({ base: '/api', size: 'default' })).toMatch(/^fake-api-backend\?/)
  })

  it('gives no parameters for another name, a missing part or an unknown seed', () => {
    expect(bootParamsOf('fake-api-backend')).toBeNull()
    expect(bootParamsOf('other?base=%2Fapi&seed=default')).toBeNull()
    expect(bootParamsOf('fake-api-backend?seed=default')).toBeNull()
    expect(bootParamsOf('fake-api-backend?base=%2Fapi')).toBeNull()
    expect(bootParamsOf('fake-api-backend?base=%2Fapi&seed=huge')).toBeNull()
  })
})
