/**
 * Accounts (ADMIN-7.4, ADMIN-7.5, CORE-7.17, CORE-7.18): customers, their sites,
 * site transfer, the premium switch and the site-admin list of a site. Internal users see every
 * account, customer admins their customer (and a distributor's indirect customers), site staff
 * their own site; an account outside the caller's scope answers 404, as if it did not exist.
 */
import { mixed, object } from 'yup'
import type { Address, Contact, Customer, FieldError } from '@/api/types'
import { CUSTOMER_CATEGORIES, CUSTOMER_TYPES, type CustomerType } from '@/domain/enums'
import { hasAny, PERMISSIONS as P, SITE_RULES, type Permission } from '@/domain/permissions'
import { customerSchema } from '@/domain/validation/customer'
import { siteSchema, type SiteValues } from '@/domain/validation/site'
import type { Database } from '../db/database'
import { revisionOf } from '../db/table'
import { requireRevision } from '../http/versions'
import type { CustomerRow, SiteRow } from '../db/rows'
import { badRequest, conflict, fieldError, forbidden, notFound } from '../http/errors'
import { allRows, listRows, readOrder, readPaging, type Order, type SortFields } from '../http/list'
import { presentSite, presentUser } from '../http/present'
import { found, idParam, type RouteContext, type Route, type Router } from '../http/router'
import { requireFiltersInScope, seesCustomer, seesSite } from '../http/scope'
import { validateBody } from '../http/validate'
import { readUserOrder } from './users'
import { created, mergePatch, readId, readList, readObjectBody } from '../http/request'

const READ_CUSTOMERS: readonly Permission[] = [P.ACCOUNTS_READ, P.ACCOUNTS_CUSTOMER_READ]
// The site rules are the portal's own (SITE_RULES); the scope keeps site admins on their site.
const READ_SITES = SITE_RULES.read
const CREATE_SITES = SITE_RULES.create
const UPDATE_SITES = SITE_RULES.edit
const DELETE_SITES = SITE_RULES.delete

/** Where a new site is placed on the map until it is geocoded. */
const NO_LOCATION = { latitude: 0, longitude: 0 }

const CUSTOMER_SORT_FIELDS: SortFields<CustomerRow> = {
  name: (row) => row.name,
  soldTo: (row) => row.soldTo,
  category: (row) => row.category,
  type: (row) => row.type,
  id: (row) => row.id,
}

function siteSortFields(db: Database): SortFields<SiteRow> {
  return {
    name: (row) => row.name,
    shipTo: (row) => row.shipTo,
    customer: (row) => db.customers.get(row.customerId)?.name ?? null,
    city: (row) => row.address.city,
    country: (row) => row.address.country,
    type: (row) => row.type,
    id: (row) => row.id,
  }
}

function readSiteOrder(query: URLSearchParams, db: Database): Order<SiteRow> {
  return readOrder(query, siteSortFields(db), 'name_asc')
}

/** The picker lists are always by name; an empty query gives the same cached order as name_asc. */
const BY_NAME = new URLSearchParams()

const typeSchema = object({
  type: mixed<CustomerType>()
    .oneOf([...CUSTOMER_TYPES], 'validation.oneOf')
    .required('validation.required'),
})

const presentCustomer = (row: CustomerRow): Customer => ({
  ...row,
  revision: revisionOf(row),
  contact: { ...row.contact },
  address: { ...row.address },
})

const trimContact = (contact: Contact): Contact => ({
  name: contact.name.trim(),
  phone: contact.phone.trim(),
  email: contact.email.trim(),
})

const trimAddress = (address: Address): Address => ({
  street: address.street.trim(),
  postalCode: address.postalCode.trim(),
  city: address.city.trim(),
  country: address.country.trim(),
})

function readValues(query: URLSearchParams, name: string, allowed: readonly string[]): Set<string> {
  const values = readList(query, name)
  const unknown = values.find((value) => !allowed.includes(value))
  if (unknown !== undefined) {
    throw fieldError(
      name,
      'validation.oneOf',
      `${name}: “${unknown}” is not one of ${allowed.join(', ')}.`,
    )
  }
  return new Set(values)
}

function visibleCustomer(context: RouteContext, id: number): CustomerRow {
  const row = found(context.backend.db.customers.get(id), 'Customer', id)
  if (!seesCustomer(context.scope, row.id)) throw notFound(`Customer ${id} does not exist.`)
  return row
}

function visibleSite(context: RouteContext, id: number): SiteRow {
  const row = found(context.backend.db.sites.get(id), 'Site', id)
  if (!seesSite(context.scope, row.id)) throw notFound(`Site ${id} does not exist.`)
  return row
}

