/**
 * The choices of the cascading filters (CORE-4.5, CORE-7.13, CORE-7.17 to CORE-7.19): customers,
 * the chosen customer's sites, and the users and routes of the chosen customer or site. The filters
 * machine owns one of these (filters.machine.ts spawns it as `options`) and tells it each new
 * place (`scope.changed`), so one place loads, caches and cancels the pickers' lists for the
 * dashboard, the records pages and the areas to come.
 *
 * One parallel region per list, each with the same states:
 * - `hidden`: the screen does not show the picker (the user lacks the permission, or the screen
 *   has no such picker). A list the user may not read is never asked for: a 403 would end the
 *   session (CORE-8.1).
 * - `waiting`: the list needs a customer and none is chosen (the dashboard's sites and routes).
 *   Customers depend on no place: they have no `waiting`, and load once.
 * - `loading` → `ready` | `failed`: the list of the current place. A change of place while
 *   loading leaves the state, which stops the call's actor: its late answer is dropped, never
 *   shown for the new place. A place seen before answers from the cache at once.
 * - `failed` tries again on the next change of any filter (there is no retry button next to a
 *   picker; an empty picker is what the user sees).
 * - `options.reload` (customers, sites): an administration screen changed the list, so its
 *   cached places are forgotten and the shown one loads again.
 *
 * Which lists a screen shows and when (`needs`) and how each is loaded (the `load*` actors) are
 * the screen's: the dashboard and the records pages call different endpoints for sites.
 */
import { messageOf } from '@/api/errors'
import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate'

/** A picker's choice (the filter fields' `Option`). */
export interface Option<Value extends string | number> {
  value: Value
  label: string
}

export const OPTION_LISTS = ['customers', 'sites', 'users', 'routes'] as const
export type OptionList = (typeof OPTION_LISTS)[number]

/** When a screen shows a list: always, or only once a customer is chosen. */
export type OptionNeed = 'always' | 'withCustomer'
export type OptionNeeds = Partial<Record<OptionList, OptionNeed>>

/** The place the lists depend on. */
export interface OptionScope {
  customerId: number | null
  siteId: number | null
}

export type OptionValue<List extends OptionList> = List extends 'routes' ? string : number

export interface OptionListState<Value extends string | number> {
  /** What the place asks for; `null` while hidden or waiting. */
  key: string | null
  options: Option<Value>[]
  error: string | null
}

export interface FilterOptionsInput {
  needs?: OptionNeeds
  scope?: OptionScope
}

export interface FilterOptionsContext {
  needs: OptionNeeds
  scope: OptionScope
  lists: { [List in OptionList]: OptionListState<OptionValue<List>> }
  /** Lists already loaded, by `list|key`: at most CACHE_SIZE, the oldest dropped first. */
  cache: Record<string, Option<string | number>[]>
}

export type FilterOptionsEvent =
  | ({ type: 'scope.changed' } & OptionScope)
  /**
   * The list changed on the server (an account saved, deleted or transferred): what was cached
   * of it is forgotten and the list of the current place loads again.
   */
  | { type: 'options.reload'; list: 'customers' | 'sites' }

/** Enough for going back and forth between a handful of customers; bounded all the same. */
export const CACHE_SIZE = 40

const NO_SCOPE: OptionScope = { customerId: null, siteId: null }

/**
 * What a list of a place asks for, as a cache key: customers depend on nothing, sites on the
 * customer, users and routes on the customer and the site.
 */
export function optionKey(list: OptionList, scope: OptionScope): string {
  if (list === 'customers') return 'all'
  if (list === 'sites') return `c${scope.customerId ?? '-'}`
  return `c${scope.customerId ?? '-'}s${scope.siteId ?? '-'}`
}

/** The query a list's loader gets: the place's ids that are chosen. */
export function scopeQuery(list: OptionList, scope: OptionScope) {
  return {
    ...(list !== 'customers' && scope.customerId !== null ? { customerId: scope.customerId } : {}),
    ...((list === 'users' || list === 'routes') && scope.siteId !== null
      ? { siteId: scope.siteId }
      : {}),
  }
}

export type OptionQuery = ReturnType<typeof scopeQuery>

/** The options a screen renders: `null` for a picker it does not show. */
export type FilterOptions = { [List in OptionList]: Option<OptionValue<List>>[] | null }

