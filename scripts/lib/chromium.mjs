// Finds a Chromium for the browser tests and benchmarks, and gets one when there is none, so the
// README's two commands are all a fresh machine needs. Order: CHROMIUM_PATH, Debian's
// /usr/bin/chromium, Playwright's already-downloaded browser; then Playwright's download (at
// most PLAYWRIGHT_TIMEOUT_MS, since on a network that cannot reach its CDN it may hang rather
// than fail), then Debian's chromium through apt-get when running as root. Exits with
// instructions when all of that fails (docs/decisions.md, "`npm test` gets its own browser").
import { spawn } from 'node:child_process'
import { accessSync, constants, existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { delimiter, dirname, join } from 'node:path'

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export const PLAYWRIGHT_TIMEOUT_MS = 60_000

/** Where Debian (chromium) and Ubuntu (chromium-browser) put their browser. */
const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser']

export const INSTALL_INSTRUCTIONS = [
  'No Chromium found for the browser tests. Install one of:',
  '  - Debian/Ubuntu: sudo apt-get install -y chromium   (found at /usr/bin/chromium)',
  '  - Playwright:    npx playwright install chromium',
  '  - or set CHROMIUM_PATH=/path/to/chromium',
].join('\n')

/**
 * Runs a set-up command with its output on stderr, so that stdout stays the browser's path alone
 * (`node scripts/lib/chromium.mjs` prints it for other scripts). With a timeout the command gets
 * its own process group: Playwright downloads in a child process, which must stop with it.
 */
function run(command, args, { env = process.env, timeoutMs } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env,
      stdio: ['ignore', 2, 2],
      detached: timeoutMs !== undefined,
    })
    const stopGroup = () => {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // already gone
      }
    }
    // Ctrl-C no longer reaches a detached group: stop it ourselves rather than leave a download
    // running in the background.
    const interrupted = () => {
      stopGroup()
      process.exit(130)
    }
    let timedOut = false
    let timer
    if (timeoutMs !== undefined) {
      timer = setTimeout(() => {
        timedOut = true
        stopGroup()
      }, timeoutMs)
      process.once('SIGINT', interrupted)
    }
    const done = () => {
      clearTimeout(timer)
      process.off('SIGINT', interrupted)
    }
    child.on('error', (error) => {
      done()
      resolve({ ok: false, reason: error.message })
    })
    child.on('exit', (code, signal) => {
      done()
      if (timedOut) resolve({ ok: false, reason: `timed out after ${timeoutMs / 1000} s` })
      else if (code === 0) resolve({ ok: true })
      else resolve({ ok: false, reason: code === null ? `killed by ${signal}` : `exit ${code}` })
    })
  })
}

function onPath(name) {
  for (const directory of (process.env.PATH ?? '').split(delimiter)) {
    if (!directory) continue
    try {
      accessSync(join(directory, name), constants.X_OK)
      return true
    } catch {
      // not in this directory
    }
  }
  return false
}

/** The real steps; tests pass their own (scripts/lib/chromium.test.ts) so nothing gets installed. */
export const systemSteps = {
  env: process.env,
  exists: (path) => existsSync(path),
  async playwrightPath() {
    try {
      const { chromium } = await import('playwright-core')
      return chromium.executablePath() || null
    } catch {
      return null // playwright-core knows no browser of its own here
    }
  },
  async playwrightInstall(timeoutMs) {
    // playwright-core's own CLI (what `npx playwright install` runs), so the browser is the
    // revision this playwright-core drives. No headless shell: we launch the full browser.
    let cli
    try {
      const manifest = createRequire(import.meta.url).resolve('playwright-core/package.json')
      cli = join(dirname(manifest), 'cli.js')
    } catch {
      return { ok: false, reason: 'playwright-core is not installed; run npm install first' }
    }
    return run(process.execPath, [cli, 'install', '--no-shell', 'chromium'], { timeoutMs })
  },
  isRoot: () => process.getuid?.() === 0,
  hasAptGet: () => onPath('apt-get'),
  aptUpdate: () => run('apt-get', ['update']),
  aptInstall: () =>
    run('apt-get', ['install', '-y', 'chromium'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }),
  // stderr: stdout is the path alone when this file runs as a command.
  log: (line) => console.error(line),
  exit: (code) => process.exit(code),
}

async function playwrightBrowser(steps) {
  const path = await steps.playwrightPath()
  return path && steps.exists(path) ? path : null
}

/** The Chromium already on this machine, or null. Installs nothing. */
export async function findChromium(steps = systemSteps) {
  const fromEnv = steps.env.CHROMIUM_PATH
  if (fromEnv) {
    if (steps.exists(fromEnv)) return fromEnv
    steps.log(`CHROMIUM_PATH=${fromEnv} does not exist; looking for another Chromium`)
  }
  for (const path of SYSTEM_PATHS) if (steps.exists(path)) return path
  return playwrightBrowser(steps)
}

/** The Chromium on this machine, else one it installs (one line per step), else null. */
export async function ensureChromium(steps = systemSteps) {
  const found = await findChromium(steps)
  if (found) return found

  // Playwright's download first: it needs no root and works on any Linux, macOS or Windows.
  steps.log(
    `No Chromium found; downloading Playwright's (npx playwright install --no-shell chromium, at most ${PLAYWRIGHT_TIMEOUT_MS / 1000} s)`,
  )
  const download = await steps.playwrightInstall(PLAYWRIGHT_TIMEOUT_MS)
  if (download.ok) {
    const path = await playwrightBrowser(steps)
    if (path) {
      steps.log(`Using Playwright's Chromium at ${path}`)
      return path
    }
    steps.log("Playwright's download finished but its Chromium is not there")
  } else {
    steps.log(`Playwright's download failed (${download.reason})`)
  }

  // Then Debian's package, as CI did before: only as root, never by asking for a sudo password.
  if (!steps.hasAptGet()) {
    steps.log("No apt-get here to install Debian's chromium with")
    return null
  }
  if (!steps.isRoot()) {
    steps.log("Not root, so not installing Debian's chromium with apt-get")
    return null
  }
  steps.log("Installing Debian's chromium: apt-get update")
  const update = await steps.aptUpdate()
  if (!update.ok) {
    steps.log(`apt-get update failed (${update.reason})`)
    return null
  }
  steps.log("Installing Debian's chromium: apt-get install -y chromium")
  const install = await steps.aptInstall()
  if (!install.ok) {
    steps.log(`apt-get install failed (${install.reason})`)
    return null
  }
  const path = SYSTEM_PATHS.find((candidate) => steps.exists(candidate))
  if (path) {
    steps.log(`Using Debian's Chromium at ${path}`)
    return path
  }
  steps.log(`apt-get installed chromium but it is not at ${SYSTEM_PATHS.join(' or ')}`)
  return null
}

/**
 * The Chromium path, installing one when needed; exits with instructions when there is none.
 * The benchmarks call this too and so install as well: they are README commands on the same
 * fresh machine, and the browser they would get is the one the tests use. Code that must not
 * install anything calls findChromium.
 */
export async function requireChromium(steps = systemSteps) {
  const path = await ensureChromium(steps)
  if (path) return path
  steps.log(INSTALL_INSTRUCTIONS)
  return steps.exit(1)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await requireChromium())
}
