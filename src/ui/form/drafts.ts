/**
 * What open forms hold, kept when the session ends in the middle of an edit (issue 20 §10: a 401
 * during a save replaced the page with sign-in, and the typed text was gone).
 *
 * Each open form registers how to read its values, under its address (a modal route's path and
 * query). When the API refuses the token, the session keeps every open form's values in
 * sessionStorage, with the user who typed them. Signing in again shows the same address, so the
 * same form opens, starts from the draft and says so; a draft of another user is dropped at that
 * sign-in, and every draft at sign-out. A form that closes (saved or cancelled) drops its own.
 */
import { readStored, removeStored, storedKeys, writeStored } from '@/domain/browser-storage'

const PREFIX = 'milk-safety.draft:'

/** A form's values, and the revision of the item they were typed on (null: none or a create). */
export interface Draft<TValues = unknown> {
  values: TValues
  revision: number | null
}

interface KeptDraft extends Draft {
  userId: number
}

interface OpenForm {
  read: () => Draft
  /** The session ended while this form was open: its draft was kept, and must stay. */
  kept: boolean
}

const openForms = new Map<string, OpenForm>()

/**
 * Registers an open form at `address`; the answer unregisters it and drops its stored draft,
 * unless the session ended meanwhile (the form is then going away because of that).
 */
export function registerOpenForm(address: string, read: () => Draft): () => void {
  const form: OpenForm = { read, kept: false }
  openForms.set(address, form)
  return () => {
    if (openForms.get(address) === form) openForms.delete(address)
    if (!form.kept) removeStored('session', PREFIX + address)
  }
}

/** The session ended (a 401): keeps every open form's values for `userId`. */
export function keepOpenDrafts(userId: number): void {
  for (const [address, form] of openForms) {
    const kept: KeptDraft = { ...form.read(), userId }
    form.kept = writeStored('session', PREFIX + address, JSON.stringify(kept))
  }
}

function readKept(key: string): KeptDraft | null {
  try {
    const kept = JSON.parse(readStored('session', key) ?? 'null') as KeptDraft | null
    return kept && typeof kept === 'object' && 'values' in kept ? kept : null
  } catch {
    return null
  }
}

/** The draft kept at `address`, if there is one. */
export function readDraft<TValues>(address: string): Draft<TValues> | null {
  const kept = readKept(PREFIX + address)
  return kept && { values: kept.values as TValues, revision: kept.revision ?? null }
}

/** `userId` signed in: drafts another user typed are not theirs to see. */
export function keepOnlyDraftsOf(userId: number): void {
  for (const key of storedKeys('session', PREFIX)) {
    if (readKept(key)?.userId !== userId) removeStored('session', key)
  }
}

/** Sign-out: no draft outlives the session it was typed in. */
export function discardAllDrafts(): void {
  for (const key of storedKeys('session', PREFIX)) removeStored('session', key)
}
