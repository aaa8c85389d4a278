/**
 * Where the views bar and the editor lead (CORE-2.12, CORE-2.13): a view is the list with
 * `?viewId=<id>`, the Default view the list without it; the editor is `<list>/my-views`, with
 * `?viewId=<id>` when it edits a view. The list's other parameters (filters, order) are kept, and
 * `page` is dropped: another view is another list.
 */
import type { SavedView } from '@/api/types'
import { parseId } from '@/domain/ids'

export function viewListHref(listPath: string, search: string, viewId: number | null): string {
  const params = new URLSearchParams(search)
  params.delete('page')
  if (viewId === null) params.delete('viewId')
  else params.set('viewId', String(viewId))
  const query = params.toString()
  return query ? `${listPath}?${query}` : listPath
}

export function viewEditorHref(listPath: string, viewId: number | null): string {
  return viewId === null ? `${listPath}/my-views` : `${listPath}/my-views?viewId=${viewId}`
}

/** The view a `viewId` parameter names, or null (the Default view) when none has that id. */
export function findView(
  views: readonly SavedView[],
  viewId: string | number | null | undefined,
): SavedView | null {
  // Read strictly, as every id in an address (src/domain/ids.ts): "0x10" is no view's id.
  const id = typeof viewId === 'number' ? viewId : parseId(viewId)
  return id === null ? null : (views.find((view) => view.id === id) ?? null)
}
