/**
 * Semantic versions (semver.org 2.0.0) for reader firmware: parse, validate and compare by
 * precedence. Text order would put 1.10.0 before 1.9.0 and 1.0.0 before 1.0.0-beta; firmware
 * validation ("not lower than the latest") and the version column's sort need the real order.
 */

export interface SemVer {
  major: number
  minor: number
  patch: number
  /** Dot-separated pre-release identifiers; numeric ones as numbers (they compare numerically). */
  prerelease: Array<string | number>
  /** Build metadata: kept, but ignored by precedence as the standard says. */
  build: string[]
}

// The expression semver.org recommends, for the whole text (no leading "v", no spaces inside).
const SEMVER_PATTERN =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/

/** The parts of a version, or null when the text is not a semantic version. */
export function parseSemver(text: string): SemVer | null {
  const match = SEMVER_PATTERN.exec(text.trim())
  if (!match) return null
  const [, major, minor, patch, prerelease, build] = match
  return {
    major: Number(major),
    minor: Number(minor),
    patch: Number(patch),
    prerelease: prerelease
      ? prerelease.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part))
      : [],
    build: build ? build.split('.') : [],
  }
}

export function isValidSemver(text: string): boolean {
  return parseSemver(text) !== null
}

function compareIdentifiers(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b
  // Numeric identifiers have lower precedence than alphanumeric ones.
  if (typeof a === 'number') return -1
  if (typeof b === 'number') return 1
  return a < b ? -1 : a > b ? 1 : 0
}

/** Negative when a precedes b, positive when it follows, 0 when they have equal precedence. */
export function compareSemver(a: SemVer, b: SemVer): number {
  const core = a.major - b.major || a.minor - b.minor || a.patch - b.patch
  if (core !== 0) return Math.sign(core)
  // A pre-release precedes its release: 1.0.0-rc.1 < 1.0.0.
  if (a.prerelease.length === 0 || b.prerelease.length === 0) {
    return Math.sign(b.prerelease.length - a.prerelease.length)
  }
  const length = Math.min(a.prerelease.length, b.prerelease.length)
  for (let index = 0; index < length; index++) {
    const order = compareIdentifiers(a.prerelease[index]!, b.prerelease[index]!)
    if (order !== 0) return Math.sign(order)
  }
  return Math.sign(a.prerelease.length - b.prerelease.length)
}

/**
 * Compares two version texts by precedence. Text that is not a semantic version sorts before
 * every valid version (so it can never be "the latest"), and among itself in text order.
 */
export function compareVersionText(a: string, b: string): number {
  const left = parseSemver(a)
  const right = parseSemver(b)
  if (left && right) return compareSemver(left, right)
  if (left) return 1
  if (right) return -1
  return a < b ? -1 : a > b ? 1 : 0
}
