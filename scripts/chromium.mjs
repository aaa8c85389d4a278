// Finds a Chromium for the browser tests and benchmarks: CHROMIUM_PATH, then Debian's
// /usr/bin/chromium, then Playwright's own download. Exits with instructions when none exists.
import { existsSync } from 'node:fs'

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export async function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate
  try {
    const { chromium } = await import('playwright-core')
    const bundled = chromium.executablePath()
    if (bundled && existsSync(bundled)) return bundled
  } catch {
    // playwright-core has no browser of its own here
  }
  return null
}

export async function requireChromium() {
  const path = await findChromium()
  if (path) return path
  console.error(
    [
      'No Chromium found for the browser tests. Install one of:',
      '  - Debian/Ubuntu: sudo apt-get install -y chromium   (found at /usr/bin/chromium)',
      '  - Playwright:    npx playwright install chromium',
      '  - or set CHROMIUM_PATH=/path/to/chromium',
    ].join('\n'),
  )
  process.exit(1)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await requireChromium())
}
