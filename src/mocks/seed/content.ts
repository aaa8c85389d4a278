/**
 * Terms of use, e-mail report subscriptions, feedback and saved user views.
 */
import type { SavedView, ViewColumn } from '@/api/types'
import { CONTROL_FLAGS, RESULT_FLAGS } from '@/domain/enums'
import { defaultViewColumns, type ViewColumnId } from '@/domain/test-record-columns'
import type {
  FeedbackRow,
  SiteRow,
  SubscriptionRow,
  TermsRow,
  UserRow,
  UserViewsRow,
} from '@/mocks/db/rows'
import type { SiteProfile } from './accounts'
import { daysBefore } from './dates'
import type { Random } from './random'

// ---------------------------------------------------------------- saved views

/**
 * The default columns of a saved view, in order and all enabled (CORE-3.7): the portal's own
 * list (src/domain/test-record-columns.ts), so a seeded view names the ids the portal shows.
 */
export const DEFAULT_VIEW_COLUMNS: readonly ViewColumn[] = defaultViewColumns()

function columns(disabled: readonly ViewColumnId[]): ViewColumn[] {
  return DEFAULT_VIEW_COLUMNS.map((column) => ({
    ...column,
    enabled: !(disabled as readonly string[]).includes(column.id),
  }))
}

export function buildUserViews(
  random: Random,
  anchor: number,
  owner: UserRow,
  profile: SiteProfile,
  users: readonly UserRow[],
): UserViewsRow[] {
  const operators = users
    .filter((user) => user.siteId === profile.site.id && user.type === 'Operator')
    .slice(0, 2)
    .map((user) => user.id)
  const views: SavedView[] = [
    {
      id: random.int(1, 100_000),
      name: 'Positives – last 3 months',
      filters: {
        period: '3m',
        routes: [],
        testResult: RESULT_FLAGS.positive | RESULT_FLAGS.inconclusive,
        controlResult: CONTROL_FLAGS.positiveControl | CONTROL_FLAGS.animalControl,
        userIds: [],
        readerType: [],
        measurementMethod: ['Qualitative', 'Quantitative'],
      },
      columns: columns(['concentration', 'attachments']),
    },
    {
      id: random.int(1, 100_000),
      name: `${profile.site.name} trucks`,
      filters: {
        period: '28d',
        routes: profile.routes.slice(0, 2).map((route) => route.name),
        testResult: 7,
        controlResult: CONTROL_FLAGS.positiveControl | CONTROL_FLAGS.animalControl,
        userIds: operators,
        readerType: ['TruckReader'],
        measurementMethod: ['Qualitative'],
      },
      columns: columns(['measurementMethod', 'concentration', 'site']),
    },
    {
      // A view of the control records (docs/decisions.md "A view belongs to its list").
      id: random.int(1, 100_000),
      name: 'Animal controls',
      filters: {
        period: '28d',
        routes: [],
        testResult: 7,
        controlResult: CONTROL_FLAGS.animalControl,
        userIds: [],
        readerType: [],
        measurementMethod: [],
      },
      columns: columns(['rawQR', 'batchNumber', 'concentration', 'operatorId', 'attachments']),
      list: 'controlRecords',
    },
  ]
  return [{ id: owner.id, views, lastUpdated: daysBefore(anchor, random.float(1, 20)) }]
}

// ---------------------------------------------------------------- terms

/**
 * Terms of use, oldest first. The oldest version deliberately carries an `<img onerror>` and a
 * `<script>` payload, as terms HTML written by an administrator could: the portal renders terms
 * through DOMPurify, and this version lets tests and reviewers check that nothing runs.
 */
