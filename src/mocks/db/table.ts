/**
 * One table of the fake database: rows in a store, plus what a list endpoint over 250,000 rows
 * needs (an id index, cached sort orders) and a change feed that persistence and cross-tab sync
 * subscribe to.
 *
 * Entity tables keep their rows in an @msw/data Collection. The two high-volume record tables
 * keep them in a plain array instead: Collection.create() deep-copies every row with a path
 * array per property, which costs about 1 s for 25,000 test records (measured in Node, 70% of
 * it in that copy) and alone would break the 1.5 s boot budget. Both stores sit behind the same
 * Table interface, so handlers cannot tell them apart.
 */
import { Collection } from '@msw/data'
import type { StandardSchemaV1 } from '@standard-schema/spec'
import { sortByValue, type SortValue } from './sort'

export interface Row {
  id: number
  /**
   * Raised by every update made here (not by one replayed from another tab or the journal,
   * which carries its own): what a write says it was based on (src/mocks/http/versions.ts).
   * A seeded row has none, which reads as 1.
   */
  revision?: number
}

/** A row's revision: 1 until its first update. */
export const revisionOf = (row: Row): number => row.revision ?? 1

/** Where a change came from: this tab's handlers, or another tab / the stored journal. */
export type ChangeSource = 'local' | 'external'

export interface TableChange<T extends Row = Row> {
  table: string
  id: number
  /** The row after the change; null when it was removed. */
  row: T | null
  /** The row before the change; null when it was inserted (what undoing the change puts back). */
  before: T | null
}

type Listener<T extends Row> = (change: TableChange<T>) => void

/** Compares two rows for one sort order; ties must be broken by the caller (see sorted()). */
export type RowComparator<T> = (a: T, b: T) => number

/** An order by one value of the row (the fast path), or by a comparator (e.g. semantic versions). */
export type SortSpec<T> = RowComparator<T> | { value: (row: T) => SortValue; direction: 1 | -1 }

/** How a table keeps its rows: 'collection' (@msw/data) or 'array' (high-volume tables). */
export type StoreKind = 'collection' | 'array'

interface RowStore<T extends Row> {
  all(): T[]
  create(row: T): Promise<T>
  /** Returns the new version of `current`; the old object is left as it was. */
  update(current: T, recipe: (draft: T) => void): Promise<T>
  delete(current: T): void
  clear(): void
  /** Adds many rows at once, when the store can do it without a promise per row. */
  append?(rows: readonly T[]): void
}

/**
 * The collection schema accepts rows as they are: the database trusts its writers, because every
 * handler validates the request with the shared Yup rules before it writes (and validating
 * 25,000 seeded rows again would spend the boot budget for nothing).
 */
function trustedSchema<T>(vendor: string): StandardSchemaV1<T, T> {
  return {
    '~standard': { version: 1, vendor, validate: (value) => ({ value: value as T }) },
  }
}

function collectionStore<T extends Row>(name: string): RowStore<T> {
  const collection = new Collection({ schema: trustedSchema<T>(`fake-db:${name}`) })
  return {
    all: () => collection.all() as T[],
    create: async (row) => (await collection.create(row)) as T,
    // Updates go through @msw/data (mutative drafts); the record reference finds the row.
    update: async (current, recipe) =>
      (await collection.update(current as never, { data: recipe as never })) as T,
    delete: (current) => void collection.delete(current as never),
    clear: () => collection.clear(),
  }
}

function arrayStore<T extends Row>(): RowStore<T> {
  let rows: T[] = []
  return {
    all: () => rows,
    create: async (row) => {
      rows.push(row)
      return row
    },
    update: async (current, recipe) => {
      const next = structuredClone(current)
      recipe(next)
      rows[rows.indexOf(current)] = next
      return next
    },
    delete: (current) => {
      rows.splice(rows.indexOf(current), 1)
    },
    clear: () => {
      rows = []
    },
    append: (more) => {
      rows = rows.length === 0 ? [...more] : rows.concat(more)
    },
  }
}

export class Table<T extends Row> {
  readonly name: string
  readonly #store: RowStore<T>
  readonly #byId = new Map<number, T>()
  readonly #sortCache = new Map<string, { version: number; stamp: string; rows: T[] }>()
  readonly #narrowCache = new Map<string, { version: number; stamp: string; rows: T[] }>()
  readonly #listeners = new Set<Listener<T>>()
  #version = 0
  #maxId = 0

  constructor(name: string, store: StoreKind = 'collection') {
    this.name = name
    this.#store = store === 'array' ? arrayStore<T>() : collectionStore<T>(name)
  }

  get size(): number {
    return this.#store.all().length
  }

  /** Bumped on every change; caches derived from the rows compare against it. */
  get version(): number {
    return this.#version
  }

  /** Every row in insertion order. The array is the table's own: never mutate it. */
  all(): readonly T[] {
    return this.#store.all()
  }

  get(id: number): T | undefined {
    return this.#byId.get(id)
  }

  /** The id a new row gets (ids are never reused, as a database sequence would not). */
  nextId(): number {
    return this.#maxId + 1
  }

