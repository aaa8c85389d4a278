/** The seeds product people can switch between (dev panel, `?seed=`), by their record count. */
export type SeedSize = 'default' | 'large'

export const SEED_RECORD_COUNTS: Record<SeedSize, number> = { default: 25_000, large: 250_000 }

/** The IndexedDB database that keeps a seed's stored changes (its journal). */
export const journalName = (size: SeedSize) => `milk-safety-fake-api-${size}`
