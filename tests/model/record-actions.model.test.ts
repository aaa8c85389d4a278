// Model-based test of a test record's row actions (CORE-4.7, and the restore of issue 40): every
// state and transition.
// Annotating a negative record is offered and must take no transition; deleting asks first; each
// outcome calls the screen's action with the record it was about.
import { expect } from 'vitest'
import {
  recordActionsMachine,
  type RecordActionsContext,
} from '@/machines/test-records/record-actions.machine'
import { runModel } from './harness'

const calls: string[] = []
const machine = recordActionsMachine.provide({
  actions: {
    annotated: (_, params) => void calls.push(`annotated ${params.id}`),
    deleted: (_, params) => void calls.push(`deleted ${params.id}`),
    restored: (_, params) => void calls.push(`restored ${params.id}`),
    failed: (_, params) => void calls.push(`failed ${params.action}`),
  },
})

const POSITIVE = { id: 4, result: 'Positive' as const }
const NEGATIVE = { id: 5, result: 'Negative' as const }
const DELETED = { id: 6, result: 'Positive' as const }
const targetOf = (snapshot: { context: unknown }) =>
  (snapshot.context as RecordActionsContext).target

runModel('record-actions', machine, {
  strategy: 'shortest',
  events: [
    { type: 'record.annotate', record: POSITIVE, annotation: 'Rejected' },
    { type: 'record.annotate', record: NEGATIVE, annotation: 'Rejected' },
    { type: 'record.delete', record: NEGATIVE },
    { type: 'delete.confirm' },
    { type: 'delete.cancel' },
    { type: 'xstate.done.actor.annotateRecord', output: {} },
    { type: 'xstate.error.actor.annotateRecord', error: new Error('Conflict') },
    { type: 'xstate.done.actor.deleteRecord', output: undefined },
    { type: 'xstate.error.actor.deleteRecord', error: new Error('Forbidden') },
    { type: 'record.restore', record: DELETED },
    { type: 'xstate.done.actor.restoreRecord', output: {} },
    { type: 'xstate.error.actor.restoreRecord', error: new Error('Conflict') },
  ],
  states: {
    idle: (snapshot, event) => {
      expect(targetOf(snapshot)).toBeNull()
      const expected: Record<string, string> = {
        'xstate.done.actor.annotateRecord': 'annotated 4',
        'xstate.error.actor.annotateRecord': 'failed annotate',
        'xstate.done.actor.deleteRecord': 'deleted 5',
        'xstate.error.actor.deleteRecord': 'failed delete',
        'xstate.done.actor.restoreRecord': 'restored 6',
        'xstate.error.actor.restoreRecord': 'failed restore',
      }
      if (expected[event.type]) expect(calls.at(-1)).toBe(expected[event.type])
    },
    annotating: (snapshot) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      // Only a non-negative record gets here.
      expect(targetOf(snapshot)).toEqual(POSITIVE)
    },
    confirmingDelete: (snapshot) => {
      expect(snapshot.hasTag('confirming') && !snapshot.hasTag('busy')).toBe(true)
      expect(targetOf(snapshot)).toEqual(NEGATIVE)
    },
    restoring: (snapshot) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(targetOf(snapshot)).toEqual(DELETED)
    },
    deleting: (snapshot) => {
      expect(snapshot.hasTag('confirming') && snapshot.hasTag('busy')).toBe(true)
      expect(targetOf(snapshot)).toEqual(NEGATIVE)
    },
  },
})
