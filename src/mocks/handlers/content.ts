/**
 * Terms of use, e-mail report subscriptions and feedback (ADMIN-7.7, ADMIN-7.8, ADMIN-7.9). Terms
 * are global; subscriptions belong to sites and follow the caller's scope; feedback is only ever
 * sent.
 */
import type { Subscription, Terms } from '@/api/types'
import { PERMISSIONS as P } from '@/domain/permissions'
import { feedbackSchema } from '@/domain/validation/feedback'
import { subscriptionSchema } from '@/domain/validation/subscription'
import { termsSchema } from '@/domain/validation/terms'
import type { Database } from '../db/database'
import type { FeedbackRow, SubscriptionRow, TermsRow } from '../db/rows'
import { fieldError, notFound } from '../http/errors'
import { listRows, readOrder, readPaging, type SortFields } from '../http/list'
import { found, idParam, type RouteContext, type Route, type Router } from '../http/router'
import { requireFiltersInScope, seesSite } from '../http/scope'
import { validateBody } from '../http/validate'
import { created, readId, readObjectBody } from '../http/request'

const TERMS_ADMIN = { any: [P.TERMS_WRITE] }
const TERMS_READ = { any: [P.TERMS_READ, P.TERMS_WRITE] }
const SUBSCRIPTIONS_READ = { any: [P.SUBSCRIPTIONS_READ] }
const SUBSCRIPTIONS_WRITE = { any: [P.SUBSCRIPTIONS_WRITE] }
const SUBSCRIPTIONS_DELETE = { any: [P.SUBSCRIPTIONS_DELETE] }
const FEEDBACK = { any: [P.DASHBOARD] }

const serverTime = (context: RouteContext) => new Date(context.backend.now()).toISOString()

// ---------------------------------------------------------------- terms

const TERMS_SORT: SortFields<TermsRow> = {
  id: (row) => row.id,
  created: (row) => row.created,
}

const presentTerms = (row: TermsRow): Terms => ({
  id: row.id,
  termsText: row.termsText,
  created: row.created,
  released: row.released,
})

/** The newest released version: the one users must have accepted. */
function latestReleased(db: Database): TermsRow | undefined {
  let latest: TermsRow | undefined
  for (const row of db.terms.all()) {
    if (!row.released) continue
    if (
      !latest ||
      row.created > latest.created ||
      (row.created === latest.created && row.id > latest.id)
    ) {
      latest = row
    }
  }
  return latest
}

function termsHandlers(route: Router) {
  return [
    route.get('/v2/Terms', TERMS_ADMIN, ({ query, backend }) =>
      listRows(backend.db.terms, {
        order: readOrder(query, TERMS_SORT, 'id_desc'),
        paging: readPaging(query),
        map: presentTerms,
      }),
    ),

    route.get('/v2/Terms/latest', TERMS_READ, ({ backend }) => {
      const latest = latestReleased(backend.db)
      if (!latest) throw notFound('No terms have been released yet.')
      return presentTerms(latest)
    }),

    route.get<{ id: string }>('/v2/Terms/:id', TERMS_READ, ({ params, backend, actor }) => {
      const id = idParam(params.id, 'Terms')
      const row = backend.db.terms.get(id)
      // A draft is for the terms admins only.
      const visible = row && (row.released || actor.permissions.includes(P.TERMS_WRITE))
      return presentTerms(found(visible ? row : undefined, 'Terms', id))
    }),

    /** Creating a version always releases it (ADMIN-4.3), whatever `released` says. */
    route.post('/v2/Terms', TERMS_ADMIN, async (context) => {
      const { db } = context.backend
      const values = await validateBody(termsSchema, await readObjectBody(context))
      const row: TermsRow = {
        id: db.terms.nextId(),
        termsText: values.termsText,
        created: serverTime(context),
        released: true,
      }
      return created(presentTerms(await db.terms.insert(row)))
    }),
  ]
}

// ---------------------------------------------------------------- subscriptions

