// `npm run test:e2e`: Playwright in the Chromium that scripts/lib/chromium.mjs finds (or installs),
// against the production build (built first when missing).
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { requireChromium } from '../lib/chromium.mjs'

const chromium = await requireChromium()
if (!existsSync('dist/index.html')) {
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
})
process.exit(result.status ?? 1)
