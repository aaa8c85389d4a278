/**
 * A form of a public page, sent without a session (forgot password, reset password: CORE-7.5
 * "Current user and views"): `editing` until the values pass the form's own rules and are
 * submitted, `sending` while the call runs, then `sent` (final) or `refused` with the server's
 * field errors and message, where the values stay as typed and a submit sends again. The page
 * provides the call (`send`); the machine knows no HTTP.
 *
 * Tags the UI reads: `ready` (the form can be submitted), `sending`, `refused`, `sent`.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { FieldError } from '@/api/types'
import { describeSaveError } from './admin-form.machine'

export interface PublicFormContext {
  /** The values of the last submit: the server's field errors are about these. */
  submitted: unknown
  fieldErrors: FieldError[]
  /** The last refusal's first message; null otherwise. */
  errorMessage: string | null
}

export type PublicFormEvent = { type: 'form.submit'; values: unknown }

export const publicFormMachine = setup({
  types: {
    context: {} as PublicFormContext,
    events: {} as PublicFormEvent,
  },
  actors: {
    send: fromPromise<unknown, { values: unknown }>(async () => {
      throw new Error('send is provided by the page')
    }),
  },
  actions: {
    startSending: assign((_, params: { values: unknown }) => ({
      submitted: params.values,
      fieldErrors: [],
      errorMessage: null,
    })),
  },
}).createMachine({
  id: 'publicForm',
  context: { submitted: null, fieldErrors: [], errorMessage: null },
  initial: 'editing',
  states: {
    editing: {
      tags: ['ready'],
      on: {
        'form.submit': {
          target: 'sending',
          actions: { type: 'startSending', params: ({ event }) => ({ values: event.values }) },
        },
      },
    },
    sending: {
      tags: ['sending'],
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => ({ values: context.submitted }),
        onDone: 'sent',
        onError: {
          target: 'refused',
          actions: assign(({ event }) => {
            const { message, fieldErrors } = describeSaveError(event.error)
            return { errorMessage: message, fieldErrors }
          }),
        },
      },
    },
    /** As typed, with the server's errors on their fields: a submit sends again. */
    refused: {
      tags: ['ready', 'refused'],
      on: {
        'form.submit': {
          target: 'sending',
          actions: { type: 'startSending', params: ({ event }) => ({ values: event.values }) },
        },
      },
    },
    sent: { tags: ['sent'], type: 'final' },
  },
})
