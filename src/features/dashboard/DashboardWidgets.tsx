/**
 * The dashboard's widgets, each owning its loader: an answer re-renders only its own widget, so
 * seven answers arriving one by one never redraw the other charts (a chart's render is the
 * expensive part of a filter change).
 */
import { memo, useCallback, useLayoutEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useActorRef, useSelector } from '@xstate/react'
import { useNavigate } from 'react-router-dom'
import { GridItem } from '@chakra-ui/react'
import type { DashboardQuery } from '@/api/endpoints/dashboard'
import {
  getDashboardUsers,
  getFalsePositiveChart,
  getKeyStatistics,
  getMapMarkers,
  getSubstancesChart,
  getTestResultsChart,
  getTestsPerformedChart,
} from '@/api/endpoints/dashboard'
import { paths } from '@/domain/paths'
import { expectedBucketCount } from '@/domain/chart-buckets'
import { ChartRoom } from './charts/ChartRoom'
import { DashboardChart } from './charts/DashboardChart'
import { SITES_CHART_SIZE } from './charts/SitesChart'
import { SUBSTANCES_WIDTH, substancesHeight } from './charts/SubstancesChart'
import { TEST_RESULTS_HEIGHT, testResultsWidth } from './charts/TestResultsChart'
import { KeyStatistics } from './KeyStatistics'
import { DashboardMap } from './map/DashboardMap'
import { SiteChooser } from './SiteChooser'
import { chartSites, type ChartSite } from '@/machines/dashboard/site-selection'
import { siteSelectionMachine } from '@/machines/dashboard/site-selection.machine'
import { useWidget } from './use-widget'
import { UsersTable } from './UsersTable'
import { WidgetFrame } from './WidgetFrame'

const FULL_ROW = { base: 1, xl: 2 }

/** The test-results chart's bars for the query's period (the domain's bucket rule). */
function expectedBars(query: DashboardQuery): number {
  const start = Date.parse(query.start ?? '')
  const end = Date.parse(query.end ?? '')
  return Number.isNaN(start) || Number.isNaN(end) ? 1 : expectedBucketCount(start, end)
}

/** A customer's test types read four to six substances: the room held before the answer. */
const TYPICAL_SUBSTANCES = 4

export const KeyStatisticsWidget = memo(function KeyStatisticsWidget({
  query,
}: {
  query: DashboardQuery
}) {
  const { t } = useTranslation()
  const widget = useWidget(getKeyStatistics, query)
  return (
    <GridItem colSpan={FULL_ROW}>
      <WidgetFrame
        name="keyStatistics"
        title={t('dashboard.statistics.title')}
        widget={widget}
        placeholder={<KeyStatistics data={null} />}
      >
        {widget.data && <KeyStatistics data={widget.data} />}
      </WidgetFrame>
    </GridItem>
  )
})

const TestResults = memo(DashboardChart)

export const TestResultsWidget = memo(function TestResultsWidget({
  query,
}: {
  query: DashboardQuery
}) {
  const { t } = useTranslation()
  const widget = useWidget(getTestResultsChart, query)
  return (
    <GridItem colSpan={FULL_ROW}>
      <WidgetFrame
        name="testResults"
        title={t('dashboard.charts.testResults')}
        widget={widget}
        placeholder={
          <ChartRoom width={testResultsWidth(expectedBars(query))} height={TEST_RESULTS_HEIGHT} />
        }
      >
        {widget.data && <TestResults type="testResults" data={widget.data} end={query.end ?? ''} />}
      </WidgetFrame>
    </GridItem>
  )
})

const Substances = memo(DashboardChart)

export const SubstancesWidget = memo(function SubstancesWidget({
  query,
}: {
  query: DashboardQuery
}) {
  const { t } = useTranslation()
  const widget = useWidget(getSubstancesChart, query)
  return (
    <WidgetFrame
      name="substances"
      title={t('dashboard.charts.substances')}
      widget={widget}
      placeholder={
        <ChartRoom width={SUBSTANCES_WIDTH} height={substancesHeight(TYPICAL_SUBSTANCES)} />
      }
    >
      {widget.data && <Substances type="substances" data={widget.data} />}
    </WidgetFrame>
  )
})

const Map = memo(DashboardMap)

