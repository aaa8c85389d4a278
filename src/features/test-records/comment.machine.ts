/**
 * Saving a test record's comment (core.md §2 comment dialog, §7 PATCH .../comment, §8 toasts
 * testRecords.commentSuccess / commentError). The form owns the text; the machine owns the save:
 * one at a time, the server's field error kept for the field, and nothing typed lost on a
 * failure (the form stays as it was).
 *
 * Tags the UI reads: `saving`, `saved`.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { FieldError } from '@/api/types'

export interface CommentContext {
  /** The server's error code for the comment field, if the last save was refused for it. */
  fieldError: string | null
}

export type CommentEvent = { type: 'comment.save'; id: number; comments: string }

const fieldErrorOf = (error: unknown): string | null => {
  const body = (error as { body?: { errors?: FieldError[] } } | null)?.body
  return body?.errors?.find((candidate) => candidate.field === 'comments')?.code ?? null
}

export const commentMachine = setup({
  types: { context: {} as CommentContext, events: {} as CommentEvent },
  actors: {
    saveComment: fromPromise<unknown, { id: number; comments: string }>(async () => {
      throw new Error('saveComment is provided by the screen')
    }),
  },
  actions: {
    /** Toast and close the dialog. */
    saved: (_, _params: { saved: unknown }) => undefined,
    /** Toast the failure with the server's message. */
    failed: (_, _params: { message: string }) => undefined,
  },
}).createMachine({
  id: 'comment',
  context: { fieldError: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'comment.save': { target: 'saving', actions: assign({ fieldError: null }) },
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        id: 'saveComment',
        src: 'saveComment',
        input: ({ event }) => {
          const { id, comments } = event as CommentEvent
          return { id, comments }
        },
        onDone: {
          target: 'saved',
          actions: { type: 'saved', params: ({ event }) => ({ saved: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: [
            assign({ fieldError: ({ event }) => fieldErrorOf(event.error) }),
            {
              type: 'failed',
              params: ({ event }) => ({
                message: event.error instanceof Error ? event.error.message : String(event.error),
              }),
            },
          ],
        },
      },
    },
    saved: { tags: ['saved'], type: 'final' },
  },
})
