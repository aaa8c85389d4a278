export declare const CHROMIUM_FLAGS: string[]
export declare const PLAYWRIGHT_TIMEOUT_MS: number
export declare const INSTALL_INSTRUCTIONS: string

/** How a set-up command ended: `reason` says why it did not succeed ("exit 100", "timed out…"). */
export interface StepResult {
  ok: boolean
  reason?: string
}

/** Everything the look-up and the installs touch, so tests can replace each step. */
export interface ChromiumSteps {
  env: Record<string, string | undefined>
  exists(path: string): boolean
  /** Where playwright-core's own Chromium is or would be, or null when it knows none. */
  playwrightPath(): Promise<string | null>
  playwrightInstall(timeoutMs: number): Promise<StepResult>
  isRoot(): boolean
  hasAptGet(): boolean
  aptUpdate(): Promise<StepResult>
  aptInstall(): Promise<StepResult>
  log(line: string): void
  exit(code: number): never
}

export declare const systemSteps: ChromiumSteps
export declare function findChromium(steps?: ChromiumSteps): Promise<string | null>
export declare function ensureChromium(steps?: ChromiumSteps): Promise<string | null>
export declare function requireChromium(steps?: ChromiumSteps): Promise<string>
