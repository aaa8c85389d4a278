/**
 * The accounts routes (ADMIN-2.3 to ADMIN-2.6): /accounts/{tab} (sites or roles) with their modal
 * routes (a new site, a role created or edited, a customer created or edited), and a site's page,
 * /accounts/site/{itemId}, with its own (edit, transfer, test types, a site admin created or
 * edited). Who may open each is a named rule of src/domain/permissions.ts (ADMIN-6.4). Added sites
 * and cloud users are logged as analytics events (ADMIN-9.9); a Maps key lets saved sites be
 * geocoded.
 */
import type { ReactNode } from 'react'
import { useParams } from 'react-router-dom'
import { Building2 } from 'lucide-react'
import { logEvent } from '@/api/analytics'
import { paths, type AccountsTab } from '@/domain/paths'
import { PERMISSIONS as P, SITE_RULES, type AccessRule } from '@/domain/permissions'
import { GeocodingProvider } from '@/ui/maps/geocoding'
import type { AreaManifest, AreaPage } from '@/ui/routing/area'
import { lazyPage } from '@/ui/routing/lazy-page'
import { useSignedIn } from '@/ui/session/signed-in'
import type { AccountEvents, AccountsModal } from './AccountsPage'
import type { SiteModal } from './SiteDetailPage'

const AccountsPage = lazyPage(async () => (await import('./AccountsPage')).AccountsPage)
const SiteDetailPage = lazyPage(async () => (await import('./SiteDetailPage')).SiteDetailPage)

const ACCOUNT_EVENTS: AccountEvents = {
  siteAdded: (site) => logEvent('site_added', { siteId: site.id, customerId: site.customerId }),
  cloudUserAdded: (user) => logEvent('cloud_user_added', { userId: user.id, role: user.type }),
}

const MAPS_KEY = import.meta.env.VITE_GOOGLE_MAPS_API_KEY

function Geocoding({ children }: { children: ReactNode }) {
  return <GeocodingProvider apiKey={MAPS_KEY}>{children}</GeocodingProvider>
}

function AccountsScreen({ tab, modal = null }: { tab: AccountsTab; modal?: AccountsModal }) {
  const { itemId } = useParams()
  const { user, permissions } = useSignedIn()
  return (
    <Geocoding>
      <AccountsPage
        tab={tab}
        modal={modal}
        itemId={itemId}
        permissions={permissions}
        user={user}
        events={ACCOUNT_EVENTS}
      />
    </Geocoding>
  )
}

function SiteScreen({ modal = null }: { modal?: SiteModal }) {
  const { itemId, subItemId } = useParams()
  const { user, permissions } = useSignedIn()
  return (
    <Geocoding>
      <SiteDetailPage
        // Another site is another page: its own lists and machines.
        key={itemId}
        itemId={itemId}
        subItemId={subItemId}
        modal={modal}
        permissions={permissions}
        user={user}
        events={ACCOUNT_EVENTS}
      />
    </Geocoding>
  )
}

const READ_SITES: AccessRule = { any: SITE_RULES.listOnScreens }
const WRITE_SITES: AccessRule = { any: SITE_RULES.edit }
const CREATE_SITES: AccessRule = { any: SITE_RULES.create }
const WRITE_CUSTOMERS: AccessRule = { all: [P.ACCOUNTS_WRITE] }

const accounts = (
  path: string,
  tab: AccountsTab,
  modal: AccountsModal,
  access?: AccessRule,
): AreaPage => ({ path, access, element: <AccountsScreen tab={tab} modal={modal} /> })

const site = (path: string, modal: SiteModal, access?: AccessRule): AreaPage => ({
  path,
  access,
  element: <SiteScreen modal={modal} />,
})

const READERS = [P.ACCOUNTS_READ, P.ACCOUNTS_CUSTOMER_READ, P.ACCOUNTS_SITE_READ]

export const accountsArea: AreaManifest = {
  id: 'accounts',
  segment: 'accounts',
  href: paths.accounts(),
  // The sites tab needs the customer scope; a site's own staff start on the roles.
  tabs: [
    { href: paths.accounts('sites'), access: READ_SITES },
    { href: paths.accounts('roles'), access: { any: READERS } },
  ],
  titleKey: 'nav.accounts',
  access: { any: READERS },
  section: 'administration',
  icon: Building2,
  pages: [
    accounts(paths.accounts('sites'), 'sites', null, READ_SITES),
    accounts(paths.accountsCreate('sites'), 'sites', 'createSite', CREATE_SITES),
    accounts(paths.accounts('roles'), 'roles', null),
    accounts(paths.accountsCreate('roles'), 'roles', 'createRole', CREATE_SITES),
    accounts(paths.accountsRoleEdit(':itemId'), 'roles', 'editRole', CREATE_SITES),
    accounts(paths.customerCreate(), 'sites', 'createCustomer', WRITE_CUSTOMERS),
    accounts(paths.customerEdit(':itemId'), 'sites', 'editCustomer', WRITE_CUSTOMERS),
    site(paths.site(':itemId'), null),
    site(paths.siteEdit(':itemId'), 'edit', WRITE_SITES),
    site(paths.siteTestTypes(':itemId'), 'testTypes', WRITE_SITES),
    site(paths.siteTransfer(':itemId'), 'transfer', WRITE_CUSTOMERS),
    site(paths.siteRoleCreate(':itemId'), 'createRole', CREATE_SITES),
    site(paths.siteRoleEdit(':itemId', ':subItemId'), 'editRole', CREATE_SITES),
  ],
}
