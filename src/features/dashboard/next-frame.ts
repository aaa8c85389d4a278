/**
 * One promise per animation frame, shared by every caller until that frame. The dashboard's
 * answers arrive a few milliseconds apart; each widget waits for the next frame before it shows
 * its answer, so the answers of one frame are drawn together, with one style, layout and paint
 * of the page rather than one per widget.
 */
let next: Promise<void> | null = null

export function nextFrame(): Promise<void> {
  if (typeof requestAnimationFrame === 'undefined') return Promise.resolve()
  next ??= new Promise((resolve) =>
    requestAnimationFrame(() => {
      next = null
      resolve()
    }),
  )
  return next
}
