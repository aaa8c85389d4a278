/**
 * The routes of the portal (CORE-2.1, CORE-2.7, CORE-2.11, CORE-2.13, ADMIN-2.2 to ADMIN-2.15).
 * Paths match exactly: anything not listed is the not-found result. Each route belongs to an area of
 * src/app/navigation.ts, whose access rule decides between the page and the forbidden result; a few
 * routes need more (the firmware upload needs desktop-versioning:write).
 */
import type { ReactNode } from 'react'
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom'
import { FEEDBACK_TYPES, FIRMWARE_TYPES } from '@/domain/enums'
import { PERMISSIONS as P, SITE_RULES } from '@/domain/permissions'
import { TEST_TYPES_TABS, type AccessRule, type AreaId } from './navigation'
import { ROUTES } from './paths'
import { DashboardRoute } from './pages/DashboardRoute'
import { AccountsRoute, SiteRoute } from './pages/AccountsRoute'
import { DashboardTestRecordRoute } from './pages/DashboardTestRecordRoute'
import { DeviceHealthRoute } from './pages/DeviceHealthRoute'
import { FeedbackRoute } from './pages/FeedbackRoute'
import { ReaderFirmwareRoute } from './pages/ReaderFirmwareRoute'
import { RecordsRoute, type RecordsList } from './pages/RecordsRoute'
import { SubscriptionsRoute } from './pages/SubscriptionsRoute'
import { TermsAdminRoute } from './pages/TermsAdminRoute'
import { TestTypesRoute } from './pages/TestTypesRoute'
import { UsersRoute } from './pages/UsersRoute'
import { AreaHomeRedirect, AreaRoute } from './shell/AreaRoute'
import { NotFoundRoute } from './shell/NotFoundRoute'
import { ShellLayout } from './shell/ShellLayout'
import { TermsRoute } from './shell/TermsRoute'
import { AccountRoute } from './pages/AccountRoute'

interface Page {
  path: string
  area: AreaId
  /** Needed on top of the area's own rule. */
  access?: AccessRule
  element: ReactNode
  /** Routes shown inside the page (its modal routes). */
  children?: RouteObject[]
}

/** The two records lists (CORE-2.11, CORE-2.13): each list's route and its dialog routes. */
const RECORDS_LISTS: Array<{ list: RecordsList; detail: string; comments: string; views: string }> =
  [
    {
      list: 'testRecords',
      detail: ROUTES.testRecord,
      comments: ROUTES.testRecordComments,
      views: ROUTES.testRecordViews,
    },
    {
      list: 'controlRecords',
      detail: ROUTES.controlRecord,
      comments: ROUTES.controlRecordComments,
      views: ROUTES.controlRecordViews,
    },
  ]

/** Who may read sites, write sites, write site roles (ADMIN-6.4). */
const READ_SITES: AccessRule = { any: SITE_RULES.listOnScreens }
const WRITE_SITES: AccessRule = { any: SITE_RULES.edit }
const CREATE_SITES: AccessRule = { any: SITE_RULES.create }
const WRITE_CUSTOMERS: AccessRule = { all: [P.ACCOUNTS_WRITE] }

/**
 * /accounts (ADMIN-2.3 to ADMIN-2.6): the two tabs, the customer forms and a site's page, each
 * with its modals.
 */
const ACCOUNTS_PAGES: Page[] = [
  { path: ROUTES.accounts.replace(':tab', 'sites'), access: READ_SITES, tab: 'sites' as const },
  {
    path: ROUTES.accountsCreate.replace(':tab', 'sites'),
    access: CREATE_SITES,
    tab: 'sites' as const,
    modal: 'createSite' as const,
  },
  { path: ROUTES.accounts.replace(':tab', 'roles'), tab: 'roles' as const },
  {
    path: ROUTES.accountsCreate.replace(':tab', 'roles'),
    access: CREATE_SITES,
    tab: 'roles' as const,
    modal: 'createRole' as const,
  },
  {
    path: ROUTES.accountsRoleEdit,
    access: CREATE_SITES,
    tab: 'roles' as const,
    modal: 'editRole' as const,
  },
  {
    path: ROUTES.customerCreate,
    access: WRITE_CUSTOMERS,
    tab: 'sites' as const,
    modal: 'createCustomer' as const,
  },
  {
    path: ROUTES.customerEdit,
    access: WRITE_CUSTOMERS,
    tab: 'sites' as const,
    modal: 'editCustomer' as const,
  },
]
  .map(({ path, access, tab, modal }): Page => ({
    path,
    area: 'accounts',
    access,
    element: <AccountsRoute tab={tab} modal={modal} />,
  }))
  .concat(
    [
      { path: ROUTES.site, modal: null },
      { path: ROUTES.siteEdit, access: WRITE_SITES, modal: 'edit' as const },
      { path: ROUTES.siteTestTypes, access: WRITE_SITES, modal: 'testTypes' as const },
      { path: ROUTES.siteTransfer, access: WRITE_CUSTOMERS, modal: 'transfer' as const },
      { path: ROUTES.siteRoleCreate, access: CREATE_SITES, modal: 'createRole' as const },
      { path: ROUTES.siteRoleEdit, access: CREATE_SITES, modal: 'editRole' as const },
    ].map(({ path, access, modal }) => ({
      path,
      area: 'accounts',
      access,
      element: <SiteRoute modal={modal} />,
    })),
  )

