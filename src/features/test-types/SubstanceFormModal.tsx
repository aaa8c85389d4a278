/**
 * Create and edit a substance (/test-types/substances/create, /edit/:itemId): its name, required
 * and unique (the uniqueness is the server's check and comes back on the name field).
 */
import { useTranslation } from 'react-i18next'
import { getSubstance, saveSubstance } from '@/api/endpoints/substances'
import type { Substance } from '@/api/types'
import { substanceSchema } from '@/domain/validation/substance'
import { AdminFormModal } from '@/ui/admin/AdminFormModal'
import { TEXT_LIMITS } from '@/domain/validation/limits'
import { TextField } from '@/ui/form/fields'
import { schemaValidator } from '@/ui/form/schema-validator'
import { notify } from '@/ui/toaster'

export interface SubstanceFormValues {
  name: string
}

const validate = schemaValidator<SubstanceFormValues>({ schema: substanceSchema })

const loadSubstance = async (itemId: number | null) =>
  itemId === null ? null : getSubstance(itemId)

export interface SubstanceFormModalProps {
  itemId: number | null
  listPath: string
}

export function SubstanceFormModal({ itemId, listPath }: SubstanceFormModalProps) {
  const { t } = useTranslation()
  return (
    <AdminFormModal<Substance | null, SubstanceFormValues, Substance>
      title={t(itemId === null ? 'substances.createTitle' : 'substances.editTitle')}
      listPath={listPath}
      itemId={itemId}
      size="md"
      load={loadSubstance}
      save={(values, id, revision) =>
        saveSubstance(id === null ? values : { ...values, id, revision: revision ?? undefined })
      }
      fieldLabels={{ name: t('substances.name') }}
      initialValues={(substance) => ({ name: substance?.name ?? '' })}
      validate={validate}
      onSaved={() => notify.success(t('substances.saveSuccess'))}
      onRejected={(message) => notify.error(t('substances.saveError'), message)}
    >
      {() => (
        <TextField
          name="name"
          label={t('substances.name')}
          required
          autoFocus
          maxLength={TEXT_LIMITS.name}
        />
      )}
    </AdminFormModal>
  )
}
