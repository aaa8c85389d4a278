/**
 * Saving a test record's comment (CORE-2.13 comment dialog, CORE-7.12 PATCH .../comment, CORE-8.6
 * toasts testRecords.commentSuccess / commentError). The form owns the text; the machine owns the
 * save: one at a time, the server's field error kept for the field, and nothing typed lost on a
 * failure (the form stays as it was).
 *
 * A save says which revision of the record the comment was written on (`revision`, from the
 * input). When someone saved another comment meanwhile the server refuses it (409): the machine
 * loads the record (`reloading`) and goes back to editing with theirs in `theirs` (tag
 * `conflict`); the user's text stays in the form, and a save now replaces theirs knowingly.
 *
 * Tags the UI reads: `saving`, `conflict`, `saved`.
 */
import { isStaleRevisionError, messageOf } from '@/api/errors'
import { assign, fromPromise, setup } from 'xstate'
import type { FieldError, TestRecord } from '@/api/types'

/** The comment someone else saved while this one was being written. */
export interface TheirComment {
  comments: string
  revision: number | null
}

export interface CommentInput {
  /** The record's revision the text was written on (null: the API gives none). */
  revision: number | null
}

export interface CommentContext {
  /** The record of the comment being saved. */
  recordId: number | null
  /** The server's error code for the comment field, if the last save was refused for it. */
  fieldError: string | null
  revision: number | null
  /** Someone else's comment, saved while this one was written; null until a save is refused. */
  theirs: TheirComment | null
}

export type CommentEvent = { type: 'comment.save'; id: number; comments: string }

export interface CommentSave {
  id: number
  comments: string
  revision: number | null
}

const fieldErrorOf = (error: unknown): string | null => {
  const body = (error as { body?: { errors?: FieldError[] } } | null)?.body
  return body?.errors?.find((candidate) => candidate.field === 'comments')?.code ?? null
}

export const commentMachine = setup({
  types: {
    context: {} as CommentContext,
    events: {} as CommentEvent,
    input: {} as CommentInput | undefined,
  },
  actors: {
    saveComment: fromPromise<unknown, CommentSave>(async () => {
      throw new Error('saveComment is provided by the screen')
    }),
    loadRecord: fromPromise<Pick<TestRecord, 'comments' | 'revision'>, { id: number }>(async () => {
      throw new Error('loadRecord is provided by the screen')
    }),
  },
  actions: {
    startSave: assign(({ event }) => ({ fieldError: null, recordId: event.id })),
    /** Toast and close the dialog. */
    saved: (_, _params: { saved: unknown }) => undefined,
    /** Toast the failure with the server's message. */
    failed: (_, _params: { message: string }) => undefined,
  },
  guards: {
    isStale: ({ event }) => isStaleRevisionError((event as { error?: unknown }).error),
  },
}).createMachine({
  id: 'comment',
  context: ({ input }) => ({
    recordId: null,
    fieldError: null,
    revision: input?.revision ?? null,
    theirs: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'comment.save': { target: 'saving', actions: 'startSave' },
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        id: 'saveComment',
        src: 'saveComment',
        input: ({ context, event }) => {
          const { id, comments } = event as CommentEvent
          return { id, comments, revision: context.revision }
        },
        onDone: {
          target: 'saved',
          actions: { type: 'saved', params: ({ event }) => ({ saved: event.output }) },
        },
        onError: [
          { guard: 'isStale', target: 'reloading' },
          {
            target: 'editing',
            actions: [
              assign({ fieldError: ({ event }) => fieldErrorOf(event.error) }),
              { type: 'failed', params: ({ event }) => ({ message: messageOf(event.error) }) },
            ],
          },
        ],
      },
    },
    // Someone saved another comment: theirs is loaded to show beside the user's text.
    reloading: {
      tags: ['saving'],
      invoke: {
        id: 'loadRecord',
        src: 'loadRecord',
        input: ({ context }) => ({ id: context.recordId! }),
        onDone: {
          target: 'conflict',
          actions: assign(({ event }) => ({
            theirs: { comments: event.output.comments, revision: event.output.revision ?? null },
            revision: event.output.revision ?? null,
          })),
        },
        onError: {
          target: 'editing',
          actions: { type: 'failed', params: ({ event }) => ({ message: messageOf(event.error) }) },
        },
      },
    },
    // Editing again, with theirs shown: a save now replaces it.
    conflict: {
      tags: ['conflict'],
      on: {
        'comment.save': { target: 'saving', actions: 'startSave' },
      },
    },
    saved: { tags: ['saved'], type: 'final' },
  },
})
