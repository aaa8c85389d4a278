/**
 * The one way the React side provides a machine's actions and actors: every hook and component
 * that runs a machine with the screen's functions calls `useProvidedActor(machine.provide({ … }))`,
 * or `useProvidedMachine` when it renders the whole snapshot (actor contexts take the same
 * `machine.provide(…)` as their `logic`, which works the same way).
 * `provide` is called on the concrete machine so that TypeScript types each actor's input.
 *
 * What @xstate/react 6 does with them (`useIdleActorRef`): the actor is created once, from the
 * first render's machine, and after every render it is given that render's implementations.
 * So the functions may be closures over props and state, and need no memoising:
 * - an action runs the latest render's function;
 * - an actor invoked from now on (the next load, the next save) runs the latest render's function;
 * - an actor already running keeps the function it started with.
 * `options.input` is read once, when the actor starts: what changes later is sent as events.
 */
import { useActorRef, useMachine } from '@xstate/react'
import type { Actor, ActorOptions, AnyStateMachine } from 'xstate'

export function useProvidedActor<TMachine extends AnyStateMachine>(
  provided: TMachine,
  options?: ActorOptions<TMachine>,
): Actor<TMachine> {
  return useActorRef(provided, options)
}

/** `useProvidedActor` for a component that renders the whole snapshot: [snapshot, send, actor]. */
export function useProvidedMachine<TMachine extends AnyStateMachine>(
  provided: TMachine,
  options?: ActorOptions<TMachine>,
) {
  return useMachine(provided, options)
}
