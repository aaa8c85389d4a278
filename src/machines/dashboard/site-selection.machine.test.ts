import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { siteSelectionMachine } from './site-selection.machine'

const site = (siteId: number) => ({ siteId, siteName: `Site ${siteId}` })
const sitesOf = (...ids: number[]) => ids.map(site)

function start(isSiteAdmin = false) {
  return createActor(siteSelectionMachine, { input: { isSiteAdmin } }).start()
}

describe('site selection machine', () => {
  it('shows no choice before sites come, then chooses the first three', () => {
    const actor = start()
    expect(actor.getSnapshot().value).toBe('noSites')
    actor.send({ type: 'sites.loaded', sites: sitesOf(1, 2, 3, 4, 5) })
    expect(actor.getSnapshot().hasTag('selectors')).toBe(true)
    expect(actor.getSnapshot().context.selected).toEqual([1, 2, 3])
  })

  it('uses checkboxes up to three sites and for a site admin', () => {
    const actor = start()
    actor.send({ type: 'sites.loaded', sites: sitesOf(1, 2) })
    expect(actor.getSnapshot().hasTag('checkboxes')).toBe(true)
    const admin = start(true)
    admin.send({ type: 'sites.loaded', sites: sitesOf(1, 2, 3, 4) })
    expect(admin.getSnapshot().hasTag('checkboxes')).toBe(true)
    expect(admin.getSnapshot().context.selected).toEqual([1, 2, 3])
  })

  it('checkboxes never leave none chosen nor more than three', () => {
    const actor = start(true)
    actor.send({ type: 'sites.loaded', sites: sitesOf(1, 2, 3, 4) })
    expect(actor.getSnapshot().can({ type: 'site.toggle', siteId: 4 })).toBe(false)
    actor.send({ type: 'site.toggle', siteId: 4 })
    expect(actor.getSnapshot().context.selected).toEqual([1, 2, 3])
    actor.send({ type: 'site.toggle', siteId: 2 })
    actor.send({ type: 'site.toggle', siteId: 3 })
    expect(actor.getSnapshot().context.selected).toEqual([1])
    expect(actor.getSnapshot().can({ type: 'site.toggle', siteId: 1 })).toBe(false)
    actor.send({ type: 'site.toggle', siteId: 1 })
    expect(actor.getSnapshot().context.selected).toEqual([1])
    actor.send({ type: 'site.toggle', siteId: 4 })
    expect(actor.getSnapshot().context.selected).toEqual([1, 4])
    // A site the answer did not list cannot be checked.
    expect(actor.getSnapshot().can({ type: 'site.toggle', siteId: 9 })).toBe(false)
  })

  it('selectors move a site chosen elsewhere and refuse to clear the only one', () => {
    const actor = start()
    actor.send({ type: 'sites.loaded', sites: sitesOf(1, 2, 3, 4, 5) })
    actor.send({ type: 'site.choose', slot: 2, siteId: 5 })
    expect(actor.getSnapshot().context.selected).toEqual([1, 2, 5])
    actor.send({ type: 'site.choose', slot: 0, siteId: 5 })
    expect(actor.getSnapshot().context.selected).toEqual([5, 2])
    actor.send({ type: 'site.choose', slot: 1, siteId: null })
    expect(actor.getSnapshot().context.selected).toEqual([5])
    expect(actor.getSnapshot().can({ type: 'site.choose', slot: 0, siteId: null })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'site.choose', slot: 1, siteId: null })).toBe(true)
    expect(actor.getSnapshot().can({ type: 'site.choose', slot: 3, siteId: 1 })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'site.choose', slot: 1, siteId: 9 })).toBe(false)
    // Checkboxes' events mean nothing to selectors, and the other way round.
    expect(actor.getSnapshot().can({ type: 'site.toggle', siteId: 1 })).toBe(false)
  })

  it('keeps the chosen sites that are still there and starts again when none is', () => {
    const actor = start()
    actor.send({ type: 'sites.loaded', sites: sitesOf(1, 2, 3, 4, 5) })
    actor.send({ type: 'site.choose', slot: 0, siteId: 5 })
    actor.send({ type: 'site.choose', slot: 1, siteId: null })
    expect(actor.getSnapshot().context.selected).toEqual([5, 3])
    actor.send({ type: 'sites.loaded', sites: sitesOf(3, 4) })
    expect(actor.getSnapshot().context.selected).toEqual([3])
    expect(actor.getSnapshot().hasTag('checkboxes')).toBe(true)
    actor.send({ type: 'sites.loaded', sites: sitesOf(6, 7) })
    expect(actor.getSnapshot().context.selected).toEqual([6, 7])
    actor.send({ type: 'sites.loaded', sites: [] })
    expect(actor.getSnapshot().value).toBe('noSites')
    expect(actor.getSnapshot().context.selected).toEqual([])
  })

  it('keeps the same choice array when an answer changes nothing, so charts are not redrawn', () => {
    const actor = start()
    actor.send({ type: 'sites.loaded', sites: sitesOf(1, 2) })
    const before = actor.getSnapshot().context.selected
    actor.send({ type: 'sites.loaded', sites: sitesOf(1, 2, 3) })
    expect(actor.getSnapshot().context.selected).toBe(before)
  })
})