const DEVICE_HEALTH_TABS = ['details', 'history'] as const
const DEVICE_HEALTH_LISTS = ['failed', 'outstanding', 'completed'] as const

const PAGES: Page[] = [
  {
    path: ROUTES.dashboard,
    area: 'dashboard',
    element: <DashboardRoute />,
    // The test-record detail dialog over the map; the page stays mounted under it.
    children: [{ path: ROUTES.dashboardTestRecord, element: <DashboardTestRecordRoute /> }],
  },
  ...RECORDS_LISTS.flatMap(({ list, detail, comments, views }): Page[] => [
    { path: ROUTES[list], area: list, element: <RecordsRoute list={list} /> },
    { path: detail, area: list, element: <RecordsRoute list={list} overlay="detail" /> },
    { path: comments, area: list, element: <RecordsRoute list={list} overlay="comments" /> },
    { path: views, area: list, element: <RecordsRoute list={list} overlay="views" /> },
  ]),
  ...TEST_TYPES_TABS.flatMap(({ tab, read, write }): Page[] => [
    {
      path: `/test-types/${tab}`,
      area: 'testTypes',
      access: { any: [read] },
      element: <TestTypesRoute tab={tab} />,
    },
    ...(['create', 'edit'] as const).map((modal) => ({
      path: `/test-types/${tab}/${modal === 'create' ? 'create' : 'edit/:itemId'}`,
      area: 'testTypes' as const,
      access: { all: [read, write] },
      element: <TestTypesRoute tab={tab} modal={modal} />,
    })),
  ]),
  ...ACCOUNTS_PAGES,
  { path: ROUTES.users, area: 'users', element: <UsersRoute /> },
  ...(['create', 'edit'] as const).map((modal): Page => ({
    path: modal === 'create' ? ROUTES.usersCreate : ROUTES.usersEdit,
    area: 'users',
    access: { all: [P.USERS_READ, P.USERS_WRITE] },
    element: <UsersRoute modal={modal} />,
  })),
  { path: ROUTES.subscriptions, area: 'subscriptions', element: <SubscriptionsRoute /> },
  {
    path: ROUTES.subscriptionsCreate,
    area: 'subscriptions',
    access: { all: [P.SUBSCRIPTIONS_READ, P.SUBSCRIPTIONS_WRITE] },
    element: <SubscriptionsRoute creating />,
  },
  { path: ROUTES.terms, area: 'terms', element: <TermsRoute /> },
  { path: ROUTES.termsVersion, area: 'terms', element: <TermsRoute /> },
  { path: ROUTES.termsAdmin, area: 'termsAdmin', element: <TermsAdminRoute /> },
  { path: ROUTES.termsAdminCreate, area: 'termsAdmin', element: <TermsAdminRoute creating /> },
  { path: ROUTES.account, area: 'account', element: <AccountRoute /> },
  { path: ROUTES.accountPassword, area: 'account', element: <AccountRoute modal="password" /> },
  { path: ROUTES.feedback, area: 'feedback', element: <FeedbackRoute /> },
  ...FEEDBACK_TYPES.map((type): Page => ({
    path: `/feedback/${type}`,
    area: 'feedback',
    element: <FeedbackRoute type={type} />,
  })),
  { path: ROUTES.deviceHealth, area: 'deviceHealth', element: <DeviceHealthRoute /> },
  ...DEVICE_HEALTH_TABS.flatMap((tab) =>
    DEVICE_HEALTH_LISTS.map((list): Page => ({
      path: `/device-health/${tab}/${list}/:itemId`,
      area: 'deviceHealth',
      element: <DeviceHealthRoute item={{ tab, list }} />,
    })),
  ),
  ...FIRMWARE_TYPES.flatMap((tab): Page[] => [
    {
      path: `/reader-firmware/${tab}`,
      area: 'readerFirmware',
      element: <ReaderFirmwareRoute tab={tab} />,
    },
    {
      path: `/reader-firmware/${tab}/create`,
      area: 'readerFirmware',
      access: { any: [P.DESKTOP_VERSIONING_WRITE] },
      element: <ReaderFirmwareRoute tab={tab} creating />,
    },
  ]),
]

/**
 * An area's bare path goes to its first tab the user may read, where its navigation entry leads
 * (the spec routes only name tabbed paths).
 */
const TAB_REDIRECTS: Array<[string, AreaId]> = [
  ['/test-types', 'testTypes'],
  ['/accounts', 'accounts'],
  ['/reader-firmware', 'readerFirmware'],
]

export function appRoutes(): RouteObject[] {
  return [
    {
      path: ROUTES.root,
      element: <ShellLayout />,
      children: [
        { index: true, element: <Navigate to={ROUTES.dashboard} replace /> },
        ...TAB_REDIRECTS.map(([from, area]) => ({
          path: from,
          element: <AreaHomeRedirect area={area} />,
        })),
        ...PAGES.map((page) => ({
          path: page.path,
          children: page.children,
          element: (
            <AreaRoute area={page.area} access={page.access}>
              {page.element}
            </AreaRoute>
          ),
        })),
        { path: '*', element: <NotFoundRoute />, handle: { notFound: true } },
      ],
    },
  ]
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes())
}
