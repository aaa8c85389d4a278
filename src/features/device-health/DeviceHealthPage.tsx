/**
 * /device-health (ADMIN-2.13, ADMIN-3.10, ADMIN-9.2): the readers' verifications in three lists,
 * failed, outstanding and completed, narrowed by the place filter (customer and site, shared with
 * the other screens for the session) and the reader type (the URL's `readerType`). Failed and
 * outstanding come whole (page 1 of 99999, newest first); completed is paged and sorted through
 * the URL (`page`, `orderBy`). A row's serial number opens its verification, a modal route over
 * the lists (/device-health/{tab}/{list}/{id}).
 */
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom'
import { Heading, Link, Stack } from '@chakra-ui/react'
import { listDeviceHealth, type DeviceHealthQuery } from '@/api/endpoints/device-health'
import type { DeviceHealthRow, User } from '@/api/types'
import { outcomeOfFailedFlag } from '@/domain/device-health'
import { READER_TYPES, type ReaderType } from '@/domain/enums'
import { startingPlace } from '@/machines/filters.machine'
import type { DataColumn } from '@/ui/data-table/DataTable'
import { DataTable } from '@/ui/data-table/DataTable'
import { ListTable } from '@/ui/data-table/ListTable'
import { toOrder } from '@/ui/data-table/list-query'
import { useFetchedList, useListScreen, type FetchListPage } from '@/lists/use-list-screen'
import type { ListView } from '@/ui/data-table/ListTable'
import { FilterBarForm } from '@/ui/filters/FilterBarForm'
import { SelectField } from '@/ui/filters/FilterFields'
import { PlaceFields } from '@/ui/filters/PlaceAndPeriodFields'
import { placeQuery, usePlaceFilters } from '@/lists/use-place-filters'
import { formatNumber } from '@/ui/format'
import {
  COMPLETED_PAGE_SIZE,
  COMPLETED_QUERY,
  readReaderType,
  timestampText,
  WHOLE_LIST,
  withReaderType,
  type DeviceHealthList,
  type DeviceHealthTab,
} from './device-health-display'
import { StatusIcon } from './StatusIcon'
import { VerificationModal } from './VerificationModal'
import { paths } from '@/domain/paths'

/** The open modal route: a verification of a list, on a tab. */
export interface DeviceHealthItem {
  tab: DeviceHealthTab
  list: DeviceHealthList
  /** The route's id (NO_SUCH_ID for one that cannot exist). */
  itemId: number
}

export interface DeviceHealthPageProps {
  item: DeviceHealthItem | null
  permissions: readonly string[]
  user: User
}

// One fetch per list, made once at module level.
const fetchFailed = (query: DeviceHealthQuery) => listDeviceHealth('failed', query)
const fetchOutstanding = (query: DeviceHealthQuery) => listDeviceHealth('outstanding', query)
const fetchCompleted: FetchListPage<DeviceHealthRow, DeviceHealthQuery> = ({
  page,
  sort,
  filter,
}) =>
  listDeviceHealth('completed', {
    ...filter,
    page,
    pageSize: COMPLETED_PAGE_SIZE,
    order: toOrder(sort),
  })

