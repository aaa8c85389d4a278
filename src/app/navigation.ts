/**
 * The areas of the portal: their navigation entries (two sections, CORE-2.2), titles and who
 * may use them (CORE-6.2 to CORE-6.7, ADMIN-6.2 to ADMIN-6.11). The navigation shows only the areas
 * a user may use, and the router refuses the others with the forbidden result, from this one table.
 */
import { hasAll, hasAny, PERMISSIONS as P, type Permission } from '@/domain/permissions'
import { paths } from './paths'

/** Who may use an area: at least one of `any` and every one of `all`. No permissions: nothing. */
export interface AccessRule {
  any?: readonly Permission[]
  all?: readonly Permission[]
}

export type AreaId =
  | 'dashboard'
  | 'testRecords'
  | 'controlRecords'
  | 'testTypes'
  | 'accounts'
  | 'users'
  | 'subscriptions'
  | 'termsAdmin'
  | 'deviceHealth'
  | 'readerFirmware'
  | 'feedback'
  | 'terms'
  | 'account'

/** A tab of a tabbed area: its list's path and who may read it. */
export interface AreaTab {
  href: string
  access: AccessRule
}

export interface Area {
  id: AreaId
  /** The first path segment the area's routes start with. */
  segment: string
  /**
   * Where its navigation entry leads. In the areas `permittedAreas` answers, a tabbed area's is
   * the first tab the user may read.
   */
  href: string
  /** A tabbed area's tabs whose access differs, in order (the first readable one is its home). */
  tabs?: readonly AreaTab[]
  /** Translation key of its navigation label, page title and browser title. */
  titleKey: string
  access: AccessRule
  /** Navigation section; areas without one are reached otherwise (the terms, from the user menu). */
  section: 'results' | 'administration' | null
}

/** The test-types area's tabs and the permissions to read and to write each (ADMIN-6.2). */
export const TEST_TYPES_TABS = [
  { tab: 'test-items', read: P.TEST_ITEMS_READ, write: P.TEST_ITEMS_WRITE },
  { tab: 'substances', read: P.SUBSTANCES_READ, write: P.SUBSTANCES_WRITE },
] as const

export const AREAS: readonly Area[] = [
  {
    id: 'dashboard',
    segment: 'dashboard',
    href: paths.dashboard(),
    titleKey: 'nav.dashboard',
    access: { any: [P.DASHBOARD] },
    section: 'results',
  },
  {
    id: 'testRecords',
    segment: 'test-records',
    href: paths.testRecords(),
    titleKey: 'nav.testRecords',
    access: { any: [P.TEST_RECORDS] },
    section: 'results',
  },
  {
    id: 'controlRecords',
    segment: 'control-records',
    href: paths.controlRecords(),
    titleKey: 'nav.controlRecords',
    access: { any: [P.TEST_RECORDS] },
    section: 'results',
  },
  {
    id: 'testTypes',
    segment: 'test-types',
    href: paths.testTypes(),
    tabs: TEST_TYPES_TABS.map(({ tab, read }) => ({
      href: paths.testTypes(tab),
      access: { any: [read] },
    })),
    titleKey: 'nav.testTypes',
    access: { any: TEST_TYPES_TABS.map(({ read }) => read) },
    section: 'administration',
  },
  {
    id: 'accounts',
    segment: 'accounts',
    href: paths.accounts(),
    // The sites tab needs the customer scope; a site's own staff start on the roles.
    tabs: [
      {
        href: paths.accounts('sites'),
        access: { any: [P.ACCOUNTS_READ, P.ACCOUNTS_CUSTOMER_READ] },
      },
      {
        href: paths.accounts('roles'),
        access: { any: [P.ACCOUNTS_READ, P.ACCOUNTS_CUSTOMER_READ, P.ACCOUNTS_SITE_READ] },
      },
    ],
    titleKey: 'nav.accounts',
    access: { any: [P.ACCOUNTS_READ, P.ACCOUNTS_CUSTOMER_READ, P.ACCOUNTS_SITE_READ] },
    section: 'administration',
  },
  {
    id: 'users',
    segment: 'users',
    href: paths.users(),
    titleKey: 'nav.users',
    access: { any: [P.USERS_READ] },
    section: 'administration',
  },
  {
    id: 'subscriptions',
    segment: 'subscriptions',
    href: paths.subscriptions(),
    titleKey: 'nav.subscriptions',
    access: { any: [P.SUBSCRIPTIONS_READ] },
    section: 'administration',
  },
  {
    id: 'termsAdmin',
    segment: 'termsadmin',
    href: paths.termsAdmin(),
    titleKey: 'nav.termsAdmin',
    access: { any: [P.TERMS_WRITE] },
    section: 'administration',
  },
  {
    id: 'deviceHealth',
    segment: 'device-health',
    href: paths.deviceHealth(),
    titleKey: 'nav.deviceHealth',
    access: { any: [P.DEVICE_HEALTH] },
    section: 'administration',
  },
  {
    id: 'readerFirmware',
    segment: 'reader-firmware',
    href: paths.readerFirmware(),
    titleKey: 'nav.readerFirmware',
    access: { any: [P.DESKTOP_VERSIONING_READ] },
    section: 'administration',
  },
  {
    id: 'feedback',
    segment: 'feedback',
    href: paths.feedback(),
    titleKey: 'nav.feedback',
    access: { any: [P.DASHBOARD] },
    section: 'administration',
  },
  {
    id: 'terms',
    segment: 'terms',
    href: paths.terms(),
    titleKey: 'nav.terms',
    access: { any: [P.TERMS_READ, P.TERMS_WRITE] },
    section: null,
  },
  {
    // The signed-in user's own account (from the user menu): every user has one.
    id: 'account',
    segment: 'account',
    href: paths.account(),
    titleKey: 'nav.account',
    access: {},
    section: null,
  },
]

export function mayUse(permissions: readonly string[], rule: AccessRule): boolean {
  if (permissions.length === 0) return false
  if (rule.any && !hasAny(permissions, rule.any)) return false
  if (rule.all && !hasAll(permissions, rule.all)) return false
  return true
}

/**
 * Where an area's entry leads this user: a tabbed area's first tab they may read (a user who
 * may read only substances goes to the substances tab), otherwise the area's own path.
 */
export function areaHref(area: Area, permissions: readonly string[]): string {
  return area.tabs?.find((tab) => mayUse(permissions, tab.access))?.href ?? area.href
}

/** The areas a user may use, in navigation order, each leading to where this user may go. */
export function permittedAreas(permissions: readonly string[]): Area[] {
  return AREAS.filter((area) => mayUse(permissions, area.access)).map((area) => ({
    ...area,
    href: areaHref(area, permissions),
  }))
}

export function areaOfSegment(segment: string): Area | undefined {
  return AREAS.find((area) => area.segment === segment)
}

export function areaById(id: AreaId): Area {
  const area = AREAS.find((candidate) => candidate.id === id)
  if (!area) throw new Error(`Unknown area ${id}`)
  return area
}