/** An Indirect customer's distributor must be another customer of category Distributor. */
function checkDistributor(
  db: Database,
  distributorId: number | null,
  customerId: number | null,
): void {
  if (distributorId === null) return
  const distributor = db.customers.get(distributorId)
  if (!distributor || distributor.category !== 'Distributor' || distributor.id === customerId) {
    throw fieldError(
      'distributorId',
      'validation.oneOf',
      `distributorId: Customer ${distributorId} is not a distributor.`,
    )
  }
}

/**
 * The test types a site offers. They must exist and appear once; the QR switch follows the test
 * type (ADMIN-4.13): never for strips, always for quantitative types, as chosen otherwise.
 */
function readAvailableTestTypes(
  db: Database,
  entries: NonNullable<SiteValues['availableTestTypes']>,
): SiteRow['availableTestTypes'] {
  const errors: FieldError[] = []
  const seen = new Set<number>()
  const result: SiteRow['availableTestTypes'] = []
  entries.forEach((entry, index) => {
    const field = `availableTestTypes[${index}].testTypeId`
    const testType = db.testTypes.get(entry.testTypeId)
    if (!testType) {
      errors.push({
        field,
        code: 'validation.oneOf',
        message: `${field}: Test type ${entry.testTypeId} does not exist.`,
      })
    } else if (seen.has(entry.testTypeId)) {
      errors.push({
        field,
        code: 'validation.unique',
        message: `${field}: Test type ${entry.testTypeId} is listed twice.`,
      })
    } else {
      const qrActive =
        testType.category === 'Strip'
          ? false
          : testType.measurementMethod === 'Quantitative'
            ? true
            : entry.qrActive
      result.push({ testTypeId: entry.testTypeId, qrActive })
    }
    seen.add(entry.testTypeId)
  })
  if (errors.length > 0) throw badRequest(errors)
  return result
}

