/**
 * Create a site (/accounts/sites/create) and edit one (/accounts/site/{itemId}/edit; ADMIN-5.9
 * "Site"): name, ship-to, the customer (chosen on a create, fixed afterwards: a transfer moves
 * a site), the contact and the address form, and the Premium/Free switch (premium:write; ADMIN-6.5
 * "on customers and sites"). A new site is created with its customer's type, so a switch set
 * otherwise is saved by POST …/type right after the create, as one save for the user; if that
 * second call fails the site exists all the same, and a lasting error says its type was not
 * saved (the form closes: a second Save would create a second site). A saved site's address is
 * geocoded afterwards, without waiting (locate-site.ts).
 */
import { useTranslation } from 'react-i18next'
import { SimpleGrid, Stack } from '@chakra-ui/react'
import { listAllCustomers } from '@/api/endpoints/customers'
import { messageOf } from '@/api/errors'
import { changeSiteType, getSite, patchSite, saveSite } from '@/api/endpoints/sites'
import type { Site } from '@/api/types'
import { TEXT_LIMITS } from '@/domain/validation/limits'
import { siteSchema } from '@/domain/validation/site'
import { AdminFormModal } from '@/ui/admin/AdminFormModal'
import { SelectField, SwitchField, TextField } from '@/ui/form/fields'
import { schemaValidator } from '@/ui/form/schema-validator'
import { notify } from '@/ui/toaster'
import { AddressFields, ContactFields } from './AccountFields'
import { saveTypeSwitch, TYPE_SWITCH } from './account-rules'
import { siteBody, siteFormValues, type SiteFormData, type SiteFormValues } from './site-form'

const validate = schemaValidator<SiteFormValues>({ schema: siteSchema, toBody: siteBody })

async function loadSiteForm(itemId: number | null): Promise<SiteFormData> {
  if (itemId !== null) {
    const site = await getSite(itemId)
    return { site, customers: site.customer ? [site.customer] : [], revision: site.revision }
  }
  return { site: null, customers: await listAllCustomers() }
}

export interface SiteFormModalProps {
  itemId: number | null
  listPath: string
  /** Where a new site starts: the chosen customer, if any. */
  customerId: number | null
  /** The Premium/Free switch is shown (premium:write). */
  premium: boolean
  /** After a save, with the site as it was before (null for a create). */
  onSaved: (site: Site, before: Site | null) => void
}

export function SiteFormModal({
  itemId,
  listPath,
  customerId,
  premium,
  onSaved,
}: SiteFormModalProps) {
  const { t } = useTranslation()

  async function save(values: SiteFormValues, id: number | null, revision: number | null) {
    const body = siteBody(values)
    if (id === null) {
      const created = await saveSite(body)
      try {
        return await saveTypeSwitch(created, values.type, premium, (type) =>
          changeSiteType(created.id, type),
        )
      } catch (error) {
        notify.error(t('sites.typeNotSaved'), messageOf(error))
        return created
      }
    }
    const saved = await patchSite({ ...body, id, revision: revision ?? undefined })
    return saveTypeSwitch(saved, values.type, premium, (type) => changeSiteType(id, type))
  }

  return (
    <AdminFormModal<SiteFormData, SiteFormValues, Site>
      title={t(itemId === null ? 'sites.createTitle' : 'sites.editTitle')}
      listPath={listPath}
      itemId={itemId}
      size="xl"
      load={loadSiteForm}
      save={save}
      fieldLabels={{
        name: t('sites.name'),
        shipTo: t('sites.shipTo'),
        type: t('accounts.premium'),
        contact: t('accounts.contact'),
        address: t('accounts.address'),
      }}
      initialValues={(data) => siteFormValues(data, customerId)}
      validate={validate}
      onSaved={(site, _created, data) => {
        notify.success(t('sites.saveSuccess'))
        onSaved(site, data.site)
      }}
      onRejected={(message) => notify.error(t('sites.saveError'), message)}
    >
      {({ data }) => (
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField
              name="name"
              label={t('sites.name')}
              required
              autoFocus
              maxLength={TEXT_LIMITS.name}
            />
            <TextField name="shipTo" label={t('sites.shipTo')} maxLength={TEXT_LIMITS.code} />
            <SelectField
              name="customerId"
              label={t('sites.customer')}
              required
              disabled={data.site !== null}
              helperText={data.site === null ? undefined : t('sites.customerByTransfer')}
              placeholder={t('sites.chooseCustomer')}
              options={data.customers.map((customer) => ({
                value: String(customer.id),
                label: customer.name,
              }))}
            />
          </SimpleGrid>
          {premium && <SwitchField name="type" label={t('accounts.premium')} {...TYPE_SWITCH} />}
          <ContactFields />
          <AddressFields />
        </Stack>
      )}
    </AdminFormModal>
  )
}
