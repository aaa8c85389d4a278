/**
 * Asks before something that cannot be undone (core.md §4: "deletion asks for confirmation").
 * An alert dialog: focus starts on Cancel, Escape cancels, and the confirm button shows the
 * work in progress so it is not pressed twice.
 */
import { useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Dialog, Portal, Text } from '@chakra-ui/react'

export interface ConfirmDialogProps {
  open: boolean
  title: string
  description: ReactNode
  confirmLabel: string
  onConfirm: () => void
  onCancel: () => void
  /** The confirmed work is under way. */
  busy?: boolean
  /** A destructive action (red button); default true. */
  destructive?: boolean
}

export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
  destructive = true,
}: ConfirmDialogProps) {
  const { t } = useTranslation()
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      initialFocusEl={() => cancelRef.current}
      onOpenChange={(details) => {
        if (!details.open && !busy) onCancel()
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {typeof description === 'string' ? <Text>{description}</Text> : description}
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={busy}>
                {t('default.cancel')}
              </Button>
              <Button
                colorPalette={destructive ? 'red' : 'brand'}
                onClick={onConfirm}
                loading={busy}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
