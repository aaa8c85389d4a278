/**
 * The list query (page, sort order) of the current URL, and the changes a table makes to it.
 * Page changes push a history entry, so the browser's back button pages back; a correction (a
 * page past the end shown as the last) replaces it, so back does not return to the wrong page.
 */
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import {
  readListQuery,
  writeListQuery,
  type ListQuery,
  type ListQueryOptions,
  type SortState,
} from './list-query'

export interface ListQueryControls extends ListQuery {
  /** The whole query string, for screens that keep more in it (filters, viewId). */
  params: URLSearchParams
  setPage: (page: number) => void
  /** The same page change without a new history entry. */
  replacePage: (page: number) => void
  setSort: (sort: SortState) => void
}

/** `options` should be a module constant: a new object each render re-reads the URL. */
export function useListQuery(options: ListQueryOptions): ListQueryControls {
  const [params, setParams] = useSearchParams()
  const { page, sort } = useMemo(() => readListQuery(params, options), [params, options])
  // The router gives a new setter with every address; the changes below are the same ones, so
  // they stay the same functions (memoised headers and pagination are not drawn again).
  const latestSetParams = useRef(setParams)
  useLayoutEffect(() => {
    latestSetParams.current = setParams
  }, [setParams])
  const setPage = useCallback(
    (next: number) =>
      latestSetParams.current((current) => writeListQuery(current, { page: next }, options)),
    [options],
  )
  const replacePage = useCallback(
    (next: number) =>
      latestSetParams.current((current) => writeListQuery(current, { page: next }, options), {
        replace: true,
      }),
    [options],
  )
  const setSort = useCallback(
    (next: SortState) =>
      latestSetParams.current((current) => writeListQuery(current, { sort: next }, options)),
    [options],
  )
  return { page, sort, params, setPage, replacePage, setSort }
}
