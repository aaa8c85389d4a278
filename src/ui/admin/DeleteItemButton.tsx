/**
 * A delete button for the one item a screen or form shows (a customer in its form, a site on its
 * page): the administration lists' delete flow (admin-delete machine, `useAdminDelete`) with
 * its confirmation, outside a list.
 */
import { useTranslation } from 'react-i18next'
import { Button } from '@chakra-ui/react'
import { Trash2 } from 'lucide-react'
import { ConfirmDialog } from '../ConfirmDialog'
import { useAdminDelete } from './use-admin-delete'

export interface DeleteItemButtonProps<Item> {
  item: Item
  /** The item's name in the button's label and the question. */
  name: string
  deleteItem: (item: Item) => Promise<void>
  /** After the delete: the area's toast, and where the user goes. */
  onDeleted: (item: Item) => void
  /** A refused delete, with the server's message: the area's toast. */
  onFailed: (message: string) => void
}

export function DeleteItemButton<Item>({
  item,
  name,
  deleteItem,
  onDeleted,
  onFailed,
}: DeleteItemButtonProps<Item>) {
  const { t } = useTranslation()
  const remove = useAdminDelete<Item>({ deleteItem, onDeleted, onFailed })
  return (
    <>
      <Button
        variant="outline"
        colorPalette="red"
        aria-label={t('admin.deleteItem', { name })}
        onClick={() => remove.ask(item)}
      >
        <Trash2 aria-hidden />
        {t('admin.delete')}
      </Button>
      {remove.asked !== null && (
        <ConfirmDialog
          open={remove.open}
          title={t('admin.deleteTitle', { name })}
          description={t('admin.deleteText')}
          confirmLabel={t('admin.delete')}
          busy={remove.busy}
          onConfirm={remove.confirm}
          onCancel={remove.cancel}
        />
      )}
    </>
  )
}
