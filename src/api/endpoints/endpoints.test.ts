/**
 * Every endpoint function against a catch-all server: it hits the method and path of its call
 * (CORE-7.2 to CORE-7.19, ADMIN-7.2 to ADMIN-7.11), and one with a required path parameter refuses
 * null and undefined before any request, with the spec's message (CORE-5.7, ADMIN-7.12).
 */
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { configureHttp } from '../http'
import { RequiredParameterError } from '../errors'
import * as currentUser from './current-user'
import * as customers from './customers'
import * as dashboard from './dashboard'
import * as deviceHealth from './device-health'
import * as fakeAuth from './fake-auth'
import * as feedback from './feedback'
import * as firmware from './firmware'
import * as groupedTestRecords from './grouped-test-records'
import * as reference from './reference'
import * as sites from './sites'
import * as subscriptions from './subscriptions'
import * as substances from './substances'
import * as terms from './terms'
import * as testRecords from './test-records'
import * as testTypes from './test-types'
import * as users from './users'

const BASE = 'http://localhost/api'

/** A reader's upload as the document requires it. */
const upload: testRecords.TestRecordCommand = {
  testDate: '2026-01-01T08:00:00.000Z',
  testType: { id: 1 },
  result: 'Negative',
  readerType: 'TruckReader',
  readerSerialNumber: 'SN',
  substances: [{ substanceId: 1, level: 0, result: 'Negative' }],
  route: 'r1',
}

const MODULES = {
  currentUser,
  customers,
  dashboard,
  deviceHealth,
  fakeAuth,
  feedback,
  firmware,
  groupedTestRecords,
  reference,
  sites,
  subscriptions,
  substances,
  terms,
  testRecords,
  testTypes,
  users,
}

interface Captured {
  method: string
  url: URL
  headers: Headers
  body: string
}

let captured: Captured[] = []

const server = setupServer(
  http.all(`${BASE}/*`, async ({ request }) => {
    captured.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: await request.text(),
    })
    // An empty list's shape: the few calls that read their answer (listFormSites) read a list.
    return HttpResponse.json({ data: [], meta: { currentPage: 1, total: 0, perPage: 0 } })
  }),
)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  captured = []
  configureHttp({ baseUrl: BASE, getToken: () => 'token' })
})
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const dashboardQuery: dashboard.DashboardQuery = {
  start: '2026-10-01T00:00:00.000Z',
  end: '2026-10-29T00:00:00.000Z',
  customerId: 1,
  siteId: 2,
  routes: ['north', 'south'],
  originals: true,
  rejected: false,
  includeDeleted: false,
}
const dashboardSearch =
  'start=2026-10-01T00%3A00%3A00.000Z&end=2026-10-29T00%3A00%3A00.000Z&customerId=1&siteId=2' +
  '&routes=north&routes=south&originals=true&rejected=false&includeDeleted=false'

const site: sites.SiteCommand = {
  name: 'Dairy',
  shipTo: 'S-1',
  customerId: 1,
  contact: { name: 'A', phone: '1', email: 'a@example.com' },
  address: { street: 'Road 1', postalCode: '1000', city: 'Town', country: 'DK' },
  location: { latitude: 55, longitude: 12 },
  availableTestTypes: [{ testTypeId: 3, qrActive: true }],
}
const customer: customers.CustomerCommand = {
  name: 'Farm',
  soldTo: 'C-1',
  category: 'Direct',
  distributorId: null,
  type: 'Free',
  contact: site.contact,
  address: site.address,
}
const testType: testTypes.TestTypeCommand = {
  name: 'BetaStar',
  measurementMethod: 'Qualitative',
  category: 'Strip',
  qrIdString: null,
  judgeType: null,
  judgingDirection: null,
  positiveValue: null,
  negativeValue: null,
  temperature: null,
  incubationTime: null,
  substances: [],
  quantitativeRange: null,
}

const verification: deviceHealth.VerificationCommand = {
  readerSerialNumber: 'SN',
  siteId: 2,
  temperature: { actual: 35.1, expected: 35 },
  substances: [{ ratioMeasured: 1, lineIntensity: 600_000 }],
}

interface RouteCase {
  /** The exported function's name. */
  name: string
  call: () => Promise<unknown>
  method: string
  /** Path under the API base, with the query string when one is sent. */
  path: string
  /** The JSON body, when one is sent. */
  body?: unknown
}