  /** Loads rows without announcing them: seeding is not a change to persist. */
  async load(rows: readonly T[]): Promise<void> {
    if (this.#store.append) {
      // 25,000 seeded records in one pass: a promise per row cost ~60 ms of a cold boot.
      this.#store.append(rows)
      for (const row of rows) this.#indexed(row)
    } else {
      await Promise.all(rows.map((row) => this.#create(row)))
    }
    this.#touch()
  }

  async insert(row: T, source: ChangeSource = 'local'): Promise<T> {
    if (source === 'local') refuseOversized(this.name, row)
    const created = await this.#create(row)
    this.#changed(created.id, created, null, source)
    return created
  }

  /** Applies `recipe` to a draft of the row (mutative, through @msw/data) and stores the result. */
  async update(id: number, recipe: (draft: T) => void, source: ChangeSource = 'local') {
    const current = this.#byId.get(id)
    if (!current) return undefined
    const bumped =
      source === 'local'
        ? (draft: T) => {
            recipe(draft)
            draft.revision = revisionOf(current) + 1
          }
        : recipe
    if (source === 'local') {
      // Tried on a copy first, so a refused write leaves the stored row as it was.
      const probe = structuredClone(current)
      bumped(probe)
      refuseOversized(this.name, probe)
    }
    const next = await this.#store.update(current, bumped)
    this.#byId.set(id, next)
    this.#changed(id, next, current, source)
    return next
  }

  async remove(id: number, source: ChangeSource = 'local'): Promise<T | undefined> {
    const current = this.#byId.get(id)
    if (!current) return undefined
    this.#store.delete(current)
    this.#byId.delete(id)
    this.#changed(id, null, current, source)
    return current
  }

  /** Makes the row with this id equal `row` (or absent when null): replays a stored change. */
  async put(id: number, row: T | null, source: ChangeSource): Promise<void> {
    if (row === null) {
      await this.remove(id, source)
    } else if (this.#byId.has(id)) {
      await this.update(id, (draft) => replaceContents(draft, row), source)
    } else {
      await this.insert(row, source)
    }
  }

  /** Removes every row without announcing it (a reset reloads the seed next). */
  clear(): void {
    this.#store.clear()
    this.#byId.clear()
    this.#maxId = 0
    this.#touch()
  }

  /**
   * The rows in the order `key` names, computed once per version of the table: a list request
   * then filters an already sorted array and never sorts 250,000 rows itself. Ties fall back to
   * the id, so that paging is stable. `stamp` names whatever else the order depends on (the
   * versions of joined tables): a different stamp recomputes it, and only one copy per key is kept.
   */
  sorted(key: string, spec: SortSpec<T>, stamp = ''): readonly T[] {
    const cached = this.#sortCache.get(key)
    if (cached && cached.version === this.#version && cached.stamp === stamp) return cached.rows
    const rows =
      typeof spec === 'function'
        ? [...this.all()].sort((a, b) => spec(a, b) || a.id - b.id)
        : sortByValue(this.all(), spec.value, spec.direction)
    this.#sortCache.set(key, { version: this.#version, stamp, rows })
    return rows
  }

  /**
   * The rows of `sorted(key)` that `keep` keeps, computed once per version of the table and
   * `stamp` like the order itself: a list that always asks for a small part of a large table
   * (the control groups of 240,000 groups) then filters that part, not the whole table.
   */
  narrowed(
    key: string,
    spec: SortSpec<T>,
    stamp: string,
    narrowKey: string,
    keep: (row: T) => boolean,
  ): readonly T[] {
    const cacheKey = `${key}|${narrowKey}`
    const cached = this.#narrowCache.get(cacheKey)
    if (cached && cached.version === this.#version && cached.stamp === stamp) return cached.rows
    const rows = this.sorted(key, spec, stamp).filter(keep)
    this.#narrowCache.set(cacheKey, { version: this.#version, stamp, rows })
    return rows
  }

  subscribe(listener: Listener<T>): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  async #create(row: T): Promise<T> {
    return this.#indexed(await this.#store.create(row))
  }

  #indexed(row: T): T {
    this.#byId.set(row.id, row)
    if (row.id > this.#maxId) this.#maxId = row.id
    return row
  }

  #touch(): void {
    this.#version += 1
  }

  #changed(id: number, row: T | null, before: T | null, source: ChangeSource): void {
    this.#touch()
    if (source !== 'local') return
    for (const listener of this.#listeners) listener({ table: this.name, id, row, before })
  }
}

/**
 * The most one row may hold, as JSON characters. Every request body is limited (1 MB), but a row
 * can also grow by many small writes (a group's record ids, a user's accepted terms): this bounds
 * what the journal must write and a restart must read back, whatever the route.
 */
export const MAX_ROW_CHARS = 2_000_000

/** A write that would store a row over MAX_ROW_CHARS: the router answers 413. */
export class RowTooLargeError extends Error {
  constructor(table: string, id: number) {
    super(`The ${table} row ${id} would be larger than ${MAX_ROW_CHARS} characters.`)
    this.name = 'RowTooLargeError'
  }
}

const isOversized = (row: Row): boolean => JSON.stringify(row).length > MAX_ROW_CHARS

function refuseOversized(table: string, row: Row): void {
  if (isOversized(row)) throw new RowTooLargeError(table, row.id)
}

function replaceContents<T extends object>(draft: T, next: T): void {
  for (const key of Object.keys(draft)) {
    if (!(key in next)) delete (draft as Record<string, unknown>)[key]
  }
  Object.assign(draft, next)
}
