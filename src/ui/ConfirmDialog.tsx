/**
 * Asks before something that cannot be undone (CORE-4.7: "deletion asks for confirmation").
 * An alert dialog: focus starts on Cancel, Escape cancels, and the confirm button shows the
 * work in progress so it is not pressed twice.
 */
import { memo, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Dialog, Portal, Text } from '@chakra-ui/react'
import { rescueFocusSoon } from './focus-rescue'

export interface ConfirmDialogProps {
  open: boolean
  title: string
  description: ReactNode
  confirmLabel: string
  /** The answer that keeps things as they are; "Cancel" by default. */
  cancelLabel?: string
  onConfirm: () => void
  onCancel: () => void
  /** The confirmed work is under way. */
  busy?: boolean
  /** A destructive action (red button); default true. */
  destructive?: boolean
  /** Where focus goes when what opened the dialog is gone after it (see rescueFocus). */
  focusAfterClose?: () => HTMLElement | null
}

/** Memoised: a closed dialog is not drawn again by its screen's renders (give stable handlers). */
export const ConfirmDialog = memo(function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  destructive = true,
  focusAfterClose,
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
      // From the next frame: the focus trap gives focus back (or fails to) as the dialog goes.
      onExitComplete={() => rescueFocusSoon(focusAfterClose)}
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
                {cancelLabel ?? t('default.cancel')}
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
})
