/**
 * The dashboard's charts and tables (CORE-7.8): seven calls sharing one filter.
 */
import { get } from '../http'
import type {
  DashboardUser,
  KeyStatistics,
  MapMarker,
  QueryOf,
  SitesChart,
  SubstancesChart,
  TestResultsChart,
} from '../types'

/** Every dashboard call takes the same filter. */
export type DashboardQuery = QueryOf<'getKeyStatistics'>

// Query interfaces are copied into a plain record: an interface has no index signature.
export const getDashboardUsers = (query: DashboardQuery) =>
  get<DashboardUser[]>('/v2/Dashboard/userdata', { ...query })

export const getKeyStatistics = (query: DashboardQuery) =>
  get<KeyStatistics>('/v2/Dashboard/keystatistics', { ...query })

export const getTestResultsChart = (query: DashboardQuery) =>
  get<TestResultsChart>('/v2/Dashboard/testresults', { ...query })

export const getSubstancesChart = (query: DashboardQuery) =>
  get<SubstancesChart>('/v2/Dashboard/substances', { ...query })

export const getMapMarkers = (query: DashboardQuery) =>
  get<MapMarker[]>('/v2/Dashboard/markers', { ...query })

export const getTestsPerformedChart = (query: DashboardQuery) =>
  get<SitesChart>('/v2/Dashboard/testsperformed', { ...query })

export const getFalsePositiveChart = (query: DashboardQuery) =>
  get<SitesChart>('/v2/Dashboard/falsepositive', { ...query })
