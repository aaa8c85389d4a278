/**
 * Fuzzing of the standalone server from the contract (issue 39): a property over the document's
 * operations, each run one HTTP request drawn from an operation's parameter and body schemas
 * (arbitraries.ts, valid values or mutated ones) as one of the signed-in callers or none. It
 * holds when the server answers below 500 and the answer is one the document describes
 * (contract.ts: status, media type, body). The unit tests run it briefly with a fixed seed
 * (src/mocks/server/fuzz.test.ts); `npm run api:fuzz -- --runs N --seed S` runs it longer
 * (scripts/checks/api-fuzz.ts). A failure names the seed and the path to replay it.
 */
import fc from 'fast-check'
import { requestArbitrary, type FuzzRequest } from './arbitraries'
import { createContractChecker } from './contract'
import { HTTP_METHODS, type OpenApiDocument } from './document'

/** Operations the server does not have: the in-browser fake sign-in (the document says so). */
const NOT_SERVED_TAG = 'fake-only'
/** No request waits longer than this for its answer. */
const ANSWER_TIMEOUT_MS = 15_000

export interface FuzzTarget {
  /** The server's base URL. */
  url: string
  /** The callers drawn from: a name, its access token (null: none) and weight (default 1). */
  callers: readonly Caller[]
}

export interface FuzzOptions {
  runs: number
  seed: number
  /** fast-check's shrinking of a failure (on by default; off ends at the first failure). */
  shrink?: boolean
}

export interface FuzzReport {
  operations: number
  runs: number
  seed: number
  ms: number
  /** Per operation, how many answers of each status. */
  statuses: Map<string, Map<number, number>>
  /** fast-check's report of the first failure (with the seed and path to replay it), or null. */
  failure: string | null
}

export interface Caller {
  name: string
  token: string | null
  weight?: number
}

interface Drawn {
  caller: Caller
  request: FuzzRequest
}

/** The operations fuzzed: every one of the document's but those the server does not have. */
export function fuzzedOperations(
  document: OpenApiDocument,
): Array<{ path: string; method: string }> {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => {
      const operation = item[method]
      return operation && !operation.tags?.includes(NOT_SERVED_TAG)
    }).map((method) => ({ path, method })),
  )
}

/** One request of a drawn operation, with valid values or (half the time) mutated ones. */
export function drawnRequests(
  document: OpenApiDocument,
  callers: readonly Caller[],
): fc.Arbitrary<Drawn> {
  const operations = fuzzedOperations(document)
  const byMode = (mutated: boolean) =>
    operations.map(({ path, method }) => requestArbitrary(document, path, method, { mutated }))
  const valid = byMode(false)
  const mutated = byMode(true)
  return fc.record({
    caller: fc.oneof(
      ...callers.map((caller) => ({ weight: caller.weight ?? 1, arbitrary: fc.constant(caller) })),
    ),
    request: fc
      .tuple(fc.boolean(), fc.nat({ max: operations.length - 1 }))
      .chain(([broken, index]) => (broken ? mutated : valid)[index]!),
  })
}

const describeRequest = ({ caller, request }: Drawn) =>
  `${request.method} ${request.url} as ${caller.name}` +
  (request.body === undefined
    ? ''
    : ` with ${typeof request.body === 'string' ? request.body.slice(0, 300) : `${request.body.length} bytes`}`)

/** An error with its cause (fetch's TypeError says little without it). */
const describeError = (error: unknown): string =>
  error instanceof Error && error.cause !== undefined
    ? `${String(error)} (${describeError(error.cause)})`
    : String(error)

/** Runs the property; resolves with what was answered, and the failure if one was found. */
export async function fuzzServer(
  document: OpenApiDocument,
  target: FuzzTarget,
  options: FuzzOptions,
): Promise<FuzzReport> {
  const checker = createContractChecker(document)
  const statuses = new Map<string, Map<number, number>>()
  const started = Date.now()

  const property = fc.asyncProperty(drawnRequests(document, target.callers), async (drawn) => {
    const { request, caller } = drawn
    const headers: Record<string, string> = { ...request.headers }
    if (caller.token) headers.Authorization = `Bearer ${caller.token}`
    const response = await fetch(`${target.url}${request.url}`, {
      method: request.method,
      headers,
      ...(request.body === undefined ? {} : { body: request.body }),
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    })
    const counts = statuses.get(request.operation) ?? new Map<number, number>()
    counts.set(response.status, (counts.get(response.status) ?? 0) + 1)
    statuses.set(request.operation, counts)

    if (response.status >= 500) {
      const text = await response.text()
      throw new Error(
        `${describeRequest(drawn)} answered ${response.status}: ${text.slice(0, 300)}`,
      )
    }
    // The path as sent: fetch resolves dot segments (`/v2/Customer/.` asks for the list).
    const { pathname: path } = new URL(`${target.url}${request.url}`)
    const problems = await checker.check(request.method, path, response)
    if (problems.length > 0) {
      throw new Error(`${describeRequest(drawn)} broke the contract:\n${problems.join('\n')}`)
    }
  })

  const result = await fc.check(property, {
    numRuns: options.runs,
    seed: options.seed,
    endOnFailure: options.shrink === false,
  })
  return {
    operations: fuzzedOperations(document).length,
    runs: result.numRuns,
    seed: options.seed,
    ms: Date.now() - started,
    statuses,
    failure: result.failed
      ? `${describeError(result.errorInstance)}\n\n${fc.defaultReportMessage(result) ?? ''}`
      : null,
  }
}
