/**
 * /accounts/{tab} with its modal routes (a new site, a role created or edited, a customer created
 * or edited), and /accounts/site/{itemId} with its own (edit, transfer, test types, a site
 * admin created or edited): the accounts screens with the signed-in user, this area's paths and
 * the analytics events of added accounts. Every route of a screen renders the same element, so
 * opening or closing a modal keeps the page under it. A Maps key lets saved sites be geocoded.
 */
import { lazy, Suspense } from 'react'
import { useParams } from 'react-router-dom'
import type {
  AccountEvents,
  AccountsModal,
  AccountsPaths,
  AccountsTab,
} from '@/features/accounts/AccountsPage'
import type { SiteModal, SitePaths } from '@/features/accounts/SiteDetailPage'
import { FullScreenSpinner } from '@/ui/FullScreenSpinner'
import { GeocodingProvider } from '@/ui/maps/geocoding'
import { logEvent } from '../analytics'
import { paths } from '../paths'
import { useSignedIn } from '../session/session-context'

const AccountsPage = lazy(async () => ({
  default: (await import('@/features/accounts/AccountsPage')).AccountsPage,
}))
const SiteDetailPage = lazy(async () => ({
  default: (await import('@/features/accounts/SiteDetailPage')).SiteDetailPage,
}))

const ACCOUNTS_PATHS: AccountsPaths = {
  list: (tab) => paths.accounts(tab),
  create: (tab) => paths.accountsCreate(tab),
  roleEdit: (itemId) => paths.accountsRoleEdit(itemId),
  customerCreate: () => paths.customerCreate(),
  customerEdit: (itemId) => paths.customerEdit(itemId),
  site: (itemId) => paths.site(itemId),
  siteEdit: (itemId) => paths.siteEdit(itemId),
}

const SITE_PATHS: SitePaths = {
  accounts: () => paths.accounts('sites'),
  site: (itemId) => paths.site(itemId),
  edit: (itemId) => paths.siteEdit(itemId),
  transfer: (itemId) => paths.siteTransfer(itemId),
  testTypes: (itemId) => paths.siteTestTypes(itemId),
  roleCreate: (itemId) => paths.siteRoleCreate(itemId),
  roleEdit: (itemId, subItemId) => paths.siteRoleEdit(itemId, subItemId),
}

/** ADMIN-9.9: the analytics events of added accounts. */
const ACCOUNT_EVENTS: AccountEvents = {
  siteAdded: (site) => logEvent('site_added', { siteId: site.id, customerId: site.customerId }),
  cloudUserAdded: (user) => logEvent('cloud_user_added', { userId: user.id, role: user.type }),
}

const MAPS_KEY = import.meta.env.VITE_GOOGLE_MAPS_API_KEY

export function AccountsRoute({ tab, modal = null }: { tab: AccountsTab; modal?: AccountsModal }) {
  const { itemId } = useParams()
  const { user, permissions } = useSignedIn()
  return (
    <GeocodingProvider apiKey={MAPS_KEY}>
      <Suspense fallback={<FullScreenSpinner />}>
        <AccountsPage
          tab={tab}
          modal={modal}
          itemId={itemId}
          permissions={permissions}
          user={user}
          paths={ACCOUNTS_PATHS}
          events={ACCOUNT_EVENTS}
        />
      </Suspense>
    </GeocodingProvider>
  )
}

export function SiteRoute({ modal = null }: { modal?: SiteModal }) {
  const { itemId, subItemId } = useParams()
  const { user, permissions } = useSignedIn()
  return (
    <GeocodingProvider apiKey={MAPS_KEY}>
      <Suspense fallback={<FullScreenSpinner />}>
        <SiteDetailPage
          // Another site is another page: its own lists and machines.
          key={itemId}
          itemId={itemId}
          subItemId={subItemId}
          modal={modal}
          permissions={permissions}
          user={user}
          paths={SITE_PATHS}
          events={ACCOUNT_EVENTS}
        />
      </Suspense>
    </GeocodingProvider>
  )
}
