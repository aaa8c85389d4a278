/**
 * The record-actions machine as a records list runs it: annotate, delete and restore through the API,
 * the toasts of CORE-8.6, and the delete confirmation. What the list does after a change is
 * its own (`onAnnotated`, `onDeleted`): the test records grey a deleted row, the control records
 * load their groups again (a deleted record is removed from them).
 */
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import {
  annotateTestRecord,
  deleteTestRecord,
  restoreTestRecord,
} from '@/api/endpoints/test-records'
import { ConfirmDialog } from '@/ui/ConfirmDialog'
import { notify } from '@/ui/toaster'
import { recordActionsMachine } from '@/machines/test-records/record-actions.machine'
import { useProvidedMachine } from '@/ui/machines/use-provided-actor'

export interface RecordActionsOptions {
  onAnnotated: () => void
  onDeleted: (id: number) => void
  /** A deleted record was restored; by default the list is told as after an annotation. */
  onRestored?: (id: number) => void
}

/** The toast of a failed action. */
const FAILED_TITLES = {
  annotate: 'testRecords.annotationError',
  delete: 'testRecords.deleteError',
  restore: 'testRecords.restoreError',
} as const

export function useRecordActions({ onAnnotated, onDeleted, onRestored }: RecordActionsOptions) {
  const { t } = useTranslation()
  const [actions, send] = useProvidedMachine(
    recordActionsMachine.provide({
      actors: {
        annotateRecord: fromPromise(({ input }) => annotateTestRecord(input.id, input.annotation)),
        deleteRecord: fromPromise(({ input }) => deleteTestRecord(input.id)),
        restoreRecord: fromPromise(({ input }) => restoreTestRecord(input.id)),
      },
      actions: {
        annotated: () => {
          notify.success(t('testRecords.annotationSuccess'))
          onAnnotated()
        },
        deleted: (_, { id }) => {
          notify.success(t('testRecords.deleteSuccess'))
          onDeleted(id)
        },
        restored: (_, { id }) => {
          notify.success(t('testRecords.restoreSuccess'))
          if (onRestored) onRestored(id)
          else onAnnotated()
        },
        failed: (_, { action, message }) => notify.error(t(FAILED_TITLES[action]), message),
      },
    }),
  )
  const busy = actions.hasTag('busy')
  const target = actions.context.target
  // Stable, so the memoised dialog is not drawn again while closed.
  const confirm = useCallback(() => send({ type: 'delete.confirm' }), [send])
  const cancel = useCallback(() => send({ type: 'delete.cancel' }), [send])
  const confirmDelete = (
    <ConfirmDialog
      open={actions.hasTag('confirming')}
      title={t('testRecords.deleteTitle')}
      description={t('testRecords.deleteQuestion', { id: target?.id })}
      confirmLabel={t('testRecords.delete')}
      busy={busy}
      onConfirm={confirm}
      onCancel={cancel}
    />
  )
  return { busy, send, confirmDelete }
}
