import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  chartSites,
  chooseSite,
  MAX_CHART_SITES,
  reconcileSelection,
  selectorSlots,
  siteSelectionMode,
  toggleSite,
} from './site-selection'

const site = (siteId: number, siteName = `Site ${siteId}`) => ({ siteId, siteName })
const series = (siteId: number, siteName: string) => ({ siteId, siteName, testCount: [] })

describe('per-site chart selection', () => {
  it('uses checkboxes up to three sites or for a site admin, selectors above', () => {
    expect(siteSelectionMode(3, false)).toBe('checkboxes')
    expect(siteSelectionMode(4, false)).toBe('selectors')
    expect(siteSelectionMode(4, true)).toBe('checkboxes')
  })

  it('lists the sites with data by name and adds a site admin’s own site', () => {
    expect(chartSites([series(2, 'Beta'), series(1, 'Alpha')], null)).toEqual([
      site(1, 'Alpha'),
      site(2, 'Beta'),
    ])
    expect(chartSites([series(2, 'Beta')], site(7, 'Aardvark'))).toEqual([
      site(7, 'Aardvark'),
      site(2, 'Beta'),
    ])
    expect(chartSites([series(7, 'Own')], site(7, 'Own'))).toHaveLength(1)
  })

  it('keeps chosen sites that still exist, else starts from the first three', () => {
    const sites = [1, 2, 3, 4, 5].map((id) => site(id))
    expect(reconcileSelection([], sites)).toEqual([1, 2, 3])
    expect(reconcileSelection([5, 9], sites)).toEqual([5])
    expect(reconcileSelection([9], sites)).toEqual([1, 2, 3])
    expect(reconcileSelection([], [])).toEqual([])
  })

  it('checkboxes never leave none chosen nor more than three', () => {
    expect(toggleSite([1], 1, false)).toEqual([1])
    expect(toggleSite([1, 2], 1, false)).toEqual([2])
    expect(toggleSite([1, 2, 3], 4, true)).toEqual([1, 2, 3])
    expect(toggleSite([1], 4, true)).toEqual([1, 4])
    expect(toggleSite([1], 1, true)).toEqual([1])
  })

  it('selectors move a site chosen elsewhere and refuse to clear the only one', () => {
    expect(chooseSite([1, 2, 3], 2, 5)).toEqual([1, 2, 5])
    expect(chooseSite([1, 2, 3], 0, 3)).toEqual([3, 2])
    expect(chooseSite([1, 2], 1, null)).toEqual([1])
    expect(chooseSite([1], 0, null)).toEqual([1])
    expect(selectorSlots([4])).toEqual([4, null, null])
  })

  it('any sequence of choices keeps one to three distinct sites', () => {
    const action = fc.oneof(
      fc.record({
        kind: fc.constant('toggle' as const),
        siteId: fc.integer({ min: 1, max: 6 }),
        on: fc.boolean(),
      }),
      fc.record({
        kind: fc.constant('choose' as const),
        slot: fc.integer({ min: 0, max: 2 }),
        siteId: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
      }),
    )
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        let selected = [1]
        for (const step of actions) {
          selected =
            step.kind === 'toggle'
              ? toggleSite(selected, step.siteId, step.on)
              : chooseSite(selected, step.slot, step.siteId)
          expect(selected.length).toBeGreaterThanOrEqual(1)
          expect(selected.length).toBeLessThanOrEqual(MAX_CHART_SITES)
          expect(new Set(selected).size).toBe(selected.length)
        }
      }),
    )
  })
})
