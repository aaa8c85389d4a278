/**
 * What this tab changed on the server, told to whoever shows it. Every endpoint that writes
 * publishes one change once the server has said yes; a list of that resource reloads, and the
 * place filter follows a created or removed customer or site. Screens then no longer hand
 * `refresh` and `onSaved` callbacks down through forms and pages to reach the lists they affect:
 * a save anywhere reaches every list of its resource, wherever it is mounted.
 *
 * The bus is synchronous and per tab (another tab's changes come from the server as conflicts or
 * on its next load, as before). The signed-in user's own writes (password, guided tour) publish
 * nothing: no list shows them.
 */

/**
 * What the portal lists and changes, one name per kind of row the API has: roles and app users
 * are both users, test and control records both records.
 */
export type Resource =
  | 'customers'
  | 'sites'
  | 'users'
  | 'subscriptions'
  | 'terms'
  | 'feedback'
  | 'testTypes'
  | 'substances'
  | 'firmware'
  | 'records'
  | 'savedViews'

/** `moved`: a site transferred to another customer. */
export type ChangeKind = 'created' | 'updated' | 'deleted' | 'moved'

export interface Change {
  resource: Resource
  /** The changed row's id; null when the server answers without one. */
  id: number | null
  kind: ChangeKind
  /** The customer the row belongs to after the change, when it has one (sites, users). */
  customerId?: number | null
}

type Listener = (change: Change) => void

const listeners = new Set<{ resources: readonly Resource[] | null; listener: Listener }>()

/** Tells every listener of the change's resource; a listener that throws does not stop the rest. */
export function publishChange(change: Change): void {
  for (const { resources, listener } of [...listeners]) {
    if (resources && !resources.includes(change.resource)) continue
    try {
      listener(change)
    } catch (error) {
      console.error('A listener of data changes failed', change, error)
    }
  }
}

/** Calls `listener` for each change of `resources` (every resource when null); returns the stop. */
export function onChange(resources: readonly Resource[] | null, listener: Listener): () => void {
  const entry = { resources, listener }
  listeners.add(entry)
  return () => listeners.delete(entry)
}

/** Whether a save (POST without an id, PATCH with one) created or updated its row. */
export function savedKind(command: { id?: number | null }): ChangeKind {
  return command.id === undefined || command.id === null ? 'created' : 'updated'
}

/**
 * The write `run`, publishing its change once it succeeded: `change` reads the answer (a saved
 * row's id) when the call's arguments do not say it.
 */
export async function publishing<T>(run: Promise<T>, change: (answer: T) => Change): Promise<T> {
  const answer = await run
  publishChange(change(answer))
  return answer
}