export const MapWidget = memo(function MapWidget({
  query,
  googleMapsApiKey,
}: {
  query: DashboardQuery
  googleMapsApiKey?: string
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const widget = useWidget(getMapMarkers, query)
  // Stable, so the map is not redrawn when only the busy flag changes.
  const openRecord = useMemo(
    () => (id: number) => void navigate(paths.dashboardTestRecord(id)),
    [navigate],
  )
  return (
    <WidgetFrame name="map" title={t('dashboard.map.title')} widget={widget}>
      {widget.data && (
        <Map markers={widget.data} onMarkerClick={openRecord} googleMapsApiKey={googleMapsApiKey} />
      )}
    </WidgetFrame>
  )
})

const SitesChart = memo(DashboardChart)

/**
 * The per-site charts and their shared site choice (CORE-2.9, CORE-5.6, CORE-9.6). Only for users
 * who may read their customer's sites (accounts:customer:read, CORE-6.4): the page leaves them out,
 * with their calls, for everyone else.
 */
export const SiteWidgets = memo(function SiteWidgets({
  query,
  isSiteAdmin,
  ownSite,
}: {
  query: DashboardQuery
  isSiteAdmin: boolean
  ownSite: ChartSite | null
}) {
  const { t } = useTranslation()
  const performed = useWidget(getTestsPerformedChart, query)
  const falses = useWidget(getFalsePositiveChart, query)
  const sites = useMemo(
    () => chartSites(performed.data?.sites ?? [], ownSite),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [performed.data, ownSite?.siteId],
  )
  const selection = useActorRef(siteSelectionMachine, { input: { isSiteAdmin } })
  // Before paint: the charts never show a frame with a choice the new sites have not checked.
  useLayoutEffect(() => {
    if (selection.getSnapshot().context.sites !== sites) {
      selection.send({ type: 'sites.loaded', sites })
    }
  }, [selection, sites])
  // The machine assigns a new array only when the choice changes, so the memoised charts
  // redraw only then.
  const shown = useSelector(selection, (snapshot) => snapshot.context.selected)
  const chooserSites = useSelector(selection, (snapshot) => snapshot.context.sites)
  const mode = useSelector(selection, (snapshot) =>
    snapshot.hasTag('selectors')
      ? 'selectors'
      : snapshot.hasTag('checkboxes')
        ? 'checkboxes'
        : null,
  )
  // Read at render; the chooser re-renders with every change of the choice.
  const canToggle = useCallback(
    (siteId: number) => selection.getSnapshot().can({ type: 'site.toggle', siteId }),
    [selection],
  )
  const canClear = useCallback(
    (slot: number) => selection.getSnapshot().can({ type: 'site.choose', slot, siteId: null }),
    [selection],
  )
  return (
    <>
      {mode && (
        <GridItem colSpan={FULL_ROW}>
          <SiteChooser
            label={t('dashboard.sites.label')}
            mode={mode}
            sites={chooserSites}
            selected={shown}
            canToggle={canToggle}
            canClear={canClear}
            onToggle={(siteId) => selection.send({ type: 'site.toggle', siteId })}
            onChoose={(slot, siteId) => selection.send({ type: 'site.choose', slot, siteId })}
          />
        </GridItem>
      )}
      <WidgetFrame
        name="testsPerformed"
        title={t('dashboard.charts.testsPerSite')}
        widget={performed}
        placeholder={<ChartRoom {...SITES_CHART_SIZE} />}
      >
        {performed.data && (
          <SitesChart
            type="testsPerSite"
            data={performed.data}
            siteIds={shown}
            title={t('dashboard.charts.testsPerSite')}
            description={t('dashboard.charts.testsPerSiteDescription')}
          />
        )}
      </WidgetFrame>
      <WidgetFrame
        name="falsePositives"
        title={t('dashboard.charts.falsePositives')}
        widget={falses}
        placeholder={<ChartRoom {...SITES_CHART_SIZE} />}
      >
        {falses.data && (
          <SitesChart
            type="falsePositives"
            data={falses.data}
            siteIds={shown}
            title={t('dashboard.charts.falsePositives')}
            description={t('dashboard.charts.falsePositivesDescription')}
          />
        )}
      </WidgetFrame>
    </>
  )
})

const Users = memo(UsersTable)

export const UsersWidget = memo(function UsersWidget({ query }: { query: DashboardQuery }) {
  const { t } = useTranslation()
  const widget = useWidget(getDashboardUsers, query)
  return (
    <GridItem colSpan={FULL_ROW}>
      <WidgetFrame name="users" title={t('dashboard.users.title')} widget={widget}>
        {widget.data && <Users users={widget.data} />}
      </WidgetFrame>
    </GridItem>
  )
})
