// Model-based test of the control-records table's open groups (CORE-2.12):
// groups opened and closed, and other groups shown, from a table with nothing open; in every
// state only groups the table shows can be open, each once.
import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import {
  controlGroupsMachine,
  type ControlGroupsContext,
} from '@/machines/test-records/control-groups.machine'
import { runModel } from './harness'

const FIRST_PAGE = [1, 2, 3]
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ControlGroupsContext
let shown = FIRST_PAGE

runModel('control-groups', controlGroupsMachine, {
  strategy: 'shortest',
  events: [
    { type: 'group.toggle', id: 1 },
    { type: 'group.toggle', id: 2 },
    { type: 'groups.shown', ids: [2, 3, 4] },
  ],
  states: {
    ready: (snapshot, event) => {
      if (event.type === 'xstate.init') shown = FIRST_PAGE
      if (event.type === 'groups.shown') shown = event.ids as number[]
      const { expanded } = contextOf(snapshot)
      expect(new Set(expanded).size).toBe(expanded.length)
      for (const id of expanded) expect(shown).toContain(id)
    },
  },
})
