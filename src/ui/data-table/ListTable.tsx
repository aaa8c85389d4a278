/**
 * A fetched list as a table with its pagination: the list machine's state (`useList`) gives the
 * rows, the busy state, the failure with its retry and the total; the URL's page and the page
 * size give the pagination, which waits while a page loads.
 */
import type { ListState } from './useList'
import { DataTable, type DataTableProps } from './DataTable'
import { Pagination } from './Pagination'

export type ListTableProps<Row> = Omit<
  DataTableProps<Row>,
  'rows' | 'loading' | 'error' | 'onRetry'
> & {
  list: ListState<Row>
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
