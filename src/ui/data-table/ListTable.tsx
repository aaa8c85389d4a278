/**
 * A fetched list as a table with its pagination: the list's state (a list screen's controller,
 * src/lists) gives the rows, the busy state, the failure with its retry and the total; the
 * page and the page size give the pagination, which waits while a page loads.
 */
import type { ListMeta } from '@/api/types'
import { DataTable, type DataTableProps } from './DataTable'
import { Pagination } from './Pagination'

/** What a fetched list shows. */
export interface ListView<Row> {
  rows: Row[]
  meta: ListMeta | null
  /** The last fetch's error message, null after a success. */
  error: string | null
  loading: boolean
  failed: boolean
  /** Reloads the same query (a change of the list's resources does this by itself). */
  refresh: () => void
  retry: () => void
}

export type ListTableProps<Row> = Omit<
  DataTableProps<Row>,
  'rows' | 'loading' | 'error' | 'onRetry'
> & {
  list: ListView<Row>
  page: number
  pageSize: number
  onPageChange: (page: number) => void
}

export function ListTable<Row>({
  list,
  page,
  pageSize,
  onPageChange,
  ...table
}: ListTableProps<Row>) {
  return (
    <>
      <DataTable
        {...table}
        rows={list.rows}
        loading={list.loading}
        error={list.failed ? list.error : null}
        onRetry={list.retry}
      />
      {list.meta && (
        <Pagination
          page={page}
          pageSize={pageSize}
          total={list.meta.total}
          onPageChange={onPageChange}
          disabled={list.loading}
        />
      )}
    </>
  )
}
