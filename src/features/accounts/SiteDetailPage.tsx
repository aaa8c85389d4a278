/**
 * /accounts/site/{itemId} (ADMIN-2.6): one site, its contact, address, type and the
 * test types it offers, and its site admins (GET /v2/Sites/{id}/siteadmins, paged), with the
 * modal routes over it: /edit (the site form), /transfer (to another customer), /test-types, and
 * /role/create and /role/{subItemId}/edit (a site admin of this site, or a customer admin of its
 * customer for those who may make one, as on the roles tab). Deleting the site asks
 * first and returns to the accounts list. What these do to the place filter is the filters
 * machine's rule: it follows the saves themselves (src/api/changes.ts).
 */
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate } from 'react-router-dom'
import {
  Alert,
  Badge,
  Button,
  Heading,
  HStack,
  Link,
  List,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react'
import { ArrowLeft, ArrowRightLeft, ListChecks, Pencil } from 'lucide-react'
import { deleteSite, getSite, listSiteAdmins } from '@/api/endpoints/sites'
import type { PageQuery, Site, User } from '@/api/types'
import { routeId } from '@/domain/ids'
import { startingPlace } from '@/machines/filters.machine'
import { DeleteItemButton } from '@/ui/admin/DeleteItemButton'
import { Facts, Section } from '@/ui/details'
import { usePlaceFilters } from '@/lists/use-place-filters'
import { formatAddress } from '@/ui/format'
import { useGeocode } from '@/ui/maps/geocoding'
import { useItem } from '@/ui/use-item'
import { notify } from '@/ui/toaster'
import { accountPermissions, qrToggle, roleOptions } from './account-rules'
import { RolesList } from './AccountLists'
import type { AccountEvents } from './AccountsPage'
import { locateSite } from './locate-site'
import { RoleFormModal } from './RoleFormModal'
import { announceRoleSaved } from './role-created'
import { addressChanged } from './site-form'
import { SiteFormModal } from './SiteFormModal'
import { SiteTestTypesModal } from './SiteTestTypesModal'
import { TransferSiteModal } from './TransferSiteModal'
import { paths } from '@/domain/paths'

export type SiteModal = 'edit' | 'transfer' | 'testTypes' | 'createRole' | 'editRole' | null

export interface SiteDetailPageProps {
  /** The route's ids as the URL has them. */
  itemId?: string
  subItemId?: string
  modal: SiteModal
  permissions: readonly string[]
  user: User
  events: Pick<AccountEvents, 'cloudUserAdded'>
}

export function SiteDetailPage({
  itemId,
  subItemId,
  modal,
  permissions,
  user,
  events,
}: SiteDetailPageProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const geocode = useGeocode()
  const id = routeId(itemId)
  const may = accountPermissions(permissions)
  // The same roles as the roles tab: a customer admin made here belongs to the site's customer.
  const roles = roleOptions(permissions)
  // No pickers here: this page only tells the place filter what happened to the site and roles.
  const { actor } = usePlaceFilters({ permissions, start: startingPlace(user), pickers: false })
  const { snapshot, send, item: site } = useItem(id, getSite)
  const sitePath = paths.site(id)
  const keep = (saved: Site) => send({ type: 'item.replace', item: saved })

  return (
    <Stack gap="6" paddingY="4">
      <Link asChild alignSelf="flex-start">
        <RouterLink to={paths.accounts('sites')}>
          <ArrowLeft aria-hidden />
          {t('sites.backToAccounts')}
        </RouterLink>
      </Link>
      {snapshot.hasTag('loading') && <Spinner size="lg" aria-label={t('admin.loading')} />}
      {snapshot.hasTag('notFound') && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('sites.notFound')}</Alert.Title>
        </Alert.Root>
      )}
      {snapshot.hasTag('failed') && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('admin.loadError')}</Alert.Title>
            <Alert.Description>{snapshot.context.error}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => send({ type: 'item.retry' })}>
            {t('default.retry')}
          </Button>
        </Alert.Root>
      )}
      {site && (
        <>
          <HStack justify="space-between" align="flex-start" gap="4" wrap="wrap">
            <HStack gap="3" wrap="wrap">
              <Heading
                // The shell's header holds the page's h1.
                as="h2"
                size="lg"
              >
                {site.name}
              </Heading>
              <Badge colorPalette={site.type === 'Premium' ? 'brand' : 'gray'}>
                {t(`accounts.types.${site.type}`)}
              </Badge>
            </HStack>
            <HStack gap="2" wrap="wrap">
              {may.editSites && (
                <Button asChild variant="outline">
                  <RouterLink to={paths.siteEdit(site.id)}>
                    <Pencil aria-hidden />
                    {t('sites.edit')}
                  </RouterLink>
                </Button>
              )}
              {may.editSites && (
                <Button asChild variant="outline">
                  <RouterLink to={paths.siteTestTypes(site.id)}>
                    <ListChecks aria-hidden />
                    {t('sites.editTestTypes')}
                  </RouterLink>
                </Button>
              )}
              {may.writeCustomers && (
                <Button asChild variant="outline">
                  <RouterLink to={paths.siteTransfer(site.id)}>
                    <ArrowRightLeft aria-hidden />
                    {t('sites.transfer')}
                  </RouterLink>
                </Button>
              )}
              {may.deleteSites && (
                <DeleteItemButton
                  item={site}
                  name={site.name}
                  deleteItem={(item) => deleteSite(item.id)}
                  onDeleted={() => {
                    notify.success(t('sites.deleteSuccess'))
                    void navigate(paths.accounts('sites'))
                  }}
                  onFailed={(message) => notify.error(t('sites.deleteError'), message)}
                />
              )}
            </HStack>
          </HStack>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
            <Section title={t('sites.details')}>
              <Facts
                facts={[
                  [t('sites.customer'), site.customer?.name ?? ''],
                  [t('sites.shipTo'), site.shipTo],
                  [t('accounts.type'), t(`accounts.types.${site.type}`)],
                  [t('accounts.address'), formatAddress(site.address)],
                ]}
              />
            </Section>
            <Section title={t('accounts.contact')}>
              <Facts
                facts={[
                  [t('accounts.contactName'), site.contact.name],
                  [t('accounts.contactPhone'), site.contact.phone],
                  [t('accounts.contactEmail'), site.contact.email],
                ]}
              />
            </Section>
          </SimpleGrid>
          <Section title={t('sites.testTypes')}>
            <OfferedTestTypes site={site} />
          </Section>
          <RolesList
            title={t('sites.siteAdmins')}
            filter={{}}
            may={may}
            roles={roles}
            fetchPage={(query: PageQuery) => listSiteAdmins(site.id, query)}
            createHref={paths.siteRoleCreate(site.id)}
            editHref={(role) => paths.siteRoleEdit(site.id, role.id)}
            modal={
              (modal === 'createRole' || modal === 'editRole') && (
                <RoleFormModal
                  key={`${modal}-${subItemId ?? ''}`}
                  itemId={modal === 'editRole' ? routeId(subItemId) : null}
                  listPath={sitePath}
                  roles={roles}
                  place={{ customerId: site.customerId, siteId: site.id }}
                  siteFixed
                  onSaved={(role, created) => announceRoleSaved(role, created, events, actor)}
                />
              )
            }
          />
        </>
      )}
      {modal === 'edit' && (
        <SiteFormModal
          itemId={id}
          listPath={sitePath}
          customerId={null}
          premium={may.premium}
          onSaved={(saved, before) => {
            keep(saved)
            if (addressChanged(before, saved)) {
              void locateSite(saved, geocode).then((located) => located && keep(located))
            }
          }}
        />
      )}
      {modal === 'transfer' && (
        <TransferSiteModal itemId={id} listPath={sitePath} onTransferred={keep} />
      )}
      {modal === 'testTypes' && (
        <SiteTestTypesModal itemId={id} listPath={sitePath} onSaved={keep} />
      )}
    </Stack>
  )
}

/** The test types the site offers, each with what its QR switch is. */
function OfferedTestTypes({ site }: { site: Site }) {
  const { t } = useTranslation()
  if (site.availableTestTypes.length === 0) {
    return <Text color="fg.muted">{t('sites.noTestTypes')}</Text>
  }
  return (
    <List.Root paddingStart="5">
      {site.availableTestTypes.map((entry) => {
        const testType = entry.testType
        const toggle = testType ? qrToggle(testType, true) : 'free'
        const qr =
          toggle === 'notApplicable'
            ? t('sites.qrNotApplicable')
            : entry.qrActive
              ? t('sites.qrOn')
              : t('sites.qrOff')
        return (
          <List.Item key={entry.testTypeId}>
            {t('sites.offeredTestType', {
              name: testType?.name ?? String(entry.testTypeId),
              qr,
            })}
          </List.Item>
        )
      })}
    </List.Root>
  )
}
