/**
 * A new terms version (/termsadmin/create; ADMIN-4.3, ADMIN-8.8): the text written in the rich
 * text editor (TermsTextField), saved as released, since every version is. Saving publishes it:
 * users without terms:write then meet the terms gate until they accept it. A refused save shows
 * termsAdmin.saveError with the server's message, and the text stays as written.
 */
import { useTranslation } from 'react-i18next'
import { createTerms } from '@/api/endpoints/terms'
import type { Terms } from '@/api/types'
import { AdminFormModal } from '@/ui/admin/AdminFormModal'
import { notify } from '@/ui/toaster'
import { termsBody, termsFormValues, validateTerms, type TermsFormValues } from './terms-form'
import { TermsTextField } from './TermsTextField'

export interface TermsFormModalProps {
  listPath: string
}

/** A create has nothing to load. */
const loadNothing = async () => null

export function TermsFormModal({ listPath }: TermsFormModalProps) {
  const { t } = useTranslation()
  return (
    <AdminFormModal<null, TermsFormValues, Terms>
      title={t('termsAdmin.createTitle')}
      listPath={listPath}
      itemId={null}
      size="xl"
      load={loadNothing}
      save={(values) => createTerms(termsBody(values))}
      initialValues={termsFormValues}
      validate={validateTerms}
      submitLabel={t('termsAdmin.publish')}
      onSaved={(terms) => notify.success(t('termsAdmin.saveSuccess', { id: terms.id }))}
      onRejected={(message) => notify.error(t('termsAdmin.saveError'), message)}
    >
      {() => <TermsTextField name="termsText" />}
    </AdminFormModal>
  )
}
