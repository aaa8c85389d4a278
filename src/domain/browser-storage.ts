/**
 * The portal's only access to localStorage and sessionStorage. A write can fail (the quota is
 * full, storage is disabled, a private window): it is then skipped with a warning and the stale
 * copy under that key removed, so the app goes on with what it has in memory and never reads an
 * outdated copy later (issue 20 §3: a 6,000,000-character view name broke the records page).
 * Reads of missing storage (tests without a DOM, a blocked origin) answer null.
 */
export type StorageKind = 'local' | 'session'

function area(kind: StorageKind): Storage | null {
  try {
    if (kind === 'local') return typeof localStorage === 'undefined' ? null : localStorage
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    // A browser that blocks storage throws on the property access itself.
    return null
  }
}

export function readStored(kind: StorageKind, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null
  } catch {
    return null
  }
}

/** Stores `value`; false (and nothing stored under `key`) when the browser refused it. */
export function writeStored(kind: StorageKind, key: string, value: string): boolean {
  const storage = area(kind)
  if (!storage) return false
  try {
    storage.setItem(key, value)
    return true
  } catch (error) {
    console.warn(`Not kept in ${kind} storage (${key}):`, error)
    removeStored(kind, key)
    return false
  }
}

export function removeStored(kind: StorageKind, key: string): void {
  try {
    area(kind)?.removeItem(key)
  } catch {
    // Nothing to remove from storage the browser does not give.
  }
}

/** The keys stored under `prefix` (none when the browser gives no storage). */
export function storedKeys(kind: StorageKind, prefix: string): string[] {
  try {
    const storage = area(kind)
    if (!storage) return []
    return Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (key): key is string => key?.startsWith(prefix) === true,
    )
  } catch {
    return []
  }
}
