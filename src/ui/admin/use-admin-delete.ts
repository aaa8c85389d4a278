/**
 * The delete flow of a list (admin-delete machine: ask, confirm, delete) for a confirmation
 * dialog: the administration lists' delete buttons and a single item's delete button.
 */
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { adminDeleteMachine } from '@/machines/admin-delete.machine'
import { useProvidedActor } from '../machines/use-provided-actor'

export interface AdminDeleteOptions<Row> {
  deleteItem: ((row: Row) => Promise<void>) | null
  onDeleted: (row: Row) => void
  onFailed: (message: string, row: Row) => void
}

export function useAdminDelete<Row>({ deleteItem, onDeleted, onFailed }: AdminDeleteOptions<Row>) {
  const { t } = useTranslation()
  const actor = useProvidedActor(
    adminDeleteMachine.provide({
      actors: {
        deleteItem: fromPromise(async ({ input }) => {
          // Not reachable from the list (no delete control without deleteItem): a generic error.
          if (!deleteItem) throw new Error(t('errors.errorInfo'))
          await deleteItem(input.item as Row)
        }),
      },
    }),
  )
  useEffect(() => {
    const subscriptions = [
      actor.on('delete.done', (event) => onDeleted(event.item as Row)),
      actor.on('delete.failed', (event) => onFailed(event.message, event.item as Row)),
    ]
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
  }, [actor, onDeleted, onFailed])

  const asked = useSelector(actor, (snapshot) => snapshot.context.item) as Row | null
  const open = useSelector(actor, (snapshot) => snapshot.hasTag('confirming'))
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('deleting'))
  return {
    asked,
    open,
    busy,
    ask: (row: Row) => actor.send({ type: 'delete.ask', item: row }),
    confirm: () => actor.send({ type: 'delete.confirm' }),
    cancel: () => actor.send({ type: 'delete.cancel' }),
  }
}
