/**
 * One item shown by a detail route (CORE-8.3: "a failed detail fetch sets an error flag"): the
 * route sends the id from its URL, the machine loads the item and keeps it. A 404 is told apart
 * from other failures, so the screen can say the item does not exist rather than offer a retry.
 * `fetchItem` is the screen's (provided with `.provide()`).
 *
 * Tags the UI reads: `loading`, `ready`, `failed`, `notFound`.
 */
import { messageOf, statusOf } from '@/api/errors'
import { assign, fromPromise, setup } from 'xstate'

export interface ItemContext<Item = unknown> {
  id: number | null
  item: Item | null
  error: string | null
}

export type ItemEvent =
  | { type: 'item.load'; id: number }
  | { type: 'item.retry' }
  /** The screen changed the item (a saved comment): keep the new version. */
  | { type: 'item.replace'; item: unknown }

export const itemMachine = setup({
  types: {
    context: {} as ItemContext,
    events: {} as ItemEvent,
  },
  actors: {
    fetchItem: fromPromise<unknown, number>(async () => {
      throw new Error('fetchItem is provided by the screen')
    }),
  },
  actions: {
    /** A new id: nothing of the previous one's answer stays. */
    startOver: assign((_, params: { id: number }) => ({ id: params.id, item: null, error: null })),
  },
  guards: {
    /** An id a route could not read (src/domain/ids.ts) exists nowhere: no need to ask. */
    cannotExist: (_, params: { id: number }) =>
      !(Number.isSafeInteger(params.id) && params.id >= 1),
    isNotFound: (_, params: { error: unknown }) => statusOf(params.error) === 404,
  },
}).createMachine({
  id: 'item',
  context: { id: null, item: null, error: null },
  initial: 'idle',
  on: {
    'item.load': [
      {
        guard: { type: 'cannotExist', params: ({ event }) => ({ id: event.id }) },
        target: '.notFound',
        actions: { type: 'startOver', params: ({ event }) => ({ id: event.id }) },
      },
      {
        target: '.loading',
        reenter: true,
        actions: { type: 'startOver', params: ({ event }) => ({ id: event.id }) },
      },
    ],
  },
  states: {
    idle: {},
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchItem',
        src: 'fetchItem',
        input: ({ context }: { context: ItemContext }) => context.id as number,
        onDone: {
          target: 'ready',
          actions: assign({ item: ({ event }) => event.output, error: null }),
        },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
            actions: assign({ error: ({ event }) => messageOf(event.error) }),
          },
          {
            target: 'failed',
            actions: assign({ error: ({ event }) => messageOf(event.error) }),
          },
        ],
      },
    },
    ready: {
      tags: ['ready'],
      on: { 'item.replace': { actions: assign({ item: ({ event }) => event.item }) } },
    },
    failed: {
      tags: ['failed'],
      on: { 'item.retry': 'loading' },
    },
    notFound: { tags: ['notFound'] },
  },
})
