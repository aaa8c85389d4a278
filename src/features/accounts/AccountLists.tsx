/**
 * The two lists of /accounts/{tab} (ADMIN-2.3, ADMIN-2.18), each an administration list narrowed
 * by the place filter: the sites (name linking to the site's page, ship-to, customer, address,
 * type) and the roles, the site-admin and customer-admin users (name, username, role, site, e-mail,
 * phone). The customer column needs the internal scope, the site column the customer scope.
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import { Link } from '@chakra-ui/react'
import type { Resource } from '@/api/changes'
import { deleteSite, listSites } from '@/api/endpoints/sites'
import { deleteUser, listUsers } from '@/api/endpoints/users'
import type { ListResponse, PageQuery, Site, User } from '@/api/types'
import { displayName } from '@/domain/users'
import { AdminListPage } from '@/lists/AdminListPage'
import type { DataColumn } from '@/ui/data-table/DataTable'
import type { ListQueryOptions } from '@/ui/data-table/list-query'
import type { Place } from '@/lists/use-place-filters'
import { formatAddress } from '@/ui/format'
import type { AccountPermissions, AccountRole } from './account-rules'

/** Rows per page of both lists, as the other administration lists. */
export const ACCOUNTS_PAGE_SIZE = 20

export const SITE_QUERY: ListQueryOptions = {
  sortable: ['name', 'shipTo', 'customer', 'city', 'country', 'type'],
  defaultSort: { field: 'name', direction: 'asc' },
}

export const ROLE_QUERY: ListQueryOptions = {
  sortable: ['name', 'username', 'type', 'site', 'email'],
  defaultSort: { field: 'name', direction: 'asc' },
}

const ROLE_TYPES: AccountRole[] = ['CustomerAdmin', 'SiteAdmin']

/** A site row shows its customer; a role row its site (and the customer's sites and roles). */
const SITE_ROWS: readonly Resource[] = ['sites', 'customers']
const ROLE_ROWS: readonly Resource[] = ['users', 'sites', 'customers']

/** The roles of the place: customer and site admins only. */
const listRoles = (query: PageQuery) => listUsers({ ...query, userTypes: ROLE_TYPES })
const removeSite = (site: Site) => deleteSite(site.id)
const removeUser = (user: User) => deleteUser(user.id)

export interface SitesListProps {
  place: Place
  may: AccountPermissions
  siteHref: (site: Site) => string
  createHref: string
  editHref: (site: Site) => string
  /** The modal route open over the list. */
  modal?: ReactNode
}

export function SitesList({ place, may, siteHref, createHref, editHref, modal }: SitesListProps) {
  const { t } = useTranslation()
  const columns: DataColumn<Site>[] = [
    {
      id: 'name',
      header: t('sites.name'),
      sortField: 'name',
      cell: (site) => (
        <Link asChild colorPalette="brand" fontWeight="medium">
          <RouterLink to={siteHref(site)}>{site.name}</RouterLink>
        </Link>
      ),
    },
    { id: 'shipTo', header: t('sites.shipTo'), sortField: 'shipTo', cell: (site) => site.shipTo },
    ...(may.readCustomers
      ? [
          {
            id: 'customer',
            header: t('sites.customer'),
            sortField: 'customer',
            cell: (site: Site) => site.customer?.name ?? '',
          },
        ]
      : []),
    {
      id: 'address',
      header: t('accounts.address'),
      sortField: 'city',
      cell: (site) => formatAddress(site.address),
    },
    {
      id: 'type',
      header: t('accounts.type'),
      sortField: 'type',
      nowrap: true,
      cell: (site) => t(`accounts.types.${site.type}`),
    },
  ]
  return (
    <AdminListPage<Site>
      resources={SITE_ROWS}
      texts={{
        title: t('sites.listTitle'),
        createLabel: t('sites.create'),
        emptyText: t('sites.empty'),
        deleteSuccess: t('sites.deleteSuccess'),
        deleteError: t('sites.deleteError'),
      }}
      columns={columns}
      fetchPage={listSites}
      // GET /v2/Sites narrows by customer only (ADMIN-7.5): a chosen site still lists its
      // customer's sites, among them the chosen one.
      filter={place.customerId === null ? {} : { customerId: place.customerId }}
      queryOptions={SITE_QUERY}
      pageSize={ACCOUNTS_PAGE_SIZE}
      rowKey={(site) => site.id}
      rowName={(site) => site.name}
      createHref={may.createSites ? createHref : null}
      editHref={may.editSites ? editHref : null}
      deleteItem={may.deleteSites ? removeSite : null}
      // Five short columns: they fit a tablet's width before the table scrolls.
      minWidth={900}
      modal={modal}
    />
  )
}

export interface RolesListProps {
  /** What narrows the list: the place filter, or the site of the site's page. */
  filter: { customerId?: number; siteId?: number }
  may: AccountPermissions
  /** The roles this user may give: only those rows can be edited or deleted. */
  roles: readonly AccountRole[]
  createHref: string
  editHref: (user: User) => string
  /** The list's call: the users of the place, or a site's admins. */
  fetchPage?: (query: PageQuery) => Promise<ListResponse<User>>
  /** Texts that differ on the site's page (its admins). */
  title?: string
  /** The modal route open over the list. */
  modal?: ReactNode
}

export function RolesList({
  filter,
  may,
  roles,
  createHref,
  editHref,
  fetchPage = listRoles,
  title,
  modal,
}: RolesListProps) {
  const { t } = useTranslation()
  const mayChange = (user: User) => roles.includes(user.type as AccountRole)
  const columns: DataColumn<User>[] = [
    { id: 'name', header: t('roles.name'), sortField: 'name', cell: (user) => displayName(user) },
    {
      id: 'username',
      header: t('roles.username'),
      sortField: 'username',
      cell: (user) => user.username,
    },
    {
      id: 'type',
      header: t('roles.role'),
      sortField: 'type',
      nowrap: true,
      cell: (user) => t(`roles.types.${user.type}`),
    },
    ...(may.readSites
      ? [
          {
            id: 'site',
            header: t('roles.site'),
            sortField: 'site',
            cell: (user: User) => user.site?.name ?? '',
          },
        ]
      : []),
    { id: 'email', header: t('roles.email'), sortField: 'email', cell: (user) => user.email },
    { id: 'phone', header: t('roles.phone'), nowrap: true, cell: (user) => user.phoneNumber },
  ]
  return (
    <AdminListPage<User>
      resources={ROLE_ROWS}
      texts={{
        title: title ?? t('roles.listTitle'),
        createLabel: t('roles.create'),
        emptyText: t('roles.empty'),
        deleteSuccess: t('roles.deleteSuccess'),
        deleteError: t('roles.deleteError'),
      }}
      columns={columns}
      fetchPage={fetchPage}
      filter={filter}
      queryOptions={ROLE_QUERY}
      pageSize={ACCOUNTS_PAGE_SIZE}
      rowKey={(user) => user.id}
      rowName={displayName}
      createHref={may.writeRoles ? createHref : null}
      editHref={may.writeRoles ? (user) => (mayChange(user) ? editHref(user) : null) : null}
      deleteItem={may.deleteRoles ? removeUser : null}
      mayDelete={mayChange}
      modal={modal}
    />
  )
}
