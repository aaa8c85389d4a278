// `npm test` fails while src/api/generated/openapi.ts is stale: the types are generated in memory
// from src/api/openapi.yaml and compared with the committed file (fix with `npm run api:types`).
import { describe, expect, it } from 'vitest'
import { typesAreCurrent } from './api-types'

describe('src/api/generated/openapi.ts', () => {
  it('matches the API document (run `npm run api:types`)', async () => {
    expect(await typesAreCurrent(), 'stale: run `npm run api:types`').toBe(true)
  }, 60_000)
})
