/**
 * A public page's form (forgot, reset): the public-form machine with the page's call, and what
 * the page renders of it.
 */
import { useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { publicFormMachine } from '@/machines/public-form.machine'
import { useProvidedActor } from '@/ui/machines/use-provided-actor'

export function usePublicForm<TValues>(send: (values: TValues) => Promise<unknown>) {
  const actor = useProvidedActor(
    publicFormMachine.provide({
      actors: { send: fromPromise(({ input }) => send(input.values as TValues)) },
    }),
  )
  const sending = useSelector(actor, (snapshot) => snapshot.hasTag('sending'))
  const sent = useSelector(actor, (snapshot) => snapshot.hasTag('sent'))
  const refused = useSelector(actor, (snapshot) => snapshot.hasTag('refused'))
  const { fieldErrors, submitted, errorMessage } = useSelector(
    actor,
    (snapshot) => snapshot.context,
  )
  return {
    submit: (values: TValues) => actor.send({ type: 'form.submit', values }),
    sending,
    sent,
    fieldErrors,
    submitted,
    /** The refusal's message when no field carries it (a field's shows on the field). */
    problem: refused && fieldErrors.length === 0 ? errorMessage : null,
  }
}