const TERMS_TEXTS: readonly string[] = [
  `<h1>Terms of Use</h1>
<p>Version 1. These terms govern the use of the milk-safety rapid-test portal and the reader app
("the Service") by dairies, laboratories and their staff.</p>
<h2>1. Use of the Service</h2>
<p>You may use the Service only to record and review rapid tests of raw milk carried out with
approved readers and test kits.</p>
<img src="x" onerror="alert('xss')">
<script>alert('xss')</script>
<ul>
  <li>Keep your password secret and do not share personal accounts.</li>
  <li>Report suspected misuse to your administrator.</li>
</ul>
<h2>2. Data</h2>
<p>Test results belong to the customer that recorded them. See our
<a href="https://www.rapidtest-service.eu/privacy">privacy notice</a>.</p>`,
  `<h1>Terms of Use</h1>
<p>Version 2. These terms govern the use of the milk-safety rapid-test portal and the reader app
("the Service").</p>
<h2>1. Accounts</h2>
<ul>
  <li>Each person uses their own account; shared reception accounts are allowed for operators
  who record a personal operator ID with every test.</li>
  <li>Administrators keep the list of users of their sites up to date.</li>
</ul>
<h2>2. Test results</h2>
<p>Rapid tests are screening tests. A positive result must be confirmed according to your
quality procedures before a load is rejected.</p>
<h2>3. Data protection</h2>
<p>We process personal data as described in the
<a href="https://www.rapidtest-service.eu/privacy">privacy notice</a>. Results are stored for at
least five years.</p>`,
  `<h1>Terms of Use</h1>
<p><strong>Version 3.</strong> Please read these terms carefully. By accepting them you agree to
use the milk-safety rapid-test portal, the reader app and the connected readers ("the Service")
as described below.</p>
<h2>1. Accounts and access</h2>
<ol>
  <li>Each person uses their own account. Shared reception accounts are allowed for operators
  who record a personal operator ID with every test.</li>
  <li>Customer and site administrators grant and remove access for their own staff.</li>
  <li>Keep your password secret; tell your administrator at once if it may be known to others.</li>
</ol>
<h2>2. Readers and test kits</h2>
<p>Use only verified readers and test kits within their expiry date. Readers must pass a
verification at least every 30 days; overdue readers are flagged on the device-health page.</p>
<h2>3. Test results</h2>
<p>Rapid tests are screening tests. A positive or weak positive result must be confirmed
according to your quality procedures before a load is rejected. Control and verification
records are kept apart from milk samples.</p>
<h2>4. Data protection</h2>
<p>Test results belong to the customer that recorded them. We process personal data as
described in the <a href="https://www.rapidtest-service.eu/privacy">privacy notice</a> and keep
results for at least five years.</p>
<h2>5. Changes</h2>
<p>We may update these terms. You will be asked to accept a new version before you continue to
use the Service. Questions: <a href="mailto:support@rapidtest-service.eu">support@rapidtest-service.eu</a>.</p>`,
]

export function buildTerms(random: Random, anchor: number): TermsRow[] {
  const ages = [random.float(700, 760), random.float(380, 420), random.float(45, 75)]
  return TERMS_TEXTS.map((termsText, index) => ({
    id: index + 1,
    termsText,
    created: daysBefore(anchor, ages[index] as number),
    released: true,
  }))
}

export const TERMS_COUNT = TERMS_TEXTS.length

// ---------------------------------------------------------------- subscriptions

export function buildSubscriptions(
  random: Random,
  sites: readonly SiteRow[],
  users: readonly UserRow[],
): SubscriptionRow[] {
  const rows: SubscriptionRow[] = []
  const seen = new Set<string>()
  const add = (email: string, siteId: number) => {
    const key = `${email}|${siteId}`
    if (seen.has(key)) return
    seen.add(key)
    rows.push({ id: rows.length + 1, email, siteId })
  }
  // Every site's laboratory gets its reports; most site admins too; some quality managers
  // follow several sites of their customer.
  for (const site of sites) add(site.contact.email, site.id)
  for (const user of users) {
    if (user.type === 'SiteAdmin' && user.siteId !== null && random.chance(0.3)) {
      add(user.email, user.siteId)
    }
  }
  const customerAdmins = users.filter((user) => user.type === 'CustomerAdmin')
  while (rows.length < 20) {
    const admin = random.pick(customerAdmins)
    const ownSites = sites.filter((site) => site.customerId === admin.customerId)
    if (ownSites.length > 0) add(admin.email, random.pick(ownSites).id)
  }
  return rows
}

// ---------------------------------------------------------------- feedback

const FEEDBACK: ReadonlyArray<Pick<FeedbackRow, 'topic' | 'type' | 'feedback'>> = [
  {
    topic: 'reader',
    type: 'error',
    feedback:
      'The truck reader shows "incubator not ready" for several minutes on cold mornings, even though the temperature is fine.',
  },
  {
    topic: 'cloud',
    type: 'improvement',
    feedback:
      'It would help to export the control records together with the confirmation records in one file.',
  },
  {
    topic: 'testStrip',
    type: 'question',
    feedback: 'Can the tetracycline strip be read after 8 minutes instead of 5 if we forget it?',
  },
  {
    topic: 'app',
    type: 'error',
    feedback: 'The app logs me out when I switch between the reception tablet and my phone.',
  },
  {
    topic: 'other',
    type: 'improvement',
    feedback: 'Please add Swedish to the portal languages for our Falkenberg colleagues.',
  },
]

const DEVICES: ReadonlyArray<readonly [device: string, os: string]> = [
  ['Desktop', 'Windows 11'],
  ['Desktop', 'macOS 15.4'],
  ['Tablet', 'Android 14'],
  ['Desktop', 'Windows 10'],
  ['Mobile', 'iOS 18.3'],
]

export function buildFeedback(
  random: Random,
  anchor: number,
  users: readonly UserRow[],
): FeedbackRow[] {
  const senders = users.filter((user) => user.type !== 'Root')
  return FEEDBACK.map((entry, index) => {
    const user =
      index === 0
        ? (users.find((u) => u.username === 'operator') ?? random.pick(senders))
        : random.pick(senders)
    const [device, os] = random.pick(DEVICES)
    return {
      id: index + 1,
      sender: user.email,
      userId: user.id,
      topic: entry.topic,
      type: entry.type,
      feedback: entry.feedback,
      device,
      platform: 'web',
      os,
      version: '1.8.6',
      created: daysBefore(anchor, random.float(2, 200)),
    }
  })
}