export function shownOptions(context: FilterOptionsContext): FilterOptions {
  const shown = <List extends OptionList>(list: List) =>
    context.needs[list] ? context.lists[list].options : null
  return {
    customers: shown('customers'),
    sites: shown('sites'),
    users: shown('users'),
    routes: shown('routes'),
  }
}

function remember(
  cache: FilterOptionsContext['cache'],
  entry: string,
  options: Option<string | number>[],
): FilterOptionsContext['cache'] {
  const { [entry]: _replaced, ...rest } = cache
  const kept = Object.entries(rest).slice(-(CACHE_SIZE - 1))
  return { ...Object.fromEntries(kept), [entry]: options }
}

const emptyList = () => ({ key: null, options: [], error: null })

/** A list's loader actor, for a screen to provide: the place's query in, the choices out. */
export const optionLoader = (load: (query: OptionQuery) => Promise<Option<string | number>[]>) =>
  fromPromise<Option<string | number>[], OptionQuery>(({ input }) => load(input))

const loaderPlaceholder = (list: OptionList) =>
  optionLoader(async () => {
    throw new Error(`The ${list} loader is provided by the screen`)
  })

/** Event errors are unknown; a picker only needs the message. */

/**
 * A failed list (shown empty) tries again at any change of a filter, the same place included:
 * there is no retry button next to a picker.
 */
const FAILED = {
  tags: ['failed'],
  on: { 'scope.changed': { target: 'deciding', actions: 'takeScope' } },
} as const

export const filterOptionsMachine = setup({
  types: {
    input: {} as FilterOptionsInput,
    context: {} as FilterOptionsContext,
    events: {} as FilterOptionsEvent,
  },
  actors: {
    loadCustomers: loaderPlaceholder('customers'),
    loadSites: loaderPlaceholder('sites'),
    loadUsers: loaderPlaceholder('users'),
    loadRoutes: loaderPlaceholder('routes'),
  },
  guards: {
    isHidden: ({ context }, params: { list: OptionList }) => !context.needs[params.list],
    needsCustomer: ({ context }, params: { list: OptionList }) =>
      context.needs[params.list] === 'withCustomer' && context.scope.customerId === null,
    isCached: ({ context }, params: { list: OptionList }) =>
      `${params.list}|${optionKey(params.list, context.scope)}` in context.cache,
    /** `waiting` has no key: any place is a change there. */
    placeChanged: ({ context, event }, params: { list: OptionList }) =>
      event.type === 'scope.changed' &&
      (optionKey(params.list, event) !== optionKey(params.list, context.scope) ||
        context.lists[params.list].key === null),
    isReloadOf: ({ event }, params: { list: OptionList }) =>
      event.type === 'options.reload' && event.list === params.list,
  },
  actions: {
    takeScope: assign({
      scope: ({ context, event }) =>
        event.type === 'scope.changed'
          ? { customerId: event.customerId, siteId: event.siteId }
          : context.scope,
    }),
    forgetList: assign({
      cache: ({ context }, params: { list: OptionList }) =>
        Object.fromEntries(
          Object.entries(context.cache).filter(([entry]) => !entry.startsWith(`${params.list}|`)),
        ),
    }),
    clearList: assign({
      lists: ({ context }, params: { list: OptionList }) => ({
        ...context.lists,
        [params.list]: emptyList(),
      }),
    }),
    showCached: assign({
      lists: ({ context }, params: { list: OptionList }) => {
        const key = optionKey(params.list, context.scope)
        return {
          ...context.lists,
          [params.list]: { key, options: context.cache[`${params.list}|${key}`]!, error: null },
        }
      },
    }),
    /** The old place's options stay visible until the new ones arrive, with the new key. */
    markLoading: assign({
      lists: ({ context }, params: { list: OptionList }) => ({
        ...context.lists,
        [params.list]: {
          ...context.lists[params.list],
          key: optionKey(params.list, context.scope),
          error: null,
        },
      }),
    }),
    showLoaded: assign(
      ({ context }, params: { list: OptionList; options: Option<string | number>[] }) => {
        const key = optionKey(params.list, context.scope)
        return {
          lists: { ...context.lists, [params.list]: { key, options: params.options, error: null } },
          cache: remember(context.cache, `${params.list}|${key}`, params.options),
        }
      },
    ),
    showFailure: assign({
      lists: ({ context }, params: { list: OptionList; error: unknown }) => ({
        ...context.lists,
        [params.list]: {
          ...context.lists[params.list],
          options: [],
          error: messageOf(params.error),
        },
      }),
    }),
  },
}).createMachine({
  id: 'filterOptions',
  context: ({ input }) => ({
    needs: input.needs ?? {},
    scope: input.scope ?? NO_SCOPE,
    lists: {
      customers: emptyList(),
      sites: emptyList(),
      users: emptyList(),
      routes: emptyList(),
    },
    cache: {},
  }),
  type: 'parallel',
  states: {
    customers: customersRegion(),
    sites: placeRegion('sites', 'loadSites'),
    users: placeRegion('users', 'loadUsers'),
    routes: placeRegion('routes', 'loadRoutes'),
  },
})

