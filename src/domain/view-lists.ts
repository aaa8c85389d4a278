/**
 * Which records list a saved view belongs to (issue 14, docs/decisions.md "A view belongs to
 * its list"). Every view of a user is in the one list of PUT /v2/Users/me/views; a view made on
 * the control records says so in its `list` field and is offered only there, and a view without
 * the field (every view made before control records had views) belongs to the test records.
 */

export const VIEW_LISTS = ['testRecords', 'controlRecords'] as const
export type ViewList = (typeof VIEW_LISTS)[number]

/** What these rules read of a saved view. */
interface ListedView {
  id: number
  list?: ViewList
}

export const listOfView = (view: Pick<ListedView, 'list'>): ViewList => view.list ?? 'testRecords'

/** The views of one list, in the user's order. */
export const viewsOfList = <V extends ListedView>(views: readonly V[], list: ViewList): V[] =>
  views.filter((view) => listOfView(view) === list)

/**
 * The whole list's order after one list's views were reordered (`ids`: that list's views, in
 * their new order): each of its places in the whole list takes the next of its reordered views,
 * and the other list's views keep their places.
 */
export function reorderWithinList(
  views: readonly ListedView[],
  list: ViewList,
  ids: readonly number[],
): number[] {
  const next = [...ids]
  return views.map((view) => (listOfView(view) === list ? next.shift()! : view.id))
}
