/**
 * `npm run api` as a process of its own, for what only a real process shows: a SIGKILL, its
 * exit code, its memory (durability.test.ts, scripts/bench/api-http.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process'

/**
 * `npm run api`'s script as a process of its own, on a free port; resolves with it and its
 * address once it listens, or rejects with what it printed when it ends first.
 */
export function startApiProcess(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/dev/api.ts', '--port', '0', ...args],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`no start within 30 s:\n${output}`)), 30_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const url = /Fake API on (http:\/\/\S+) /.exec(output)?.[1]
      if (url) {
        clearTimeout(timer)
        resolve({ child, url })
      }
    }
    child.stdout!.on('data', read)
    child.stderr!.on('data', read)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new ApiProcessExit(code, output))
    })
  })
}

/** `npm run api` ended before it listened: its exit code and what it printed. */
export class ApiProcessExit extends Error {
  constructor(
    readonly code: number | null,
    readonly output: string,
  ) {
    super(`npm run api ended with ${code}:\n${output}`)
  }
}
