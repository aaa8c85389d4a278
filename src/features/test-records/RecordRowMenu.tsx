/**
 * A record's row menu (core.md §4): details, comment, annotate with a record type, delete.
 * A negative record offers no annotation (it can only be deleted); a deleted record offers
 * nothing but its details. The choices are sent to the record-actions machine.
 */
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { IconButton, Menu, Portal } from '@chakra-ui/react'
import { MoreHorizontal } from 'lucide-react'
import type { TestRecord } from '@/api/types'
import { RECORD_TYPES, type RecordType } from '@/domain/enums'

/** Record types a user may annotate with: all but Deleted (deleting is its own action). */
const ANNOTATIONS = RECORD_TYPES.filter((type) => type !== 'Deleted')

export interface RecordRowMenuProps {
  record: TestRecord
  deleted: boolean
  busy: boolean
  detailHref: string
  commentHref: string
  onAnnotate: (annotation: RecordType) => void
  onDelete: () => void
}

export function RecordRowMenu({
  record,
  deleted,
  busy,
  detailHref,
  commentHref,
  onAnnotate,
  onDelete,
}: RecordRowMenuProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const canAnnotate = !deleted && record.result !== 'Negative'
  return (
    <Menu.Root
      onSelect={({ value }) => {
        if (value === 'details') void navigate(detailHref)
        else if (value === 'comment') void navigate(commentHref)
        else if (value === 'delete') onDelete()
        else if (value.startsWith('annotate:')) onAnnotate(value.slice(9) as RecordType)
      }}
    >
      <Menu.Trigger asChild>
        <IconButton
          size="xs"
          variant="ghost"
          disabled={busy}
          aria-label={t('testRecords.actionsFor', { id: record.id })}
        >
          <MoreHorizontal aria-hidden />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
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
