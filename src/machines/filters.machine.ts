/**
 * The page filters shared by the dashboard and the test and control records (CORE-4.5,
 * CORE-9.1, CORE-9.2): customer, site, period or dates, routes, users, the result flags and
 * (control records) device types and measurement methods. One actor per scope: `dashboard` (the
 * main set) and `view` (the records views' user-view set), each kept for the browser session in
 * sessionStorage and restored when the actor starts.
 *
 * The rules live in the transitions: a customer resets site, users and routes; a site resets users
 * and routes; a period computes its dates; dates clear the period; clearing either falls back to
 * the scope's period (28 days on the dashboard, 6 months in views); no test result means all of
 * them; the control selection is never empty. "Originals only" (dashboard) and "show deleted" (test
 * records) are kept with the rest, for the session. Every change drops the URL's `page`
 * (`dropPage`, provided by the app, as the list starts over) and stores the set (`persist`).
 *
 * The place follows what this tab changed (ADMIN-4.4 to ADMIN-4.9): the machine listens to the
 * customer and site changes every save publishes (src/api/changes.ts, as `account.*` events): a
 * created customer is chosen, a saved site is chosen with its customer, a deleted or transferred
 * site (or a deleted customer) that was chosen is cleared. The role forms report a new customer
 * admin themselves (`account.customerAdminCreated`: it turns a chosen site into its customer), as
 * only they know the role. The customer or site pickers load again each time.
 *
 * There is one state, `ready`: the filters have no mode of their own, only data and rules.
 */
import { assign, fromCallback, sendTo, setup } from 'xstate'
import { onChange, type Change } from '@/api/changes'
import type { DashboardQuery } from '@/api/endpoints/dashboard'
import type { TestRecordQuery } from '@/api/endpoints/test-records'
import type { User } from '@/api/types'
import {
  ALL_CONTROL_FLAGS,
  ALL_RESULT_FLAGS,
  DEVICE_TYPES,
  MEASUREMENT_METHODS,
  type DeviceType,
  type MeasurementMethod,
} from '@/domain/enums'
import {
  DEFAULT_DASHBOARD_PERIOD,
  DEFAULT_VIEW_PERIOD,
  dateRangeOf,
  isPeriodId,
  type PeriodId,
} from '@/domain/periods'
import {
  filterOptionsMachine,
  type FilterOptionsActor,
  type OptionNeeds,
} from './filter-options.machine'
import { readStored, writeStored } from '@/domain/browser-storage'

export type FilterScope = 'dashboard' | 'view'

export interface FilterSet {
  /** The chosen period, or null when explicit dates are chosen. */
  period: PeriodId | null
  /** ISO 8601 bounds: computed from the period, or the chosen dates. */
  start: string
  end: string
  routes: string[]
  /** Result bit flags (RESULT_FLAGS), 1 to 7. */
  testResult: number
  /** Control flags (CONTROL_FLAGS), 1, 32 or 33. */
  controlResult: number
  userIds: number[]
  /** Control records: the device types to list (none: all). */
  readerTypes: DeviceType[]
  /** Control records: the measurement methods to list (none: all). */
  measurementMethods: MeasurementMethod[]
  customerId: number | null
  siteId: number | null
  /** Dashboard: count only the first test of each sample ("originals only"). */
  originals: boolean
  /** Test records: also list deleted records (with test-records:read-deleted). */
  includeDeleted: boolean
}

export interface FiltersInput {
  scope: FilterScope
  /** Starting values over the defaults (e.g. the customer of a customer admin); reset returns to them. */
  initial?: Partial<FilterSet>
  /** The clock periods are computed from (tests fix it). */
  now?: () => Date
  /** The pickers the screen shows, loaded by the `options` child (none by default). */
  options?: OptionNeeds
}

export interface FiltersContext {
  scope: FilterScope
  initial: Partial<FilterSet>
  now: () => Date
  filters: FilterSet
  /** The pickers' lists for the chosen place (filter-options.machine.ts). */
  options: FilterOptionsActor
}