const ROUTES: RouteCase[] = [
  // current-user
  {
    name: 'getCurrentUser',
    call: () => currentUser.getCurrentUser(),
    method: 'GET',
    path: '/v2/Users/me',
  },
  {
    name: 'getUserViews',
    call: () => currentUser.getUserViews(),
    method: 'GET',
    path: '/v2/Users/me/views',
  },
  {
    name: 'saveUserViews',
    call: () => currentUser.saveUserViews({ views: [], lastUpdated: null }),
    method: 'PUT',
    path: '/v2/Users/me/views',
    body: { views: [], lastUpdated: null },
  },
  {
    name: 'completeTourGuide',
    call: () => currentUser.completeTourGuide(),
    method: 'POST',
    path: '/v2/Users/tourguide',
  },
  {
    name: 'changePassword',
    call: () => currentUser.changePassword({ currentPassword: 'a', newPassword: 'b' }),
    method: 'PATCH',
    path: '/v2/Users/password',
    body: { currentPassword: 'a', newPassword: 'b' },
  },
  {
    name: 'requestPasswordReset',
    call: () => currentUser.requestPasswordReset({ login: 'a@example.com' }),
    method: 'POST',
    path: '/v2/Users/password/reset',
    body: { login: 'a@example.com' },
  },
  {
    name: 'redeemPasswordReset',
    call: () => currentUser.redeemPasswordReset({ token: 't', newPassword: 'b' }),
    method: 'POST',
    path: '/v2/Users/password/reset/redeem',
    body: { token: 't', newPassword: 'b' },
  },
  // terms
  {
    name: 'listTerms',
    call: () => terms.listTerms({ order: 'id_desc', page: 1, pageSize: 10 }),
    method: 'GET',
    path: '/v2/Terms?order=id_desc&page=1&pageSize=10',
  },
  {
    name: 'createTerms',
    call: () => terms.createTerms({ termsText: 'T', released: true }),
    method: 'POST',
    path: '/v2/Terms',
    body: { termsText: 'T', released: true },
  },
  { name: 'getTerms', call: () => terms.getTerms(4), method: 'GET', path: '/v2/Terms/4' },
  {
    name: 'getLatestTerms',
    call: () => terms.getLatestTerms(),
    method: 'GET',
    path: '/v2/Terms/latest',
  },
  // dashboard
  ...(
    [
      ['getDashboardUsers', dashboard.getDashboardUsers, 'userdata'],
      ['getKeyStatistics', dashboard.getKeyStatistics, 'keystatistics'],
      ['getTestResultsChart', dashboard.getTestResultsChart, 'testresults'],
      ['getSubstancesChart', dashboard.getSubstancesChart, 'substances'],
      ['getMapMarkers', dashboard.getMapMarkers, 'markers'],
      ['getTestsPerformedChart', dashboard.getTestsPerformedChart, 'testsperformed'],
      ['getFalsePositiveChart', dashboard.getFalsePositiveChart, 'falsepositive'],
    ] as const
  ).map(([name, call, segment]) => ({
    name,
    call: () => call(dashboardQuery),
    method: 'GET',
    path: `/v2/Dashboard/${segment}?${dashboardSearch}`,
  })),
  // test-records
  {
    name: 'listTestRecords',
    call: () =>
      testRecords.listTestRecords({
        customerId: 1,
        siteId: 2,
        userIds: [3, 4],
        operatorId: 'op',
        routes: ['r1', 'r2'],
        readerSerialNumber: 'SN',
        minTestDate: '2026-01-01',
        maxTestDate: '2026-02-01',
        topLat: 56,
        topLon: 13,
        bottomLat: 55,
        bottomLon: 12,
        order: 'testDate_desc',
        annotation: ['PositiveControl', 'AnimalControl'],
        results: 7,
        includeDeleted: true,
        page: 2,
        pageSize: 20,
      }),
    method: 'GET',
    path:
      '/v2/TestRecords?customerId=1&siteId=2&userIds=3&userIds=4&operatorId=op&routes=r1&routes=r2' +
      '&readerSerialNumber=SN&minTestDate=2026-01-01&maxTestDate=2026-02-01&topLat=56&topLon=13' +
      '&bottomLat=55&bottomLon=12&order=testDate_desc&annotation=PositiveControl&annotation=AnimalControl&results=7&includeDeleted=true' +
      '&page=2&pageSize=20',
  },
  {
    name: 'createTestRecord',
    call: () => testRecords.createTestRecord(upload),
    method: 'POST',
    path: '/v2/TestRecords',
    body: upload,
  },
  {
    name: 'createAnonymousTestRecord',
    call: () => testRecords.createAnonymousTestRecord(upload),
    method: 'POST',
    path: '/v2/TestRecords/anonymous',
    body: upload,
  },
  {
    name: 'requestAnonymousTestRecordUploadUrl',
    call: () => testRecords.requestAnonymousTestRecordUploadUrl(5),
    method: 'GET',
    path: '/v2/TestRecords/anonymous/5/RequestUploadUrl',
  },
  {
    name: 'requestTestRecordUploadUrl',
    call: () => testRecords.requestTestRecordUploadUrl(5),
    method: 'GET',
    path: '/v2/TestRecords/5/RequestUploadUrl',
  },
  {
    name: 'exportTestRecordsCsv',
    call: () => testRecords.exportTestRecordsCsv({ siteId: 2, results: 4 }),
    method: 'GET',
    path: '/v2/TestRecords/csv?siteId=2&results=4',
  },
  {
    name: 'exportTestRecordsExcel',
    call: () => testRecords.exportTestRecordsExcel({ siteId: 2, readerType: ['TruckReader'] }),
    method: 'GET',
    path: '/v2/TestRecords/excel?siteId=2&readerType=TruckReader',
  },
  {
    name: 'getTestRecord',
    call: () => testRecords.getTestRecord(5),
    method: 'GET',
    path: '/v2/TestRecords/5',
  },
  {
    name: 'deleteTestRecord',
    call: () => testRecords.deleteTestRecord(5),
    method: 'DELETE',
    path: '/v2/TestRecords/5',
  },
  {
    name: 'annotateTestRecord',
    call: () => testRecords.annotateTestRecord(5, 'Rejected'),
    method: 'PATCH',
    path: '/v2/TestRecords/5/annotation',
    body: 'Rejected',
  },
  {
    name: 'commentTestRecord',
    call: () => testRecords.commentTestRecord(5, 'Checked twice.'),
    method: 'PATCH',
    path: '/v2/TestRecords/5/comment',
    body: { id: 5, comments: 'Checked twice.' },
  },
  {
    name: 'getTestRecordHistory',
    call: () => testRecords.getTestRecordHistory(5, { page: 2, pageSize: 10 }),
    method: 'GET',
    path: '/v2/TestRecords/5/history?page=2&pageSize=10',
  },
  {
    name: 'restoreTestRecord',
    call: () => testRecords.restoreTestRecord(5),
    method: 'POST',
    path: '/v2/TestRecords/5/restore',
  },
  {
    name: 'listTestRecordRoutes',
    call: () => testRecords.listTestRecordRoutes({ customerId: 1, siteId: 2 }),
    method: 'GET',
    path: '/v2/TestRecords/routes?customerId=1&siteId=2',
  },
  // grouped-test-records
  {
    name: 'listGroupedTestRecords',
    call: () =>
      groupedTestRecords.listGroupedTestRecords({
        customerId: 1,
        siteId: 2,
        userIds: [3, 4],
        operatorId: 'op',
        routes: ['r1'],
        minTestDate: '2026-01-01',
        maxTestDate: '2026-02-01',
        orderBy: 'testDate_desc',
        results: 7,
        readerType: ['TruckReader', 'DesktopReader'],
        annotation: ['PositiveControl', 'AnimalControl'],
        includeVerifications: false,
        recordType: ['Original'],
        measurementMethod: ['Qualitative'],
        page: 1,
        pageSize: 20,
      }),
    method: 'GET',
    path:
      '/v2/GroupedTestRecords?customerId=1&siteId=2&userIds=3&userIds=4&operatorId=op&routes=r1' +
      '&minTestDate=2026-01-01&maxTestDate=2026-02-01&orderBy=testDate_desc&results=7' +
      '&readerType=TruckReader&readerType=DesktopReader&annotation=PositiveControl&annotation=AnimalControl&includeVerifications=false' +
      '&recordType=Original&measurementMethod=Qualitative&page=1&pageSize=20',
  },
  {
    name: 'createGroupedTestRecord',
    call: () => groupedTestRecords.createGroupedTestRecord({ testRecords: [upload] }),
    method: 'POST',
    path: '/v2/GroupedTestRecords',
    body: { testRecords: [upload] },
  },
  {
    name: 'createAnonymousGroupedTestRecord',
    call: () => groupedTestRecords.createAnonymousGroupedTestRecord({ testRecords: [upload] }),
    method: 'POST',
    path: '/v2/GroupedTestRecords/anonymous',
    body: { testRecords: [upload] },
  },
  {
    name: 'getGroupedTestRecord',
    call: () => groupedTestRecords.getGroupedTestRecord(6),
    method: 'GET',
    path: '/v2/GroupedTestRecords/6',
  },
  {
    name: 'getGroupedTestRecordHistory',
    call: () => groupedTestRecords.getGroupedTestRecordHistory(6),
    method: 'GET',
    path: '/v2/GroupedTestRecords/6/history',
  },
  {
    name: 'commentGroupedTestRecord',
    call: () => groupedTestRecords.commentGroupedTestRecord(6, 'Fine.'),
    method: 'POST',
    path: '/v2/GroupedTestRecords/6/comment',
    body: { id: 6, comments: 'Fine.' },
  },
  {
    name: 'commentGroupedTestRecord',
    call: () => groupedTestRecords.commentGroupedTestRecord(6, 'Fine.', 3),
    method: 'POST',
    path: '/v2/GroupedTestRecords/6/comment',
    body: { id: 6, comments: 'Fine.', revision: 3 },
  },
  {
    name: 'exportGroupedTestRecordsCsv',
    call: () =>
      groupedTestRecords.exportGroupedTestRecordsCsv({
        customerId: 1,
        annotation: ['PositiveControl'],
        orderBy: 'site_asc',
        columns: ['route'],
        timeZone: 'UTC',
      }),
    method: 'GET',
    path: '/v2/GroupedTestRecords/csv?customerId=1&annotation=PositiveControl&orderBy=site_asc&columns=route&timeZone=UTC',
  },
  {
    name: 'exportGroupedTestRecordsExcel',
    call: () =>
      groupedTestRecords.exportGroupedTestRecordsExcel({
        siteId: 2,
        readerType: ['TruckReader'],
        columns: [],
        timeZone: 'UTC',
      }),
    method: 'GET',
    path: '/v2/GroupedTestRecords/excel?siteId=2&readerType=TruckReader&timeZone=UTC',
  },
  // customers
  {
    name: 'listCustomers',
    call: () =>
      customers.listCustomers({
        category: 'Distributor',
        type: 'Premium',
        order: 'name_asc',
        page: 1,
        pageSize: 10000,
      }),
    method: 'GET',
    path: '/v2/Customer?category=Distributor&type=Premium&order=name_asc&page=1&pageSize=10000',
  },
  {
    name: 'listAllCustomers',
    call: () => customers.listAllCustomers(),
    method: 'GET',
    path: '/v2/Customer/list',
  },
  {
    name: 'saveCustomer',
    call: () => customers.saveCustomer(customer),
    method: 'POST',
    path: '/v2/Customer',
    body: customer,
  },
  {
    name: 'saveCustomer',
    call: () => customers.saveCustomer({ ...customer, id: 8 }),
    method: 'PATCH',
    path: '/v2/Customer/8',
    body: { ...customer, id: 8 },
  },
  {
    name: 'getCustomer',
    call: () => customers.getCustomer(8),
    method: 'GET',
    path: '/v2/Customer/8',
  },
  {
    name: 'deleteCustomer',
    call: () => customers.deleteCustomer(8),
    method: 'DELETE',
    path: '/v2/Customer/8',
  },
  {
    name: 'changeCustomerType',
    call: () => customers.changeCustomerType(8, 'Premium'),
    method: 'POST',
    path: '/v2/Customer/8/type',
    body: { type: 'Premium' },
  },
  // sites
  {
    name: 'listSites',
    call: () => sites.listSites({ customerId: 1, order: 'name_asc', page: 1, pageSize: 200 }),
    method: 'GET',
    path: '/v2/Sites?customerId=1&order=name_asc&page=1&pageSize=200',
  },
  {
    name: 'listAllSites',
    call: () => sites.listAllSites({ customerId: 1 }),
    method: 'GET',
    path: '/v2/Sites/list?customerId=1',
  },
  {
    // ADMIN-9.1: a form's site list loads 200.
    name: 'listFormSites',
    call: () => sites.listFormSites({ customerId: 1 }),
    method: 'GET',
    path: '/v2/Sites?customerId=1&page=1&pageSize=200&order=name_asc',
  },
  {
    name: 'saveSite',
    call: () => sites.saveSite(site),
    method: 'POST',
    path: '/v2/Sites',
    body: site,
  },
  {
    name: 'saveSite',
    call: () => sites.saveSite({ ...site, id: 9 }),
    method: 'PATCH',
    path: '/v2/Sites/9',
    body: { ...site, id: 9 },
  },
  {
    name: 'patchSite',
    call: () => sites.patchSite({ id: 9, revision: 4, location: { latitude: 55, longitude: 9 } }),
    method: 'PATCH',
    path: '/v2/Sites/9',
    body: { id: 9, revision: 4, location: { latitude: 55, longitude: 9 } },
  },
  { name: 'getSite', call: () => sites.getSite(9), method: 'GET', path: '/v2/Sites/9' },
  { name: 'deleteSite', call: () => sites.deleteSite(9), method: 'DELETE', path: '/v2/Sites/9' },
  {
    name: 'moveSite',
    call: () => sites.moveSite(9, 2),
    method: 'POST',
    path: '/v2/Sites/9/move/2',
  },
  {
    name: 'listSiteAdmins',
    call: () => sites.listSiteAdmins(9, { order: 'username_asc', page: 1, pageSize: 20 }),
    method: 'GET',
    path: '/v2/Sites/9/siteadmins?order=username_asc&page=1&pageSize=20',
  },
  {
    name: 'changeSiteType',
    call: () => sites.changeSiteType(9, 'Free'),
    method: 'POST',
    path: '/v2/Sites/9/type',
    body: { type: 'Free' },
  },
  // users
  {
    // ADMIN-9.1: a form's user list loads 200.
    name: 'listFormUsers',
    call: () => users.listFormUsers(),
    method: 'GET',
    path: '/v2/Users?page=1&pageSize=200&order=name_asc',
  },
  {
    name: 'listUsers',
    call: () =>
      users.listUsers({
        customerId: 1,
        siteId: 2,
        userTypes: ['SiteAdmin', 'Operator'],
        order: 'username_asc',
        username: 'op',
        ignorePagination: true,
        page: 1,
        pageSize: 20,
      }),
    method: 'GET',
    path:
      '/v2/Users?customerId=1&siteId=2&userTypes=SiteAdmin&userTypes=Operator&order=username_asc' +
      '&username=op&ignorePagination=true&page=1&pageSize=20',
  },
  {
    name: 'saveUser',
    call: () => users.saveUser({ username: 'new', type: 'Operator', password: 'secret' }),
    method: 'POST',
    path: '/v2/Users',
    body: { username: 'new', type: 'Operator', password: 'secret' },
  },
  {
    name: 'saveUser',
    call: () => users.saveUser({ id: 10, username: 'new', type: 'Operator', acceptedTerms: [] }),
    method: 'PATCH',
    path: '/v2/Users/10',
    body: { id: 10, username: 'new', type: 'Operator', acceptedTerms: [] },
  },
  {
    name: 'userUpdate',
    call: () =>
      users.saveUser(
        users.userUpdate(
          { id: 10, acceptedTerms: [{ userId: 10, termsId: 3 }] },
          { username: 'new', type: 'Operator', firstName: 'Ny' },
          4,
        ),
      ),
    method: 'PATCH',
    path: '/v2/Users/10',
    body: {
      id: 10,
      revision: 4,
      username: 'new',
      type: 'Operator',
      firstName: 'Ny',
      acceptedTerms: [{ userId: 10, termsId: 3 }],
    },
  },
  { name: 'getUser', call: () => users.getUser(10), method: 'GET', path: '/v2/Users/10' },
  { name: 'deleteUser', call: () => users.deleteUser(10), method: 'DELETE', path: '/v2/Users/10' },
  // subscriptions
  {
    name: 'listSubscriptions',
    call: () =>
      subscriptions.listSubscriptions({
        customerId: 1,
        siteId: 2,
        order: 'email_asc',
        page: 1,
        pageSize: 20,
      }),
    method: 'GET',
    path: '/v2/Subscriptions?customerId=1&siteId=2&order=email_asc&page=1&pageSize=20',
  },
  {
    name: 'createSubscription',
    call: () => subscriptions.createSubscription({ siteId: 2, email: 'a@example.com' }),
    method: 'POST',
    path: '/v2/Subscriptions',
    body: { siteId: 2, email: 'a@example.com' },
  },
  {
    name: 'getSubscription',
    call: () => subscriptions.getSubscription(11),
    method: 'GET',
    path: '/v2/Subscriptions/11',
  },
  {
    name: 'deleteSubscription',
    call: () => subscriptions.deleteSubscription(11),
    method: 'DELETE',
    path: '/v2/Subscriptions/11',
  },
  // substances
  {
    name: 'listSubstances',
    call: () => substances.listSubstances({ order: 'name_asc', page: 1, pageSize: 200 }),
    method: 'GET',
    path: '/v2/Substances?order=name_asc&page=1&pageSize=200',
  },
  {
    name: 'getSubstance',
    call: () => substances.getSubstance(12),
    method: 'GET',
    path: '/v2/Substances/12',
  },
  {
    name: 'deleteSubstance',
    call: () => substances.deleteSubstance(12),
    method: 'DELETE',
    path: '/v2/Substances/12',
  },
  {
    name: 'saveSubstance',
    call: () => substances.saveSubstance({ name: 'Tetracycline' }),
    method: 'POST',
    path: '/v2/Substances',
    body: { name: 'Tetracycline' },
  },
  {
    name: 'saveSubstance',
    call: () => substances.saveSubstance({ id: 12, name: 'Tetracycline' }),
    method: 'PATCH',
    path: '/v2/Substances/12',
    body: { id: 12, name: 'Tetracycline' },
  },
  // test-types
  {
    name: 'listTestTypes',
    call: () =>
      testTypes.listTestTypes({
        order: 'name_asc',
        measurementMethod: 'Quantitative',
        page: 1,
        pageSize: 200,
      }),
    method: 'GET',
    path: '/v2/TestTypes?order=name_asc&measurementMethod=Quantitative&page=1&pageSize=200',
  },
  {
    name: 'getTestType',
    call: () => testTypes.getTestType(13),
    method: 'GET',
    path: '/v2/TestTypes/13',
  },
  {
    name: 'deleteTestType',
    call: () => testTypes.deleteTestType(13),
    method: 'DELETE',
    path: '/v2/TestTypes/13',
  },
  {
    name: 'saveTestType',
    call: () => testTypes.saveTestType(testType),
    method: 'POST',
    path: '/v2/TestTypes',
    body: testType,
  },
  {
    name: 'saveTestType',
    call: () => testTypes.saveTestType({ ...testType, id: 13 }),
    method: 'PATCH',
    path: '/v2/TestTypes/13',
    body: { ...testType, id: 13 },
  },
  // feedback
  {
    name: 'sendFeedback',
    call: () =>
      feedback.sendFeedback({
        sender: 'a@example.com',
        userId: 1,
        topic: 'app',
        type: 'question',
        feedback: 'How?',
        device: 'desktop',
        platform: 'web',
        os: 'Linux',
        version: '1.8.6',
      }),
    method: 'POST',
    path: '/v2/Feedback',
  },
  // device-health
  ...(['completed', 'failed', 'outstanding'] as const).map((status) => ({
    name: 'listDeviceHealth',
    call: () =>
      deviceHealth.listDeviceHealth(status, {
        customerId: 1,
        siteId: 2,
        order: 'testDate_desc',
        readerType: 'TruckReader',
        page: 1,
        pageSize: 99999,
      }),
    method: 'GET',
    path: `/v2/DeviceHealth/${status}?customerId=1&siteId=2&order=testDate_desc&readerType=TruckReader&page=1&pageSize=99999`,
  })),
  {
    name: 'getDeviceVerification',
    call: () => deviceHealth.getDeviceVerification(14),
    method: 'GET',
    path: '/v2/DeviceHealth/14',
  },
  {
    name: 'getDeviceVerificationHistory',
    call: () => deviceHealth.getDeviceVerificationHistory(14),
    method: 'GET',
    path: '/v2/DeviceHealth/14/history',
  },
  {
    name: 'createVerification',
    call: () => deviceHealth.createVerification(verification),
    method: 'POST',
    path: '/v2/DeviceHealth',
    body: verification,
  },
  // firmware
  {
    name: 'listFirmware',
    call: () =>
      firmware.listFirmware('truck-reader', { order: 'created_desc', page: 1, pageSize: 10 }),
    method: 'GET',
    path: '/v2/Firmware/truck-reader?order=created_desc&page=1&pageSize=10',
  },
  {
    name: 'createFirmware',
    call: () =>
      firmware.createFirmware('desktop-reader', { version: '2.1.0', description: 'Fixes' }),
    method: 'POST',
    path: '/v2/Firmware/desktop-reader',
    body: { version: '2.1.0', description: 'Fixes' },
  },
  {
    name: 'getFirmware',
    call: () => firmware.getFirmware('desktop-reader', 15),
    method: 'GET',
    path: '/v2/Firmware/desktop-reader/15',
  },
  {
    name: 'deleteFirmware',
    call: () => firmware.deleteFirmware('desktop-reader', 15),
    method: 'DELETE',
    path: '/v2/Firmware/desktop-reader/15',
  },
  {
    name: 'requestFirmwareUploadUrl',
    call: () => firmware.requestFirmwareUploadUrl('portable-reader-connect', 15),
    method: 'GET',
    path: '/v2/Firmware/portable-reader-connect/15/RequestUploadUrl',
  },
  {
    name: 'getLatestFirmware',
    call: () => firmware.getLatestFirmware('truck-reader'),
    method: 'GET',
    path: '/v2/Firmware/truck-reader/latest',
  },
  // reference
  {
    name: 'listLanguages',
    call: () => reference.listLanguages(),
    method: 'GET',
    path: '/v2/Languages',
  },
  {
    name: 'listCountries',
    call: () => reference.listCountries({ name: 'den', page: 1 }),
    method: 'GET',
    path: '/v2/Countries?name=den&page=1',
  },
  // fake-auth
  {
    name: 'fakeSignIn',
    call: () => fakeAuth.fakeSignIn('admin'),
    method: 'POST',
    path: '/fake-auth/sign-in',
    body: { username: 'admin' },
  },
  {
    name: 'listFakePersonas',
    call: () => fakeAuth.listFakePersonas(),
    method: 'GET',
    path: '/fake-auth/personas',
  },
]