function presentSubscription(db: Database, row: SubscriptionRow): Subscription {
  const site = db.sites.get(row.siteId)
  return {
    id: row.id,
    email: row.email,
    siteId: row.siteId,
    site: { id: row.siteId, name: site?.name ?? '' },
  }
}

function subscriptionSort(db: Database): SortFields<SubscriptionRow> {
  return {
    email: (row) => row.email,
    site: (row) => db.sites.get(row.siteId)?.name ?? null,
    id: (row) => row.id,
  }
}

/** A subscription the caller may see, or a 404 (another customer's is not confirmed to exist). */
function visibleSubscription(context: RouteContext<{ id: string }>): SubscriptionRow {
  const id = idParam(context.params.id, 'Subscription')
  const row = context.backend.db.subscriptions.get(id)
  return found(row && seesSite(context.scope, row.siteId) ? row : undefined, 'Subscription', id)
}

function subscriptionHandlers(route: Router) {
  return [
    route.get('/v2/Subscriptions', SUBSCRIPTIONS_READ, ({ query, backend, scope }) => {
      const { db } = backend
      const customerId = readId(query, 'customerId')
      const siteId = readId(query, 'siteId')
      requireFiltersInScope(scope, { customerId, siteId }, 'subscriptions')
      return listRows(db.subscriptions, {
        where: (row) =>
          seesSite(scope, row.siteId) &&
          (siteId === null || row.siteId === siteId) &&
          (customerId === null || db.sites.get(row.siteId)?.customerId === customerId),
        order: readOrder(query, subscriptionSort(db), 'email_asc'),
        paging: readPaging(query),
        map: (row) => presentSubscription(db, row),
        dependsOn: [db.sites],
      })
    }),

    route.post('/v2/Subscriptions', SUBSCRIPTIONS_WRITE, async (context) => {
      const { db } = context.backend
      const values = await validateBody(subscriptionSchema, await readObjectBody(context))
      if (!db.sites.get(values.siteId) || !seesSite(context.scope, values.siteId)) {
        throw fieldError('siteId', 'validation.oneOf', `Site ${values.siteId} does not exist.`)
      }
      const email = values.email.trim()
      const wanted = email.toLowerCase()
      const taken = db.subscriptions
        .all()
        .some((row) => row.siteId === values.siteId && row.email.toLowerCase() === wanted)
      if (taken) {
        throw fieldError(
          'email',
          'validation.unique',
          `${email} is already subscribed to this site.`,
        )
      }
      const row: SubscriptionRow = { id: db.subscriptions.nextId(), email, siteId: values.siteId }
      return created(presentSubscription(db, await db.subscriptions.insert(row)))
    }),

    route.get<{ id: string }>('/v2/Subscriptions/:id', SUBSCRIPTIONS_READ, (context) =>
      presentSubscription(context.backend.db, visibleSubscription(context)),
    ),

    route.delete<{ id: string }>('/v2/Subscriptions/:id', SUBSCRIPTIONS_DELETE, async (context) => {
      await context.backend.db.subscriptions.remove(visibleSubscription(context).id)
    }),
  ]
}

// ---------------------------------------------------------------- feedback

function feedbackHandlers(route: Router) {
  return [
    /**
     * Stored for the product team; nothing reads it back, so the answer is 204. The user is the
     * caller, whatever the body claims; the sender falls back to the caller's e-mail.
     */
    route.post('/v2/Feedback', FEEDBACK, async (context) => {
      const { db } = context.backend
      const values = await validateBody(feedbackSchema, await readObjectBody(context))
      const user = context.actor.user!
      const row: FeedbackRow = {
        id: db.feedback.nextId(),
        sender: values.sender?.trim() || user.email || user.username,
        userId: user.id,
        topic: values.topic,
        type: values.type,
        feedback: values.feedback,
        device: values.device ?? '',
        platform: values.platform,
        os: values.os ?? '',
        version: values.version ?? '',
        created: serverTime(context),
      }
      await db.feedback.insert(row)
    }),
  ]
}

export function contentHandlers(route: Router): Route[] {
  return [...termsHandlers(route), ...subscriptionHandlers(route), ...feedbackHandlers(route)]
}
