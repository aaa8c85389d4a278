/**
 * The side navigation's collapse (CORE-2.2: "It collapses automatically at mobile and tablet
 * widths"): on a desktop viewport (from the theme's `xl` breakpoint, 1200 px) it starts expanded,
 * below it collapsed. The user may toggle it either way, and that choice holds only while the
 * viewport stays on the side of the breakpoint it was made on: crossing it applies the automatic
 * state again and forgets the choice.
 *
 * - The React side reports the viewport (`viewport.changed`, from a media query) and the user's
 *   toggle (`nav.toggle`); `nav.close` closes a navigation that floats over the page (expanded
 *   on a narrow viewport: Escape, or following one of its links) and does nothing otherwise.
 * - The state says which is which: `wide.expanded` and `narrow.collapsed` are automatic,
 *   `wide.collapsed` and `narrow.expanded` the user's choice.
 *
 * Tags the UI reads: `collapsed` or `expanded`, `narrow`, `overlay` (expanded over the page).
 */
import { setup } from 'xstate'

export interface SideNavInput {
  /** The viewport is below the desktop width when the navigation first renders. */
  narrow: boolean
}

export type SideNavEvent =
  { type: 'viewport.changed'; narrow: boolean } | { type: 'nav.toggle' } | { type: 'nav.close' }

/**
 * The actor's first event, `xstate.init`, carries its input: reading it there keeps the starting
 * viewport out of the context (the state says where the viewport is from then on).
 */
function inputOf(event: { type: string }): SideNavInput | undefined {
  return event.type === 'xstate.init' ? (event as { input?: SideNavInput }).input : undefined
}

export const sideNavMachine = setup({
  types: {
    events: {} as SideNavEvent,
    input: {} as SideNavInput,
  },
  guards: {
    startsNarrow: ({ event }) => inputOf(event)?.narrow === true,
    isNarrow: ({ event }) => event.type === 'viewport.changed' && event.narrow,
    isWide: ({ event }) => event.type === 'viewport.changed' && !event.narrow,
  },
}).createMachine({
  id: 'sideNav',
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'startsNarrow', target: 'narrow' }, { target: 'wide' }],
    },
    /** A desktop viewport: expanded by itself. */
    wide: {
      initial: 'expanded',
      on: { 'viewport.changed': { guard: 'isNarrow', target: 'narrow' } },
      states: {
        expanded: {
          tags: ['expanded'],
          on: { 'nav.toggle': 'collapsed' },
        },
        /** The user's choice. */
        collapsed: {
          tags: ['collapsed'],
          on: { 'nav.toggle': 'expanded' },
        },
      },
    },
    /** Below the desktop width: collapsed by itself. */
    narrow: {
      tags: ['narrow'],
      initial: 'collapsed',
      on: { 'viewport.changed': { guard: 'isWide', target: 'wide' } },
      states: {
        collapsed: {
          tags: ['collapsed'],
          on: { 'nav.toggle': 'expanded' },
        },
        /** The user's choice: the navigation floats over the page instead of squeezing it. */
        expanded: {
          tags: ['expanded', 'overlay'],
          on: { 'nav.toggle': 'collapsed', 'nav.close': 'collapsed' },
        },
      },
    },
  },
})
