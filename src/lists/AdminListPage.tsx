/**
 * The list page of an administration area (the administration pattern, src/ui/README.md): a
 * heading with the create button, a paged and sortable DataTable whose page and order live in the
 * URL (the list screen's controller, use-list-screen.ts), an actions column with edit (a link to
 * the edit modal route) and delete (asked first, admin-delete machine), and the area's open modal
 * route over it. A page past the end (an old link, rows deleted meanwhile) shows the last page: the
 * list-screen machine asks for it and the URL's page is replaced.
 *
 * Permissions are the area's: a null `createHref`, `editHref` or `deleteItem` leaves that control
 * out. Texts are the area's translations (its toast keys).
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useLocation } from 'react-router-dom'
import { Button, Heading, HStack, IconButton, Stack } from '@chakra-ui/react'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import type { Resource } from '@/api/changes'
import type { ListResponse, PageQuery } from '@/api/types'
import { ConfirmDialog } from '@/ui/ConfirmDialog'
import type { DataColumn } from '@/ui/data-table/DataTable'
import { ListTable } from '@/ui/data-table/ListTable'
import { toOrder, type ListQueryOptions } from '@/ui/data-table/list-query'
import { useAdminDelete } from '@/ui/admin/use-admin-delete'
import { notify } from '@/ui/toaster'
import { useListScreen } from './use-list-screen'

export interface AdminListTexts {
  /** The list's heading and the table's caption. */
  title: string
  createLabel: string
  emptyText: string
  deleteSuccess: string
  /** The toast's title when a delete is refused; the server's message is its description. */
  deleteError: string
}

export interface AdminListPageProps<Row> {
  /**
   * What the rows show: a change of one of these anywhere in the tab (a save, a delete) reloads
   * the list. A module constant.
   */
  resources: readonly Resource[]
  texts: AdminListTexts
  columns: readonly DataColumn<Row>[]
  /** The list call (an endpoint of src/api). */
  fetchPage: (query: PageQuery) => Promise<ListResponse<Row>>
  /**
   * What narrows the list besides page and order (the accounts' customer and site, a search),
   * sent with every page; a change starts the list over from its first page.
   */
  filter?: object
  /** Sortable fields and the default order: a module constant. */
  queryOptions: ListQueryOptions
  pageSize: number
  rowKey: (row: Row) => number
  /** The row's name in the edit and delete labels and the confirmation. */
  rowName: (row: Row) => string
  /** The create modal route; null without the write permission. */
  createHref: string | null
  /** A row's edit modal route; null without the write permission (for the row, or at all). */
  editHref: ((row: Row) => string | null) | null
  /** Deletes a row; null without the delete permission. */
  deleteItem: ((row: Row) => Promise<void>) | null
  /** Whether a row offers its delete (default: every row, given `deleteItem`). */
  mayDelete?: (row: Row) => boolean
  /** After a delete, besides the toast (e.g. the analytics). */
  onDeleted?: (row: Row) => void
  /** The open modal route over the list, if any. */
  modal?: ReactNode
  /** Below this width (px) the table scrolls sideways; the DataTable's 1100 (CORE-9.10) by default. */
  minWidth?: number
}

export function AdminListPage<Row>({
  resources,
  texts,
  columns,
  fetchPage,
  queryOptions,
  pageSize,
  rowKey,
  rowName,
  createHref,
  editHref,
  deleteItem,
  modal,
  minWidth,
  filter,
  onDeleted,
  mayDelete = () => true,
}: AdminListPageProps<Row>) {
  const { t } = useTranslation()
  // The modal routes keep the list's query (page, order, a search): the list under a modal stays
  // as it was, and closing it returns there (AdminFormModal).
  const { search } = useLocation()
  const list = useListScreen(
    ({ page, sort, filter: narrowing }) =>
      fetchPage({ ...narrowing, page, pageSize, order: toOrder(sort) }),
    { filter: filter ?? {}, queryOptions, resources },
  )
  const { page, sort, setPage, setSort } = list
  const remove = useAdminDelete<Row>({
    deleteItem,
    // The delete's change reloads the list (when the last row of the last page went, the list
    // machine steps back a page).
    onDeleted: (row) => {
      notify.success(texts.deleteSuccess)
      onDeleted?.(row)
    },
    onFailed: (message) => notify.error(texts.deleteError, message),
  })

  const actions: DataColumn<Row> | null =
    editHref || deleteItem
      ? {
          id: 'actions',
          header: t('admin.actions'),
          align: 'end',
          nowrap: true,
          width: '1%',
          cell: (row) => {
            const edit = editHref?.(row) ?? null
            return (
              <HStack gap="1" justify="flex-end">
                {edit !== null && (
                  <IconButton
                    asChild
                    size="sm"
                    variant="ghost"
                    aria-label={t('admin.editItem', { name: rowName(row) })}
                  >
                    <RouterLink to={{ pathname: edit, search }}>
                      <Pencil aria-hidden />
                    </RouterLink>
                  </IconButton>
                )}
                {deleteItem && mayDelete(row) && (
                  <IconButton
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={t('admin.deleteItem', { name: rowName(row) })}
                    onClick={() => remove.ask(row)}
                  >
                    <Trash2 aria-hidden />
                  </IconButton>
                )}
              </HStack>
            )
          },
        }
      : null

  return (
    <Stack gap="4" paddingY="6">
      <HStack justify="space-between" gap="4" wrap="wrap">
        <Heading
          // The shell's header holds the page's h1.
          as="h2"
          size="lg"
        >
          {texts.title}
        </Heading>
        {createHref && (
          <Button asChild colorPalette="brand">
            <RouterLink to={{ pathname: createHref, search }}>
              <Plus aria-hidden />
              {texts.createLabel}
            </RouterLink>
          </Button>
        )}
      </HStack>
      <ListTable
        caption={texts.title}
        columns={actions ? [...columns, actions] : columns}
        list={list}
        rowKey={rowKey}
        sort={sort}
        onSortChange={setSort}
        emptyText={texts.emptyText}
        minWidth={minWidth}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
      />
      {remove.asked !== null && (
        <ConfirmDialog
          open={remove.open}
          title={t('admin.deleteTitle', { name: rowName(remove.asked) })}
          description={t('admin.deleteText')}
          confirmLabel={t('admin.delete')}
          busy={remove.busy}
          onConfirm={remove.confirm}
          onCancel={remove.cancel}
        />
      )}
      {modal}
    </Stack>
  )
}
