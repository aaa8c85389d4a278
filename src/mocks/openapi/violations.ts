/**
 * Answers of the in-process fake API that break the contract (contract.ts), found when the test
 * that caused them ends: an msw handler cannot fail a test by throwing (msw turns the error into
 * a 500), so the tests' setup (tests/helpers/vitest.setup.ts) fails the test after it instead.
 * The checks wait until then, rather than run beside the answers: validating a large list takes
 * the thread for a while, and a screen test's timing must be what it is without them.
 */
type Check = () => Promise<readonly string[]>

let checks: Check[] = []

/** Queues the check of one answer; it runs when the test ends. */
export function reportContractCheck(check: Check): void {
  checks.push(check)
}

/** Runs the checks queued since the last call: one line per problem found. */
export async function takeContractViolations(): Promise<string[]> {
  const queued = checks
  checks = []
  const violations: string[] = []
  for (const check of queued) {
    try {
      violations.push(...(await check()))
    } catch (error) {
      violations.push(`The contract check itself failed: ${String(error)}`)
    }
  }
  return violations
}
