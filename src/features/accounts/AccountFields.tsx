/**
 * The blocks that customers and sites share (ADMIN-5.8, ADMIN-5.9): the contact (name, phone,
 * e-mail) and the address (street, postal code, city, country; each required with its own message).
 * The country is chosen from the ISO 3166-1 list of countries-list, named in the interface
 * language.
 */
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Fieldset, SimpleGrid } from '@chakra-ui/react'
import countryCodes from 'countries-list/minimal/countries.2to3.min.json'
import { TEXT_LIMITS } from '@/domain/validation/limits'
import { SelectField, TextField } from '@/ui/form/fields'
import { countryChoices } from '@/ui/format'

export interface ContactValues {
  name: string
  phone: string
  email: string
}

export interface AddressValues {
  street: string
  postalCode: string
  city: string
  country: string
}

export const EMPTY_CONTACT: ContactValues = { name: '', phone: '', email: '' }
export const EMPTY_ADDRESS: AddressValues = { street: '', postalCode: '', city: '', country: '' }

export function ContactFields() {
  const { t } = useTranslation()
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{t('accounts.contact')}</Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <TextField
          name="contact.name"
          label={t('accounts.contactName')}
          required
          maxLength={TEXT_LIMITS.name}
        />
        <TextField
          name="contact.phone"
          label={t('accounts.contactPhone')}
          required
          maxLength={TEXT_LIMITS.phone}
        />
        <TextField
          name="contact.email"
          label={t('accounts.contactEmail')}
          required
          maxLength={TEXT_LIMITS.email}
        />
      </SimpleGrid>
    </Fieldset.Root>
  )
}

export function AddressFields() {
  const { t, i18n } = useTranslation()
  // Named and sorted in the interface language; again when it changes.
  const countries = useMemo(
    () => countryChoices(Object.keys(countryCodes)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names follow the language
    [i18n.language],
  )
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{t('accounts.address')}</Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          name="address.street"
          label={t('accounts.street')}
          required
          maxLength={TEXT_LIMITS.street}
        />
        <TextField
          name="address.postalCode"
          label={t('accounts.postalCode')}
          required
          maxLength={TEXT_LIMITS.postalCode}
        />
        <TextField
          name="address.city"
          label={t('accounts.city')}
          required
          maxLength={TEXT_LIMITS.city}
        />
        <SelectField
          name="address.country"
          label={t('accounts.country')}
          required
          placeholder={t('accounts.chooseCountry')}
          options={countries}
        />
      </SimpleGrid>
    </Fieldset.Root>
  )
}
