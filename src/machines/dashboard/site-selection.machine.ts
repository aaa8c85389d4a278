/**
 * The sites the dashboard's per-site charts show (CORE-2.9, CORE-5.6, CORE-9.6: "at most three
 * sites, never none"). Both charts (tests per site, false positives by time of day) share this one
 * choice; the screen sends the sites each answer of the tests-per-site call lists (with a site
 * admin's own site, CORE-6.1) and renders the choice.
 *
 * - Each answer keeps the choice valid (`sites.loaded`): chosen sites that went away are dropped,
 *   and a choice left empty becomes the first three sites by name.
 * - Up to three sites, or for a site admin, each site has a checkbox (`checkboxes`,
 *   `site.toggle`): the last chosen site cannot be unchecked, nor a fourth one checked.
 * - With more sites, three selectors (`selectors`, `site.choose`): each slot one site or none, a
 *   site chosen in another slot moves to this one, and the only chosen site cannot be cleared.
 *   The UI asks `can()` which controls to disable, so the rule lives here only.
 *
 * Tags the UI reads: `checkboxes`, `selectors` (which control to show; neither: no sites, the
 * choice is hidden).
 */
import { assign, setup } from 'xstate'
import {
  chooseSite,
  MAX_CHART_SITES,
  reconcileSelection,
  siteSelectionMode,
  toggleSite,
  type ChartSite,
} from './site-selection'

export interface SiteSelectionInput {
  /** A site admin always gets checkboxes (their own site only, CORE-6.1). */
  isSiteAdmin: boolean
}

export interface SiteSelectionContext {
  isSiteAdmin: boolean
  /** The sites of the last answer, by name. */
  sites: ChartSite[]
  /** The chosen site ids, in the order chosen (a selector's slot is its index). */
  selected: number[]
}

export type SiteSelectionEvent =
  | { type: 'sites.loaded'; sites: ChartSite[] }
  /** A checkbox: checks the site when it is not chosen, else unchecks it. */
  | { type: 'site.toggle'; siteId: number }
  /** A selector (slot 0–2): a site, or none (null). */
  | { type: 'site.choose'; slot: number; siteId: number | null }

const isKnown = (context: SiteSelectionContext, siteId: number) =>
  context.sites.some((site) => site.siteId === siteId)

export const siteSelectionMachine = setup({
  types: {
    input: {} as SiteSelectionInput,
    context: {} as SiteSelectionContext,
    events: {} as SiteSelectionEvent,
  },
  guards: {
    hasNoSites: (_, params: { sites: readonly ChartSite[] }) => params.sites.length === 0,
    needsSelectors: ({ context }, params: { sites: readonly ChartSite[] }) =>
      siteSelectionMode(params.sites.length, context.isSiteAdmin) === 'selectors',
    canCheck: ({ context }, params: { siteId: number }) =>
      isKnown(context, params.siteId) &&
      !context.selected.includes(params.siteId) &&
      context.selected.length < MAX_CHART_SITES,
    canUncheck: ({ context }, params: { siteId: number }) =>
      context.selected.includes(params.siteId) && context.selected.length > 1,
    canChoose: ({ context }, params: { slot: number; siteId: number | null }) => {
      if (!Number.isInteger(params.slot) || params.slot < 0 || params.slot >= MAX_CHART_SITES) {
        return false
      }
      if (params.siteId !== null) return isKnown(context, params.siteId)
      // Clearing a slot must leave a site chosen in another one.
      return context.selected.some((_, slot) => slot !== params.slot)
    },
  },
  actions: {
    loadSites: assign(({ context }, params: { sites: ChartSite[] }) => {
      const selected = reconcileSelection(context.selected, params.sites)
      // The same array when nothing changed, so the charts drawn from it are not redrawn.
      const same =
        selected.length === context.selected.length &&
        selected.every((id, index) => id === context.selected[index])
      return { sites: params.sites, selected: same ? context.selected : selected }
    }),
    toggle: assign({
      selected: ({ context }, params: { siteId: number }) =>
        toggleSite(context.selected, params.siteId, !context.selected.includes(params.siteId)),
    }),
    choose: assign({
      selected: ({ context }, params: { slot: number; siteId: number | null }) =>
        chooseSite(context.selected, params.slot, params.siteId),
    }),
  },
}).createMachine({
  id: 'siteSelection',
  context: ({ input }) => ({ isSiteAdmin: input.isSiteAdmin, sites: [], selected: [] }),
  initial: 'noSites',
  on: {
    'sites.loaded': [
      {
        guard: { type: 'hasNoSites', params: ({ event }) => ({ sites: event.sites }) },
        target: '.noSites',
        actions: { type: 'loadSites', params: ({ event }) => ({ sites: event.sites }) },
      },
      {
        guard: { type: 'needsSelectors', params: ({ event }) => ({ sites: event.sites }) },
        target: '.selectors',
        actions: { type: 'loadSites', params: ({ event }) => ({ sites: event.sites }) },
      },
      {
        target: '.checkboxes',
        actions: { type: 'loadSites', params: ({ event }) => ({ sites: event.sites }) },
      },
    ],
  },
  states: {
    /** No answer yet, or no site in it: the charts are empty and the choice is hidden. */
    noSites: {},
    checkboxes: {
      tags: ['checkboxes'],
      on: {
        'site.toggle': [
          {
            guard: { type: 'canCheck', params: ({ event }) => ({ siteId: event.siteId }) },
            actions: { type: 'toggle', params: ({ event }) => ({ siteId: event.siteId }) },
          },
          {
            guard: { type: 'canUncheck', params: ({ event }) => ({ siteId: event.siteId }) },
            actions: { type: 'toggle', params: ({ event }) => ({ siteId: event.siteId }) },
          },
        ],
      },
    },
    selectors: {
      tags: ['selectors'],
      on: {
        'site.choose': {
          guard: {
            type: 'canChoose',
            params: ({ event }) => ({ slot: event.slot, siteId: event.siteId }),
          },
          actions: {
            type: 'choose',
            params: ({ event }) => ({ slot: event.slot, siteId: event.siteId }),
          },
        },
      },
    },
  },
})