type Call = (value: never) => Promise<unknown>

interface RequiredCase {
  operation: string
  parameter: string
  /** Calls the function with the given value in place of the parameter under test. */
  call: Call
}

const REQUIRED: RequiredCase[] = [
  { operation: 'getTerms', parameter: 'id', call: (v) => terms.getTerms(v) },
  {
    operation: 'requestAnonymousTestRecordUploadUrl',
    parameter: 'id',
    call: (v) => testRecords.requestAnonymousTestRecordUploadUrl(v),
  },
  {
    operation: 'requestTestRecordUploadUrl',
    parameter: 'id',
    call: (v) => testRecords.requestTestRecordUploadUrl(v),
  },
  { operation: 'getTestRecord', parameter: 'id', call: (v) => testRecords.getTestRecord(v) },
  { operation: 'deleteTestRecord', parameter: 'id', call: (v) => testRecords.deleteTestRecord(v) },
  {
    operation: 'annotateTestRecord',
    parameter: 'id',
    call: (v) => testRecords.annotateTestRecord(v, 'Rejected'),
  },
  {
    operation: 'commentTestRecord',
    parameter: 'id',
    call: (v) => testRecords.commentTestRecord(v, 'x'),
  },
  {
    operation: 'getTestRecordHistory',
    parameter: 'id',
    call: (v) => testRecords.getTestRecordHistory(v),
  },
  {
    operation: 'restoreTestRecord',
    parameter: 'id',
    call: (v) => testRecords.restoreTestRecord(v),
  },
  {
    operation: 'getGroupedTestRecordHistory',
    parameter: 'id',
    call: (v) => groupedTestRecords.getGroupedTestRecordHistory(v),
  },
  {
    operation: 'getGroupedTestRecord',
    parameter: 'id',
    call: (v) => groupedTestRecords.getGroupedTestRecord(v),
  },
  {
    operation: 'commentGroupedTestRecord',
    parameter: 'id',
    call: (v) => groupedTestRecords.commentGroupedTestRecord(v, 'x'),
  },
  { operation: 'getCustomer', parameter: 'id', call: (v) => customers.getCustomer(v) },
  { operation: 'deleteCustomer', parameter: 'id', call: (v) => customers.deleteCustomer(v) },
  {
    operation: 'changeCustomerType',
    parameter: 'id',
    call: (v) => customers.changeCustomerType(v, 'Free'),
  },
  { operation: 'getSite', parameter: 'id', call: (v) => sites.getSite(v) },
  { operation: 'deleteSite', parameter: 'id', call: (v) => sites.deleteSite(v) },
  { operation: 'moveSite', parameter: 'id', call: (v) => sites.moveSite(v, 2) },
  { operation: 'moveSite', parameter: 'customerId', call: (v) => sites.moveSite(9, v) },
  { operation: 'listSiteAdmins', parameter: 'id', call: (v) => sites.listSiteAdmins(v) },
  { operation: 'changeSiteType', parameter: 'id', call: (v) => sites.changeSiteType(v, 'Free') },
  { operation: 'getUser', parameter: 'id', call: (v) => users.getUser(v) },
  { operation: 'deleteUser', parameter: 'id', call: (v) => users.deleteUser(v) },
  { operation: 'getSubscription', parameter: 'id', call: (v) => subscriptions.getSubscription(v) },
  {
    operation: 'deleteSubscription',
    parameter: 'id',
    call: (v) => subscriptions.deleteSubscription(v),
  },
  { operation: 'getSubstance', parameter: 'id', call: (v) => substances.getSubstance(v) },
  { operation: 'deleteSubstance', parameter: 'id', call: (v) => substances.deleteSubstance(v) },
  { operation: 'getTestType', parameter: 'id', call: (v) => testTypes.getTestType(v) },
  { operation: 'deleteTestType', parameter: 'id', call: (v) => testTypes.deleteTestType(v) },
  {
    operation: 'listDeviceHealth',
    parameter: 'status',
    call: (v) => deviceHealth.listDeviceHealth(v),
  },
  {
    operation: 'getDeviceVerification',
    parameter: 'id',
    call: (v) => deviceHealth.getDeviceVerification(v),
  },
  {
    operation: 'getDeviceVerificationHistory',
    parameter: 'id',
    call: (v) => deviceHealth.getDeviceVerificationHistory(v),
  },
  { operation: 'listFirmware', parameter: 'type', call: (v) => firmware.listFirmware(v) },
  {
    operation: 'createFirmware',
    parameter: 'type',
    call: (v) => firmware.createFirmware(v, { version: '1.0.0', description: '' }),
  },
  { operation: 'getFirmware', parameter: 'type', call: (v) => firmware.getFirmware(v, 15) },
  {
    operation: 'getFirmware',
    parameter: 'id',
    call: (v) => firmware.getFirmware('truck-reader', v),
  },
  { operation: 'deleteFirmware', parameter: 'type', call: (v) => firmware.deleteFirmware(v, 15) },
  {
    operation: 'deleteFirmware',
    parameter: 'id',
    call: (v) => firmware.deleteFirmware('truck-reader', v),
  },
  {
    operation: 'requestFirmwareUploadUrl',
    parameter: 'type',
    call: (v) => firmware.requestFirmwareUploadUrl(v, 15),
  },
  {
    operation: 'requestFirmwareUploadUrl',
    parameter: 'id',
    call: (v) => firmware.requestFirmwareUploadUrl('truck-reader', v),
  },
  { operation: 'getLatestFirmware', parameter: 'type', call: (v) => firmware.getLatestFirmware(v) },
]

