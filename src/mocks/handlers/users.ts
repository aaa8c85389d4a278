/**
 * Users (CORE-7.2 to CORE-7.5, ADMIN-7.6): the signed-in user, their
 * saved views and password calls, and the user administration behind the role form (site and
 * customer admins) and the app-user form (operators). Who may write a user depends on the user's
 * type (ADMIN-6.4, ADMIN-6.6), and every user outside the caller's scope answers 404.
 */
import type {
  AcceptedTerms,
  CurrentUserResponse,
  FieldError,
  SavedView,
  User,
  UserViews,
} from '@/api/types'
import { SITE_ROLES, type UserType } from '@/domain/enums'
import { hasAny, PERMISSIONS as P, USER_LIST_READERS, type Permission } from '@/domain/permissions'
import {
  passwordChangeSchema,
  passwordRedeemSchema,
  passwordResetSchema,
} from '@/domain/validation/password'
import { savedViewsSchema } from '@/domain/validation/saved-view'
import { createUserSchema, updateUserSchema, type UserValues } from '@/domain/validation/user'
import type { Database } from '../db/database'
import type { UserRow } from '../db/rows'
import { findUserByUsername, type Actor } from '../http/auth'
import { badRequest, conflict, fieldError, forbidden, notFound } from '../http/errors'
import { allRows, listRows, readOrder, readPaging, type Order, type SortFields } from '../http/list'
import { presentUser } from '../http/present'
import { found, idParam, type RouteContext, type Route, type Router } from '../http/router'
import { requireFiltersInScope, seesCustomer, seesSite, type Scope } from '../http/scope'
import { validateBody } from '../http/validate'
import { nextStamp, requireRevision } from '../http/versions'
import { revisionOf } from '../db/table'
import { displayName } from '@/domain/users'
import { created, mergePatch, readId, readList, readObjectBody } from '../http/request'
import { LOST_USERNAME } from '../personas'
import { redeemPasswordReset, requestPasswordReset } from '../password-resets'

/** Any of these lets a caller list and read users (each within its scope). */
const READ_USERS = USER_LIST_READERS

/** What writing a user of each type needs (ADMIN-6.4, ADMIN-6.6). */
const WRITE_BY_TYPE: Record<UserType, readonly Permission[]> = {
  CustomerAdmin: [P.ACCOUNTS_WRITE],
  SiteAdmin: [P.ACCOUNTS_WRITE, P.ACCOUNTS_CUSTOMER_WRITE],
  Operator: [P.USERS_WRITE],
  Root: [P.ACCOUNTS_WRITE],
  Integration: [P.ACCOUNTS_WRITE],
}

const DELETE_BY_TYPE: Record<UserType, readonly Permission[]> = {
  CustomerAdmin: [P.ACCOUNTS_DELETE],
  SiteAdmin: [P.ACCOUNTS_DELETE, P.ACCOUNTS_CUSTOMER_DELETE],
  Operator: [P.USERS_DELETE],
  Root: [P.ACCOUNTS_DELETE],
  Integration: [P.ACCOUNTS_DELETE],
}

const WRITE_ANY = [...new Set(Object.values(WRITE_BY_TYPE).flat())]
const DELETE_ANY = [...new Set(Object.values(DELETE_BY_TYPE).flat())]

const TYPE_NAMES: Record<UserType, string> = {
  CustomerAdmin: 'a customer admin',
  SiteAdmin: 'a site admin',
  Operator: 'an app user',
  Root: 'an internal administrator',
  Integration: 'an integration user',
}

// ---------------------------------------------------------------- shared with accounts.ts

function userSortFields(db: Database): SortFields<UserRow> {
  return {
    username: (row) => row.username,
    firstName: (row) => row.firstName,
    lastName: (row) => row.lastName,
    name: displayName,
    type: (row) => row.type,
    site: (row) => (row.siteId === null ? null : (db.sites.get(row.siteId)?.name ?? null)),
    email: (row) => row.email,
    id: (row) => row.id,
  }
}

