/**
 * Deleting a row of an administration list (ADMIN-2.17, ADMIN-2.18, ADMIN-2.20, ADMIN-2.24
 * "delete", CORE-4.7: deletion asks for confirmation): ask about one item, then delete it or
 * cancel; a failed delete (e.g. a substance a test type still uses: the server's 409 message) is
 * reported and the list stays as it was. `deleteItem` is the area's endpoint, provided by the
 * React side (src/ui/admin/useAdminDelete.tsx), which listens to the emitted `delete.done` /
 * `delete.failed` for its toasts and list refresh.
 *
 * Tags the UI reads: `confirming` (the dialog is open), `deleting` (its confirm button is busy).
 */
import { assign, emit, fromPromise, setup } from 'xstate'
import { describeSaveError } from './admin-form.machine'

export interface AdminDeleteContext {
  /** The item asked about, whatever the area's row type is. */
  item: unknown
}

export type AdminDeleteEvent =
  { type: 'delete.ask'; item: unknown } | { type: 'delete.confirm' } | { type: 'delete.cancel' }

export type AdminDeleteEmitted =
  { type: 'delete.done'; item: unknown } | { type: 'delete.failed'; item: unknown; message: string }

export const adminDeleteMachine = setup({
  types: {
    context: {} as AdminDeleteContext,
    events: {} as AdminDeleteEvent,
    emitted: {} as AdminDeleteEmitted,
  },
  actors: {
    deleteItem: fromPromise<void, { item: unknown }>(async () => {
      throw new Error('deleteItem is provided by the area')
    }),
  },
}).createMachine({
  id: 'adminDelete',
  context: { item: null },
  initial: 'idle',
  states: {
    idle: {
      entry: assign({ item: null }),
      on: {
        'delete.ask': {
          target: 'confirming',
          actions: assign({ item: ({ event }) => event.item }),
        },
      },
    },
    confirming: {
      tags: ['confirming'],
      on: {
        'delete.confirm': 'deleting',
        'delete.cancel': 'idle',
      },
    },
    deleting: {
      tags: ['confirming', 'deleting'],
      invoke: {
        id: 'deleteItem',
        src: 'deleteItem',
        input: ({ context }) => ({ item: context.item }),
        onDone: {
          target: 'idle',
          actions: emit(({ context }) => ({ type: 'delete.done' as const, item: context.item })),
        },
        onError: {
          target: 'idle',
          actions: emit(({ context, event }) => ({
            type: 'delete.failed' as const,
            item: context.item,
            message: describeSaveError(event.error).message,
          })),
        },
      },
    },
  },
})
