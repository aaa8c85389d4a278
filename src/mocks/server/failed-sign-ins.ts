/**
 * The password form's brake on guessing (issue 36 §1): after MAX_FAILED_TRIES failed tries for a
 * username within TRY_WINDOW_MS, its next tries are refused without checking the password, until
 * the oldest of those failures is older than the window (so at most MAX_FAILED_TRIES guesses per
 * window, however they are spread).
 *
 * It counts the name as typed (trimmed, without case, as usernames are compared), whether or not
 * an account has it: were only existing accounts limited, being refused would tell which exist.
 * It lives in memory only, like a real service's short-lived counters (a restart forgets it), and
 * is bounded: the MAX_TRACKED_USERNAMES names that failed most recently are kept, the others
 * forgotten, so a flood of made-up names cannot grow the memory.
 */

export const MAX_FAILED_TRIES = 5
export const TRY_WINDOW_MS = 15 * 60 * 1000
export const MAX_TRACKED_USERNAMES = 5000

export interface FailedSignInLimits {
  tries: number
  windowMs: number
  tracked: number
}

const keyOf = (username: string) => username.trim().toLowerCase()

export class FailedSignIns {
  /**
   * Each name's failures within the window, oldest first (at most `tries` of them). A Map keeps
   * insertion order and a failure re-inserts its name, so the first entry is the name that failed
   * least recently: the one to forget when there are too many.
   */
  readonly #failures = new Map<string, number[]>()
  readonly #limits: FailedSignInLimits

  constructor(limits: Partial<FailedSignInLimits> = {}) {
    this.#limits = {
      tries: MAX_FAILED_TRIES,
      windowMs: TRY_WINDOW_MS,
      tracked: MAX_TRACKED_USERNAMES,
      ...limits,
    }
  }

  /** How many names are tracked (tests). */
  get size(): number {
    return this.#failures.size
  }

  /** The failures of the name still within the window at `now`. */
  #recent(key: string, now: number): number[] {
    const kept = (this.#failures.get(key) ?? []).filter(
      (time) => time > now - this.#limits.windowMs,
    )
    if (kept.length === 0) this.#failures.delete(key)
    return kept
  }

  /** How long from `now` the name's tries are refused, in milliseconds; 0 when one may be made. */
  refusedFor(username: string, now: number): number {
    const recent = this.#recent(keyOf(username), now)
    if (recent.length < this.#limits.tries) return 0
    return recent[recent.length - this.#limits.tries]! + this.#limits.windowMs - now
  }

  /** A try for the name failed at `now`. */
  failed(username: string, now: number): void {
    const key = keyOf(username)
    if (key === '') return
    const recent = [...this.#recent(key, now), now].slice(-this.#limits.tries)
    this.#failures.delete(key)
    this.#failures.set(key, recent)
    for (const oldest of this.#failures.keys()) {
      if (this.#failures.size <= this.#limits.tracked) break
      this.#failures.delete(oldest)
    }
  }

  /** The name signed in: its earlier failures no longer count against it. */
  succeeded(username: string): void {
    this.#failures.delete(keyOf(username))
  }
}
