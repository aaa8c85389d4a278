/**
 * Every write endpoint of the fake API against every persona, from one table (issue 20): who may
 * write is written down here from ADMIN-6.2 to ADMIN-6.11 and CORE-6.6 and the personas' roles
 * (src/mocks/personas.ts), not read from the handlers' own rules, so a handler that lets the
 * wrong persona in (as PATCH /v2/Customer once did for a customer admin) fails here.
 *
 * A persona the table allows gets anything but 401 or 403 (its body may still be refused with a
 * 400, or the change with a 409); any other persona gets 403, or 404 for a record outside its
 * scope (the API does not confirm that it exists). Calls run in the order of PERSONAS_IN_ORDER,
 * the internal administrator last, so a permitted deletion does not hide a later refusal.
 */
import { describe, expect, it } from 'vitest'
import { useFakeApi } from '../../../tests/helpers/fake-api'

const fake = useFakeApi()

/** Seeded accounts: customer 1 and its sites 1–5 are the personas'; site 1 is site.admin's. */
const PERSONA_CUSTOMER = 1
const PERSONA_SITE = 1
const OTHER_SITE = 2
const MOVED_SITE = 3

const PERSONAS_IN_ORDER = [
  'catalogue.viewer',
  'operator',
  'new.operator',
  'free.admin',
  'site.admin',
  'customer.admin',
  'admin',
] as const
type Persona = (typeof PERSONAS_IN_ORDER)[number]

/** Staff of customer 1 who may see its test records (CORE-6.6). */
const RECORD_READERS: Persona[] = [
  'operator',
  'new.operator',
  'site.admin',
  'customer.admin',
  'admin',
]

interface WriteCase {
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  path: () => string
  body?: () => unknown
  /** Who may make this call, and why (ADMIN-6.2 to ADMIN-6.11). */
  allowed: Persona[]
  /**
   * How the others are refused when not 403 or 404: a body naming a record outside the caller's
   * scope gets the 400 that an unknown one gets (the API does not confirm that it exists).
   */
  refusedAlsoWith?: number
}

const contact = { name: 'Ada Lovelace', phone: '+45 12 34 56 78', email: 'ada@example.com' }
const address = { street: 'Mejerivej 1', postalCode: '8000', city: 'Aarhus', country: 'DK' }
let counter = 0
const unique = (prefix: string) => `${prefix} ${++counter}`

/** A record of the personas' site, the first one seeded there. */
const recordOfPersonaSite = () =>
  fake.api.backend.db.testRecords.all().find((row) => row.siteId === PERSONA_SITE)!.id
/** An operator of the personas' site other than the personas. */
const operatorOfPersonaSite = () =>
  fake.api.backend.db.users
    .all()
    .find(
      (row) =>
        row.type === 'Operator' &&
        row.siteId === PERSONA_SITE &&
        row.username !== 'operator' &&
        row.username !== 'new.operator',
    )!.id
const subscriptionOfPersonaSite = () =>
  fake.api.backend.db.subscriptions.all().find((row) => row.siteId === PERSONA_SITE)?.id ?? 999_999
const groupOfPersonaSite = () => {
  const db = fake.api.backend.db
  return db.groupedTestRecords
    .all()
    .find((group) => db.testRecords.get(group.testRecordIds[0]!)?.siteId === PERSONA_SITE)!.id
}

/** A reader's upload of a sample of the personas' site: one record, alone in its group. */
const groupUploadOfPersonaSite = () => {
  const db = fake.api.backend.db
  const reader = db.deviceVerifications.all().find((row) => row.siteId === PERSONA_SITE)!
  const testType = db.sites
    .get(PERSONA_SITE)!
    .availableTestTypes.map((entry) => db.testTypes.get(entry.testTypeId)!)
    .find((type) => type.measurementMethod === 'Qualitative')!
  const record = {
    testDate: new Date(fake.api.backend.now() - 3_600_000).toISOString(),
    testType: { id: testType.id },
    result: 'Negative',
    readerType: reader.readerType,
    readerSerialNumber: reader.readerSerialNumber,
    substances: testType.substances.map((line) => ({
      substanceId: line.substanceId,
      level: 1.2,
      result: 'Negative',
    })),
  }
  return { testRecords: [record] }
}

