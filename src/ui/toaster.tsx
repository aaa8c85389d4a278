/**
 * The portal's notifications (CORE-8.6 and ADMIN-8.1 toasts, e.g. testItems.saveSuccess):
 * one toaster for the app, mounted once in the app root. Callers pass text they translated:
 * `notify.success(text)`, `notify.error(message)`.
 */
import { useTranslation } from 'react-i18next'
import { CloseButton, createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react'

export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true })

/** Success notes leave by themselves; errors stay until closed, so none is missed. */
export const notify = {
  success: (title: string, description?: string) =>
    toaster.create({ type: 'success', title, description, duration: 5000 }),
  error: (title: string, description?: string) =>
    toaster.create({ type: 'error', title, description, duration: Infinity, closable: true }),
  info: (title: string, description?: string) =>
    toaster.create({ type: 'info', title, description, duration: 5000 }),
}

export function AppToaster() {
  const { t } = useTranslation()
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && (
                // Full opacity: the recipe's faded description on an error toast's red is
                // 3.5:1, under WCAG's 4.5:1 (axe found it).
                <Toast.Description opacity="1">{toast.description}</Toast.Description>
              )}
            </Stack>
            {toast.closable !== false && (
              <Toast.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('default.close')} />
              </Toast.CloseTrigger>
            )}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  )
}
