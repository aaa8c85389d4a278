/**
 * /termsadmin (ADMIN-2.11, ADMIN-6.8): the terms of use
 * versions as an administration list, newest first (id descending, ADMIN-7.8; page and order
 * in the URL), each with its created and released dates and a link to the version on the terms
 * screen, and "New version" (a modal route). Versions are neither edited nor deleted: the API
 * has no such call, so none is offered.
 */
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import { Link } from '@chakra-ui/react'
import type { Resource } from '@/api/changes'
import { listTerms } from '@/api/endpoints/terms'
import type { Terms } from '@/api/types'
import { PERMISSIONS as P } from '@/domain/permissions'
import { AdminListPage } from '@/lists/AdminListPage'
import type { DataColumn } from '@/ui/data-table/DataTable'
import type { ListQueryOptions } from '@/ui/data-table/list-query'
import { formatDateTime } from '@/ui/format'
import { paths } from '@/domain/paths'

// The editor (TipTap and ProseMirror) loads with the form, not with the list.
const TERMS_ROWS: readonly Resource[] = ['terms']

const TermsFormModal = lazy(async () => ({
  default: (await import('./TermsFormModal')).TermsFormModal,
}))

export interface TermsAdminPageProps {
  /** The create modal route is open over the list. */
  creating: boolean
  permissions: readonly string[]
}

export const TERMS_PAGE_SIZE = 20

export const TERMS_QUERY: ListQueryOptions = {
  sortable: ['id', 'created'],
  defaultSort: { field: 'id', direction: 'desc' },
}

export function TermsAdminPage({ creating, permissions }: TermsAdminPageProps) {
  const { t } = useTranslation()
  const columns: DataColumn<Terms>[] = [
    {
      id: 'version',
      header: t('termsAdmin.version'),
      sortField: 'id',
      nowrap: true,
      cell: (terms) => terms.id,
    },
    {
      id: 'created',
      header: t('termsAdmin.created'),
      sortField: 'created',
      nowrap: true,
      cell: (terms) => formatDateTime(terms.created),
    },
    {
      id: 'released',
      header: t('termsAdmin.released'),
      nowrap: true,
      // A version is released as it is created (ADMIN-4.3): its release is its creation.
      cell: (terms) =>
        terms.released ? formatDateTime(terms.created) : t('termsAdmin.notReleased'),
    },
    {
      id: 'view',
      header: t('termsAdmin.textColumn'),
      align: 'end',
      nowrap: true,
      width: '1%',
      cell: (terms) => (
        <Link asChild color="brand.fg" textDecoration="underline">
          <RouterLink
            to={paths.terms(terms.id)}
            aria-label={t('termsAdmin.viewVersion', { id: terms.id })}
          >
            {t('termsAdmin.view')}
          </RouterLink>
        </Link>
      ),
    },
  ]
  return (
    <AdminListPage<Terms>
      resources={TERMS_ROWS}
      texts={{
        title: t('termsAdmin.listTitle'),
        createLabel: t('termsAdmin.create'),
        emptyText: t('termsAdmin.empty'),
        // No delete is offered (no such call): these two are never shown.
        deleteSuccess: '',
        deleteError: '',
      }}
      columns={columns}
      fetchPage={listTerms}
      queryOptions={TERMS_QUERY}
      pageSize={TERMS_PAGE_SIZE}
      rowKey={(terms) => terms.id}
      rowName={(terms) => t('termsAdmin.versionName', { id: terms.id })}
      createHref={permissions.includes(P.TERMS_WRITE) ? paths.termsAdminCreate() : null}
      editHref={null}
      deleteItem={null}
      // Four short columns: they fit a phone before the table scrolls.
      minWidth={480}
      modal={
        creating && (
          <Suspense fallback={null}>
            <TermsFormModal listPath={paths.termsAdmin()} />
          </Suspense>
        )
      }
    />
  )
}
