/**
 * A row's menu in a records list (CORE-4.7): details, comment, annotate with a record type,
 * delete. A negative record offers no annotation (it can only be deleted); a deleted record
 * offers its details and, where the list allows it, its restore (issue 40). Each list says which of these its rows have (a control group
 * has its details and comment; a record inside it is annotated or deleted). The choices are
 * sent to the record-actions machine, or navigate to the dialog routes.
 *
 * Each row has only a button; one menu for the whole table opens at the pressed button. A menu
 * per row (20 menu state machines, each with its portal) made every page change slower.
 */
import { memo, useCallback, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router-dom'
import { Menu, Portal } from '@chakra-ui/react'
import { MoreHorizontal } from 'lucide-react'
import type { TestRecord } from '@/api/types'
import { RECORDS_PATHS } from '@/domain/paths'
import type { ViewList } from '@/domain/view-lists'
import { RECORD_TYPES, type RecordType } from '@/domain/enums'
import { STATIC } from '@/ui/static-styles'

/** Record types a user may annotate with: all but Deleted (deleting is its own action). */
const ANNOTATIONS = RECORD_TYPES.filter((type) => type !== 'Deleted')

/** What a row's menu needs of its record (a test record, or a control group). */
export type MenuRecord = Pick<TestRecord, 'id' | 'result' | 'annotation'>

export interface MenuTarget {
  record: MenuRecord
  deleted: boolean
  anchor: HTMLElement
  /** The name the menu is announced with: the row's button's. */
  label: string
}

/** The open menu's row, and how a row's button opens it. */
export function useRowMenu() {
  const [target, setTarget] = useState<MenuTarget | null>(null)
  const close = useCallback(() => setTarget(null), [])
  return { target, open: setTarget, close }
}

export function RowMenuButton({
  label,
  marker,
  busy,
  expanded,
  onOpen,
}: {
  /** The button's accessible name (the translated testRecords.actionsFor, for example). */
  label: string
  /** Finds the button again after a dialog (`rowActionsButton`): unique in the page. */
  marker: string
  busy: boolean
  expanded: boolean
  onOpen: (anchor: HTMLElement) => void
}) {
  // Chakra's ghost IconButton as a static class: every row has one (src/ui/static-styles.ts).
  return (
    <button
      type="button"
      className={STATIC.iconButton}
      disabled={busy}
      aria-haspopup="menu"
      aria-expanded={expanded}
      aria-label={label}
      data-row-actions={marker}
      onClick={(event) => onOpen(event.currentTarget)}
    >
      <MoreHorizontal aria-hidden />
    </button>
  )
}

/** What a list's record menu sends to the record-actions machine. */
type RecordActionsSend = (
  event:
    | { type: 'record.annotate'; record: MenuRecord; annotation: RecordType }
    | { type: 'record.delete'; record: MenuRecord }
    | { type: 'record.restore'; record: MenuRecord },
) => void

/**
 * A list's menu handlers that stay the same functions, so the memoised menu is not drawn again by
 * a page change: the list's detail and comment routes keep the list's query string as
 * it is when an item is chosen (read then), and annotate and delete go to `send`.
 */
export function useRecordMenuHandlers(list: ViewList, send: RecordActionsSend) {
  const { detail, comments } = RECORDS_PATHS[list]
  const { search } = useLocation()
  const searchNow = useRef(search)
  useLayoutEffect(() => {
    searchNow.current = search
  }, [search])
  const detailHref = useCallback(
    (record: MenuRecord) => `${detail(record.id)}${searchNow.current}`,
    [detail],
  )
  const commentHref = useCallback(
    (record: MenuRecord) => `${comments(record.id)}${searchNow.current}`,
    [comments],
  )
  const annotate = useCallback(
    (record: MenuRecord, annotation: RecordType) =>
      send({ type: 'record.annotate', record, annotation }),
    [send],
  )
  const deleteRecord = useCallback(
    (record: MenuRecord) => send({ type: 'record.delete', record }),
    [send],
  )
  const restoreRecord = useCallback(
    (record: MenuRecord) => send({ type: 'record.restore', record }),
    [send],
  )
  return { detailHref, commentHref, annotate, deleteRecord, restoreRecord }
}

/** The marker of a test record's actions button. */
export const recordMarker = (id: number) => `record-${id}`

/** The marker of a control group's actions button. */
export const groupMarker = (id: number) => `group-${id}`

/**
 * A row's actions button, if the list shows it: where focus goes back to after a dialog its menu
 * opened (the menu item that opened it is gone by then).
 */
export const rowActionsButton = (marker: string) =>
  document.querySelector<HTMLElement>(`[data-row-actions="${marker}"]`)

/** What a list's rows offer: each item shows only where the list gives its handler. */
export interface RecordMenuProps {
  target: MenuTarget | null
  onClose: () => void
  detailHref?: (record: MenuRecord) => string
  commentHref?: (record: MenuRecord) => string
  onAnnotate?: (record: MenuRecord, annotation: RecordType) => void
  onDelete?: (record: MenuRecord) => void
  /** Offered on a deleted record (the list gives it to those who may see deleted records). */
  onRestore?: (record: MenuRecord) => void
}

/** Memoised: a page change leaves the closed menu as it is (give it stable handlers). */
export const RecordMenu = memo(function RecordMenu({
  target,
  onClose,
  detailHref,
  commentHref,
  onAnnotate,
  onDelete,
  onRestore,
}: RecordMenuProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const record = target?.record
  const deleted = target?.deleted ?? false
  const canAnnotate =
    onAnnotate !== undefined && record !== undefined && !deleted && record.result !== 'Negative'
  const close = () => {
    // Back to the row's button, as a menu with a trigger would.
    target?.anchor.focus()
    onClose()
  }
  return (
    <Menu.Root
      open={target !== null}
      onOpenChange={(details) => {
        if (!details.open) close()
      }}
      positioning={{
        placement: 'bottom-end',
        getAnchorRect: () => target?.anchor.getBoundingClientRect() ?? null,
      }}
      onSelect={({ value }) => {
        if (!record) return
        if (value === 'details' && detailHref) void navigate(detailHref(record))
        else if (value === 'comment' && commentHref) void navigate(commentHref(record))
        else if (value === 'delete') onDelete?.(record)
        else if (value === 'restore') onRestore?.(record)
        else if (value.startsWith('annotate:')) onAnnotate?.(record, value.slice(9) as RecordType)
      }}
    >
      <Portal>
        <Menu.Positioner>
          <Menu.Content aria-label={target?.label ?? ''}>
            {detailHref && <Menu.Item value="details">{t('testRecords.showDetails')}</Menu.Item>}
            {commentHref && !deleted && (
              <Menu.Item value="comment">{t('testRecords.comment')}</Menu.Item>
            )}
            {canAnnotate && (
              <Menu.ItemGroup>
                {detailHref && <Menu.Separator />}
                <Menu.ItemGroupLabel>{t('testRecords.annotateAs')}</Menu.ItemGroupLabel>
                {ANNOTATIONS.filter((type) => type !== record.annotation).map((type) => (
                  <Menu.Item key={type} value={`annotate:${type}`}>
                    {t(`testRecords.recordTypes.${type}`)}
                  </Menu.Item>
                ))}
              </Menu.ItemGroup>
            )}
            {onRestore && deleted && (
              <>
                {detailHref && <Menu.Separator />}
                <Menu.Item value="restore">{t('testRecords.restore')}</Menu.Item>
              </>
            )}
            {onDelete && !deleted && (
              <>
                {(detailHref || canAnnotate) && <Menu.Separator />}
                <Menu.Item value="delete" color="fg.error">
                  {t('testRecords.delete')}
                </Menu.Item>
              </>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
})
