/**
 * /test-types/{tab} (ADMIN-2.2, ADMIN-2.17): tabs for test items and substances, each an
 * administration list (src/lists/AdminListPage.tsx) with create, edit and delete, and the
 * create and edit modal routes over it. The app passes the user's permissions, the route's tab
 * and modal, and how to build this area's paths.
 */
import { useTranslation } from 'react-i18next'
import type { Resource } from '@/api/changes'
import { deleteSubstance, listSubstances } from '@/api/endpoints/substances'
import { deleteTestType, listTestTypes } from '@/api/endpoints/test-types'
import type { Substance, TestType } from '@/api/types'
import { PERMISSIONS as P } from '@/domain/permissions'
import { RouteTabs } from '@/ui/RouteTabs'
import { AdminListPage } from '@/lists/AdminListPage'
import type { DataColumn } from '@/ui/data-table/DataTable'
import type { ListQueryOptions } from '@/ui/data-table/list-query'
import { formatDateTime } from '@/ui/format'
import { SubstanceFormModal } from './SubstanceFormModal'
import { TestTypeFormModal } from './TestTypeFormModal'
import { routeId } from '@/domain/ids'
import { paths, type TestTypesTab } from '@/domain/paths'

export type { TestTypesTab }

export interface TestTypesPageProps {
  tab: TestTypesTab
  /** The modal route open over the list, if any. */
  modal: 'create' | 'edit' | null
  /** The edit route's item id as the URL has it. */
  itemId?: string
  permissions: readonly string[]
}

export const PAGE_SIZE = 20

export const TEST_ITEM_QUERY: ListQueryOptions = {
  sortable: ['name', 'measurementMethod', 'category'],
  defaultSort: { field: 'name', direction: 'asc' },
}

export const SUBSTANCE_QUERY: ListQueryOptions = {
  sortable: ['name', 'created'],
  defaultSort: { field: 'name', direction: 'asc' },
}

const removeTestType = (row: TestType) => deleteTestType(row.id)
const removeSubstance = (row: Substance) => deleteSubstance(row.id)
/** A test type's row names its substances. */
const TEST_TYPE_ROWS: readonly Resource[] = ['testTypes', 'substances']
const SUBSTANCE_ROWS: readonly Resource[] = ['substances']

export function TestTypesPage({ tab, modal, itemId, permissions }: TestTypesPageProps) {
  const { t } = useTranslation()
  const may = (permission: string) => permissions.includes(permission)
  const tabs = [
    {
      value: 'test-items' as const,
      label: t('testItems.tabTestItems'),
      read: P.TEST_ITEMS_READ,
      content: <TestItemsList modal={modal} itemId={itemId} may={may} />,
    },
    {
      value: 'substances' as const,
      label: t('testItems.tabSubstances'),
      read: P.SUBSTANCES_READ,
      content: <SubstancesList modal={modal} itemId={itemId} may={may} />,
    },
  ].filter((entry) => may(entry.read))

  return (
    <RouteTabs
      value={tab}
      label={t('testItems.tabsLabel')}
      hrefOf={paths.testTypes}
      paddingTop="4"
      tabs={tabs}
    />
  )
}

interface ListProps {
  modal: TestTypesPageProps['modal']
  itemId?: string
  may: (permission: string) => boolean
}

function TestItemsList({ modal, itemId, may }: ListProps) {
  const { t } = useTranslation()
  const canWrite = may(P.TEST_ITEMS_WRITE)
  const columns: DataColumn<TestType>[] = [
    { id: 'name', header: t('testItems.columnName'), sortField: 'name', cell: (row) => row.name },
    {
      id: 'measurementMethod',
      header: t('testItems.columnMeasurementMethod'),
      sortField: 'measurementMethod',
      nowrap: true,
      cell: (row) => t(`testItems.measurementMethods.${row.measurementMethod}`),
    },
    {
      id: 'category',
      header: t('testItems.columnCategory'),
      sortField: 'category',
      nowrap: true,
      cell: (row) => t(`testItems.categories.${row.category}`),
    },
    {
      id: 'substances',
      header: t('testItems.columnSubstances'),
      cell: (row) => row.substances.map((entry) => entry.substance.name).join(', '),
    },
  ]
  return (
    <AdminListPage<TestType>
      resources={TEST_TYPE_ROWS}
      texts={{
        title: t('testItems.listTitle'),
        createLabel: t('testItems.create'),
        emptyText: t('testItems.empty'),
        deleteSuccess: t('testItems.deleteSuccess'),
        deleteError: t('testItems.deleteError'),
      }}
      columns={columns}
      fetchPage={listTestTypes}
      queryOptions={TEST_ITEM_QUERY}
      pageSize={PAGE_SIZE}
      rowKey={(row) => row.id}
      rowName={(row) => row.name}
      createHref={canWrite ? paths.testTypesCreate('test-items') : null}
      editHref={canWrite ? (row) => paths.testTypesEdit('test-items', row.id) : null}
      deleteItem={may(P.TEST_ITEMS_DELETE) ? removeTestType : null}
      modal={
        modal && (
          <TestTypeFormModal
            // Another item is another form: its own machine, from loading.
            key={`${modal}-${itemId ?? ''}`}
            itemId={modal === 'edit' ? routeId(itemId) : null}
            listPath={paths.testTypes('test-items')}
          />
        )
      }
    />
  )
}

function SubstancesList({ modal, itemId, may }: ListProps) {
  const { t } = useTranslation()
  const canWrite = may(P.SUBSTANCES_WRITE)
  const columns: DataColumn<Substance>[] = [
    { id: 'name', header: t('substances.columnName'), sortField: 'name', cell: (row) => row.name },
    {
      id: 'created',
      header: t('substances.columnCreated'),
      sortField: 'created',
      nowrap: true,
      cell: (row) => formatDateTime(row.created),
    },
  ]
  return (
    <AdminListPage<Substance>
      resources={SUBSTANCE_ROWS}
      texts={{
        title: t('substances.listTitle'),
        createLabel: t('substances.create'),
        emptyText: t('substances.empty'),
        deleteSuccess: t('substances.deleteSuccess'),
        deleteError: t('substances.deleteError'),
      }}
      columns={columns}
      fetchPage={listSubstances}
      queryOptions={SUBSTANCE_QUERY}
      pageSize={PAGE_SIZE}
      rowKey={(row) => row.id}
      rowName={(row) => row.name}
      createHref={canWrite ? paths.testTypesCreate('substances') : null}
      editHref={canWrite ? (row) => paths.testTypesEdit('substances', row.id) : null}
      deleteItem={may(P.SUBSTANCES_DELETE) ? removeSubstance : null}
      modal={
        modal && (
          <SubstanceFormModal
            key={`${modal}-${itemId ?? ''}`}
            itemId={modal === 'edit' ? routeId(itemId) : null}
            listPath={paths.testTypes('substances')}
          />
        )
      }
    />
  )
}
