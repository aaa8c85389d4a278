/**
 * The product's table (CORE-2.15, CORE-9.10): sortable column headers (a button in each, the state
 * in aria-sort), the shown rows kept under a busy overlay while the next page loads, an error with
 * a retry (the error flag of a failed fetch), an empty text, greyed rows (deleted records), rows
 * that open onto details under them (control groups), and horizontal scrolling from a minimum width
 * (1100 px, 1400 px for test records).
 */
import { Fragment, memo, type ReactElement, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Box, Button, Spinner, Table, VisuallyHidden } from '@chakra-ui/react'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { STATIC } from '../static-styles'
import { nextSort, type SortState } from './list-query'
import { TABLE_SCROLL_WIDTH } from './scroll-width'

export interface DataColumn<Row> {
  id: string
  header: ReactNode
  cell: (row: Row) => ReactNode
  /** The API's sort field; absent for columns that cannot sort. */
  sortField?: string
  align?: 'start' | 'end' | 'center'
  /** Keeps the cell on one line (dates, numbers). */
  nowrap?: boolean
  width?: string
}

export interface DataTableProps<Row> {
  /** The table's accessible name (a caption for screen readers). */
  caption: string
  columns: readonly DataColumn<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string | number
  sort?: SortState
  onSortChange?: (sort: SortState) => void
  loading?: boolean
  /** The fetch's error message: shown with a retry instead of the rows. */
  error?: string | null
  onRetry?: () => void
  emptyText?: string
  /** Below this width (px) the table scrolls sideways. */
  minWidth?: number
  /** Greys a row out (a deleted record). */
  isMuted?: (row: Row) => boolean
  /** The row's header cell (its name for screen readers); the first column by default. */
  rowHeaderColumn?: string
  /**
   * What an open row shows under it, across the columns (a control group's records): `render`
   * answers null while the row is closed; `id` names the details for the row's disclosure
   * button (aria-controls).
   */
  rowDetails?: { id: (row: Row) => string; render: (row: Row) => ReactNode | null }
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const

interface DataRowProps<Row> {
  row: Row
  columns: readonly DataColumn<Row>[]
  muted: boolean
  rowHeaderColumn: string | undefined
}

/**
 * One row; memoised, so a change that leaves a row as it was (the busy overlay coming and going,
 * another row greyed) does not render its cells again. Its row and cells are plain elements with
 * the table recipe's styles as static classes (src/ui/static-styles.ts): a page draws hundreds of
 * cells, and a Chakra component per cell resolved and hashed its styles each time.
 */
const DataRow = memo(function DataRow<Row>({
  row,
  columns,
  muted,
  rowHeaderColumn,
}: DataRowProps<Row>) {
  return (
    <tr className={STATIC.row} data-muted={muted || undefined}>
      {columns.map((column) => {
        const Cell = column.id === rowHeaderColumn ? 'th' : 'td'
        return (
          <Cell
            key={column.id}
            className={STATIC.cell}
            scope={Cell === 'th' ? 'row' : undefined}
            data-align={column.align}
            data-nowrap={column.nowrap || undefined}
          >
            {column.cell(row)}
          </Cell>
        )
      })}
    </tr>
  )
}) as <Row>(props: DataRowProps<Row>) => ReactElement

/**
 * The column headers with their sort buttons; memoised, so a page change (new rows, the same
 * columns and order) does not draw them again.
 */
const DataHeader = memo(
  function DataHeader<Row>({
    columns,
    sort,
    onSortChange,
  }: Pick<DataTableProps<Row>, 'columns' | 'sort' | 'onSortChange'>) {
    return (
      <Table.Header>
        <Table.Row bg="bg.muted">
          {columns.map((column) => {
            const active = sort && column.sortField && sort.field === column.sortField
            return (
              <Table.ColumnHeader
                key={column.id}
                scope="col"
                textAlign={column.align}
                width={column.width}
                whiteSpace="nowrap"
                aria-sort={active ? ARIA_SORT[sort.direction] : undefined}
              >
                {column.sortField && sort && onSortChange ? (
                  <Button
                    variant="ghost"
                    size="xs"
                    mx="-2"
                    fontWeight="semibold"
                    onClick={() => onSortChange(nextSort(sort, column.sortField!))}
                  >
                    {column.header}
                    {active ? (
                      sort.direction === 'asc' ? (
                        <ArrowUp aria-hidden />
                      ) : (
                        <ArrowDown aria-hidden />
                      )
                    ) : (
                      <ArrowUpDown aria-hidden opacity={0.4} />
                    )}
                  </Button>
                ) : (
                  column.header
                )}
              </Table.ColumnHeader>
            )
          })}
        </Table.Row>
      </Table.Header>
    )
  },
  // The order compares by value: each new address reads it into a new object.
  (before, after) =>
    before.columns === after.columns &&
    before.onSortChange === after.onSortChange &&
    before.sort?.field === after.sort?.field &&
    before.sort?.direction === after.sort?.direction,
) as <Row>(props: Pick<DataTableProps<Row>, 'columns' | 'sort' | 'onSortChange'>) => ReactElement

export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  loading = false,
  error = null,
  onRetry,
  emptyText,
  minWidth = TABLE_SCROLL_WIDTH,
  isMuted,
  rowHeaderColumn = columns[0]?.id,
  rowDetails,
}: DataTableProps<Row>) {
  const { t } = useTranslation()

  if (error) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('table.failed')}</Alert.Title>
          <Alert.Description>{error}</Alert.Description>
        </Alert.Content>
        {onRetry && (
          <Button size="sm" variant="outline" onClick={onRetry} loading={loading}>
            {t('default.retry')}
          </Button>
        )}
      </Alert.Root>
    )
  }

  return (
    <Box position="relative">
      <Table.ScrollArea
        borderWidth="1px"
        rounded="md"
        // Positioned, so that absolutely placed content (the caption's visually hidden text) is
        // clipped by the scroll box instead of widening the page (issue 21).
        position="relative"
      >
        <Table.Root size="sm" minW={`${minWidth}px`} aria-busy={loading} stickyHeader>
          <Table.Caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </Table.Caption>
          <DataHeader columns={columns} sort={sort} onSortChange={onSortChange} />
          <Table.Body>
            {rows.length === 0 && !loading ? (
              <Table.Row>
                <Table.Cell colSpan={columns.length} textAlign="center" py="8" color="fg.muted">
                  {emptyText ?? t('table.empty')}
                </Table.Cell>
              </Table.Row>
            ) : (
              rows.map((row) => {
                const details = rowDetails?.render(row) ?? null
                return (
                  <Fragment key={rowKey(row)}>
                    <DataRow
                      row={row}
                      columns={columns}
                      muted={isMuted?.(row) ?? false}
                      rowHeaderColumn={rowHeaderColumn}
                    />
                    {details !== null && rowDetails && (
                      <Table.Row id={rowDetails.id(row)} bg="bg.subtle">
                        <Table.Cell colSpan={columns.length} paddingY="3">
                          {details}
                        </Table.Cell>
                      </Table.Row>
                    )}
                  </Fragment>
                )
              })
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {loading && (
        <Box
          position="absolute"
          inset="0"
          display="flex"
          alignItems="center"
          justifyContent="center"
          bg="bg/60"
          rounded="md"
        >
          <Spinner size="lg" color="brand.solid" />
          <VisuallyHidden role="status">{t('table.loading')}</VisuallyHidden>
        </Box>
      )}
    </Box>
  )
}
