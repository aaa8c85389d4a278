import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { sideNavMachine, type SideNavEvent } from './side-nav.machine'

function start(narrow: boolean) {
  return createActor(sideNavMachine, { input: { narrow } }).start()
}

/** What the navigation shows: collapsed or expanded, and floating over the page. */
function shown(actor: ReturnType<typeof start>) {
  const snapshot = actor.getSnapshot()
  return {
    collapsed: snapshot.hasTag('collapsed'),
    expanded: snapshot.hasTag('expanded'),
    narrow: snapshot.hasTag('narrow'),
    overlay: snapshot.hasTag('overlay'),
  }
}

const resize = (narrow: boolean): SideNavEvent => ({ type: 'viewport.changed', narrow })

describe('side navigation machine', () => {
  it('starts expanded on a desktop viewport and collapsed below it', () => {
    expect(shown(start(false))).toEqual({
      collapsed: false,
      expanded: true,
      narrow: false,
      overlay: false,
    })
    expect(shown(start(true))).toEqual({
      collapsed: true,
      expanded: false,
      narrow: true,
      overlay: false,
    })
  })

  it('follows the viewport across the breakpoint', () => {
    const actor = start(false)
    actor.send(resize(true))
    expect(actor.getSnapshot().value).toEqual({ narrow: 'collapsed' })
    actor.send(resize(false))
    expect(actor.getSnapshot().value).toEqual({ wide: 'expanded' })
  })

  it('toggles either way, and floats over the page when expanded on a narrow viewport', () => {
    const actor = start(true)
    actor.send({ type: 'nav.toggle' })
    expect(shown(actor)).toMatchObject({ expanded: true, overlay: true })
    actor.send({ type: 'nav.toggle' })
    expect(shown(actor)).toMatchObject({ collapsed: true, overlay: false })

    const wide = start(false)
    wide.send({ type: 'nav.toggle' })
    expect(shown(wide)).toMatchObject({ collapsed: true, overlay: false })
    wide.send({ type: 'nav.toggle' })
    expect(shown(wide)).toMatchObject({ expanded: true })
  })

  it('keeps the choice while the viewport stays on its side of the breakpoint', () => {
    const actor = start(false)
    actor.send({ type: 'nav.toggle' })
    // A report of the same side (a resize within the desktop widths) changes nothing.
    actor.send(resize(false))
    expect(actor.getSnapshot().value).toEqual({ wide: 'collapsed' })
  })

  it('forgets the choice when the viewport crosses the breakpoint', () => {
    const actor = start(false)
    actor.send({ type: 'nav.toggle' })
    actor.send(resize(true))
    actor.send(resize(false))
    expect(actor.getSnapshot().value).toEqual({ wide: 'expanded' })

    const narrow = start(true)
    narrow.send({ type: 'nav.toggle' })
    narrow.send(resize(false))
    narrow.send(resize(true))
    expect(narrow.getSnapshot().value).toEqual({ narrow: 'collapsed' })
  })

  it('closes only a navigation that floats over the page', () => {
    const wide = start(false)
    wide.send({ type: 'nav.close' })
    expect(wide.getSnapshot().value).toEqual({ wide: 'expanded' })

    const narrow = start(true)
    narrow.send({ type: 'nav.toggle' })
    narrow.send({ type: 'nav.close' })
    expect(narrow.getSnapshot().value).toEqual({ narrow: 'collapsed' })
  })
})
