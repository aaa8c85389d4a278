/**
 * A tiny seeded pseudo-random number generator (mulberry32) and the helpers the seed needs.
 * Math.random is never used: the same seed gives the same sequence on every engine, so the
 * same seed options give byte-identical data.
 */

export interface Random {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number
  /** A float in [min, max), rounded to `decimals` places when given. */
  float(min: number, max: number, decimals?: number): number
  /** True with probability `p`. */
  chance(p: number): boolean
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T
  /** One element, with probability proportional to its weight. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T
  /** A new array with the elements in random order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[]
  /** `count` distinct elements of the array, in random order. */
  sample<T>(items: readonly T[], count: number): T[]
  /** A lowercase hexadecimal text of `length` characters. */
  hex(length: number): string
}

/** FNV-1a hash of a text, to derive independent streams from names ("users", "records"…). */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

const POWERS_OF_TEN = [1, 10, 100, 1000, 10000, 100000, 1000000]

/** Rounds to a number of decimals (0 to 6) without formatting to text. */
export function round(value: number, decimals: number): number {
  const factor = POWERS_OF_TEN[decimals] ?? 10 ** decimals
  return Math.round(value * factor) / factor
}

/**
 * A random stream. Each concern of the seed takes its own stream (`createRandom('users')`), so
 * that adding draws to one module does not reshuffle the data of the others.
 */
export function createRandom(seed: number | string): Random {
  let state = (typeof seed === 'string' ? hashSeed(seed) : seed) >>> 0

  // mulberry32: 32-bit state, period 2^32, good enough statistics for fake data, very fast.
  function next(): number {
    state = (state + 0x6d2b79f5) | 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  function int(min: number, max: number): number {
    return min + Math.floor(next() * (max - min + 1))
  }

  function pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list')
    return items[Math.floor(next() * items.length)] as T
  }

  function shuffle<T>(items: readonly T[]): T[] {
    const copy = items.slice()
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1))
      const swap = copy[i] as T
      copy[i] = copy[j] as T
      copy[j] = swap
    }
    return copy
  }

  return {
    next,
    int,
    float(min, max, decimals) {
      const value = min + next() * (max - min)
      return decimals === undefined ? value : round(value, decimals)
    },
    chance: (p) => next() < p,
    pick,
    weighted<T>(items: readonly T[], weights: readonly number[]): T {
      let total = 0
      for (const weight of weights) total += weight
      let roll = next() * total
      for (let i = 0; i < items.length; i++) {
        roll -= weights[i] ?? 0
        if (roll < 0) return items[i] as T
      }
      return items[items.length - 1] as T
    },
    shuffle,
    sample: <T>(items: readonly T[], count: number): T[] => shuffle(items).slice(0, count),
    hex(length) {
      let text = ''
      while (text.length < length) text += ((next() * 0x10000) | 0).toString(16).padStart(4, '0')
      return text.slice(0, length)
    },
  }
}

/**
 * A picker for a fixed weighted list, for hot loops: the cumulative weights are computed once
 * and each draw is a binary search.
 */
export function weightedPicker<T>(
  items: readonly T[],
  weights: readonly number[],
): (random: Random) => T {
  if (items.length === 0 || items.length !== weights.length) {
    throw new Error('weightedPicker needs one weight per item and at least one item')
  }
  const cumulative = new Float64Array(items.length)
  let total = 0
  for (let i = 0; i < items.length; i++) {
    total += weights[i] ?? 0
    cumulative[i] = total
  }
  return (random) => {
    const roll = random.next() * total
    let low = 0
    let high = items.length - 1
    while (low < high) {
      const middle = (low + high) >>> 1
      if ((cumulative[middle] as number) > roll) high = middle
      else low = middle + 1
    }
    return items[low] as T
  }
}
