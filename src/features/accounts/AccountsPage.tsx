/**
 * /accounts/{tab} (ADMIN-2.3, ADMIN-2.18): the place filter (customer and site, shared with the
 * other screens for the session) with the customer's create and edit buttons, and the sites and
 * roles tabs, each an administration list with its modal routes over it: a new site, a role
 * created or edited, a customer created or edited. What a save or delete does to the place (a
 * new customer chosen, a saved site chosen, a deleted site forgotten) is the filters machine's
 * rule, which follows the saves themselves (src/api/changes.ts); the lists reload the same way.
 * Only a new customer admin over a chosen site is reported from here (announceRoleSaved).
 */
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate } from 'react-router-dom'
import { Button, HStack, Stack, Tabs } from '@chakra-ui/react'
import { Pencil, Plus } from 'lucide-react'
import type { Site, User } from '@/api/types'
import { routeId } from '@/domain/ids'
import { startingPlace } from '@/machines/filters.machine'
import { PlaceFilterBar } from '@/ui/filters/PlaceFilterBar'
import { placeQuery, usePlaceFilters } from '@/lists/use-place-filters'
import { useGeocode } from '@/ui/maps/geocoding'
import { accountPermissions, roleOptions } from './account-rules'
import { RolesList, SitesList } from './AccountLists'
import { CustomerFormModal } from './CustomerFormModal'
import { locateSite } from './locate-site'
import { RoleFormModal } from './RoleFormModal'
import { announceRoleSaved } from './role-created'
import { addressChanged } from './site-form'
import { SiteFormModal } from './SiteFormModal'
import { paths, type AccountsTab } from '@/domain/paths'

export type { AccountsTab }

export type AccountsModal =
  'createSite' | 'createRole' | 'editRole' | 'createCustomer' | 'editCustomer' | null

/** What the app logs when accounts are added (ADMIN-9.9). */
export interface AccountEvents {
  siteAdded: (site: Site) => void
  cloudUserAdded: (user: User) => void
}

export interface AccountsPageProps {
  tab: AccountsTab
  modal: AccountsModal
  /** The edit route's item id as the URL has it. */
  itemId?: string
  permissions: readonly string[]
  user: User
  events: AccountEvents
}

export function AccountsPage({ tab, modal, itemId, permissions, user, events }: AccountsPageProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const geocode = useGeocode()
  const may = accountPermissions(permissions)
  const roles = roleOptions(permissions)
  const placeFilters = usePlaceFilters({ permissions, start: startingPlace(user) })
  const { actor, place } = placeFilters
  const id = routeId(itemId)
  const listPath = paths.accounts(tab)

  const customerModal =
    modal === 'createCustomer' || modal === 'editCustomer' ? (
      <CustomerFormModal
        key={`${modal}-${itemId ?? ''}`}
        itemId={modal === 'editCustomer' ? id : null}
        listPath={listPath}
        premium={may.premium}
        mayDelete={may.deleteCustomers}
      />
    ) : null

  const tabs = [
    ...(may.readSites ? [{ id: 'sites' as const, label: t('accounts.tabSites') }] : []),
    { id: 'roles' as const, label: t('accounts.tabRoles') },
  ]

  return (
    <Stack gap="4" paddingTop="4">
      <PlaceFilterBar
        filters={placeFilters}
        actions={
          may.writeCustomers && (
            <HStack gap="2" wrap="wrap">
              {place.customerId !== null && (
                <Button asChild variant="outline">
                  <RouterLink to={paths.customerEdit(place.customerId)}>
                    <Pencil aria-hidden />
                    {t('accounts.editCustomer')}
                  </RouterLink>
                </Button>
              )}
              <Button asChild variant="outline">
                <RouterLink to={paths.customerCreate()}>
                  <Plus aria-hidden />
                  {t('accounts.createCustomer')}
                </RouterLink>
              </Button>
            </HStack>
          )
        }
      />
      <Tabs.Root
        value={tab}
        onValueChange={(details) => void navigate(paths.accounts(details.value as AccountsTab))}
        lazyMount
        unmountOnExit
      >
        <Tabs.List aria-label={t('accounts.tabsLabel')}>
          {tabs.map((entry) => (
            <Tabs.Trigger key={entry.id} value={entry.id}>
              {entry.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="sites">
          <SitesList
            place={place}
            may={may}
            siteHref={(site) => paths.site(site.id)}
            createHref={paths.accountsCreate('sites')}
            editHref={(site) => paths.siteEdit(site.id)}
            modal={
              modal === 'createSite' ? (
                <SiteFormModal
                  key="createSite"
                  itemId={null}
                  listPath={listPath}
                  customerId={place.customerId}
                  premium={may.premium}
                  onSaved={(site, before) => {
                    events.siteAdded(site)
                    if (addressChanged(before, site)) void locateSite(site, geocode)
                  }}
                />
              ) : (
                customerModal
              )
            }
          />
        </Tabs.Content>
        <Tabs.Content value="roles">
          <RolesList
            filter={placeQuery(place)}
            may={may}
            roles={roles}
            createHref={paths.accountsCreate('roles')}
            editHref={(role) => paths.accountsRoleEdit(role.id)}
            modal={
              modal === 'createRole' || modal === 'editRole' ? (
                <RoleFormModal
                  key={`${modal}-${itemId ?? ''}`}
                  itemId={modal === 'editRole' ? id : null}
                  listPath={listPath}
                  roles={roles}
                  place={place}
                  onSaved={(role, created) => announceRoleSaved(role, created, events, actor)}
                />
              ) : (
                customerModal
              )
            }
          />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  )
}
