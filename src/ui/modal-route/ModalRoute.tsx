/**
 * The shell of every modal route: a dialog over the list route, driven by the modal-route
 * machine. It holds back any navigation (browser back, a link) while the form inside has touched
 * fields, asks with default.warningUnsavedChanges, and warns before the page is left or reloaded.
 * The form reports its state through `markDirty` and `markSaved` (Formik's `dirty`, a save).
 */
import { Fragment, useEffect, useEffectEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useBlocker, useHref, useLocation, useNavigate } from 'react-router-dom'
import { emit } from 'xstate'
import { CloseButton, Dialog, Portal } from '@chakra-ui/react'
import { modalRouteMachine } from '@/machines/modal-route.machine'
import { useProvidedMachine } from '../machines/use-provided-actor'
import { ConfirmDialog } from '../ConfirmDialog'
import { rescueFocusSoon } from '../focus-rescue'

export interface ModalRouteControls {
  /** Tells the modal whether the form has touched fields. */
  markDirty: (dirty: boolean) => void
  /** Closes the modal after a successful save, without asking. */
  markSaved: () => void
  /** Asks to close (like the close button). */
  close: () => void
}

export interface ModalRouteProps {
  title: ReactNode
  /** Where closing returns to: the list route under the modal. */
  listPath: string
  size?: 'sm' | 'md' | 'lg' | 'xl'
  /** Where focus goes after closing when what opened the dialog is gone (a menu's item). */
  returnFocus?: () => HTMLElement | null
  children: (controls: ModalRouteControls) => ReactNode
}

export function ModalRoute({
  title,
  listPath,
  size = 'md',
  returnFocus,
  children,
}: ModalRouteProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [snapshot, send, actor] = useProvidedMachine(
    modalRouteMachine.provide({
      actions: {
        // After the transition, so the blocker below already sees the modal closed.
        goToList: () => queueMicrotask(() => void navigate(listPath)),
        // The held-back navigation belongs to the router: the machine only announces the answer.
        proceedNavigation: emit({ type: 'navigation.proceed' }),
        cancelNavigation: emit({ type: 'navigation.cancel' }),
      },
    }),
  )
  const dirty = snapshot.hasTag('dirty')
  // Asked at navigation time, so the machine's current state decides, not the last render's.
  const blocker = useBlocker(() => actor.getSnapshot().hasTag('dirty'))

  useEffect(() => {
    const proceed = actor.on('navigation.proceed', () => blocker.proceed?.())
    const cancel = actor.on('navigation.cancel', () => blocker.reset?.())
    return () => {
      proceed.unsubscribe()
      cancel.unsubscribe()
    }
  }, [actor, blocker])

  // The browser's Back (or Forward) onto this modal's address: closed but still drawn, because
  // the list it closed to was never drawn (Back right after Cancel, within the closing), it opens
  // again; an open one ignores it. The router's location cannot tell: it never left this one.
  const location = useLocation()
  const href = useHref({ pathname: location.pathname, search: location.search })
  useEffect(() => {
    const onPop = () => {
      if (`${window.location.pathname}${window.location.search}` === href) {
        send({ type: 'route.shown' })
      }
    }
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [href, send])

  // A navigation the router held back becomes a close request the machine answers.
  useEffect(() => {
    if (blocker.state === 'blocked') send({ type: 'modal.close', via: 'navigation' })
  }, [blocker.state, send])

  // Closing goes to the list route, which unmounts the dialog: its focus trap gives focus back to
  // what opened it, and when that is gone (a menu, a deleted row), the focus is rescued.
  const rescue = useEffectEvent(() => rescueFocusSoon(returnFocus))
  useEffect(() => () => rescue(), [])

  // Reloading or closing the tab with touched fields gets the browser's own warning.
  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])

  const controls: ModalRouteControls = {
    markDirty: (value) => send({ type: 'form.dirty', dirty: value }),
    markSaved: () => send({ type: 'form.saved' }),
    close: () => send({ type: 'modal.close' }),
  }

  return (
    <>
      <Dialog.Root
        open={snapshot.hasTag('open')}
        // Full screen on a phone, where a centred box would leave a margin of nothing (issue 21).
        size={{ base: 'full', md: size }}
        scrollBehavior="inside"
        closeOnInteractOutside={false}
        initialFocusEl={focusTakenInBody}
        onOpenChange={(details) => {
          if (!details.open) send({ type: 'modal.close' })
        }}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body
                // Focusable, so a keyboard can scroll a long body (WCAG 2.1.1).
                tabIndex={0}
                data-modal-route-body=""
              >
                <Fragment key={snapshot.context.opened}>{children(controls)}</Fragment>
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('default.close')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <ConfirmDialog
        open={snapshot.hasTag('confirming')}
        title={t('default.unsavedChangesTitle')}
        description={t('default.warningUnsavedChanges')}
        confirmLabel={t('default.discardChanges')}
        cancelLabel={t('default.keepEditing')}
        onConfirm={() => send({ type: 'close.confirm' })}
        // Discarding closes the route's dialog too: focus goes where the route's would.
        focusAfterClose={returnFocus}
        onCancel={() => send({ type: 'close.cancel' })}
      />
    </>
  )
}

/**
 * The dialog's first focus: a field inside the body that took the focus itself (`autoFocus`)
 * keeps it; otherwise the dialog's own choice (null). The dialog's focus trap starts a frame after
 * it opens: on a busy machine that came after the field's autoFocus, and moved the focus to the
 * focusable body (its first tabbable element) without this.
 */
function focusTakenInBody(): HTMLElement | null {
  const active = document.activeElement
  if (!(active instanceof HTMLElement)) return null
  const body = active.closest<HTMLElement>('[data-modal-route-body]')
  return body && body !== active ? active : null
}
