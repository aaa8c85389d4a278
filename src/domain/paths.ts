/**
 * Every route path of the portal, in one table (CORE-2.17, ADMIN-2.2 to ADMIN-2.15). A builder
 * called with ids gives a link (`paths.usersEdit(7)` is `/users/edit/7`); called with a parameter
 * name it gives the template the router matches (`paths.usersEdit(':itemId')`), so a path is
 * written once. Areas declare their routes with these templates in their `routes.tsx`; every screen
 * links with the builders.
 */
import { FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH } from './public-pages'
import type { FeedbackType, FirmwareType, VerificationStatus } from './enums'
import type { ViewList } from './view-lists'

/** An id in a link, or a route parameter (`:itemId`) in a template. */
export type PathId = number | `:${string}`

export type TestTypesTab = 'test-items' | 'substances'
export type AccountsTab = 'sites' | 'roles'
/** A verification's details tabs, each a route. */
export const DEVICE_HEALTH_TABS = ['details', 'history'] as const
export type DeviceHealthTab = (typeof DEVICE_HEALTH_TABS)[number]
/** The device-health lists in the order the screen shows them; also a details route's `list`. */
export const DEVICE_HEALTH_LISTS = [
  'failed',
  'outstanding',
  'completed',
] as const satisfies readonly VerificationStatus[]
export type DeviceHealthList = (typeof DEVICE_HEALTH_LISTS)[number]

export const paths = {
  root: () => '/',
  dashboard: () => '/dashboard',
  dashboardTestRecord: (itemId: PathId) => `/dashboard/testrecord/${itemId}`,
  testRecords: () => '/test-records',
  testRecord: (itemId: PathId) => `/test-records/${itemId}`,
  testRecordComments: (itemId: PathId) => `/test-records/${itemId}/comments`,
  testRecordViews: () => '/test-records/my-views',
  controlRecords: () => '/control-records',
  controlRecord: (itemId: PathId) => `/control-records/${itemId}`,
  controlRecordComments: (itemId: PathId) => `/control-records/${itemId}/comments`,
  controlRecordViews: () => '/control-records/my-views',
  testTypes: (tab: TestTypesTab = 'test-items') => `/test-types/${tab}`,
  testTypesCreate: (tab: TestTypesTab) => `/test-types/${tab}/create`,
  testTypesEdit: (tab: TestTypesTab, itemId: PathId) => `/test-types/${tab}/edit/${itemId}`,
  accounts: (tab: AccountsTab = 'sites') => `/accounts/${tab}`,
  accountsCreate: (tab: AccountsTab) => `/accounts/${tab}/create`,
  accountsRoleEdit: (itemId: PathId) => `/accounts/roles/edit/${itemId}`,
  customerCreate: () => '/accounts/customer/create',
  customerEdit: (itemId: PathId) => `/accounts/customer/edit/${itemId}`,
  site: (itemId: PathId) => `/accounts/site/${itemId}`,
  siteEdit: (itemId: PathId) => `/accounts/site/${itemId}/edit`,
  siteTransfer: (itemId: PathId) => `/accounts/site/${itemId}/transfer`,
  siteTestTypes: (itemId: PathId) => `/accounts/site/${itemId}/test-types`,
  siteRoleCreate: (itemId: PathId) => `/accounts/site/${itemId}/role/create`,
  siteRoleEdit: (itemId: PathId, subItemId: PathId) =>
    `/accounts/site/${itemId}/role/${subItemId}/edit`,
  users: () => '/users',
  usersCreate: () => '/users/create',
  usersEdit: (itemId: PathId) => `/users/edit/${itemId}`,
  subscriptions: () => '/subscriptions',
  subscriptionsCreate: () => '/subscriptions/create',
  terms: (itemId?: PathId) => (itemId === undefined ? '/terms' : `/terms/${itemId}`),
  termsAdmin: () => '/termsadmin',
  termsAdminCreate: () => '/termsadmin/create',
  feedback: () => '/feedback',
  feedbackType: (type: FeedbackType) => `/feedback/${type}`,
  account: () => '/account',
  accountPassword: () => '/account/password',
  forgotPassword: () => FORGOT_PASSWORD_PATH,
  resetPassword: () => RESET_PASSWORD_PATH,
  deviceHealth: () => '/device-health',
  deviceHealthItem: (tab: DeviceHealthTab, list: DeviceHealthList, itemId: PathId) =>
    `/device-health/${tab}/${list}/${itemId}`,
  readerFirmware: (tab: FirmwareType = 'desktop-reader') => `/reader-firmware/${tab}`,
  readerFirmwareCreate: (tab: FirmwareType = 'desktop-reader') => `/reader-firmware/${tab}/create`,
}

/** The first segment of a path: what the navigation's selected item follows. */
export function firstSegment(pathname: string): string {
  return pathname.split('/').find(Boolean) ?? ''
}

/** Each records list's routes, by the list's name (CORE-2.11, CORE-2.13). */
export const RECORDS_PATHS = {
  testRecords: {
    list: paths.testRecords,
    detail: paths.testRecord,
    comments: paths.testRecordComments,
    views: paths.testRecordViews,
  },
  controlRecords: {
    list: paths.controlRecords,
    detail: paths.controlRecord,
    comments: paths.controlRecordComments,
    views: paths.controlRecordViews,
  },
} as const satisfies Record<ViewList, unknown>
