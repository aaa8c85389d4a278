/**
 * A record's row menu (core.md §4): details, comment, annotate with a record type, delete.
 * A negative record offers no annotation (it can only be deleted); a deleted record offers
 * nothing but its details. The choices are sent to the record-actions machine.
 *
 * Each row has only a button; one menu for the whole table opens at the pressed button. A menu
 * per row (20 menu state machines, each with its portal) made every page change slower.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { IconButton, Menu, Portal } from '@chakra-ui/react'
import { MoreHorizontal } from 'lucide-react'
import type { TestRecord } from '@/api/types'
import { RECORD_TYPES, type RecordType } from '@/domain/enums'

/** Record types a user may annotate with: all but Deleted (deleting is its own action). */
const ANNOTATIONS = RECORD_TYPES.filter((type) => type !== 'Deleted')

export interface MenuTarget {
  record: TestRecord
  deleted: boolean
  anchor: HTMLElement
}

/** The open menu's row, and how a row's button opens it. */
export function useRowMenu() {
  const [target, setTarget] = useState<MenuTarget | null>(null)
  return {
    target,
    open: (next: MenuTarget) => setTarget(next),
    close: () => setTarget(null),
  }
}

export function RowMenuButton({
  record,
  busy,
  expanded,
  onOpen,
}: {
  record: TestRecord
  busy: boolean
  expanded: boolean
  onOpen: (anchor: HTMLElement) => void
}) {
  const { t } = useTranslation()
  return (
    <IconButton
      size="xs"
      variant="ghost"
      disabled={busy}
      aria-haspopup="menu"
      aria-expanded={expanded}
      aria-label={t('testRecords.actionsFor', { id: record.id })}
      data-record-actions={record.id}
      onClick={(event) => onOpen(event.currentTarget)}
    >
      <MoreHorizontal aria-hidden />
    </IconButton>
  )
}

/**
 * A row's actions button, if the list shows it: where focus goes back to after a dialog its menu
 * opened (the menu item that opened it is gone by then).
 */
export const recordActionsButton = (id: number) =>
  document.querySelector<HTMLElement>(`[data-record-actions="${id}"]`)

export interface RecordMenuProps {
  target: MenuTarget | null
  onClose: () => void
  detailHref: (record: TestRecord) => string
  commentHref: (record: TestRecord) => string
  onAnnotate: (record: TestRecord, annotation: RecordType) => void
  onDelete: (record: TestRecord) => void
}

export function RecordMenu({
  target,
  onClose,
  detailHref,
  commentHref,
  onAnnotate,
  onDelete,
}: RecordMenuProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const record = target?.record
  const deleted = target?.deleted ?? false
  const canAnnotate = record !== undefined && !deleted && record.result !== 'Negative'
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
        if (value === 'details') void navigate(detailHref(record))
        else if (value === 'comment') void navigate(commentHref(record))
        else if (value === 'delete') onDelete(record)
        else if (value.startsWith('annotate:')) onAnnotate(record, value.slice(9) as RecordType)
      }}
    >
      <Portal>
        <Menu.Positioner>
          <Menu.Content aria-label={record ? t('testRecords.actionsFor', { id: record.id }) : ''}>
            <Menu.Item value="details">{t('testRecords.showDetails')}</Menu.Item>
            {!deleted && <Menu.Item value="comment">{t('testRecords.comment')}</Menu.Item>}
            {canAnnotate && (
              <Menu.ItemGroup>
                <Menu.Separator />
                <Menu.ItemGroupLabel>{t('testRecords.annotateAs')}</Menu.ItemGroupLabel>
                {ANNOTATIONS.filter((type) => type !== record.annotation).map((type) => (
                  <Menu.Item key={type} value={`annotate:${type}`}>
                    {t(`testRecords.recordTypes.${type}`)}
                  </Menu.Item>
                ))}
              </Menu.ItemGroup>
            )}
            {!deleted && (
              <>
                <Menu.Separator />
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
}
