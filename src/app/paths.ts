/**
 * Every route path of the portal, built in one place (CORE-2.17, ADMIN-2.2 to ADMIN-2.15).
 * Templates are what the router matches; builders are what links and navigation use, so a path is
 * never typed twice.
 */
import { FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH } from '@/domain/public-pages'

export const ROUTES = {
  root: '/',
  dashboard: '/dashboard',
  dashboardTestRecord: '/dashboard/testrecord/:itemId',
  testRecords: '/test-records',
  testRecord: '/test-records/:itemId',
  testRecordComments: '/test-records/:itemId/comments',
  testRecordViews: '/test-records/my-views',
  controlRecords: '/control-records',
  controlRecord: '/control-records/:itemId',
  controlRecordComments: '/control-records/:itemId/comments',
  controlRecordViews: '/control-records/my-views',
  testTypes: '/test-types/:tab',
  accounts: '/accounts/:tab',
  accountsCreate: '/accounts/:tab/create',
  accountsRoleEdit: '/accounts/roles/edit/:itemId',
  customerCreate: '/accounts/customer/create',
  customerEdit: '/accounts/customer/edit/:itemId',
  site: '/accounts/site/:itemId',
  siteEdit: '/accounts/site/:itemId/edit',
  siteTransfer: '/accounts/site/:itemId/transfer',
  siteTestTypes: '/accounts/site/:itemId/test-types',
  siteRoleCreate: '/accounts/site/:itemId/role/create',
  siteRoleEdit: '/accounts/site/:itemId/role/:subItemId/edit',
  users: '/users',
  usersCreate: '/users/create',
  usersEdit: '/users/edit/:itemId',
  subscriptions: '/subscriptions',
  subscriptionsCreate: '/subscriptions/create',
  terms: '/terms',
  termsVersion: '/terms/:itemId',
  termsAdmin: '/termsadmin',
  termsAdminCreate: '/termsadmin/create',
  feedback: '/feedback',
  feedbackType: '/feedback/:type',
  account: '/account',
  accountPassword: '/account/password',
  forgotPassword: FORGOT_PASSWORD_PATH,
  resetPassword: RESET_PASSWORD_PATH,
  deviceHealth: '/device-health',
  deviceHealthItem: '/device-health/:tab/:itemName/:itemId',
  readerFirmware: '/reader-firmware/:tab',
  readerFirmwareCreate: '/reader-firmware/:tab/create',
} as const

export const paths = {
  dashboard: () => ROUTES.dashboard,
  testRecords: () => ROUTES.testRecords,
  controlRecords: () => ROUTES.controlRecords,
  testTypes: (tab: 'test-items' | 'substances' = 'test-items') => `/test-types/${tab}`,
  testTypesCreate: (tab: 'test-items' | 'substances') => `/test-types/${tab}/create`,
  testTypesEdit: (tab: 'test-items' | 'substances', itemId: number) =>
    `/test-types/${tab}/edit/${itemId}`,
  accounts: (tab: 'sites' | 'roles' = 'sites') => `/accounts/${tab}`,
  accountsCreate: (tab: 'sites' | 'roles') => `/accounts/${tab}/create`,
  accountsRoleEdit: (itemId: number) => `/accounts/roles/edit/${itemId}`,
  customerCreate: () => ROUTES.customerCreate,
  customerEdit: (itemId: number) => `/accounts/customer/edit/${itemId}`,
  site: (itemId: number) => `/accounts/site/${itemId}`,
  siteEdit: (itemId: number) => `/accounts/site/${itemId}/edit`,
  siteTransfer: (itemId: number) => `/accounts/site/${itemId}/transfer`,
  siteTestTypes: (itemId: number) => `/accounts/site/${itemId}/test-types`,
  siteRoleCreate: (itemId: number) => `/accounts/site/${itemId}/role/create`,
  siteRoleEdit: (itemId: number, subItemId: number) =>
    `/accounts/site/${itemId}/role/${subItemId}/edit`,
  users: () => ROUTES.users,
  usersCreate: () => ROUTES.usersCreate,
  usersEdit: (itemId: number) => `/users/edit/${itemId}`,
  subscriptions: () => ROUTES.subscriptions,
  subscriptionsCreate: () => ROUTES.subscriptionsCreate,
  terms: (itemId?: number) => (itemId === undefined ? ROUTES.terms : `/terms/${itemId}`),
  termsAdmin: () => ROUTES.termsAdmin,
  termsAdminCreate: () => ROUTES.termsAdminCreate,
  feedback: () => ROUTES.feedback,
  account: () => ROUTES.account,
  accountPassword: () => ROUTES.accountPassword,
  forgotPassword: () => ROUTES.forgotPassword,
  resetPassword: () => ROUTES.resetPassword,
  feedbackType: (type: 'error' | 'improvement' | 'question') => `/feedback/${type}`,
  deviceHealth: () => ROUTES.deviceHealth,
  deviceHealthItem: (
    tab: 'details' | 'history',
    itemName: 'failed' | 'outstanding' | 'completed',
    itemId: number,
  ) => `/device-health/${tab}/${itemName}/${itemId}`,
  readerFirmware: (
    tab: 'desktop-reader' | 'portable-reader-connect' | 'truck-reader' = 'desktop-reader',
  ) => `/reader-firmware/${tab}`,
  readerFirmwareCreate: (
    tab: 'desktop-reader' | 'portable-reader-connect' | 'truck-reader' = 'desktop-reader',
  ) => `/reader-firmware/${tab}/create`,
}

/** The first segment of a path: what the navigation's selected item follows. */
export function firstSegment(pathname: string): string {
  return pathname.split('/').find(Boolean) ?? ''
}
