/**
 * Create and edit a customer (/accounts/customer/create, /accounts/customer/edit/{itemId};
 * ADMIN-5.8): name, sold-to, category, the distributor (required for an Indirect
 * customer, otherwise cleared and disabled; the list of distributors loads up to 10000), the
 * Premium/Free switch (premium:write only), the contact and the address. An edit can delete the
 * customer after a question (accounts:delete); the server refuses while it has sites or users.
 */
import { useTranslation } from 'react-i18next'
import { useFormikContext } from 'formik'
import { SimpleGrid, Stack } from '@chakra-ui/react'
import {
  changeCustomerType,
  deleteCustomer,
  getCustomer,
  listCustomers,
  saveCustomer,
} from '@/api/endpoints/customers'
import type { Customer } from '@/api/types'
import { CUSTOMER_CATEGORIES } from '@/domain/enums'
import { customerSchema } from '@/domain/validation/customer'
import { TEXT_LIMITS } from '@/domain/validation/limits'
import { AdminFormModal } from '@/ui/admin/AdminFormModal'
import { DeleteItemButton } from '@/ui/admin/DeleteItemButton'
import { SelectField, SwitchField, TextField } from '@/ui/form/fields'
import { schemaValidator } from '@/ui/form/schema-validator'
import { notify } from '@/ui/toaster'
import { AddressFields, ContactFields } from './AccountFields'
import { saveTypeSwitch, TYPE_SWITCH } from './account-rules'
import {
  customerBody,
  customerFormValues,
  needsDistributor,
  type CustomerFormData,
  type CustomerFormValues,
} from './customer-form'

/** Distributor lists load up to 10000 customers (ADMIN-9.1). */
const DISTRIBUTOR_LIST_SIZE = 10_000

const validate = schemaValidator<CustomerFormValues>({
  schema: customerSchema,
  toBody: customerBody,
})

async function loadCustomerForm(itemId: number | null): Promise<CustomerFormData> {
  const [customer, distributors] = await Promise.all([
    itemId === null ? null : getCustomer(itemId),
    listCustomers({
      category: 'Distributor',
      page: 1,
      pageSize: DISTRIBUTOR_LIST_SIZE,
      order: 'name_asc',
    }),
  ])
  return {
    customer,
    // A distributor is never its own.
    distributors: distributors.data.filter((distributor) => distributor.id !== itemId),
    revision: customer?.revision,
  }
}

export interface CustomerFormModalProps {
  itemId: number | null
  listPath: string
  /** The Premium/Free switch is shown (premium:write). */
  premium: boolean
  /** The delete button is shown (accounts:delete). */
  mayDelete: boolean
}

export function CustomerFormModal({
  itemId,
  listPath,
  premium,
  mayDelete,
}: CustomerFormModalProps) {
  const { t } = useTranslation()

  async function save(values: CustomerFormValues, id: number | null, revision: number | null) {
    const body = customerBody(values)
    if (id === null) return saveCustomer({ ...body, type: premium ? values.type : 'Free' })
    const saved = await saveCustomer({ ...body, id, revision: revision ?? undefined })
    return saveTypeSwitch(saved, values.type, premium, (type) => changeCustomerType(id, type))
  }

  return (
    <AdminFormModal<CustomerFormData, CustomerFormValues, Customer>
      title={t(itemId === null ? 'accounts.createCustomerTitle' : 'accounts.editCustomerTitle')}
      listPath={listPath}
      itemId={itemId}
      size="xl"
      load={loadCustomerForm}
      save={save}
      fieldLabels={{
        name: t('accounts.customerName'),
        soldTo: t('accounts.soldTo'),
        category: t('accounts.category'),
        distributorId: t('accounts.distributor'),
        type: t('accounts.premium'),
        contact: t('accounts.contact'),
        address: t('accounts.address'),
      }}
      initialValues={(data) => customerFormValues(data.customer)}
      validate={validate}
      onSaved={() => notify.success(t('accounts.customerSaveSuccess'))}
      onRejected={(message) => notify.error(t('accounts.customerSaveError'), message)}
      extraActions={
        mayDelete && itemId !== null
          ? ({ data, controls }) =>
              data.customer && (
                <DeleteItemButton
                  item={data.customer}
                  name={data.customer.name}
                  deleteItem={(customer) => deleteCustomer(customer.id)}
                  onDeleted={() => {
                    notify.success(t('accounts.customerDeleteSuccess'))
                    controls.markSaved()
                  }}
                  onFailed={(message) => notify.error(t('accounts.customerDeleteError'), message)}
                />
              )
          : undefined
      }
    >
      {({ data }) => <CustomerFields data={data} premium={premium} />}
    </AdminFormModal>
  )
}

function CustomerFields({ data, premium }: { data: CustomerFormData; premium: boolean }) {
  const { t } = useTranslation()
  const form = useFormikContext<CustomerFormValues>()
  const indirect = needsDistributor(form.values.category)
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          name="name"
          label={t('accounts.customerName')}
          required
          autoFocus
          maxLength={TEXT_LIMITS.name}
        />
        <TextField name="soldTo" label={t('accounts.soldTo')} maxLength={TEXT_LIMITS.code} />
        <SelectField
          name="category"
          label={t('accounts.category')}
          required
          placeholder={t('accounts.chooseCategory')}
          options={CUSTOMER_CATEGORIES.map((category) => ({
            value: category,
            label: t(`accounts.categories.${category}`),
          }))}
          // Only an Indirect customer keeps a distributor.
          onChosen={(category) => {
            if (!needsDistributor(category as CustomerFormValues['category'])) {
              void form.setFieldValue('distributorId', '')
            }
          }}
        />
        <SelectField
          name="distributorId"
          label={t('accounts.distributor')}
          required={indirect}
          disabled={!indirect}
          placeholder={t('accounts.chooseDistributor')}
          helperText={indirect ? undefined : t('accounts.distributorOnlyIndirect')}
          options={data.distributors.map((distributor) => ({
            value: String(distributor.id),
            label: distributor.name,
          }))}
        />
      </SimpleGrid>
      {premium && <SwitchField name="type" label={t('accounts.premium')} {...TYPE_SWITCH} />}
      <ContactFields />
      <AddressFields />
    </Stack>
  )
}
