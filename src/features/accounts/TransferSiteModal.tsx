/**
 * Transfer a site to another customer (/accounts/site/{itemId}/transfer; ADMIN-2.6, ADMIN-7.5: POST
 * /v2/Sites/{id}/move/{customerId}, accounts:write). The site's users move with it; its records
 * keep the customer they were made for (docs/decisions.md "Accounts").
 */
import { useTranslation } from 'react-i18next'
import { Stack, Text } from '@chakra-ui/react'
import { listAllCustomers } from '@/api/endpoints/customers'
import { getSite, moveSite } from '@/api/endpoints/sites'
import type { Customer, Site } from '@/api/types'
import { AdminFormModal } from '@/ui/admin/AdminFormModal'
import { SelectField } from '@/ui/form/fields'
import { notify } from '@/ui/toaster'

interface TransferData {
  site: Site
  /** Every customer but the site's own. */
  customers: Array<Pick<Customer, 'id' | 'name'>>
}

interface TransferValues {
  /** The new customer's id as the select holds it; '' until chosen. */
  customerId: string
}

async function loadTransfer(itemId: number | null): Promise<TransferData> {
  const [site, customers] = await Promise.all([getSite(itemId as number), listAllCustomers()])
  return { site, customers: customers.filter((customer) => customer.id !== site.customerId) }
}

const validate = (values: TransferValues) =>
  values.customerId === '' ? { customerId: 'validation.required' } : {}

export interface TransferSiteModalProps {
  itemId: number
  /** The site's page. */
  listPath: string
  onTransferred: (site: Site) => void
}

export function TransferSiteModal({ itemId, listPath, onTransferred }: TransferSiteModalProps) {
  const { t } = useTranslation()
  return (
    <AdminFormModal<TransferData, TransferValues, Site>
      title={t('sites.transferTitle')}
      listPath={listPath}
      itemId={itemId}
      size="md"
      load={loadTransfer}
      save={(values, id) => moveSite(id as number, Number(values.customerId))}
      initialValues={() => ({ customerId: '' })}
      validate={validate}
      submitLabel={t('sites.transfer')}
      onSaved={(site) => {
        notify.success(t('sites.transferSuccess', { customer: site.customer?.name ?? '' }))
        onTransferred(site)
      }}
      onRejected={(message) => notify.error(t('sites.transferError'), message)}
    >
      {({ data }) => (
        <Stack gap="4">
          <Text>
            {t('sites.transferText', {
              site: data.site.name,
              customer: data.site.customer?.name ?? '',
            })}
          </Text>
          <SelectField
            name="customerId"
            label={t('sites.transferTo')}
            required
            placeholder={t('sites.chooseCustomer')}
            options={data.customers.map((customer) => ({
              value: String(customer.id),
              label: customer.name,
            }))}
          />
        </Stack>
      )}
    </AdminFormModal>
  )
}
