/**
 * The standalone server fuzzed from its contract (issue 39, src/mocks/openapi/fuzz.ts): requests
 * drawn from every served operation's parameter and body schemas, valid and mutated, as an
 * administrator, an operator and no one, must each be answered below 500 with an answer the
 * document describes. A short run with a fixed seed; `npm run api:fuzz -- --runs N --seed S`
 * runs longer (and replays a failure of this one with its seed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { optionsFor } from '../../../tests/helpers/standalone-api'
import { loadApiDocument } from '../openapi/document'
import { fuzzServer, type Caller } from '../openapi/fuzz'
import { signInWithCodeFlow } from './sign-in-client'
import { startStandaloneApi, type StandaloneApi } from './standalone'

/** Fixed, so that the run is the same each time; a failure prints it with the path to replay. */
const SEED = 39
const RUNS = 150

describe('the standalone server, fuzzed from the API document', () => {
  let api: StandaloneApi
  let callers: Caller[]

  beforeAll(async () => {
    api = await startStandaloneApi(optionsFor(null))
    const signedIn = async (username: string) =>
      (await signInWithCodeFlow({ issuer: api.issuer, username })).accessToken
    callers = [
      { name: 'admin', token: await signedIn('admin'), weight: 3 },
      { name: 'operator', token: await signedIn('operator') },
      { name: 'nobody', token: null },
    ]
  }, 60_000)

  afterAll(async () => {
    await api?.close()
  })

  it(`answers ${RUNS} drawn requests below 500, as the document says (seed ${SEED})`, async () => {
    const report = await fuzzServer(
      loadApiDocument(),
      { url: api.url, callers },
      {
        runs: RUNS,
        seed: SEED,
      },
    )
    expect(report.failure).toBeNull()
    expect(report.runs).toBe(RUNS)
  }, 60_000)
})