/** Functions tested on their own below rather than through the API routes table. */
// Not calls: uploadToStorage has its own test file, withUserSite is a pure helper (sites.test.ts).
const TESTED_SEPARATELY = ['uploadToStorage', 'withUserSite']

function exportedFunctions(): string[] {
  return Object.values(MODULES)
    .flatMap((module) => Object.entries(module))
    .filter(([, value]) => typeof value === 'function')
    .map(([name]) => name)
    .sort()
}

describe('coverage of the tables', () => {
  it('has a route case for every endpoint function', () => {
    const covered = new Set([...ROUTES.map((route) => route.name), ...TESTED_SEPARATELY])
    expect(exportedFunctions().filter((name) => !covered.has(name))).toEqual([])
    expect([...covered].filter((name) => !exportedFunctions().includes(name))).toEqual([])
  })

  it('has a required-parameter case for every path parameter of every function', () => {
    // Each `required(` in a module is one path parameter; the table must have as many cases.
    const sources = import.meta.glob('./*.ts', { query: '?raw', import: 'default', eager: true })
    const requiredCalls = Object.entries(sources)
      .filter(([path]) => !path.endsWith('.test.ts'))
      .flatMap(([, source]) => [
        ...String(source).matchAll(/required\(\s*[^,]+,\s*'(\w+)',\s*'(\w+)',?\s*\)/g),
      ])
      .map(([, parameter, operation]) => `${operation}:${parameter}`)
      .sort()
    expect(REQUIRED.map(({ operation, parameter }) => `${operation}:${parameter}`).sort()).toEqual(
      requiredCalls,
    )
  })
})