export type FiltersEvent =
  /** Also clears the site, users and routes, which belong to a customer. */
  | { type: 'filter.setCustomer'; customerId: number | null }
  /** Also clears the users and routes, which belong to a site. */
  | { type: 'filter.setSite'; siteId: number | null }
  /** A period computes its dates; null (cleared) falls back to the scope's period. */
  | { type: 'filter.setPeriod'; period: PeriodId | null }
  /** Dates clear the period; a missing bound ('' or null: cleared) falls back to the period. */
  | { type: 'filter.setDates'; start: string | null; end: string | null }
  | { type: 'filter.setRoutes'; routes: string[] }
  | { type: 'filter.setUserIds'; userIds: number[] }
  | { type: 'filter.setReaderTypes'; readerTypes: DeviceType[] }
  | { type: 'filter.setMeasurementMethods'; measurementMethods: MeasurementMethod[] }
  /** Result bit flags; none (0) means all (7). */
  | { type: 'filter.setTestResult'; flags: number }
  /** Control flags; none (0) is refused and the selection kept. */
  | { type: 'filter.setControlResult'; flags: number }
  | { type: 'filter.setOriginals'; originals: boolean }
  | { type: 'filter.setIncludeDeleted'; includeDeleted: boolean }
  /** Back to the defaults (and the input's `initial`). */
  | { type: 'filter.reset' }
  // What this tab changed (ADMIN-4.4 to ADMIN-4.9, accountEventOf): the filters follow, the
  // pickers reload.
  /** A new customer becomes the chosen customer. */
  | { type: 'account.customerCreated'; customerId: number }
  /** A customer's name may have changed: the customer choices load again. */
  | { type: 'account.customerUpdated' }
  /** A deleted customer that was chosen is no longer. */
  | { type: 'account.customerDeleted'; customerId: number }
  /** A saved site (new or edited) becomes the chosen customer and site. */
  | { type: 'account.siteSaved'; customerId: number; siteId: number }
  /** A deleted site that was chosen is no longer. */
  | { type: 'account.siteDeleted'; siteId: number }
  /** A site moved to another customer: when it was chosen, the site choice is cleared. */
  | { type: 'account.siteTransferred'; siteId: number }
  /** A new customer admin: a chosen site gives way to the admin's customer alone. */
  | { type: 'account.customerAdminCreated'; customerId: number }

// ------------------------------------------------------------------ pure rules

/** The `account.*` event of a customer or site change, if the place has to follow it. */
export function accountEventOf(change: Change): FiltersEvent | null {
  const { resource, kind, id } = change
  if (resource === 'customers') {
    if (kind === 'updated') return { type: 'account.customerUpdated' }
    if (id === null) return null
    if (kind === 'created') return { type: 'account.customerCreated', customerId: id }
    if (kind === 'deleted') return { type: 'account.customerDeleted', customerId: id }
  }
  if (resource === 'sites' && id !== null) {
    if (kind === 'deleted') return { type: 'account.siteDeleted', siteId: id }
    if (kind === 'moved') return { type: 'account.siteTransferred', siteId: id }
    if (change.customerId !== undefined && change.customerId !== null) {
      return { type: 'account.siteSaved', customerId: change.customerId, siteId: id }
    }
  }
  return null
}

/** Sends the machine the `account.*` event of each customer or site change of this tab. */
const accountChanges = fromCallback<FiltersEvent>(({ sendBack }) => {
  const stop = onChange(['customers', 'sites'], (change) => {
    const event = accountEventOf(change)
    if (event) sendBack(event)
  })
  return () => void stop()
})

export function fallbackPeriod(scope: FilterScope): PeriodId {
  return scope === 'dashboard' ? DEFAULT_DASHBOARD_PERIOD : DEFAULT_VIEW_PERIOD
}

export function filtersStorageKey(scope: FilterScope): string {
  return `milk-safety.filters.${scope}`
}

