// `npm test`: every check CI runs, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process'
import { requireChromium } from '../lib/chromium.mjs'

const steps = [
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['translations (16 languages, every key)', 'npm', ['run', '--silent', 'i18n:check']],
  ['API document (OpenAPI, Redocly lint)', 'npm', ['run', '--silent', 'api:lint']],
  ['unit and model-based tests', 'npm', ['run', '--silent', 'test:unit']],
  [
    'model-based coverage (every state and transition)',
    'npx',
    ['tsx', 'scripts/checks/model-coverage.ts'],
  ],
  ['production build (fake API)', 'npm', ['run', '--silent', 'build']],
  ['production build (real API) has no fake code', 'npm', ['run', '--silent', 'test:real-build']],
  ['browser tests (Chromium)', 'npm', ['run', '--silent', 'test:e2e']],
]

// Before minutes of other steps: find a Chromium or install one (scripts/lib/chromium.mjs), and
// fail fast when the browser tests could not run anyway. The steps below then use this one, rather
// than each looking again.
process.env.CHROMIUM_PATH = await requireChromium()

for (const [name, command, args] of steps) {
  console.log(`\n━━ ${name}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit' })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (${seconds} s)`)
    process.exit(result.status ?? 1)
  }
  console.log(`✓ ${name} (${seconds} s)`)
}