/** A list's call: its answer is shown (and cached), its failure shown empty. */
function loading(list: OptionList, loader: `load${Capitalize<OptionList>}`) {
  return {
    tags: ['loading'],
    invoke: {
      id: loader,
      src: loader,
      input: ({ context }: { context: FilterOptionsContext }) => scopeQuery(list, context.scope),
      onDone: {
        target: 'ready',
        actions: {
          type: 'showLoaded',
          params: ({ event }: { event: { output: Option<string | number>[] } }) => ({
            list,
            options: event.output,
          }),
        },
      },
      onError: {
        target: 'failed',
        actions: {
          type: 'showFailure',
          params: ({ event }: { event: { error: unknown } }) => ({ list, error: event.error }),
        },
      },
    },
  } as const
}

/**
 * The list changed on the server: forget its cached places and decide again (a reload of another
 * list is ignored). Re-entering `deciding` stops a call under way, whose answer is now old.
 */
function reloadOf(list: OptionList) {
  return {
    guard: { type: 'isReloadOf', params: { list } },
    target: 'deciding',
    reenter: true,
    actions: { type: 'forgetList', params: { list } },
  } as const
}

/** Customers depend on no place: loaded once, and again only after a failure. */
function customersRegion() {
  const params = { list: 'customers' } as const
  const reload = reloadOf('customers')
  return {
    initial: 'deciding',
    states: {
      deciding: {
        always: [
          { guard: { type: 'isHidden', params }, target: 'hidden' },
          { target: 'loading', actions: { type: 'markLoading', params } },
        ],
      },
      // The screen never shows this picker: nothing happens here.
      hidden: {},
      loading: { ...loading('customers', 'loadCustomers'), on: { 'options.reload': reload } },
      ready: { on: { 'options.reload': reload } },
      failed: { ...FAILED, on: { ...FAILED.on, 'options.reload': reload } },
    },
  } as const
}

/** Sites, users or routes: the list of the chosen place. */
function placeRegion<const List extends 'sites' | 'users' | 'routes'>(
  list: List,
  loader: `load${Capitalize<List>}`,
) {
  const params = { list }
  // A change of place that concerns this list: decide again what it shows.
  const reconsider = {
    guard: { type: 'placeChanged', params },
    target: 'deciding',
    actions: 'takeScope',
  } as const
  // Only the sites change through the administration screens; users and routes are not reloaded.
  const reload = list === 'sites' ? { 'options.reload': reloadOf(list) } : {}
  const changes = { 'scope.changed': reconsider, ...reload } as const
  return {
    initial: 'deciding',
    states: {
      deciding: {
        always: [
          { guard: { type: 'isHidden', params }, target: 'hidden' },
          {
            guard: { type: 'needsCustomer', params },
            target: 'waiting',
            actions: { type: 'clearList', params },
          },
          {
            guard: { type: 'isCached', params },
            target: 'ready',
            actions: { type: 'showCached', params },
          },
          { target: 'loading', actions: { type: 'markLoading', params } },
        ],
      },
      // The screen never shows this picker: nothing happens here.
      hidden: {},
      waiting: { on: { 'scope.changed': reconsider } },
      // Leaving `loading` stops the call: a late answer for the old place is dropped.
      loading: { ...loading(list, loader), on: changes },
      ready: { on: changes },
      failed: { ...FAILED, on: { ...FAILED.on, ...reload } },
    },
  } as const
}

export type FilterOptionsActor = ActorRefFrom<typeof filterOptionsMachine>
