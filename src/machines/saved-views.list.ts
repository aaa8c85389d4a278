/**
 * The rules of a user's list of saved views (CORE-3.6, CORE-4.8),
 * apart from the statechart that uses them (`saved-views.machine.ts`): each takes the list (and
 * the change made to it) and answers a new list or a verdict, reading no storage, server or
 * clock (a new id's randomness is passed in). A new view goes first; an edit or a rename keeps
 * the view in its place; a change refused as stale is made again on the newer list
 * (`rebaseChange`).
 */
import type { ApiErrorBody, SavedView } from '@/api/types'
import { isBlank } from '@/domain/validation/text'
import { MAX_SAVED_VIEWS } from '@/domain/validation/limits'
import { MAX_VIEW_ID, savedViewName } from '@/domain/validation/saved-view'

/** A view before it has an id: what the editor creates. */
export type ViewDraft = Omit<SavedView, 'id'>

export type ChangeKind = 'create' | 'update' | 'rename' | 'reorder' | 'delete'

export interface ViewChange {
  kind: ChangeKind
  /** The view created, edited, renamed or deleted; null for a reorder. */
  viewId: number | null
}

export interface SaveFailure extends ViewChange {
  message: string
  /**
   * The views had changed elsewhere (another tab or device) and this change could not be made
   * on the current list: the view it edits or renames is gone there.
   */
  stale: boolean
  /** The changed view's name as sent (null for a reorder or a deletion). */
  name: string | null
  /** The server's field errors on the changed view, by field (`name` → `validation.blank`). */
  fieldErrors: Record<string, string>
}

// ------------------------------------------------------------------ changes to the list

/** The list with a new view first (CORE-4.8: a created view goes before the others). */
export const listWithNew = (views: readonly SavedView[], view: SavedView): SavedView[] => [
  view,
  ...views,
]

/** The list with the view of the same id replaced by `view`, in its place. */
export const updatedList = (views: readonly SavedView[], view: SavedView): SavedView[] =>
  views.map((entry) => (entry.id === view.id ? view : entry))

/** The list with view `id` named `name`, in its place. */
export const renamedList = (views: readonly SavedView[], id: number, name: string): SavedView[] =>
  views.map((view) => (view.id === id ? { ...view, name } : view))

/** The list without view `id` (the same list, copied, when it has no such view). */
export const listWithout = (views: readonly SavedView[], id: number | null): SavedView[] =>
  views.filter((view) => view.id !== id)

/** A random id in 1..100000 that no view in `views` has (CORE-3.6). */
export function newViewId(views: readonly SavedView[], random: () => number): number {
  const used = new Set(views.map((view) => view.id))
  if (used.size >= MAX_VIEW_ID) throw new RangeError('newViewId: every view id is in use')
  for (;;) {
    const id = 1 + Math.floor(random() * MAX_VIEW_ID)
    if (!used.has(id) && id <= MAX_VIEW_ID) return id
  }
}

/** The same ids, in another order. */
export function isReorderOf(views: readonly SavedView[], ids: readonly number[]): boolean {
  if (ids.length !== views.length) return false
  const current = views.map((view) => view.id)
  const same = [...ids].sort((a, b) => a - b).join() === [...current].sort((a, b) => a - b).join()
  return same && ids.join() !== current.join()
}

/** The views in the order of `ids`; an id no view has is skipped (check with `isReorderOf`). */
export function reorderViews(views: readonly SavedView[], ids: readonly number[]): SavedView[] {
  const byId = new Map(views.map((view) => [view.id, view]))
  return ids.map((id) => byId.get(id)).filter((view): view is SavedView => view !== undefined)
}

// ------------------------------------------------------------------ what may be saved

/** A name a view may be saved with from the list's own events: not empty, not blank. */
export const isValidName = (name: string): boolean => name !== '' && !isBlank(name)

/** What is wrong with a name (the shared rule's code), or null when it is fine. */
export function nameProblem(name: string): string | null {
  try {
    savedViewName().validateSync(name)
    return null
  } catch (error) {
    return (error as { message?: string }).message || 'validation.required'
  }
}

/** A user keeps at most MAX_SAVED_VIEWS views (the server refuses more). */
export const hasRoom = (views: readonly SavedView[]): boolean => views.length < MAX_SAVED_VIEWS

// ------------------------------------------------------------------ the save's answer

/**
 * A failed save as the form needs it: the message, and the server's field errors on the changed
 * view (`views[2].name` → `name`, when view 2 of the list sent is the changed one).
 */
export function saveFailureOf(
  error: unknown,
  sent: readonly SavedView[],
  change: ViewChange,
): SaveFailure {
  const message = error instanceof Error ? error.message : String(error)
  const body = (error as { body?: ApiErrorBody | null } | null)?.body
  const index = sent.findIndex((view) => view.id === change.viewId)
  const name = index >= 0 ? sent[index]!.name : null
  const prefix = `views[${index}].`
  const fieldErrors: Record<string, string> = {}
  for (const fieldError of body?.errors ?? []) {
    if (index >= 0 && fieldError.field.startsWith(prefix)) {
      fieldErrors[fieldError.field.slice(prefix.length)] = fieldError.code
    }
  }
  return { ...change, message, name, fieldErrors, stale: false }
}

/** Whether `rebaseChange` can make the change on `current` (the view it is about is there). */
export function canRebase(
  current: readonly SavedView[],
  shown: readonly SavedView[],
  change: ViewChange,
): boolean {
  const changed = shown.some((view) => view.id === change.viewId)
  const stillThere = current.some((view) => view.id === change.viewId)
  if (change.kind === 'create') return changed
  if (change.kind === 'update' || change.kind === 'rename') return changed && stillThere
  return true
}

/**
 * The user's change made again on the current list (`current`, just loaded) after the server
 * refused it as stale; `shown` is the list with the change as the user made it. A new view is
 * added before the current ones (with another id if that one is taken now); an edit or rename
 * applies to the view as it is now; a reorder keeps the user's order for the views they saw,
 * views they never saw going first (as new views do); a deletion removes the view if it is
 * still there. Null when the change cannot be made: the view it edits or renames is gone.
 */
export function rebaseChange(
  current: readonly SavedView[],
  shown: readonly SavedView[],
  change: ViewChange,
  random: () => number,
): { views: SavedView[]; change: ViewChange } | null {
  if (!canRebase(current, shown, change)) return null
  const changed = shown.find((view) => view.id === change.viewId)
  const stillThere = current.some((view) => view.id === change.viewId)
  switch (change.kind) {
    case 'create': {
      if (!changed) return null
      // A new id is drawn only here (never in a guard, which may run more than once).
      const id = stillThere ? newViewId([...current, ...shown], random) : changed.id
      return {
        views: listWithNew(current, { ...changed, id }),
        change: { kind: 'create', viewId: id },
      }
    }
    case 'update':
      if (!changed || !stillThere) return null
      return { views: updatedList(current, changed), change }
    case 'rename':
      if (!changed || !stillThere) return null
      return { views: renamedList(current, changed.id, changed.name), change }
    case 'reorder': {
      const rank = new Map(shown.map((view, index) => [view.id, index]))
      const seen = current
        .filter((view) => rank.has(view.id))
        .sort((a, b) => rank.get(a.id)! - rank.get(b.id)!)
      return { views: [...current.filter((view) => !rank.has(view.id)), ...seen], change }
    }
    case 'delete':
      return { views: listWithout(current, change.viewId), change }
  }
}
