/**
 * Knobs for product people and tests, fake mode only: a response latency, and fault rules that
 * make chosen endpoints fail (network error, 500, 403, 401 or very slow). Settings survive
 * reloads in localStorage (they are preferences, not secrets) and can be changed from the dev
 * panel, from the console, or from Playwright through `window.fakeApi`.
 */
export const FAULT_KINDS = ['network', 'server-error', 'forbidden', 'unauthorized', 'slow'] as const
export type FaultKind = (typeof FAULT_KINDS)[number]

export interface FaultRule {
  id: string
  /** HTTP method, or '*' for any. */
  method: string
  /** Path under the API base; '*' matches any run of characters, e.g. '/v2/TestRecords*'. */
  path: string
  kind: FaultKind
  /** How many more matching requests fail; null until the rule is removed. */
  remaining: number | null
  /** Message of an injected 401, 403 or 500 (a default says it was injected). */
  message?: string
}

export interface FakeApiSettings {
  latencyMs: number
  /** The delay of the 'slow' fault. */
  slowMs: number
  faults: FaultRule[]
}

/** A small, realistic delay so spinners and disabled buttons are seen when clicking around. */
export const DEFAULT_LATENCY_MS = 150

export const DEFAULT_SETTINGS: FakeApiSettings = {
  latencyMs: DEFAULT_LATENCY_MS,
  slowMs: 8000,
  faults: [],
}

export const SETTINGS_STORAGE_KEY = 'fakeApi.settings'

type Listener = (settings: FakeApiSettings) => void

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')
  return new RegExp(`^${escaped}$`, 'i')
}

export class Controls {
  #settings: FakeApiSettings
  readonly #storage: Storage | null
  readonly #listeners = new Set<Listener>()
  #nextRuleId = 1

  constructor(storage: Storage | null, initial?: Partial<FakeApiSettings>) {
    this.#storage = storage
    this.#settings = { ...DEFAULT_SETTINGS, ...this.#read(), ...initial }
  }

  get settings(): FakeApiSettings {
    return this.#settings
  }

  setLatency(ms: number): void {
    this.#update({ latencyMs: Math.max(0, Math.round(ms)) })
  }

  setSlowDelay(ms: number): void {
    this.#update({ slowMs: Math.max(0, Math.round(ms)) })
  }

  addFault(rule: Omit<FaultRule, 'id' | 'remaining' | 'method'> & Partial<FaultRule>): FaultRule {
    const added: FaultRule = {
      method: '*',
      remaining: null,
      ...rule,
      id: rule.id ?? `fault-${Date.now().toString(36)}-${this.#nextRuleId++}`,
    }
    this.#update({ faults: [...this.#settings.faults, added] })
    return added
  }

  removeFault(id: string): void {
    this.#update({ faults: this.#settings.faults.filter((rule) => rule.id !== id) })
  }

  clearFaults(): void {
    this.#update({ faults: [] })
  }

  /** Back to the defaults, but for the settings given. */
  resetSettings(overrides: Partial<FakeApiSettings> = {}): void {
    this.#update({ ...DEFAULT_SETTINGS, ...overrides })
  }

  /** The rule a request trips, if any; a rule with a count is used up by it. */
  takeFault(method: string, path: string): FaultRule | undefined {
    const rule = this.#settings.faults.find(
      (candidate) =>
        (candidate.method === '*' || candidate.method.toUpperCase() === method.toUpperCase()) &&
        patternToRegExp(candidate.path).test(path),
    )
    if (!rule || rule.remaining === null) return rule
    const remaining = rule.remaining - 1
    this.#update({
      faults:
        remaining <= 0
          ? this.#settings.faults.filter((candidate) => candidate !== rule)
          : this.#settings.faults.map((candidate) =>
              candidate === rule ? { ...candidate, remaining } : candidate,
            ),
    })
    return rule
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  #read(): Partial<FakeApiSettings> {
    try {
      const text = this.#storage?.getItem(SETTINGS_STORAGE_KEY)
      return text ? (JSON.parse(text) as Partial<FakeApiSettings>) : {}
    } catch {
      return {}
    }
  }

  #update(patch: Partial<FakeApiSettings>): void {
    this.#settings = { ...this.#settings, ...patch }
    this.#storage?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(this.#settings))
    for (const listener of this.#listeners) listener(this.#settings)
  }
}

/**
 * The dev panel's firmware storage shortcut: every upload to the fake storage (PUT
 * /fake-storage/*) fails, is slow (the `slow` delay: long enough to press Cancel), or works. It is
 * one fault rule with a fixed id, so the fault list shows it and a test can set it the same way.
 */
export const FIRMWARE_STORAGE_MODES = ['normal', 'fail', 'slow'] as const
export type FirmwareStorageMode = (typeof FIRMWARE_STORAGE_MODES)[number]
export const FIRMWARE_STORAGE_FAULT_ID = 'firmware-storage'

export function firmwareStorageRule(mode: FirmwareStorageMode): FaultRule | null {
  if (mode === 'normal') return null
  return {
    id: FIRMWARE_STORAGE_FAULT_ID,
    method: 'PUT',
    path: '/fake-storage/*',
    kind: mode === 'fail' ? 'server-error' : 'slow',
    remaining: null,
  }
}

/** The shortcut's mode as the fault list has it. */
export function firmwareStorageMode(faults: readonly FaultRule[]): FirmwareStorageMode {
  const rule = faults.find((candidate) => candidate.id === FIRMWARE_STORAGE_FAULT_ID)
  if (!rule) return 'normal'
  return rule.kind === 'slow' ? 'slow' : 'fail'
}
