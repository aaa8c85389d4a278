/**
 * A row's actions in the test-records list (CORE-4.7):
 * annotate with a record type, delete after a confirmation, or restore a deleted record (a
 * proposed extension of the API, issue 40). A negative record can only be
 * deleted (the guard refuses an annotation; the menu does not offer one, and the API refuses it
 * too). One action at a time: while one is under way the menus wait.
 *
 * What the list does afterwards (a toast, greying or reloading the row) is the screen's, through
 * the provided actions `annotated`, `deleted`, `restored` and `failed`.
 *
 * Tags the UI reads: `confirming` (the delete question is open), `busy`.
 */
import { messageOf } from '@/api/errors'
import { assign, fromPromise, setup } from 'xstate'
import type { RecordType, TestResult } from '@/domain/enums'

export interface RecordTarget {
  id: number
  result: TestResult
}

export interface RecordActionsContext {
  target: RecordTarget | null
}

export type RecordActionsEvent =
  | { type: 'record.annotate'; record: RecordTarget; annotation: RecordType }
  | { type: 'record.delete'; record: RecordTarget }
  | { type: 'record.restore'; record: RecordTarget }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }

export type RecordAction = 'annotate' | 'delete' | 'restore'

export const recordActionsMachine = setup({
  types: {
    context: {} as RecordActionsContext,
    events: {} as RecordActionsEvent,
  },
  actors: {
    annotateRecord: fromPromise<unknown, { id: number; annotation: RecordType }>(async () => {
      throw new Error('annotateRecord is provided by the screen')
    }),
    deleteRecord: fromPromise<unknown, { id: number }>(async () => {
      throw new Error('deleteRecord is provided by the screen')
    }),
    restoreRecord: fromPromise<unknown, { id: number }>(async () => {
      throw new Error('restoreRecord is provided by the screen')
    }),
  },
  actions: {
    annotated: (_, _params: { id: number }) => undefined,
    deleted: (_, _params: { id: number }) => undefined,
    restored: (_, _params: { id: number }) => undefined,
    failed: (_, _params: { action: RecordAction; message: string }) => undefined,
  },
  guards: {
    /** Negative records can only be deleted (CORE-4.7). */
    canAnnotate: (_, params: { result: TestResult }) => params.result !== 'Negative',
  },
}).createMachine({
  id: 'recordActions',
  context: { target: null },
  initial: 'idle',
  states: {
    idle: {
      entry: assign({ target: null }),
      on: {
        'record.annotate': {
          guard: { type: 'canAnnotate', params: ({ event }) => ({ result: event.record.result }) },
          target: 'annotating',
          actions: assign({ target: ({ event }) => event.record }),
        },
        'record.delete': {
          target: 'confirmingDelete',
          actions: assign({ target: ({ event }) => event.record }),
        },
        'record.restore': {
          target: 'restoring',
          actions: assign({ target: ({ event }) => event.record }),
        },
      },
    },
    restoring: {
      tags: ['busy'],
      invoke: {
        id: 'restoreRecord',
        src: 'restoreRecord',
        input: ({ context }) => ({ id: context.target!.id }),
        onDone: {
          target: 'idle',
          actions: { type: 'restored', params: ({ context }) => ({ id: context.target!.id }) },
        },
        onError: {
          target: 'idle',
          actions: {
            type: 'failed',
            params: ({ event }) => ({
              action: 'restore' as const,
              message: messageOf(event.error),
            }),
          },
        },
      },
    },
    annotating: {
      tags: ['busy'],
      invoke: {
        id: 'annotateRecord',
        src: 'annotateRecord',
        input: ({ context, event }) => ({
          id: context.target!.id,
          annotation: (event as Extract<RecordActionsEvent, { type: 'record.annotate' }>)
            .annotation,
        }),
        onDone: {
          target: 'idle',
          actions: { type: 'annotated', params: ({ context }) => ({ id: context.target!.id }) },
        },
        onError: {
          target: 'idle',
          actions: {
            type: 'failed',
            params: ({ event }) => ({
              action: 'annotate' as const,
              message: messageOf(event.error),
            }),
          },
        },
      },
    },
    confirmingDelete: {
      tags: ['confirming'],
      on: {
        'delete.confirm': 'deleting',
        'delete.cancel': 'idle',
      },
    },
    deleting: {
      tags: ['confirming', 'busy'],
      invoke: {
        id: 'deleteRecord',
        src: 'deleteRecord',
        input: ({ context }) => ({ id: context.target!.id }),
        onDone: {
          target: 'idle',
          actions: { type: 'deleted', params: ({ context }) => ({ id: context.target!.id }) },
        },
        onError: {
          target: 'idle',
          actions: {
            type: 'failed',
            params: ({ event }) => ({ action: 'delete' as const, message: messageOf(event.error) }),
          },
        },
      },
    },
  },
})
