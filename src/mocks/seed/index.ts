/**
 * The deterministic seed of the fake API: the same options always give the same data, byte for
 * byte. Every date is an offset before `anchor`, and offsets never depend on the anchor, so a
 * later anchor moves all dates and changes nothing else. Each concern draws from its own named
 * random stream, so adding data to one module leaves the others unchanged.
 */
import type { SeedData } from '@/mocks/db/rows'
import { buildAccounts, PERSONA_SITE_ID } from './accounts'
import { buildSubstances, buildTestTypes } from './catalogue'
import {
  buildFeedback,
  buildSubscriptions,
  buildTerms,
  buildUserViews,
  TERMS_COUNT,
} from './content'
import { buildDevicePool, buildDeviceVerifications, buildFirmware } from './devices'
import { createRandom } from './random'
import { buildLanguages, getCountries } from './reference-data'
import { buildRecordHistory } from './record-history'
import { buildTestRecords, plantFormulaLikeQr } from './test-records'

import { SEED_RECORD_COUNTS, type SeedSize } from './sizes'

export { SEED_RECORD_COUNTS, type SeedSize } from './sizes'

export interface SeedOptions {
  size: SeedSize
  /** epoch ms; every date is relative to it */
  anchor: number
}

export { DEFAULT_VIEW_COLUMNS } from './content'

export function buildSeed(options: SeedOptions): SeedData {
  const { anchor } = options
  const count = SEED_RECORD_COUNTS[options.size]
  const stream = (name: string) => createRandom(`milk-safety-seed:${name}`)

  const substances = buildSubstances(stream('substances'), anchor)
  const testTypes = buildTestTypes()
  const terms = buildTerms(stream('terms'), anchor)
  const { customers, sites, users, profiles } = buildAccounts(
    stream('accounts'),
    testTypes,
    TERMS_COUNT,
  )
  const firmware = buildFirmware(stream('firmware'), anchor)
  const devices = buildDevicePool(stream('devices'), profiles, firmware)
  const { testRecords, groupedTestRecords } = buildTestRecords(stream('test-records'), {
    count,
    anchor,
    profiles,
    testTypes,
    devices,
  })
  plantFormulaLikeQr(testRecords, PERSONA_SITE_ID)
  const deviceVerifications = buildDeviceVerifications(
    stream('verifications'),
    anchor,
    devices,
    testRecords,
    users,
  )

  const customerAdmin = users.find((user) => user.username === 'customer.admin')
  const personaSite = profiles[PERSONA_SITE_ID - 1]
  if (!customerAdmin || !personaSite) throw new Error('Seed personas are missing')

  return {
    customers,
    sites,
    users,
    substances,
    testTypes,
    testRecords,
    groupedTestRecords,
    recordHistory: buildRecordHistory(stream('record-history'), {
      anchor,
      testRecords,
      groupedTestRecords,
      users,
    }),
    deviceVerifications,
    firmware,
    terms,
    subscriptions: buildSubscriptions(stream('subscriptions'), sites, users),
    feedback: buildFeedback(stream('feedback'), anchor, users),
    userViews: buildUserViews(stream('views'), anchor, customerAdmin, personaSite, users),
    // Nobody has asked for a new password yet, and no mail was sent.
    passwordResets: [],
    outbox: [],
    languages: buildLanguages(),
    countries: getCountries(),
  }
}