const TABLE: Record<string, WriteCase> = {
  // test-types:substances and test-types:test-items write/delete: internal administrators.
  'create a substance': {
    method: 'POST',
    path: () => '/v2/Substances',
    body: () => ({ name: unique('Substance') }),
    allowed: ['admin'],
  },
  'update a substance': {
    method: 'PATCH',
    path: () => '/v2/Substances/1',
    body: () => ({ name: unique('Substance') }),
    allowed: ['admin'],
  },
  'delete a substance': { method: 'DELETE', path: () => '/v2/Substances/1', allowed: ['admin'] },
  'create a test type': {
    method: 'POST',
    path: () => '/v2/TestTypes',
    body: () => ({}),
    allowed: ['admin'],
  },
  'update a test type': {
    method: 'PATCH',
    path: () => '/v2/TestTypes/1',
    body: () => ({ name: unique('Strip') }),
    allowed: ['admin'],
  },
  'delete a test type': { method: 'DELETE', path: () => '/v2/TestTypes/1', allowed: ['admin'] },
  // accounts:write / accounts:delete / premium:write: internal administrators only.
  'create a customer': {
    method: 'POST',
    path: () => '/v2/Customer',
    body: () => ({ name: unique('Dairy'), category: 'Direct', contact, address }),
    allowed: ['admin'],
  },
  'update a customer (its own, for its admins)': {
    method: 'PATCH',
    path: () => `/v2/Customer/${PERSONA_CUSTOMER}`,
    body: () => ({ name: unique('Dairy') }),
    allowed: ['admin'],
  },
  'delete a customer': {
    method: 'DELETE',
    path: () => `/v2/Customer/${PERSONA_CUSTOMER}`,
    allowed: ['admin'],
  },
  'switch a customer to Free or Premium': {
    method: 'POST',
    path: () => `/v2/Customer/${PERSONA_CUSTOMER}/type`,
    body: () => ({ type: 'Premium' }),
    allowed: ['admin'],
  },
  // accounts:customer:write: sites of the own customer; accounts:site:write: the own site.
  'create a site of customer 1': {
    method: 'POST',
    path: () => '/v2/Sites',
    body: () => ({ name: unique('Site'), customerId: PERSONA_CUSTOMER, contact, address }),
    allowed: ['customer.admin', 'admin'],
  },
  'update the site admin’s own site': {
    method: 'PATCH',
    path: () => `/v2/Sites/${PERSONA_SITE}`,
    body: () => ({ contact }),
    allowed: ['site.admin', 'customer.admin', 'admin'],
  },
  'delete another site of customer 1': {
    method: 'DELETE',
    path: () => `/v2/Sites/${OTHER_SITE}`,
    allowed: ['customer.admin', 'admin'],
  },
  'move a site to another customer': {
    method: 'POST',
    // A site no other case uses: moving it takes it out of customer 1's scope.
    path: () => `/v2/Sites/${MOVED_SITE}/move/2`,
    allowed: ['admin'],
  },
  'switch a site to Free or Premium': {
    method: 'POST',
    path: () => `/v2/Sites/${PERSONA_SITE}/type`,
    body: () => ({ type: 'Premium' }),
    allowed: ['admin'],
  },
  // users:write / users:delete: app users of the own scope.
  'create an operator at site 1': {
    method: 'POST',
    path: () => '/v2/Users',
    body: () => ({
      type: 'Operator',
      siteId: PERSONA_SITE,
      username: unique('op').replace(' ', '-'),
      password: 'long-enough-password',
    }),
    allowed: ['site.admin', 'customer.admin', 'admin'],
  },
  'delete an operator of site 1': {
    method: 'DELETE',
    path: () => `/v2/Users/${operatorOfPersonaSite()}`,
    allowed: ['customer.admin', 'admin'],
  },
  // subscriptions:write / delete: customer staff, in scope.
  'subscribe an address to site 1': {
    method: 'POST',
    path: () => '/v2/Subscriptions',
    body: () => ({ siteId: PERSONA_SITE, email: `${unique('x').replace(' ', '')}@example.com` }),
    allowed: ['site.admin', 'customer.admin', 'admin'],
    refusedAlsoWith: 400,
  },
  'delete a subscription of site 1': {
    method: 'DELETE',
    path: () => `/v2/Subscriptions/${subscriptionOfPersonaSite()}`,
    allowed: ['site.admin', 'customer.admin', 'admin'],
  },
  // terms:write: the terms administrators.
  'release terms of use': {
    method: 'POST',
    path: () => '/v2/Terms',
    body: () => ({ termsText: '<p>Terms</p>', released: true }),
    allowed: ['admin'],
  },
  // dashboard: everyone who has a dashboard may send feedback.
  'send feedback': {
    method: 'POST',
    path: () => '/v2/Feedback',
    body: () => ({ topic: 'Other', type: 'Question', feedback: 'Hello' }),
    allowed: [...PERSONAS_IN_ORDER],
  },
  // device-health.
  'record a device verification': {
    method: 'POST',
    path: () => '/v2/DeviceHealth',
    body: () => ({}),
    allowed: ['free.admin', 'site.admin', 'customer.admin', 'admin'],
  },
  // desktop-versioning:write (delete uses the write permission).
  'create a firmware version': {
    method: 'POST',
    path: () => '/v2/Firmware/desktop-reader',
    body: () => ({ version: '99.0.0', description: '' }),
    allowed: ['admin'],
  },
  'delete a firmware version': {
    method: 'DELETE',
    path: () => '/v2/Firmware/desktop-reader/1',
    allowed: ['admin'],
  },
  // Test records of the own scope (CORE-6.6): annotate, comment, delete.
  'annotate a record of site 1': {
    method: 'PATCH',
    path: () => `/v2/TestRecords/${recordOfPersonaSite()}/annotation`,
    body: () => 'Rejected',
    allowed: RECORD_READERS,
  },
  'comment a record of site 1': {
    method: 'PATCH',
    path: () => `/v2/TestRecords/${recordOfPersonaSite()}/comment`,
    body: () => ({ id: recordOfPersonaSite(), comments: 'Checked.' }),
    allowed: RECORD_READERS,
  },
  'comment a group of site 1': {
    method: 'POST',
    path: () => `/v2/GroupedTestRecords/${groupOfPersonaSite()}/comment`,
    body: () => ({ comments: 'Checked.' }),
    allowed: RECORD_READERS,
  },
  // A reader's app signs in as any user with test records; the reader's site must be in scope.
  'upload a group of site 1': {
    method: 'POST',
    path: () => '/v2/GroupedTestRecords',
    body: groupUploadOfPersonaSite,
    allowed: RECORD_READERS,
  },
  // A reader without a signed-in user: public, whoever calls.
  'upload a group of site 1 anonymously': {
    method: 'POST',
    path: () => '/v2/GroupedTestRecords/anonymous',
    body: groupUploadOfPersonaSite,
    allowed: [...PERSONAS_IN_ORDER],
  },
  // Own data: everyone with test records keeps views.
  'save the own views': {
    method: 'PUT',
    path: () => '/v2/Users/me/views',
    body: () => ({ views: [] }),
    allowed: [...RECORD_READERS, 'free.admin'],
  },
}

describe.each(Object.entries(TABLE))('%s', (_name, write) => {
  it.each(PERSONAS_IN_ORDER)('as %s', async (persona) => {
    const answer = await fake.call(persona, write.method, write.path(), write.body?.())
    const detail = `${write.method} ${write.path()} as ${persona}: ${answer.status} ${JSON.stringify(answer.body)}`
    if (write.allowed.includes(persona)) {
      expect([401, 403], detail).not.toContain(answer.status)
      expect(answer.status, detail).toBeLessThan(500)
    } else {
      expect([403, 404, write.refusedAlsoWith], detail).toContain(answer.status)
    }
  })
})
