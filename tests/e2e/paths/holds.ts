/**
 * Holding chosen requests in the page, so a model path decides when an invoked actor's answer
 * comes: a busy state can be seen, two answers can come in the order the path says, and a fault
 * rule (`window.fakeApi.addFault`) added while a request is held decides that request's answer.
 *
 * A fetch wrapper installed in the page before the portal starts (ky reads `globalThis.fetch` at
 * every call) keeps the first request matching each named hold unsent until the spec releases
 * it; every request's status is logged.
 */
import type { Page } from '@playwright/test'

/** A request to hold: its method and a pattern of its path (`^/api/v2/Users/me$`). */
export interface HoldRule {
  method: string
  path: string
}

export interface LoggedRequest {
  method: string
  path: string
  status: number
}

/** What the fetch wrapper exposes to the spec as `window.modelPaths`. */
interface PageHarness {
  pending: () => Array<{ name: string; path: string }>
  log: () => LoggedRequest[]
  release: (name: string) => Promise<void>
  /** Gives the page its own fetch back (the page is shared with the worker's next tests). */
  uninstall: () => void
}

declare global {
  interface Window {
    modelPaths?: PageHarness
  }
}

/** Runs in the page: wraps fetch so the first request of each hold waits until released. */
function installPageHarness(holds: Array<{ name: string } & HoldRule>) {
  interface Pending {
    name: string
    path: string
    send: () => void
    delivered: Promise<void>
  }
  const ownFetch = window.fetch
  const realFetch = ownFetch.bind(window)
  const unused = new Set(holds.map((hold) => hold.name))
  const pending: Pending[] = []
  const log: LoggedRequest[] = []
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : null
    const path = new URL(request ? request.url : String(input), window.location.href).pathname
    const method = (request ? request.method : (init?.method ?? 'GET')).toUpperCase()
    const hold = holds.find(
      (candidate) =>
        unused.has(candidate.name) &&
        candidate.method === method &&
        new RegExp(candidate.path).test(path),
    )
    let delivered = () => undefined as void
    if (hold) {
      unused.delete(hold.name)
      await new Promise<void>((send) => {
        pending.push({
          name: hold.name,
          path,
          send,
          delivered: new Promise<void>((resolve) => (delivered = resolve)),
        })
      })
    }
    try {
      const response = await realFetch(input, init)
      log.push({ method, path, status: response.status })
      return response
    } catch (error) {
      log.push({ method, path, status: 0 })
      throw error
    } finally {
      delivered()
    }
  }

  window.modelPaths = {
    pending: () => pending.map(({ name, path }) => ({ name, path })),
    log: () => [...log],
    async release(name) {
      let index = pending.findIndex((entry) => entry.name === name)
      for (let waited = 0; index < 0 && waited < 5000; waited += 10) {
        await sleep(10)
        index = pending.findIndex((entry) => entry.name === name)
      }
      const [entry] = index < 0 ? [] : pending.splice(index, 1)
      if (!entry) throw new Error(`No held ${name} request to release.`)
      entry.send()
      await entry.delivered
      // Let the app read the answer and its machine take the transition.
      await sleep(50)
    },
    uninstall() {
      window.fetch = ownFetch
      delete window.modelPaths
    },
  }
}

/** Installs the holds in the page; call it before the portal starts (openPortal after). */
export async function installHolds(page: Page, holds: Record<string, HoldRule>, names: string[]) {
  await page.evaluate(
    installPageHarness,
    names.map((name) => ({ name, ...holds[name]! })),
  )
}

/** Lets the held request of that name go, and waits until its answer has been read. */
export const release = (page: Page, name: string) =>
  page.evaluate((held) => window.modelPaths!.release(held), name)

/** The requests held now. */
export const pendingHolds = (page: Page) => page.evaluate(() => window.modelPaths!.pending())

/** Every request made since the holds were installed, with its status. */
export const requestLog = (page: Page) => page.evaluate(() => window.modelPaths!.log())

/** Gives the shared page its own fetch back; nothing when no holds were installed. */
export const uninstallHolds = (page: Page) => page.evaluate(() => window.modelPaths?.uninstall())

/** A fault rule of the fake API (src/mocks/controls.ts) for the next matching requests. */
export async function addFault(
  page: Page,
  rule: { method: string; path: string; kind: string; remaining: number; message?: string },
) {
  await page.evaluate(
    (fault) =>
      window.fakeApi!.addFault(fault as Parameters<NonNullable<Window['fakeApi']>['addFault']>[0]),
    rule,
  )
}
