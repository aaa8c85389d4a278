// Builds the portal against a real API base and proves no fake-API code ships with it: the
// same markers must be present in the fake-mode build (so this check can fail) and absent here.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'

const MARKERS = ['mockServiceWorker', 'setupWorker', '/fake-auth/', 'fake-db:', 'fakeApi.settings']

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}

function markersIn(dir) {
  const found = new Map()
  for (const file of filesUnder(dir)) {
    const text = readFileSync(file, 'utf8')
    for (const marker of MARKERS) if (text.includes(marker)) found.set(marker, file)
  }
  return found
}

const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    VITE_API_BASE: 'https://api.example.invalid',
    VITE_OIDC_AUTHORITY: 'https://sign-in.example.invalid',
    VITE_OIDC_CLIENT_ID: 'portal',
    VITE_OUT_DIR: 'dist-real',
  },
})
if (build.status !== 0) process.exit(build.status ?? 1)

if (!existsSync('dist')) {
  console.error(
    'Build the fake-mode portal first (npm run build): it is the control of this check.',
  )
  process.exit(1)
}
const inFake = markersIn('dist')
const missing = MARKERS.filter((marker) => !inFake.has(marker))
if (missing.length > 0) {
  console.error(`The fake-mode build lacks markers ${missing.join(', ')}: update MARKERS.`)
  process.exit(1)
}
const leaked = markersIn('dist-real')
if (leaked.size > 0) {
  for (const [marker, file] of leaked) console.error(`Fake API code "${marker}" found in ${file}`)
  process.exit(1)
}
console.log(`The real-API build (dist-real) contains none of: ${MARKERS.join(', ')}.`)