describe('method and path', () => {
  it.each(ROUTES.map((route) => [`${route.name} → ${route.method} ${route.path}`, route] as const))(
    '%s',
    async (_title, route) => {
      await route.call()
      expect(captured).toHaveLength(1)
      const [request] = captured
      expect(request?.method).toBe(route.method)
      expect(`${request?.url.pathname}${request?.url.search}`).toBe(`/api${route.path}`)
      if ('body' in route) expect(JSON.parse(request?.body ?? '')).toEqual(route.body)
    },
  )
})

describe('required path parameters', () => {
  const cases = REQUIRED.flatMap((entry) =>
    [null, undefined].map(
      (value) => [entry.operation, entry.parameter, String(value), entry, value] as const,
    ),
  )

  it.each(cases)(
    '%s refuses %s = %s before any request',
    async (_operation, _parameter, _shown, entry, value) => {
      const result = entry.call(value as never)
      expect(result).toBeInstanceOf(Promise)
      const error = await result.then(
        () => null,
        (reason: unknown) => reason,
      )
      expect(error).toBeInstanceOf(RequiredParameterError)
      // The spec's wording exactly (CORE-5.7), with no full stop added.
      expect((error as Error).message).toBe(
        `Required parameter ${entry.parameter} was null or undefined when calling ${entry.operation}`,
      )
      expect(captured).toEqual([])
    },
  )
})
