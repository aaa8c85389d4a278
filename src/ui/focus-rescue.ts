/**
 * Focus after a dialog closed (WCAG 2.4.3). A dialog gives focus back to what had it before it
 * opened; when that went away meanwhile (a deleted view's menu, a row or a form the dialog's
 * action removed), the browser leaves focus on the page body and a keyboard user starts again
 * from the top. Then `fallback` gets it, or else the page's main region (focusable: the skip
 * link's target).
 */
export function rescueFocus(fallback?: () => HTMLElement | null): void {
  if (!focusIsLost()) return
  const target = fallback?.() ?? document.querySelector<HTMLElement>('main')
  target?.focus()
}

/** Frames `rescueFocusSoon` waits for its fallback to be on the page (~0.25 s). */
const RESCUE_FRAMES = 15

/**
 * `rescueFocus` once a dialog has gone: from the next frame on, while focus is on the body, it
 * waits a few frames for `fallback` to be on the page (a list re-rendering under the closed
 * dialog), then gives up on it for the main region.
 */
export function rescueFocusSoon(fallback?: () => HTMLElement | null, frames = RESCUE_FRAMES) {
  requestAnimationFrame(() => {
    const waitForFallback = frames > 1 && focusIsLost() && fallback && !fallback()
    if (waitForFallback) rescueFocusSoon(fallback, frames - 1)
    else rescueFocus(fallback)
  })
}

/** Nothing has focus but the page body. */
function focusIsLost(): boolean {
  const active = document.activeElement
  return !active || active === document.body
}
