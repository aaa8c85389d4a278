/**
 * Which groups of the control-records table are open (CORE-2.12: a grouped
 * table whose rows expand into their records). A group's disclosure button opens and closes it;
 * when another page, order or filter shows other groups, only the open groups still shown stay
 * open, so coming back to a page never finds rows open that the user did not open there.
 */
import { assign, setup } from 'xstate'

export interface ControlGroupsContext {
  /** The open groups' ids, in the order they were opened. */
  expanded: number[]
}

export type ControlGroupsEvent =
  | { type: 'group.toggle'; id: number }
  /** The table now shows these groups. */
  | { type: 'groups.shown'; ids: number[] }

export const controlGroupsMachine = setup({
  types: {
    context: {} as ControlGroupsContext,
    events: {} as ControlGroupsEvent,
  },
  actions: {
    toggle: assign({
      expanded: ({ context }, params: { id: number }) =>
        context.expanded.includes(params.id)
          ? context.expanded.filter((id) => id !== params.id)
          : [...context.expanded, params.id],
    }),
    // The same array when every open group is still shown: the table's columns depend on it,
    // and a new one would draw every row again after each page.
    keepShown: assign({
      expanded: ({ context }, params: { ids: number[] }) =>
        context.expanded.every((id) => params.ids.includes(id))
          ? context.expanded
          : context.expanded.filter((id) => params.ids.includes(id)),
    }),
  },
}).createMachine({
  id: 'controlGroups',
  context: { expanded: [] },
  initial: 'ready',
  states: {
    ready: {
      on: {
        'group.toggle': { actions: { type: 'toggle', params: ({ event }) => ({ id: event.id }) } },
        'groups.shown': {
          actions: { type: 'keepShown', params: ({ event }) => ({ ids: event.ids }) },
        },
      },
    },
  },
})
