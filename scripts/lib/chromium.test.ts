// How `npm test` finds or gets its browser (scripts/lib/chromium.mjs), with every step replaced by
// a fake: nothing is looked up on this machine and nothing is installed.
import { describe, expect, it } from 'vitest'
import {
  INSTALL_INSTRUCTIONS,
  PLAYWRIGHT_TIMEOUT_MS,
  ensureChromium,
  findChromium,
  requireChromium,
  type ChromiumSteps,
  type StepResult,
} from './chromium.mjs'

const PLAYWRIGHT = '/home/dev/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome'
const DEBIAN = '/usr/bin/chromium'

interface Machine {
  env?: Record<string, string | undefined>
  /** Paths that exist before any install. */
  files?: string[]
  root?: boolean
  aptGet?: boolean
  /** What Playwright's download does: put its browser in place, fail, or claim success only. */
  download?: 'installs' | 'fails' | 'succeeds-without-browser'
  aptUpdate?: StepResult
  aptInstall?: 'installs' | StepResult
}

/** A fake machine: the steps it was asked to take, in order, and every line printed. */
function fakeMachine(machine: Machine = {}) {
  const files = new Set(machine.files ?? [])
  const calls: string[] = []
  const log: string[] = []
  const steps: ChromiumSteps = {
    env: machine.env ?? {},
    exists: (path) => files.has(path),
    playwrightPath: async () => PLAYWRIGHT,
    async playwrightInstall(timeoutMs) {
      calls.push(`playwright install (${timeoutMs} ms)`)
      if (machine.download === 'installs') files.add(PLAYWRIGHT)
      return machine.download === 'fails' || machine.download === undefined
        ? { ok: false, reason: 'exit 1' }
        : { ok: true }
    },
    isRoot: () => machine.root ?? false,
    hasAptGet: () => machine.aptGet ?? true,
    async aptUpdate() {
      calls.push('apt-get update')
      return machine.aptUpdate ?? { ok: true }
    },
    async aptInstall() {
      calls.push('apt-get install')
      const result = machine.aptInstall ?? 'installs'
      if (result !== 'installs') return result
      files.add(DEBIAN)
      return { ok: true }
    },
    log: (line) => log.push(line),
    exit(code) {
      throw new Error(`exit ${code}`)
    },
  }
  return { steps, calls, log }
}

const NOTHING =
  "No Chromium found; downloading Playwright's (npx playwright install --no-shell chromium, at most 60 s)"

describe('finding a Chromium already there', () => {
  it("takes CHROMIUM_PATH first, before Debian's", async () => {
    const { steps, calls, log } = fakeMachine({
      env: { CHROMIUM_PATH: '/opt/chrome/chrome' },
      files: ['/opt/chrome/chrome', DEBIAN, PLAYWRIGHT],
    })
    expect(await requireChromium(steps)).toBe('/opt/chrome/chrome')
    expect(calls).toEqual([])
    expect(log).toEqual([])
  })

  it('falls to /usr/bin/chromium when CHROMIUM_PATH does not exist, and says so', async () => {
    const { steps, calls, log } = fakeMachine({
      env: { CHROMIUM_PATH: '/nonexistent' },
      files: [DEBIAN, PLAYWRIGHT],
    })
    expect(await requireChromium(steps)).toBe(DEBIAN)
    expect(calls).toEqual([])
    expect(log).toEqual(['CHROMIUM_PATH=/nonexistent does not exist; looking for another Chromium'])
  })

  it('takes /usr/bin/chromium without CHROMIUM_PATH', async () => {
    const { steps, calls } = fakeMachine({ files: [DEBIAN, PLAYWRIGHT] })
    expect(await requireChromium(steps)).toBe(DEBIAN)
    expect(calls).toEqual([])
  })

  it("takes Playwright's browser already downloaded, without downloading again", async () => {
    const { steps, calls, log } = fakeMachine({ files: [PLAYWRIGHT], root: true })
    expect(await requireChromium(steps)).toBe(PLAYWRIGHT)
    expect(calls).toEqual([])
    expect(log).toEqual([])
  })

  it('findChromium never installs', async () => {
    const { steps, calls } = fakeMachine({ root: true, download: 'installs' })
    expect(await findChromium(steps)).toBeNull()
    expect(calls).toEqual([])
  })
})