export function readUserOrder(query: URLSearchParams, db: Database): Order<UserRow> {
  return readOrder(query, userSortFields(db), 'name_asc')
}

/** Customer admins (and integrations) see at customer level; everyone else at site level. */
const seesCustomerLevel = (actor: Actor) =>
  actor.user?.type === 'CustomerAdmin' || actor.user?.type === 'Integration'

/**
 * Whether the caller may see this user: internal users see everyone, customer admins the users
 * of their customers' sites and the customer-level users, site staff the users of their site.
 * Everyone sees themselves.
 */
export function seesUser(actor: Actor, scope: Scope, row: UserRow): boolean {
  if (scope.all || row.id === actor.user?.id) return true
  if (row.siteId !== null) return scope.siteIds.has(row.siteId)
  return (
    seesCustomerLevel(actor) && row.customerId !== null && scope.customerIds.has(row.customerId)
  )
}

// ---------------------------------------------------------------- helpers of this module

function permissionText(needed: readonly Permission[]): string {
  return needed.map((name) => `“${name}”`).join(' or ')
}

function requireAny(actor: Actor, needed: readonly Permission[], action: string): void {
  if (!hasAny(actor.permissions, needed)) {
    throw forbidden(`You do not have permission to ${action}: it needs ${permissionText(needed)}.`)
  }
}

const isUserType = (value: unknown): value is UserType =>
  typeof value === 'string' && (SITE_ROLES as readonly string[]).includes(value)

/** The user with this id, or a 404 when it does not exist or lies outside the caller's scope. */
function visibleUser(context: RouteContext, id: number): UserRow {
  const row = found(context.backend.db.users.get(id), 'User', id)
  if (!seesUser(context.actor, context.scope, row)) throw notFound(`User ${id} does not exist.`)
  return row
}

/** The caller's own row; routes without allowMissingAccount guarantee it exists. */
function ownRow(actor: Actor): UserRow {
  if (!actor.user) throw notFound(`No account was found for “${actor.username}”.`)
  return actor.user
}

function ensureUniqueUsername(db: Database, username: string): void {
  const taken =
    findUserByUsername(db, username) !== undefined ||
    username.toLowerCase() === LOST_USERNAME.toLowerCase()
  if (taken) {
    throw fieldError(
      'username',
      'validation.unique',
      `The username “${username}” is already in use.`,
    )
  }
}

interface Placement {
  customerId: number
  siteId: number | null
}

/**
 * Where a created or edited user belongs. A customer admin belongs to a customer; everyone else
 * to a site, whose customer they then belong to. The place must be in the caller's scope (403);
 * for an internal caller it must exist (400 on the field).
 */
function placeUser(
  context: RouteContext,
  type: UserType,
  values: Pick<UserValues, 'customerId' | 'siteId'>,
  requestedCustomerId: number | null,
): Placement {
  const { backend, actor, scope } = context
  const db = backend.db
  if (type === 'CustomerAdmin') {
    const customerId = values.customerId as number
    const inScope = scope.all || (seesCustomerLevel(actor) && seesCustomer(scope, customerId))
    if (!inScope) throw forbidden(`You cannot manage the users of customer ${customerId}.`)
    if (!db.customers.get(customerId)) {
      throw fieldError(
        'customerId',
        'validation.oneOf',
        `customerId: Customer ${customerId} does not exist.`,
      )
    }
    return { customerId, siteId: null }
  }
  const siteId = values.siteId as number
  if (!seesSite(scope, siteId)) throw forbidden(`You cannot manage the users of site ${siteId}.`)
  const site = db.sites.get(siteId)
  if (!site)
    throw fieldError('siteId', 'validation.oneOf', `siteId: Site ${siteId} does not exist.`)
  if (requestedCustomerId !== null && requestedCustomerId !== site.customerId) {
    throw fieldError(
      'siteId',
      'validation.oneOf',
      `siteId: Site ${siteId} does not belong to customer ${requestedCustomerId}.`,
    )
  }
  return { customerId: site.customerId, siteId }
}