export function DeviceHealthPage({ item, permissions, user }: DeviceHealthPageProps) {
  const { t } = useTranslation()
  const { search } = useLocation()
  const [params, setParams] = useSearchParams()
  const placeFilters = usePlaceFilters({ permissions, start: startingPlace(user) })
  const { place } = placeFilters
  const readerType = readReaderType(params)

  const filter: DeviceHealthQuery = {
    ...placeQuery(place),
    ...(readerType === null ? {} : { readerType }),
  }
  const failed = useFetchedList(fetchFailed, { ...filter, ...WHOLE_LIST })
  const outstanding = useFetchedList(fetchOutstanding, { ...filter, ...WHOLE_LIST })
  const completed = useListScreen(fetchCompleted, { filter, queryOptions: COMPLETED_QUERY })
  const { page, sort, setPage, setSort } = completed

  const columns = (list: DeviceHealthList, sortable: boolean): DataColumn<DeviceHealthRow>[] => {
    const check = (
      id: 'temperatureFailed' | 'calibrationFailed' | 'lightIntensityFailed',
      label: string,
    ): DataColumn<DeviceHealthRow> => ({
      id,
      header: label,
      align: 'center',
      nowrap: true,
      cell: (row) => <StatusIcon outcome={outcomeOfFailedFlag(row[id])} check={label} />,
    })
    return [
      {
        id: 'testDate',
        header: t('deviceHealth.columns.testDate'),
        sortField: sortable ? 'testDate' : undefined,
        nowrap: true,
        cell: (row) => timestampText(row.testDate),
      },
      {
        id: 'siteName',
        header: t('deviceHealth.columns.site'),
        sortField: sortable ? 'siteName' : undefined,
        cell: (row) => row.siteName,
      },
      {
        id: 'readerSerialNumber',
        header: t('deviceHealth.columns.readerSerialNumber'),
        sortField: sortable ? 'readerSerialNumber' : undefined,
        nowrap: true,
        cell: (row) => (
          <Link asChild colorPalette="brand" fontWeight="medium">
            <RouterLink to={{ pathname: paths.deviceHealthItem('details', list, row.id), search }}>
              {row.readerSerialNumber}
            </RouterLink>
          </Link>
        ),
      },
      {
        id: 'testSinceLastVerification',
        header: t('deviceHealth.columns.testsSinceLastVerification'),
        sortField: sortable ? 'testSinceLastVerification' : undefined,
        align: 'end',
        nowrap: true,
        cell: (row) => formatNumber(row.testSinceLastVerification),
      },
      check('temperatureFailed', t('deviceHealth.columns.temperature')),
      check('calibrationFailed', t('deviceHealth.columns.calibration')),
      check('lightIntensityFailed', t('deviceHealth.columns.lightIntensity')),
    ]
  }

  return (
    <Stack gap="8" paddingY="4">
      <FilterBarForm label={t('deviceHealth.filtersLabel')}>
        <PlaceFields
          filters={place}
          send={placeFilters.actor.send}
          customers={placeFilters.options.customers}
          noCustomerLabel={t('filters.allCustomers')}
          customerWidth="64"
          sites={placeFilters.options.sites}
        />
        <SelectField<ReaderType>
          label={t('deviceHealth.readerType')}
          value={readerType}
          options={READER_TYPES.map((type) => ({
            value: type,
            label: t(`deviceHealth.readerTypes.${type}`),
          }))}
          emptyLabel={t('deviceHealth.allReaderTypes')}
          onChange={(type) => setParams((current) => withReaderType(current, type))}
        />
      </FilterBarForm>
      {/* The two lists without paging (pageSize 99999, ADMIN-9.2): the same table, each its own. */}
      {(
        [
          ['failed', failed],
          ['outstanding', outstanding],
        ] as const
      ).map(([list, state]) => (
        <VerificationSection key={list} list={list} state={state}>
          {(caption) => (
            <DataTable
              caption={caption}
              columns={columns(list, false)}
              rows={state.rows}
              rowKey={(row) => row.id}
              rowHeaderColumn="readerSerialNumber"
              loading={state.loading}
              error={state.failed ? state.error : null}
              onRetry={state.retry}
              emptyText={t(`deviceHealth.empty.${list}`)}
              minWidth={760}
            />
          )}
        </VerificationSection>
      ))}
      <VerificationSection list="completed" state={completed}>
        {(caption) => (
          <ListTable
            caption={caption}
            columns={columns('completed', true)}
            list={completed}
            rowKey={(row) => row.id}
            rowHeaderColumn="readerSerialNumber"
            sort={sort}
            onSortChange={setSort}
            emptyText={t('deviceHealth.empty.completed')}
            minWidth={760}
            page={page}
            pageSize={COMPLETED_PAGE_SIZE}
            onPageChange={setPage}
          />
        )}
      </VerificationSection>
      {item && (
        <VerificationModal
          itemId={item.itemId}
          tab={item.tab}
          listPath={`${paths.deviceHealth()}${search}`}
          tabPath={(tab) => `${paths.deviceHealthItem(tab, item.list, item.itemId)}${search}`}
        />
      )}
    </Stack>
  )
}

/** A list's section: its heading with the count (once known) and its table. */
function VerificationSection({
  list,
  state,
  children,
}: {
  list: DeviceHealthList
  state: ListView<DeviceHealthRow>
  children: (caption: string) => ReactNode
}) {
  const { t } = useTranslation()
  const headingId = useId()
  const title = t(`deviceHealth.lists.${list}`)
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId} data-list={list}>
      <Heading
        // The shell's header holds the page's h1.
        as="h2"
        size="lg"
        id={headingId}
      >
        {state.meta
          ? t('deviceHealth.listCount', { title, total: formatNumber(state.meta.total) })
          : title}
      </Heading>
      {children(title)}
    </Stack>
  )
}
