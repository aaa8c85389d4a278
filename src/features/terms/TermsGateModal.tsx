/**
 * The terms gate's blocking modal (CORE-4.2): it cannot be dismissed by Escape or a click
 * outside, only answered. OK takes the user to the terms screen; Cancel signs them out. Whether
 * it is open is the terms gate machine's `blocking` tag; the app wires the buttons to
 * `gate.confirm` and `gate.cancel`.
 */
import { useTranslation } from 'react-i18next'
import { Button, Dialog, Portal, Text } from '@chakra-ui/react'

export interface TermsGateModalProps {
  open: boolean
  onConfirm: () => void
  onCancel: () => void
}

export function TermsGateModal({ open, onConfirm, onCancel }: TermsGateModalProps) {
  const { t } = useTranslation()
  return (
    <Dialog.Root
      open={open}
      closeOnEscape={false}
      closeOnInteractOutside={false}
      placement="center"
      // The modal is closed only by the gate's state: OK navigates away, Cancel signs out.
      onOpenChange={() => undefined}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('termsGate.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <Text>{t('termsGate.message')}</Text>
              </Dialog.Description>
              <Text marginTop="3" color="fg.muted">
                {t('termsGate.cancelHint')}
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                {t('termsGate.cancel')}
              </Button>
              <Button colorPalette="brand" onClick={onConfirm}>
                {t('termsGate.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