function countNoun(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`
}

export function accountsHandlers(route: Router): Route[] {
  return [
    // ------------------------------------------------------------ customers

    route.get('/v2/Customer', { any: READ_CUSTOMERS }, ({ query, backend, scope }) => {
      const categories = readValues(query, 'category', CUSTOMER_CATEGORIES)
      const types = readValues(query, 'type', CUSTOMER_TYPES)
      return listRows(backend.db.customers, {
        where: (row) =>
          seesCustomer(scope, row.id) &&
          (categories.size === 0 || categories.has(row.category)) &&
          (types.size === 0 || types.has(row.type)),
        order: readOrder(query, CUSTOMER_SORT_FIELDS, 'name_asc'),
        paging: readPaging(query),
        map: presentCustomer,
      })
    }),

    // Literal path before /v2/Customer/:id. A plain array (not paged): every customer in scope.
    route.get('/v2/Customer/list', { any: READ_CUSTOMERS }, ({ backend, scope }) => {
      return allRows(backend.db.customers, {
        where: (row) => seesCustomer(scope, row.id),
        order: readOrder(BY_NAME, CUSTOMER_SORT_FIELDS, 'name_asc'),
        map: (row) => ({ id: row.id, name: row.name }),
      }).data
    }),

    route.post('/v2/Customer', { all: [P.ACCOUNTS_WRITE] }, async (context) => {
      const { actor, backend } = context
      const db = backend.db
      const values = await validateBody(customerSchema, await readObjectBody(context))
      checkDistributor(db, values.distributorId, null)
      // A new customer is Free unless someone allowed to flip the premium switch says otherwise.
      const type =
        values.type && hasAny(actor.permissions, [P.PREMIUM_WRITE]) ? values.type : 'Free'
      const row: CustomerRow = {
        id: db.customers.nextId(),
        name: values.name.trim(),
        soldTo: values.soldTo.trim(),
        category: values.category,
        distributorId: values.distributorId,
        type,
        contact: trimContact(values.contact),
        address: trimAddress(values.address),
      }
      await db.customers.insert(row)
      return created(presentCustomer(row))
    }),

    route.get('/v2/Customer/:id', { any: READ_CUSTOMERS }, (context) => {
      return presentCustomer(visibleCustomer(context, idParam(context.params.id, 'Customer')))
    }),

    // Customers are updated with accounts:write only (ADMIN-6.4): accounts:customer:write is
    // for a customer's sites and site admins, not the customer itself (issue 20).
    route.patch('/v2/Customer/:id', { all: [P.ACCOUNTS_WRITE] }, async (context) => {
      const { backend } = context
      const db = backend.db
      const current = visibleCustomer(context, idParam(context.params.id, 'Customer'))
      const body = await readObjectBody(context)
      const values = await validateBody(customerSchema, mergePatch(current, body))
      requireRevision(revisionOf(current), body.revision, `The customer ${current.name}`)
      checkDistributor(db, values.distributorId, current.id)
      if (current.category === 'Distributor' && values.category !== 'Distributor') {
        const indirect = db.customers.all().filter((row) => row.distributorId === current.id)
        if (indirect.length > 0) {
          throw conflict(
            `“${current.name}” is the distributor of ${countNoun(indirect.length, 'customer')}; assign them another distributor before changing its category.`,
          )
        }
      }
      // The type is changed only with the premium switch (POST /v2/Customer/{id}/type).
      const updated = await db.customers.update(current.id, (draft) => {
        draft.name = values.name.trim()
        draft.soldTo = values.soldTo.trim()
        draft.category = values.category
        draft.distributorId = values.distributorId
        draft.contact = trimContact(values.contact)
        draft.address = trimAddress(values.address)
      })
      return presentCustomer(updated ?? current)
    }),

    route.delete('/v2/Customer/:id', { all: [P.ACCOUNTS_DELETE] }, async (context) => {
      const db = context.backend.db
      const current = visibleCustomer(context, idParam(context.params.id, 'Customer'))
      const sites = db.sites.all().filter((row) => row.customerId === current.id).length
      if (sites > 0) {
        throw conflict(
          `Customer “${current.name}” still has ${countNoun(sites, 'site')}: delete or transfer them first.`,
        )
      }
      const users = db.users.all().filter((row) => row.customerId === current.id).length
      if (users > 0) {
        throw conflict(
          `Customer “${current.name}” still has ${countNoun(users, 'user')}: delete them first.`,
        )
      }
      const indirect = db.customers.all().filter((row) => row.distributorId === current.id).length
      if (indirect > 0) {
        throw conflict(
          `Customer “${current.name}” is the distributor of ${countNoun(indirect, 'customer')}: assign them another distributor first.`,
        )
      }
      await db.customers.remove(current.id)
      return undefined
    }),

    // The premium switch: the customer's sites follow their customer.
    route.post('/v2/Customer/:id/type', { all: [P.PREMIUM_WRITE] }, async (context) => {
      const db = context.backend.db
      const current = visibleCustomer(context, idParam(context.params.id, 'Customer'))
      const { type } = await validateBody(typeSchema, await readObjectBody(context))
      const updated = await db.customers.update(current.id, (draft) => {
        draft.type = type
      })
      for (const site of db.sites.all().filter((row) => row.customerId === current.id)) {
        await db.sites.update(site.id, (draft) => {
          draft.type = type
        })
      }
      return presentCustomer(updated ?? current)
    }),

    // ------------------------------------------------------------ sites

    route.get('/v2/Sites', { any: READ_SITES }, ({ query, backend, scope }) => {
      const db = backend.db
      const customerId = readId(query, 'customerId')
      requireFiltersInScope(scope, { customerId, siteId: null }, 'sites')
      return listRows(db.sites, {
        where: (row) =>
          seesSite(scope, row.id) && (customerId === null || row.customerId === customerId),
        order: readSiteOrder(query, db),
        paging: readPaging(query),
        map: (row) => presentSite(db, row),
        dependsOn: [db.customers],
      })
    }),

    // Literal path before /v2/Sites/:id. A plain array (not paged): every site in scope.
    route.get('/v2/Sites/list', { any: READ_SITES }, ({ query, backend, scope }) => {
      const db = backend.db
      const customerId = readId(query, 'customerId')
      requireFiltersInScope(scope, { customerId, siteId: null }, 'sites')
      return allRows(db.sites, {
        where: (row) =>
          seesSite(scope, row.id) && (customerId === null || row.customerId === customerId),
        order: readSiteOrder(BY_NAME, db),
        map: (row) => ({ id: row.id, name: row.name, customerId: row.customerId }),
      }).data
    }),

    route.post('/v2/Sites', { any: CREATE_SITES }, async (context) => {
      const { backend, scope } = context
      const db = backend.db
      const values = await validateBody(siteSchema, await readObjectBody(context))
      if (!seesCustomer(scope, values.customerId)) {
        throw forbidden(`You cannot add sites to customer ${values.customerId}.`)
      }
      const customer = db.customers.get(values.customerId)
      if (!customer) {
        throw fieldError(
          'customerId',
          'validation.oneOf',
          `customerId: Customer ${values.customerId} does not exist.`,
        )
      }
      const row: SiteRow = {
        id: db.sites.nextId(),
        name: values.name.trim(),
        shipTo: values.shipTo.trim(),
        customerId: customer.id,
        type: customer.type,
        contact: trimContact(values.contact),
        address: trimAddress(values.address),
        location: values.location ?? NO_LOCATION,
        availableTestTypes: readAvailableTestTypes(db, values.availableTestTypes ?? []),
      }
      await db.sites.insert(row)
      return created(presentSite(db, row))
    }),

    route.get('/v2/Sites/:id', { any: READ_SITES }, (context) => {
      return presentSite(
        context.backend.db,
        visibleSite(context, idParam(context.params.id, 'Site')),
      )
    }),

    route.patch('/v2/Sites/:id', { any: UPDATE_SITES }, async (context) => {
      const db = context.backend.db
      const current = visibleSite(context, idParam(context.params.id, 'Site'))
      const body = await readObjectBody(context)
      if (body.customerId !== undefined && Number(body.customerId) !== current.customerId) {
        throw fieldError(
          'customerId',
          'validation.readOnly',
          'customerId: Move a site to another customer with the transfer call.',
        )
      }
      const values = await validateBody(siteSchema, mergePatch(current, body))
      requireRevision(revisionOf(current), body.revision, `The site ${current.name}`)
      // Stored entries are not checked again: a test type deleted since stays until the next save.
      const availableTestTypes =
        body.availableTestTypes === undefined
          ? current.availableTestTypes
          : readAvailableTestTypes(db, values.availableTestTypes ?? [])
      // The type is changed only with the premium switch (POST /v2/Sites/{id}/type).
      const updated = await db.sites.update(current.id, (draft) => {
        draft.name = values.name.trim()
        draft.shipTo = values.shipTo.trim()
        draft.contact = trimContact(values.contact)
        draft.address = trimAddress(values.address)
        draft.location = values.location ?? current.location
        draft.availableTestTypes = availableTestTypes
      })
      return presentSite(db, updated ?? current)
    }),

    // A site with users cannot go (they would lose their place), nor one with test records: they
    // are the site's history, and would be left naming a site that no longer exists.
    route.delete('/v2/Sites/:id', { any: DELETE_SITES }, async (context) => {
      const db = context.backend.db
      const current = visibleSite(context, idParam(context.params.id, 'Site'))
      const users = db.users.all().filter((row) => row.siteId === current.id).length
      if (users > 0) {
        throw conflict(
          `Site “${current.name}” still has ${countNoun(users, 'user')}: delete or move them first.`,
        )
      }
      const records = db.testRecords.all().filter((row) => row.siteId === current.id).length
      if (records > 0) {
        throw conflict(
          `Site “${current.name}” has ${countNoun(records, 'test record')}: a site with a history cannot be deleted.`,
        )
      }
      // Report subscriptions of the site mean nothing without it.
      for (const subscription of db.subscriptions
        .all()
        .filter((row) => row.siteId === current.id)) {
        await db.subscriptions.remove(subscription.id)
      }
      await db.sites.remove(current.id)
      return undefined
    }),

    // Transfer: the site and its users move to the other customer; records keep their history.
    route.post('/v2/Sites/:id/move/:customerId', { all: [P.ACCOUNTS_WRITE] }, async (context) => {
      const db = context.backend.db
      const current = visibleSite(context, idParam(context.params.id, 'Site'))
      const target = visibleCustomer(context, idParam(context.params.customerId, 'Customer'))
      const updated = await db.sites.update(current.id, (draft) => {
        draft.customerId = target.id
      })
      for (const user of db.users.all().filter((row) => row.siteId === current.id)) {
        await db.users.update(user.id, (draft) => {
          draft.customerId = target.id
        })
      }
      return presentSite(db, updated ?? current)
    }),

    route.get('/v2/Sites/:id/siteadmins', { any: READ_SITES }, (context) => {
      const { query, backend } = context
      const db = backend.db
      const site = visibleSite(context, idParam(context.params.id, 'Site'))
      return listRows(db.users, {
        where: (row) => row.siteId === site.id && row.type === 'SiteAdmin',
        order: readUserOrder(query, db),
        paging: readPaging(query),
        map: (row) => presentUser(db, row),
        dependsOn: [db.sites],
      })
    }),

    route.post('/v2/Sites/:id/type', { all: [P.PREMIUM_WRITE] }, async (context) => {
      const db = context.backend.db
      const current = visibleSite(context, idParam(context.params.id, 'Site'))
      const { type } = await validateBody(typeSchema, await readObjectBody(context))
      const updated = await db.sites.update(current.id, (draft) => {
        draft.type = type
      })
      return presentSite(db, updated ?? current)
    }),
  ]
}
