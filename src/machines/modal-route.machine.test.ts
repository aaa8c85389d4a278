import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { modalRouteMachine } from './modal-route.machine'

function start() {
  const goToList = vi.fn()
  const proceedNavigation = vi.fn()
  const cancelNavigation = vi.fn()
  const actor = createActor(
    modalRouteMachine.provide({ actions: { goToList, proceedNavigation, cancelNavigation } }),
  ).start()
  return { actor, goToList, proceedNavigation, cancelNavigation }
}

describe('modal route', () => {
  it('opens again, with a new form, when Back lands on its address while it is closed', () => {
    const { actor } = start()
    actor.send({ type: 'form.dirty', dirty: true })
    // An open modal ignores it: its route is shown already.
    actor.send({ type: 'route.shown' })
    expect(actor.getSnapshot().matches({ open: 'dirty' })).toBe(true)
    actor.send({ type: 'modal.close' })
    actor.send({ type: 'close.confirm' })
    expect(actor.getSnapshot().hasTag('closed')).toBe(true)
    actor.send({ type: 'route.shown' })
    expect(actor.getSnapshot().matches({ open: 'pristine' })).toBe(true)
    expect(actor.getSnapshot().context.opened).toBe(2)
  })

  it('opens, and a pristine form closes straight back to the list', () => {
    const { actor, goToList } = start()
    expect(actor.getSnapshot().hasTag('open')).toBe(true)
    actor.send({ type: 'modal.close' })
    expect(actor.getSnapshot().hasTag('closed')).toBe(true)
    expect(goToList).toHaveBeenCalledOnce()
  })

  it('lets browser back through when nothing was touched', () => {
    const { actor, goToList, proceedNavigation } = start()
    actor.send({ type: 'modal.close', via: 'navigation' })
    expect(proceedNavigation).toHaveBeenCalledOnce()
    expect(goToList).not.toHaveBeenCalled()
  })

  it('warns before closing a touched form, and stays when the user cancels', () => {
    const { actor, goToList } = start()
    actor.send({ type: 'form.dirty', dirty: true })
    actor.send({ type: 'modal.close' })
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true)
    actor.send({ type: 'close.cancel' })
    expect(actor.getSnapshot().hasTag('dirty')).toBe(true)
    expect(actor.getSnapshot().hasTag('confirming')).toBe(false)
    actor.send({ type: 'modal.close' })
    actor.send({ type: 'close.confirm' })
    expect(goToList).toHaveBeenCalledOnce()
    expect(actor.getSnapshot().hasTag('closed')).toBe(true)
  })

  it('holds back browser back on a touched form until the user answers', () => {
    const { actor, proceedNavigation, cancelNavigation } = start()
    actor.send({ type: 'form.dirty', dirty: true })
    actor.send({ type: 'modal.close', via: 'navigation' })
    actor.send({ type: 'close.cancel' })
    expect(cancelNavigation).toHaveBeenCalledOnce()
    actor.send({ type: 'modal.close', via: 'navigation' })
    actor.send({ type: 'close.confirm' })
    expect(proceedNavigation).toHaveBeenCalledOnce()
  })

  it('forgets the warning when the form is back to its saved values, and closes on save', () => {
    const { actor, goToList } = start()
    actor.send({ type: 'form.dirty', dirty: true })
    actor.send({ type: 'form.dirty', dirty: false })
    expect(actor.getSnapshot().hasTag('dirty')).toBe(false)
    actor.send({ type: 'form.dirty', dirty: true })
    actor.send({ type: 'form.saved' })
    expect(goToList).toHaveBeenCalledOnce()
    expect(actor.getSnapshot().hasTag('closed')).toBe(true)
  })
})
