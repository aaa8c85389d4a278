/**
 * /dashboard (CORE-2.8, CORE-2.9, CORE-2.10): for Premium customers' staff with accounts:read, the
 * page filter, key statistics, charts, the map and the users table; for everyone else a grid of
 * links to the areas they may use. With no customer chosen an empty state explains what to do.
 *
 * The filters machine (scope `dashboard`) holds the filter and its cascade; each widget has its
 * own loader actor (widget.machine.ts), so widgets paint as their answers come. A map marker
 * goes to /dashboard/testrecord/{itemId}, whose detail dialog the app renders over the page
 * (`detail`).
 */
import { useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { EmptyState, Grid, Stack } from '@chakra-ui/react'
import { useSelector } from '@xstate/react'
import { LayoutDashboard } from 'lucide-react'
import type { User } from '@/api/types'
import { hasAll, hasAny, PERMISSIONS as P } from '@/domain/permissions'
import { filtersMachine, startingPlace } from '@/machines/filters.machine'
import { searchWithoutPage } from '@/ui/data-table/list-query'
import { useFilterOptions } from '@/lists/use-filter-options'
import { dashboardFilterOptions, dashboardOptionNeeds } from './dashboard-options'
import { dashboardQueryOf } from './dashboard-query'
import { DashboardFilters } from './DashboardFilters'
import {
  KeyStatisticsWidget,
  MapWidget,
  SiteWidgets,
  SubstancesWidget,
  TestResultsWidget,
  UsersWidget,
} from './DashboardWidgets'
import { LinkGrid, type DashboardLink } from './LinkGrid'
import { useProvidedActor } from '@/ui/machines/use-provided-actor'

export interface DashboardPageProps {
  user: User
  permissions: readonly string[]
  /** The areas the user may use, for the link grid. */
  links: readonly DashboardLink[]
  /** The test-record detail dialog of /dashboard/testrecord/{itemId}, shown over the page. */
  detail?: ReactNode
  /** VITE_GOOGLE_MAPS_API_KEY; without it the offline map shows. */
  googleMapsApiKey?: string
}

export function DashboardPage(props: DashboardPageProps) {
  const full = hasAll(props.permissions, [P.CUSTOMERS_PREMIUM, P.ACCOUNTS_READ])
  return (
    <>
      {full ? <FullDashboard {...props} /> : <LinkGrid links={props.links} />}
      {props.detail}
    </>
  )
}

function FullDashboard({ user, permissions, googleMapsApiKey }: DashboardPageProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const filtersActor = useProvidedActor(
    filtersMachine.provide({
      actors: { filterOptions: dashboardFilterOptions },
      actions: {
        // Read at the time of the change: the address may have changed since the first render.
        dropPage: () => {
          const search = searchWithoutPage(window.location.search)
          if (search !== null) void navigate({ search }, { replace: true })
        },
      },
    }),
    {
      input: {
        scope: 'dashboard',
        initial: startingPlace(user),
        options: dashboardOptionNeeds(permissions),
      },
    },
  )
  const filters = useSelector(filtersActor, (snapshot) => snapshot.context.filters)
  const query = useMemo(() => dashboardQueryOf(filters), [filters])
  const options = useFilterOptions(filtersActor)
  // The site picker and the per-site charts need accounts:customer:read (CORE-6.4).
  const canPickSite = hasAny(permissions, [P.ACCOUNTS_CUSTOMER_READ])

  const isSiteAdmin = user.type === 'SiteAdmin'
  const ownSiteId = isSiteAdmin ? (user.site?.id ?? null) : null
  const ownSite = useMemo(
    () =>
      ownSiteId !== null && user.site ? { siteId: ownSiteId, siteName: user.site.name } : null,
    [ownSiteId, user.site],
  )

  return (
    <Stack gap="6">
      <DashboardFilters
        filters={filters}
        send={filtersActor.send}
        originals={filters.originals}
        onOriginalsChange={(originals) =>
          filtersActor.send({ type: 'filter.setOriginals', originals })
        }
        options={options}
      />
      {query === null ? (
        <EmptyState.Root>
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LayoutDashboard />
            </EmptyState.Indicator>
            <EmptyState.Title>{t('dashboard.empty.title')}</EmptyState.Title>
            <EmptyState.Description>{t('dashboard.empty.description')}</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Grid
          // minmax(0, …): a widget's wide content (a table) scrolls in it, never widens the page.
          templateColumns={{ base: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' }}
          gap="4"
        >
          <KeyStatisticsWidget query={query} />
          <TestResultsWidget query={query} />
          <SubstancesWidget query={query} />
          <MapWidget query={query} googleMapsApiKey={googleMapsApiKey} />
          {canPickSite && <SiteWidgets query={query} isSiteAdmin={isSiteAdmin} ownSite={ownSite} />}
          <UsersWidget query={query} />
        </Grid>
      )}
    </Stack>
  )
}