describe('getting one when there is none', () => {
  it("downloads Playwright's first, with the time limit, and stops there when it works", async () => {
    const { steps, calls, log } = fakeMachine({ root: true, download: 'installs' })
    expect(await requireChromium(steps)).toBe(PLAYWRIGHT)
    expect(calls).toEqual([`playwright install (${PLAYWRIGHT_TIMEOUT_MS} ms)`])
    expect(PLAYWRIGHT_TIMEOUT_MS).toBe(60_000)
    expect(log).toEqual([NOTHING, `Using Playwright's Chromium at ${PLAYWRIGHT}`])
  })

  it("tries Playwright's download, then apt-get update and install as root", async () => {
    const { steps, calls, log } = fakeMachine({ root: true, download: 'fails' })
    expect(await requireChromium(steps)).toBe(DEBIAN)
    expect(calls).toEqual(['playwright install (60000 ms)', 'apt-get update', 'apt-get install'])
    expect(log).toEqual([
      NOTHING,
      "Playwright's download failed (exit 1)",
      "Installing Debian's chromium: apt-get update",
      "Installing Debian's chromium: apt-get install -y chromium",
      `Using Debian's Chromium at ${DEBIAN}`,
    ])
  })

  it('goes on to apt-get when the download reports success but left no browser', async () => {
    const { steps, calls, log } = fakeMachine({ root: true, download: 'succeeds-without-browser' })
    expect(await requireChromium(steps)).toBe(DEBIAN)
    expect(calls).toEqual(['playwright install (60000 ms)', 'apt-get update', 'apt-get install'])
    expect(log[1]).toBe("Playwright's download finished but its Chromium is not there")
  })

  it('fails with the instructions when not root and the download fails', async () => {
    const { steps, calls, log } = fakeMachine({ root: false, download: 'fails' })
    await expect(requireChromium(steps)).rejects.toThrow('exit 1')
    expect(calls).toEqual(['playwright install (60000 ms)'])
    expect(log).toEqual([
      NOTHING,
      "Playwright's download failed (exit 1)",
      "Not root, so not installing Debian's chromium with apt-get",
      INSTALL_INSTRUCTIONS,
    ])
    expect(INSTALL_INSTRUCTIONS).toContain('npx playwright install chromium')
    expect(INSTALL_INSTRUCTIONS).toContain('sudo apt-get install -y chromium')
    expect(INSTALL_INSTRUCTIONS).toContain('CHROMIUM_PATH')
  })

  it('fails without apt-get, even as root', async () => {
    const { steps, calls, log } = fakeMachine({ root: true, aptGet: false })
    await expect(requireChromium(steps)).rejects.toThrow('exit 1')
    expect(calls).toEqual(['playwright install (60000 ms)'])
    expect(log.at(-2)).toBe("No apt-get here to install Debian's chromium with")
  })

  it('does not install when apt-get update fails', async () => {
    const { steps, calls, log } = fakeMachine({
      root: true,
      aptUpdate: { ok: false, reason: 'exit 100' },
    })
    expect(await ensureChromium(steps)).toBeNull()
    expect(calls).toEqual(['playwright install (60000 ms)', 'apt-get update'])
    expect(log.at(-1)).toBe('apt-get update failed (exit 100)')
  })

  it('fails when apt-get install fails or puts no browser at /usr/bin', async () => {
    const failed = fakeMachine({ root: true, aptInstall: { ok: false, reason: 'exit 100' } })
    expect(await ensureChromium(failed.steps)).toBeNull()
    expect(failed.log.at(-1)).toBe('apt-get install failed (exit 100)')

    const elsewhere = fakeMachine({ root: true, aptInstall: { ok: true } })
    expect(await ensureChromium(elsewhere.steps)).toBeNull()
    expect(elsewhere.log.at(-1)).toBe(
      'apt-get installed chromium but it is not at /usr/bin/chromium or /usr/bin/chromium-browser',
    )
  })
})