const acceptedTermsSchema = updateUserSchema.pick(['acceptedTerms'])

/** Accepted terms must be the user's own and name terms that exist. */
async function readAcceptedTerms(
  db: Database,
  userId: number,
  value: unknown,
): Promise<AcceptedTerms[]> {
  const { acceptedTerms = [] } = await validateBody(acceptedTermsSchema, { acceptedTerms: value })
  const errors: FieldError[] = []
  const termsIds = new Set<number>()
  acceptedTerms.forEach((entry, index) => {
    if (entry.userId !== userId) {
      errors.push({
        field: `acceptedTerms[${index}].userId`,
        code: 'validation.oneOf',
        message: `acceptedTerms[${index}].userId: Terms can only be accepted for user ${userId}.`,
      })
    } else if (!db.terms.get(entry.termsId)) {
      errors.push({
        field: `acceptedTerms[${index}].termsId`,
        code: 'validation.oneOf',
        message: `acceptedTerms[${index}].termsId: Terms ${entry.termsId} do not exist.`,
      })
    }
    termsIds.add(entry.termsId)
  })
  if (errors.length > 0) throw badRequest(errors)
  return [...termsIds].map((termsId) => ({ userId, termsId }))
}

function sameValue(stored: unknown, sent: unknown): boolean {
  if ((stored ?? null) === (sent ?? null)) return true
  return JSON.stringify(stored) === JSON.stringify(sent)
}

/**
 * True when a PATCH of one's own user changes nothing but acceptedTerms. The terms screen may
 * send the whole user it read, so unchanged fields are allowed alongside.
 */
function onlyAcceptsTerms(current: User, body: Record<string, unknown>): boolean {
  if (!('acceptedTerms' in body)) return false
  const stored = current as unknown as Record<string, unknown>
  return Object.entries(body).every(([key, value]) => {
    // Accepting terms on one's own account is never stale: it only adds an acceptance.
    if (key === 'acceptedTerms' || key === 'revision' || value === undefined) return true
    if (key === 'password') return value === null || value === ''
    return sameValue(stored[key], value)
  })
}

/** The fields a user form edits, as stored, for merging a PATCH onto. */
function editableFields(row: UserRow): Record<string, unknown> {
  const { password: _password, id: _id, ...fields } = row
  return fields
}

// ---------------------------------------------------------------- routes