/** Flags outside RESULT_FLAGS are dropped; none left means all. */
function resultFlags(flags: number): number {
  return flags & ALL_RESULT_FLAGS || ALL_RESULT_FLAGS
}

/** Flags outside CONTROL_FLAGS are dropped; none left means the default, both. */
function controlFlags(flags: number): number {
  return flags & ALL_CONTROL_FLAGS || ALL_CONTROL_FLAGS
}

/**
 * A complete, consistent set from any partial one: a period wins over dates (its dates are
 * recomputed, so a restored "28 days" still ends today); dates without a period are kept when
 * both are there; otherwise the scope's period applies.
 */
export function completeFilters(
  partial: Partial<FilterSet>,
  scope: FilterScope,
  now: Date,
): FilterSet {
  const base = {
    routes: partial.routes ?? [],
    testResult: resultFlags(partial.testResult ?? ALL_RESULT_FLAGS),
    controlResult: controlFlags(partial.controlResult ?? ALL_CONTROL_FLAGS),
    userIds: partial.userIds ?? [],
    readerTypes: partial.readerTypes ?? [],
    measurementMethods: partial.measurementMethods ?? [],
    customerId: partial.customerId ?? null,
    siteId: partial.siteId ?? null,
    originals: partial.originals ?? false,
    includeDeleted: partial.includeDeleted ?? false,
  }
  if (!partial.period && partial.start && partial.end) {
    return { ...base, period: null, start: partial.start, end: partial.end }
  }
  const period = partial.period ?? fallbackPeriod(scope)
  return { ...base, period, ...dateRangeOf(period, now) }
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')
const isIdArray = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => Number.isInteger(item))
const isListOf = <T extends string>(value: unknown, known: readonly T[]): value is T[] =>
  Array.isArray(value) && value.every((item) => known.includes(item as T))
const isId = (value: unknown): value is number | null => value === null || Number.isInteger(value)

/** What is usable of a stored set: a field of the wrong shape is left out, not trusted. */
export function parseStoredFilters(text: string | null): Partial<FilterSet> | null {
  if (!text) return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const stored = value as Record<string, unknown>
  const filters: Partial<FilterSet> = {}
  if (stored.period === null || isPeriodId(stored.period)) filters.period = stored.period
  if (typeof stored.start === 'string') filters.start = stored.start
  if (typeof stored.end === 'string') filters.end = stored.end
  if (isStringArray(stored.routes)) filters.routes = stored.routes
  if (Number.isInteger(stored.testResult)) filters.testResult = stored.testResult as number
  if (Number.isInteger(stored.controlResult)) filters.controlResult = stored.controlResult as number
  if (isIdArray(stored.userIds)) filters.userIds = stored.userIds
  if (isListOf(stored.readerTypes, DEVICE_TYPES)) filters.readerTypes = stored.readerTypes
  if (isListOf(stored.measurementMethods, MEASUREMENT_METHODS)) {
    filters.measurementMethods = stored.measurementMethods
  }
  if (isId(stored.customerId)) filters.customerId = stored.customerId
  if (isId(stored.siteId)) filters.siteId = stored.siteId
  if (typeof stored.originals === 'boolean') filters.originals = stored.originals
  if (typeof stored.includeDeleted === 'boolean') filters.includeDeleted = stored.includeDeleted
  return filters
}

export function readStoredFilters(scope: FilterScope): Partial<FilterSet> | null {
  return parseStoredFilters(readStored('session', filtersStorageKey(scope)))
}

export function storeFilters(scope: FilterScope, filters: FilterSet): void {
  writeStored('session', filtersStorageKey(scope), JSON.stringify(filters))
}

