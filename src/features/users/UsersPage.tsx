/**
 * /users (ADMIN-2.7, ADMIN-2.19): the app (operator) users of the caller's scope, narrowed by the
 * place filter (shared with the other screens for the session) and a search by username (in the
 * URL, `username`), as an administration list (page and order in the URL) with create and edit
 * as modal routes and delete (users:delete). The name shown is first plus last name when both
 * exist, otherwise the username (ADMIN-3.5); shared users are marked.
 */
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { Badge, Button, Field, HStack, Input, Stack } from '@chakra-ui/react'
import { Search } from 'lucide-react'
import type { Resource } from '@/api/changes'
import { deleteUser, listUsers } from '@/api/endpoints/users'
import type { PageQuery, User } from '@/api/types'
import { PERMISSIONS as P } from '@/domain/permissions'
import { routeId } from '@/domain/ids'
import { TEXT_LIMITS } from '@/domain/validation/limits'
import { displayName } from '@/domain/users'
import { startingPlace } from '@/machines/filters.machine'
import { AdminListPage } from '@/lists/AdminListPage'
import type { DataColumn } from '@/ui/data-table/DataTable'
import { PAGE_PARAM, type ListQueryOptions } from '@/ui/data-table/list-query'
import { PlaceFilterBar } from '@/ui/filters/PlaceFilterBar'
import { placeQuery, usePlaceFilters } from '@/lists/use-place-filters'
import { AppUserFormModal } from './AppUserFormModal'
import { paths } from '@/domain/paths'

export interface UsersPageProps {
  modal: 'create' | 'edit' | null
  /** The edit route's item id as the URL has it. */
  itemId?: string
  permissions: readonly string[]
  user: User
  /** The analytics event of an added app user (ADMIN-9.9). */
  onAppUserAdded: (user: User) => void
}

export const USERS_PAGE_SIZE = 20
/** The URL's username search. */
export const USERNAME_PARAM = 'username'

export const USER_QUERY: ListQueryOptions = {
  sortable: ['name', 'username', 'site', 'email'],
  defaultSort: { field: 'name', direction: 'asc' },
}

/** App users are the operators (ADMIN-2.19). */
const listAppUsers = (query: PageQuery) => listUsers({ ...query, userTypes: ['Operator'] })
const removeUser = (user: User) => deleteUser(user.id)
/** An app user's row shows its site. */
const USER_ROWS: readonly Resource[] = ['users', 'sites']

export function UsersPage({ modal, itemId, permissions, user, onAppUserAdded }: UsersPageProps) {
  const { t } = useTranslation()
  const [searchParams, setSearchParams] = useSearchParams()
  const placeFilters = usePlaceFilters({ permissions, start: startingPlace(user) })
  const { place } = placeFilters
  const username = searchParams.get(USERNAME_PARAM)?.trim() ?? ''
  const may = (permission: string) => permissions.includes(permission)

  function search(text: string) {
    setSearchParams((current) => {
      const next = new URLSearchParams(current)
      if (text.trim()) next.set(USERNAME_PARAM, text.trim())
      else next.delete(USERNAME_PARAM)
      // Another search starts on its first page.
      next.delete(PAGE_PARAM)
      return next
    })
  }

  const columns: DataColumn<User>[] = [
    {
      id: 'name',
      header: t('users.name'),
      sortField: 'name',
      cell: (row) => (
        <HStack gap="2" wrap="wrap">
          <span>{displayName(row)}</span>
          {row.sharedUser && <Badge colorPalette="purple">{t('users.shared')}</Badge>}
        </HStack>
      ),
    },
    {
      id: 'username',
      header: t('users.username'),
      sortField: 'username',
      cell: (row) => row.username,
    },
    { id: 'site', header: t('users.site'), sortField: 'site', cell: (row) => row.site?.name ?? '' },
    { id: 'email', header: t('users.email'), sortField: 'email', cell: (row) => row.email },
  ]

  return (
    <Stack gap="4" paddingTop="4">
      <PlaceFilterBar
        filters={placeFilters}
        actions={
          <form
            role="search"
            aria-label={t('users.searchLabel')}
            onSubmit={(event) => {
              event.preventDefault()
              const data = new FormData(event.currentTarget)
              search(String(data.get(USERNAME_PARAM) ?? ''))
            }}
          >
            <HStack align="flex-end" gap="2">
              <Field.Root width="56">
                <Field.Label>{t('users.searchUsername')}</Field.Label>
                <Input
                  // A new URL (back, a link) shows its own search.
                  key={username}
                  name={USERNAME_PARAM}
                  type="search"
                  size="sm"
                  defaultValue={username}
                  maxLength={TEXT_LIMITS.username}
                />
              </Field.Root>
              <Button type="submit" size="sm" variant="outline">
                <Search aria-hidden />
                {t('users.search')}
              </Button>
            </HStack>
          </form>
        }
      />
      <AdminListPage<User>
        resources={USER_ROWS}
        texts={{
          title: t('users.listTitle'),
          createLabel: t('users.create'),
          emptyText: t('users.empty'),
          deleteSuccess: t('users.deleteSuccess'),
          deleteError: t('users.deleteError'),
        }}
        columns={columns}
        fetchPage={listAppUsers}
        filter={{ ...placeQuery(place), ...(username ? { username } : {}) }}
        queryOptions={USER_QUERY}
        pageSize={USERS_PAGE_SIZE}
        rowKey={(row) => row.id}
        rowName={displayName}
        createHref={may(P.USERS_WRITE) ? paths.usersCreate() : null}
        editHref={may(P.USERS_WRITE) ? (row) => paths.usersEdit(row.id) : null}
        deleteItem={may(P.USERS_DELETE) ? removeUser : null}
        minWidth={720}
        modal={
          modal && (
            <AppUserFormModal
              key={`${modal}-${itemId ?? ''}`}
              itemId={modal === 'edit' ? routeId(itemId) : null}
              listPath={paths.users()}
              siteId={place.siteId}
              onSaved={(saved, created) => {
                if (created) onAppUserAdded(saved)
              }}
            />
          )
        }
      />
    </Stack>
  )
}