export function usersHandlers(route: Router): Route[] {
  return [
    // Literal paths first: msw tries handlers in order and /v2/Users/:id would match "me".
    route.get('/v2/Users/me', { allowMissingAccount: true }, ({ actor, backend }) => {
      if (!actor.user) throw notFound(`No account was found for “${actor.username}”.`)
      return {
        currentUser: presentUser(backend.db, actor.user),
        permissions: [...actor.permissions],
      } satisfies CurrentUserResponse
    }),

    route.get('/v2/Users/me/views', { any: [P.TEST_RECORDS] }, ({ actor, backend }) => {
      const row = backend.db.userViews.get(ownRow(actor).id)
      return (
        row ? { views: row.views, lastUpdated: row.lastUpdated } : { views: [], lastUpdated: null }
      ) satisfies UserViews
    }),

    route.put('/v2/Users/me/views', { any: [P.TEST_RECORDS] }, async (context) => {
      const { actor, backend } = context
      const db = backend.db
      const userId = ownRow(actor).id
      const values = await validateBody(savedViewsSchema, await readObjectBody(context))
      const seen = new Set<number>()
      values.views.forEach((view, index) => {
        if (seen.has(view.id)) {
          throw fieldError(
            `views[${index}].id`,
            'validation.unique',
            `views[${index}].id: View id ${view.id} is used twice.`,
          )
        }
        seen.add(view.id)
      })
      // The list is replaced whole, so a list based on an older one would delete what its
      // sender never saw (views made in another tab or device): it is refused.
      const current = db.userViews.get(userId)
      const currentStamp = current?.lastUpdated ?? null
      if ((values.lastUpdated ?? null) !== currentStamp) {
        throw conflict(
          `The saved views changed since this list was loaded (now of ${currentStamp ?? 'never'}). ` +
            'Load them again and apply the change to the current list.',
        )
      }
      const stored: UserViews = {
        views: values.views as unknown as SavedView[],
        lastUpdated: nextStamp(backend.now(), currentStamp),
      }
      if (current) {
        await db.userViews.update(userId, (draft) => {
          draft.views = stored.views
          draft.lastUpdated = stored.lastUpdated
        })
      } else {
        await db.userViews.insert({ id: userId, ...stored })
      }
      return stored
    }),

    route.post('/v2/Users/tourguide', {}, async ({ actor, backend }) => {
      await backend.db.users.update(ownRow(actor).id, (draft) => {
        draft.tourGuideCompleted = true
      })
      return undefined
    }),

    route.patch('/v2/Users/password', {}, async (context) => {
      const { actor, backend } = context
      const user = ownRow(actor)
      const values = await validateBody(
        passwordChangeSchema(() => user.username),
        await readObjectBody(context),
      )
      if (values.currentPassword !== user.password) {
        throw fieldError(
          'currentPassword',
          'password.currentIncorrect',
          'The current password is not correct.',
        )
      }
      await backend.db.users.update(user.id, (draft) => {
        draft.password = values.newPassword
      })
      return undefined
    }),

    // Answers 204 whether or not the login names an account, so it reveals no accounts; the
    // link goes to the outbox (password-resets.ts).
    route.post('/v2/Users/password/reset', { public: true }, async (context) => {
      const { login } = await validateBody(passwordResetSchema, await readObjectBody(context))
      await requestPasswordReset(context.backend.db, {
        login,
        now: context.backend.now(),
        portalOrigin: context.portalOrigin,
      })
      return undefined
    }),

    route.post('/v2/Users/password/reset/redeem', { public: true }, async (context) => {
      const values = await validateBody(
        passwordRedeemSchema(() => null),
        await readObjectBody(context),
      )
      await redeemPasswordReset(context.backend.db, { ...values, now: context.backend.now() })
      return undefined
    }),

    route.get('/v2/Users', { any: READ_USERS }, ({ query, backend, actor, scope }) => {
      const db = backend.db
      const customerId = readId(query, 'customerId')
      const siteId = readId(query, 'siteId')
      requireFiltersInScope(scope, { customerId, siteId }, 'users')
      const types = readList(query, 'userTypes')
      const unknownType = types.find((type) => !isUserType(type))
      if (unknownType !== undefined) {
        throw fieldError('userTypes', 'validation.oneOf', `Unknown user type “${unknownType}”.`)
      }
      const wantedTypes = new Set(types)
      const username = query.get('username')?.trim().toLowerCase() ?? ''
      const where = (row: UserRow) =>
        seesUser(actor, scope, row) &&
        (customerId === null || row.customerId === customerId) &&
        (siteId === null || row.siteId === siteId) &&
        (wantedTypes.size === 0 || wantedTypes.has(row.type)) &&
        (username === '' || row.username.toLowerCase().includes(username))
      const order = readUserOrder(query, db)
      const map = (row: UserRow) => presentUser(db, row)
      if (query.get('ignorePagination')?.toLowerCase() === 'true') {
        return allRows(db.users, { where, order, map, dependsOn: [db.sites] })
      }
      return listRows(db.users, {
        where,
        order,
        paging: readPaging(query),
        map,
        dependsOn: [db.sites],
      })
    }),

    route.post('/v2/Users', { any: WRITE_ANY }, async (context) => {
      const { actor, backend } = context
      const db = backend.db
      const body = await readObjectBody(context)
      // The permission depends on the type, so it is checked before the rest of the body.
      if (isUserType(body.type)) {
        requireAny(actor, WRITE_BY_TYPE[body.type], `create ${TYPE_NAMES[body.type]}`)
      }
      const values = await validateBody(createUserSchema, body)
      const placement = placeUser(context, values.type, values, values.customerId ?? null)
      const username = values.username.trim()
      ensureUniqueUsername(db, username)
      const row: UserRow = {
        id: db.users.nextId(),
        username,
        password: values.password,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        phoneNumber: values.phoneNumber.trim(),
        email: values.email.trim(),
        type: values.type,
        customerId: placement.customerId,
        siteId: placement.siteId,
        sharedUser: values.sharedUser,
        primaryOperatorId: values.primaryOperatorId ?? null,
        comment: values.comment,
        acceptedTerms: [],
        tourGuideCompleted: false,
      }
      await db.users.insert(row)
      return created(presentUser(db, row))
    }),

    route.get('/v2/Users/:id', {}, (context) => {
      const id = idParam(context.params.id, 'User')
      if (id !== context.actor.user?.id) requireAny(context.actor, READ_USERS, 'see users')
      return presentUser(context.backend.db, visibleUser(context, id))
    }),

    route.patch('/v2/Users/:id', {}, async (context) => {
      const { actor, backend } = context
      const db = backend.db
      const id = idParam(context.params.id, 'User')
      const self = id === actor.user?.id
      if (!self) requireAny(actor, WRITE_ANY, 'change users')
      const current = visibleUser(context, id)
      const body = await readObjectBody(context)

      // Anyone may accept terms on their own account (the terms screen).
      if (self && onlyAcceptsTerms(presentUser(db, current), body)) {
        const acceptedTerms = await readAcceptedTerms(db, id, body.acceptedTerms)
        const updated = await db.users.update(id, (draft) => {
          draft.acceptedTerms = acceptedTerms
        })
        return presentUser(db, updated ?? current)
      }

      requireAny(actor, WRITE_BY_TYPE[current.type], `change ${TYPE_NAMES[current.type]}`)
      if (body.username !== undefined && body.username !== current.username) {
        throw fieldError(
          'username',
          'validation.readOnly',
          'username: The username cannot be changed.',
        )
      }
      if (isUserType(body.type) && body.type !== current.type) {
        requireAny(actor, WRITE_BY_TYPE[body.type], `make a user ${TYPE_NAMES[body.type]}`)
      }
      const values = await validateBody(updateUserSchema, mergePatch(editableFields(current), body))
      requireRevision(revisionOf(current), body.revision, `The user ${current.username}`)
      const unmoved =
        values.type === current.type &&
        values.siteId === current.siteId &&
        values.customerId === current.customerId
      const placement: Placement = unmoved
        ? { customerId: current.customerId as number, siteId: current.siteId }
        : placeUser(
            context,
            values.type,
            values,
            'customerId' in body ? (values.customerId ?? null) : null,
          )
      const acceptedTerms =
        body.acceptedTerms === undefined
          ? current.acceptedTerms
          : await readAcceptedTerms(db, id, body.acceptedTerms)
      const newPassword =
        typeof body.password === 'string' && body.password !== '' ? body.password : null
      const updated = await db.users.update(id, (draft) => {
        draft.type = values.type
        draft.customerId = placement.customerId
        draft.siteId = placement.siteId
        draft.firstName = values.firstName.trim()
        draft.lastName = values.lastName.trim()
        draft.phoneNumber = values.phoneNumber.trim()
        draft.email = values.email.trim()
        draft.sharedUser = values.sharedUser
        draft.primaryOperatorId = values.primaryOperatorId ?? null
        draft.comment = values.comment
        draft.acceptedTerms = acceptedTerms
        if (newPassword !== null) draft.password = newPassword
      })
      return presentUser(db, updated ?? current)
    }),

    route.delete('/v2/Users/:id', { any: DELETE_ANY }, async (context) => {
      const { actor, backend } = context
      const id = idParam(context.params.id, 'User')
      const target = visibleUser(context, id)
      if (id === actor.user?.id) throw conflict('You cannot delete your own account.')
      requireAny(actor, DELETE_BY_TYPE[target.type], `delete ${TYPE_NAMES[target.type]}`)
      await backend.db.users.remove(id)
      await backend.db.userViews.remove(id)
      return undefined
    }),
  ]
}