/** The test-records list query (CORE-7.9) of a filter set; empty choices are left out. */
export function toRecordQuery(filters: FilterSet): TestRecordQuery {
  return {
    ...(filters.customerId === null ? {} : { customerId: filters.customerId }),
    ...(filters.siteId === null ? {} : { siteId: filters.siteId }),
    ...(filters.userIds.length ? { userIds: filters.userIds } : {}),
    ...(filters.routes.length ? { routes: filters.routes } : {}),
    minTestDate: filters.start,
    maxTestDate: filters.end,
    results: filters.testResult,
  }
}

/** The dashboard calls' shared query (CORE-7.8) of a filter set; empty choices are left out. */
export function toDashboardQuery(filters: FilterSet): DashboardQuery {
  return {
    start: filters.start,
    end: filters.end,
    ...(filters.customerId === null ? {} : { customerId: filters.customerId }),
    ...(filters.siteId === null ? {} : { siteId: filters.siteId }),
    ...(filters.routes.length ? { routes: filters.routes } : {}),
  }
}

/**
 * Where a user's filters start: customer staff on their own customer (a site admin on their
 * site), internal users on none.
 */
export function startingPlace(user: User): Partial<FilterSet> {
  if (user.type === 'Root' || user.customerId === null) return {}
  return {
    customerId: user.customerId,
    siteId: user.type === 'SiteAdmin' ? user.siteId : null,
  }
}

// ------------------------------------------------------------------ the machine

function startingFilters(input: FiltersInput, now: () => Date): FilterSet {
  // What this session chose before wins over the starting values.
  const stored = readStoredFilters(input.scope)
  return completeFilters({ ...input.initial, ...stored }, input.scope, now())
}

/**
 * Every change: the list starts over, the set is kept for the session and the pickers learn the
 * place (they reload only what it changed).
 */
const CHANGED = ['dropPage', 'persist', 'tellOptions'] as const

