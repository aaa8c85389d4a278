// `npm run test:paths`: the machines' model paths driven through the real screens in Chromium,
// against the production build on the fake API (tests/e2e/paths), with a screenshot after every
// step, and the report for testers: paths-report/index.html and paths-report/coverage.json.
//   --machine filters[,tour]   only these machines (the names in coverage.json)
//   --strategy covering|shortest|simple   which paths (covering: the fewest that take every
//                              step the UI can take, as `npm test` runs them; the default)
//   --seed N [--length L] [--walks W]   W random walks of L events from seed N instead
// Builds first (the build it tests is the one it made), then runs the build project alone.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { requireChromium } from '../lib/chromium.mjs'

/** `--name value` pairs of the command line. */
const args = new Map(
  process.argv
    .slice(2)
    .flatMap((arg, index, all) => (arg.startsWith('--') ? [[arg.slice(2), all[index + 1]]] : [])),
)
const env = {
  ...process.env,
  CHROMIUM_PATH: await requireChromium(),
  PATHS_ONLY: '1',
  PATHS_SCREENSHOTS: '1',
}
if (args.get('machine')) env.PATHS_MACHINE = args.get('machine')
if (args.get('strategy')) env.PATHS_STRATEGY = args.get('strategy')
if (args.get('seed')) env.PATHS_SEED = args.get('seed')
if (args.get('length')) env.PATHS_WALK_LENGTH = args.get('length')
if (args.get('walks')) env.PATHS_WALKS = args.get('walks')

const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)
const result = spawnSync(
  'npx',
  ['playwright', 'test', 'tests/e2e/paths', '--project=build', '--retries=0'],
  { stdio: 'inherit', env },
)
if (existsSync('paths-report/index.html')) {
  console.log(`\nThe report: ${new URL('../../paths-report/index.html', import.meta.url).pathname}`)
}
process.exit(result.status ?? 1)
