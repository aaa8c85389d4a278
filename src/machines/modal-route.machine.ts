/**
 * A modal that is a route (CORE-2.17, CORE-4.10: "Opening a modal route shows the modal; closing it
 * returns to the list route"). A form inside reports whether it has touched fields; closing a
 * touched form asks first (default.warningUnsavedChanges), whichever way the close came: the
 * close button, Escape, browser back or a link elsewhere. Leaving the page is guarded by the
 * React side (beforeunload) while the machine says `dirty`. Every modal route reuses this one
 * machine; what "return to the list" means is the provided action `goToList`, and a navigation
 * that was held back is resumed or dropped by `proceedNavigation` / `cancelNavigation`.
 *
 * A closed modal opens again when its route is shown again (`route.shown`) without having been
 * left: the browser's Back right after Cancel can land on the modal's address before the list was
 * ever drawn (React keeps the route's element, and this machine with it). `opened` counts the
 * openings, so the form inside starts over each time.
 */
import { assign, setup } from 'xstate'

export type ModalRouteEvent =
  /** The user asks to close: the close button, Escape, or a navigation away (browser back). */
  | { type: 'modal.close'; via?: 'button' | 'navigation' }
  /** The form inside reports whether it has touched fields. */
  | { type: 'form.dirty'; dirty: boolean }
  /** The form was saved: close without asking. */
  | { type: 'form.saved' }
  /** Answers of the unsaved-changes warning. */
  | { type: 'close.confirm' }
  | { type: 'close.cancel' }
  /** The browser went back (or forward) to the modal's address while it was closed but drawn. */
  | { type: 'route.shown' }

export interface ModalRouteContext {
  /** How the pending close came, so the right way back is taken after confirming. */
  via: 'button' | 'navigation'
  /** How many times the modal opened: the form inside is drawn anew for each. */
  opened: number
}

export const modalRouteMachine = setup({
  types: {
    context: {} as ModalRouteContext,
    events: {} as ModalRouteEvent,
  },
  actions: {
    /** Navigates to the list route (the modal's parent). */
    goToList: () => undefined,
    /** Lets a navigation that was held back (browser back, a link) go on. */
    proceedNavigation: () => undefined,
    /** Drops a navigation that was held back: the user stays on the modal. */
    cancelNavigation: () => undefined,
  },
  guards: {
    isDirty: (_, params: { dirty: boolean }) => params.dirty,
    isClean: (_, params: { dirty: boolean }) => !params.dirty,
    isNavigation: (_, params: { via?: 'button' | 'navigation' }) => params.via === 'navigation',
    cameByNavigation: ({ context }) => context.via === 'navigation',
  },
}).createMachine({
  id: 'modalRoute',
  context: { via: 'button', opened: 1 },
  initial: 'open',
  states: {
    open: {
      initial: 'pristine',
      states: {
        pristine: {
          tags: ['open'],
          on: {
            'form.dirty': {
              guard: { type: 'isDirty', params: ({ event }) => ({ dirty: event.dirty }) },
              target: 'dirty',
            },
            'modal.close': [
              {
                guard: { type: 'isNavigation', params: ({ event }) => ({ via: event.via }) },
                target: '#modalRoute.closed',
                actions: 'proceedNavigation',
              },
              { target: '#modalRoute.closed', actions: 'goToList' },
            ],
          },
        },
        dirty: {
          tags: ['open', 'dirty'],
          on: {
            'form.dirty': {
              guard: { type: 'isClean', params: ({ event }) => ({ dirty: event.dirty }) },
              target: 'pristine',
            },
            'modal.close': {
              target: 'confirmingClose',
              actions: assign({ via: ({ event }) => event.via ?? 'button' }),
            },
          },
        },
        confirmingClose: {
          tags: ['open', 'dirty', 'confirming'],
          on: {
            'close.confirm': [
              {
                guard: 'cameByNavigation',
                target: '#modalRoute.closed',
                actions: 'proceedNavigation',
              },
              { target: '#modalRoute.closed', actions: 'goToList' },
            ],
            'close.cancel': [
              { guard: 'cameByNavigation', target: 'dirty', actions: 'cancelNavigation' },
              { target: 'dirty' },
            ],
          },
        },
      },
      on: {
        'form.saved': { target: 'closed', actions: 'goToList' },
      },
    },
    closed: {
      tags: ['closed'],
      on: {
        'route.shown': {
          target: 'open',
          actions: assign({ via: 'button', opened: ({ context }) => context.opened + 1 }),
        },
      },
    },
  },
})
