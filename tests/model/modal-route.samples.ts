/**
 * The sample events of the modal-route model: a form touched and untouched, the three ways to
 * ask to close (Escape or the dialog's own close, the Cancel button, a navigation away), a save,
 * the two answers to the unsaved-changes warning, and the browser going back (or forward) to the
 * modal's address once it closed. Shared by
 * tests/model/modal-route.model.test.ts and the Playwright spec that drives the same paths
 * through three areas' modal routes (tests/e2e/modal-route-paths.spec.ts).
 */
import type { ModelOptions } from './paths'

export const MODAL_ROUTE_MODEL = {
  events: [
    { type: 'form.dirty', dirty: true },
    { type: 'form.dirty', dirty: false },
    { type: 'modal.close' },
    { type: 'modal.close', via: 'button' },
    { type: 'modal.close', via: 'navigation' },
    { type: 'form.saved' },
    { type: 'close.confirm' },
    { type: 'close.cancel' },
    { type: 'route.shown' },
  ],
  // Each opening counts (`opened`): going back to the modal's address once shows the form drawn
  // anew; doing it again would only count further.
  filterEvents: (snapshot, event) =>
    event.type !== 'route.shown' || (snapshot.context as { opened: number }).opened < 2,
} satisfies ModelOptions