export const filtersMachine = setup({
  types: {
    context: {} as FiltersContext,
    events: {} as FiltersEvent,
    input: {} as FiltersInput,
  },
  actors: { filterOptions: filterOptionsMachine, accountChanges },
  actions: {
    tellOptions: sendTo(
      ({ context }) => context.options,
      ({ context }) => ({
        type: 'scope.changed' as const,
        customerId: context.filters.customerId,
        siteId: context.filters.siteId,
      }),
    ),
    /** Removes `page` from the URL (the app provides it with the router). */
    dropPage: () => undefined,
    /** Keeps the set for the browser session. */
    persist: ({ context }) => storeFilters(context.scope, context.filters),
    selectCustomer: assign({
      filters: ({ context }, params: { customerId: number | null }) => ({
        ...context.filters,
        customerId: params.customerId,
        siteId: null,
        userIds: [],
        routes: [],
      }),
    }),
    selectSite: assign({
      filters: ({ context }, params: { siteId: number | null }) => ({
        ...context.filters,
        siteId: params.siteId,
        userIds: [],
        routes: [],
      }),
    }),
    selectPeriod: assign({
      filters: ({ context }, params: { period: PeriodId }) => ({
        ...context.filters,
        period: params.period,
        ...dateRangeOf(params.period, context.now()),
      }),
    }),
    fallBackToScopePeriod: assign({
      filters: ({ context }) => {
        const period = fallbackPeriod(context.scope)
        return { ...context.filters, period, ...dateRangeOf(period, context.now()) }
      },
    }),
    selectDates: assign({
      filters: ({ context }, params: { start: string; end: string }) => ({
        ...context.filters,
        period: null,
        start: params.start,
        end: params.end,
      }),
    }),
    selectRoutes: assign({
      filters: ({ context }, params: { routes: string[] }) => ({
        ...context.filters,
        routes: params.routes,
      }),
    }),
    selectUsers: assign({
      filters: ({ context }, params: { userIds: number[] }) => ({
        ...context.filters,
        userIds: params.userIds,
      }),
    }),
    selectReaderTypes: assign({
      filters: ({ context }, params: { readerTypes: DeviceType[] }) => ({
        ...context.filters,
        readerTypes: params.readerTypes,
      }),
    }),
    selectMeasurementMethods: assign({
      filters: ({ context }, params: { measurementMethods: MeasurementMethod[] }) => ({
        ...context.filters,
        measurementMethods: params.measurementMethods,
      }),
    }),
    selectTestResult: assign({
      filters: ({ context }, params: { flags: number }) => ({
        ...context.filters,
        testResult: resultFlags(params.flags),
      }),
    }),
    selectControlResult: assign({
      filters: ({ context }, params: { flags: number }) => ({
        ...context.filters,
        controlResult: controlFlags(params.flags),
      }),
    }),
    selectOriginals: assign({
      filters: ({ context }, params: { originals: boolean }) => ({
        ...context.filters,
        originals: params.originals,
      }),
    }),
    selectIncludeDeleted: assign({
      filters: ({ context }, params: { includeDeleted: boolean }) => ({
        ...context.filters,
        includeDeleted: params.includeDeleted,
      }),
    }),
    reloadOptions: sendTo(
      ({ context }) => context.options,
      (_, params: { list: 'customers' | 'sites' }) => ({
        type: 'options.reload' as const,
        list: params.list,
      }),
    ),
    selectPlace: assign({
      filters: ({ context }, params: { customerId: number | null; siteId: number | null }) => ({
        ...context.filters,
        customerId: params.customerId,
        siteId: params.siteId,
        userIds: [],
        routes: [],
      }),
    }),
    resetFilters: assign({
      filters: ({ context }) => completeFilters(context.initial, context.scope, context.now()),
    }),
  },
  guards: {
    isPeriod: (_, params: { period: PeriodId | null }) => params.period !== null,
    hasBothDates: (_, params: { start: string | null; end: string | null }) =>
      Boolean(params.start && params.end),
    hasControlFlags: (_, params: { flags: number }) => (params.flags & ALL_CONTROL_FLAGS) !== 0,
    isChosenCustomer: ({ context }, params: { customerId: number }) =>
      context.filters.customerId === params.customerId,
    isChosenSite: ({ context }, params: { siteId: number }) =>
      context.filters.siteId === params.siteId,
    hasSite: ({ context }) => context.filters.siteId !== null,
  },
}).createMachine({
  id: 'filters',
  context: ({ input, spawn }) => {
    const now = input.now ?? (() => new Date())
    const filters = startingFilters(input, now)
    const { customerId, siteId } = filters
    return {
      scope: input.scope,
      initial: input.initial ?? {},
      now,
      filters,
      options: spawn('filterOptions', {
        id: 'options',
        input: { needs: input.options ?? {}, scope: { customerId, siteId } },
      }),
    }
  },
  invoke: { id: 'accountChanges', src: 'accountChanges' },
  initial: 'ready',
  states: {
    ready: {
      on: {
        'filter.setCustomer': {
          actions: [
            {
              type: 'selectCustomer',
              params: ({ event }) => ({ customerId: event.customerId }),
            },
            ...CHANGED,
          ],
        },
        'filter.setSite': {
          actions: [
            { type: 'selectSite', params: ({ event }) => ({ siteId: event.siteId }) },
            ...CHANGED,
          ],
        },
        'filter.setPeriod': [
          {
            guard: { type: 'isPeriod', params: ({ event }) => ({ period: event.period }) },
            actions: [
              {
                type: 'selectPeriod',
                // The guard made sure a period is there; the fallback only satisfies the types.
                params: ({ context, event }) => ({
                  period: event.period ?? fallbackPeriod(context.scope),
                }),
              },
              ...CHANGED,
            ],
          },
          { actions: ['fallBackToScopePeriod', ...CHANGED] },
        ],
        'filter.setDates': [
          {
            guard: {
              type: 'hasBothDates',
              params: ({ event }) => ({ start: event.start, end: event.end }),
            },
            actions: [
              {
                type: 'selectDates',
                params: ({ event }) => ({ start: event.start ?? '', end: event.end ?? '' }),
              },
              ...CHANGED,
            ],
          },
          { actions: ['fallBackToScopePeriod', ...CHANGED] },
        ],
        'filter.setRoutes': {
          actions: [
            { type: 'selectRoutes', params: ({ event }) => ({ routes: event.routes }) },
            ...CHANGED,
          ],
        },
        'filter.setUserIds': {
          actions: [
            { type: 'selectUsers', params: ({ event }) => ({ userIds: event.userIds }) },
            ...CHANGED,
          ],
        },
        'filter.setReaderTypes': {
          actions: [
            {
              type: 'selectReaderTypes',
              params: ({ event }) => ({ readerTypes: event.readerTypes }),
            },
            ...CHANGED,
          ],
        },
        'filter.setMeasurementMethods': {
          actions: [
            {
              type: 'selectMeasurementMethods',
              params: ({ event }) => ({ measurementMethods: event.measurementMethods }),
            },
            ...CHANGED,
          ],
        },
        'filter.setTestResult': {
          actions: [
            { type: 'selectTestResult', params: ({ event }) => ({ flags: event.flags }) },
            ...CHANGED,
          ],
        },
        // Without a selected control flag the event is refused: nothing changes.
        'filter.setControlResult': {
          guard: { type: 'hasControlFlags', params: ({ event }) => ({ flags: event.flags }) },
          actions: [
            { type: 'selectControlResult', params: ({ event }) => ({ flags: event.flags }) },
            ...CHANGED,
          ],
        },
        'filter.setOriginals': {
          actions: [
            { type: 'selectOriginals', params: ({ event }) => ({ originals: event.originals }) },
            ...CHANGED,
          ],
        },
        'filter.setIncludeDeleted': {
          actions: [
            {
              type: 'selectIncludeDeleted',
              params: ({ event }) => ({ includeDeleted: event.includeDeleted }),
            },
            ...CHANGED,
          ],
        },
        'filter.reset': { actions: ['resetFilters', ...CHANGED] },
        'account.customerCreated': {
          actions: [
            { type: 'selectCustomer', params: ({ event }) => ({ customerId: event.customerId }) },
            ...CHANGED,
            { type: 'reloadOptions', params: { list: 'customers' } },
          ],
        },
        'account.customerUpdated': {
          actions: { type: 'reloadOptions', params: { list: 'customers' } },
        },
        'account.customerDeleted': [
          {
            guard: {
              type: 'isChosenCustomer',
              params: ({ event }) => ({ customerId: event.customerId }),
            },
            actions: [
              { type: 'selectCustomer', params: { customerId: null } },
              ...CHANGED,
              { type: 'reloadOptions', params: { list: 'customers' } },
            ],
          },
          { actions: { type: 'reloadOptions', params: { list: 'customers' } } },
        ],
        'account.siteSaved': {
          actions: [
            {
              type: 'selectPlace',
              params: ({ event }) => ({ customerId: event.customerId, siteId: event.siteId }),
            },
            ...CHANGED,
            { type: 'reloadOptions', params: { list: 'sites' } },
          ],
        },
        // A deleted and a transferred site leave the chosen place alike.
        ...Object.fromEntries(
          (['account.siteDeleted', 'account.siteTransferred'] as const).map((type) => [
            type,
            [
              {
                guard: {
                  type: 'isChosenSite',
                  params: ({ event }: { event: { siteId: number } }) => ({ siteId: event.siteId }),
                },
                actions: [
                  { type: 'selectSite', params: { siteId: null } },
                  ...CHANGED,
                  { type: 'reloadOptions', params: { list: 'sites' } },
                ],
              },
              { actions: { type: 'reloadOptions', params: { list: 'sites' } } },
            ],
          ]),
        ),
        'account.customerAdminCreated': {
          guard: 'hasSite',
          actions: [
            { type: 'selectCustomer', params: ({ event }) => ({ customerId: event.customerId }) },
            ...CHANGED,
          ],
        },
      },
    },
  },
})
