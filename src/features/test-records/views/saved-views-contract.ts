/**
 * What the list screens (test records, control records) get from the saved views: mount
 * `SavedViewsProvider` around the list and its `my-views` editor route, then read
 * `useSavedViews()` in the list for the active view's columns (`shownViewColumns`) and filters.
 */
import type { ReactNode } from 'react'
import type { SavedView } from '@/api/types'
import type { ViewList } from '@/domain/view-lists'

export interface SavedViewsProviderProps {
  /** The signed-in user: the views are theirs, and stored in localStorage under their id. */
  userId: number
  /** The list route the views belong to (`/test-records`): where view links and saves lead. */
  listPath: string
  /** The records list whose views these are: a view of the other list is not offered. */
  list: ViewList
  children: ReactNode
}

/**
 * - `loading`: the first load (the copy kept in localStorage, if any, is already in `views`).
 * - `ready`: nothing under way. `saving`: a change is being sent.
 * - `confirmingDelete`: the delete confirmation is open.
 * - `deleted`: the deletion's success message shows (1200 ms), then the Default view.
 */
export type SavedViewsStatus = 'loading' | 'ready' | 'saving' | 'confirmingDelete' | 'deleted'

export interface SavedViewsState {
  /** The user's views of this list, in their order (the list being saved while `saving`). */
  views: SavedView[]
  status: SavedViewsStatus
  /** The last load failed: `views` is the copy kept in this browser. */
  loadFailed: boolean
  /**
   * The view a `viewId` query parameter selects, or null for the Default view (no parameter,
   * or no view with that id).
   */
  activeView: (viewId: string | number | null | undefined) => SavedView | null
}
