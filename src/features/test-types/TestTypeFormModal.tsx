/**
 * Create and edit a test type (/test-types/test-items/create, /edit/:itemId), every rule of
 * ADMIN-5.1 to ADMIN-5.6: the judging fields of a qualitative type, the substance and ranges of
 * a quantitative one (the negative range disabled until the measurable range is set), one-decimal
 * values (step 0.1), the incubation time as mm:ss. The substance list loads page 1, pageSize 200.
 */
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { FormikProps } from 'formik'
import { Box, Fieldset, Grid, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { listSubstances } from '@/api/endpoints/substances'
import { getTestType, saveTestType } from '@/api/endpoints/test-types'
import type { TestType } from '@/api/types'
import { JUDGEMENTS, MEASUREMENT_METHODS, MEASUREMENTS, TEST_FORMS } from '@/domain/enums'
import { testTypeSchema } from '@/domain/validation/test-type'
import { AdminFormModal } from '@/ui/admin/AdminFormModal'
import { useFieldError } from '@/ui/form/field-errors'
import { TEXT_LIMITS } from '@/domain/validation/limits'
import { CheckboxField, NumberField, SelectField, TextField } from '@/ui/form/fields'
import { schemaValidator } from '@/ui/form/schema-validator'
import { notify } from '@/ui/toaster'
import {
  formFieldOf,
  incubationTimeError,
  initialTestTypeValues,
  measurableRangeSet,
  SUBSTANCE_LIST_FIELD,
  testTypeCommand,
  type TestTypeFormData,
  type TestTypeFormValues,
} from './test-type-form'

/** The test-type modal lists every substance (ADMIN-7.3: page 1, pageSize 200). */
export const SUBSTANCE_PICKER_QUERY = { page: 1, pageSize: 200, order: 'name_asc' } as const

const validate = schemaValidator<TestTypeFormValues>({
  schema: testTypeSchema,
  toBody: testTypeCommand,
  fieldOf: formFieldOf,
  extra: incubationTimeError,
})

async function loadTestTypeForm(itemId: number | null): Promise<TestTypeFormData> {
  const [testType, substances] = await Promise.all([
    itemId === null ? Promise.resolve(null) : getTestType(itemId),
    listSubstances(SUBSTANCE_PICKER_QUERY),
  ])
  return { testType, substances: substances.data, revision: testType?.revision }
}

export interface TestTypeFormModalProps {
  itemId: number | null
  listPath: string
}

/** mm:ss, and room for a typo the form's rule then names. */
const INCUBATION_TIME_MAX_LENGTH = 8

/**
 * The fields named when someone else saved the test type meanwhile: the free-text and number
 * ones, whose values can be shown as they are (the others are counted as "other fields").
 */
const changeLabels = (t: TFunction) => ({
  name: t('testItems.name'),
  temperature: t('testItems.temperature'),
  incubationTime: t('testItems.incubationTime'),
})

export function TestTypeFormModal({ itemId, listPath }: TestTypeFormModalProps) {
  const { t } = useTranslation()
  return (
    <AdminFormModal<TestTypeFormData, TestTypeFormValues, TestType>
      title={t(itemId === null ? 'testItems.createTitle' : 'testItems.editTitle')}
      listPath={listPath}
      itemId={itemId}
      size="xl"
      load={loadTestTypeForm}
      save={(values, id, revision) => {
        const command = testTypeCommand(values)
        return saveTestType(
          id === null ? command : { ...command, id, revision: revision ?? undefined },
        )
      }}
      fieldLabels={changeLabels(t)}
      initialValues={initialTestTypeValues}
      validate={validate}
      fieldOf={formFieldOf}
      onSaved={() => notify.success(t('testItems.saveSuccess'))}
      // ADMIN-8.2: on a save error the first server error message is shown.
      onRejected={(message) => notify.error(message || t('testItems.saveError'))}
    >
      {({ data, form }) => <TestTypeFields data={data} form={form} />}
    </AdminFormModal>
  )
}

function TestTypeFields({
  data,
  form,
}: {
  data: TestTypeFormData
  form: FormikProps<TestTypeFormValues>
}) {
  const { t } = useTranslation()
  const { values } = form
  const qualitative = values.measurementMethod === 'Qualitative'
  const quantitative = values.measurementMethod === 'Quantitative'
  const rangeSet = measurableRangeSet(values)

  return (
    <Stack gap="5">
      <TextField
        name="name"
        label={t('testItems.name')}
        required
        autoFocus
        maxLength={TEXT_LIMITS.name}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField
          name="measurementMethod"
          label={t('testItems.measurementMethod')}
          required
          placeholder={t('testItems.choose')}
          options={MEASUREMENT_METHODS.map((value) => ({
            value,
            label: t(`testItems.measurementMethods.${value}`),
          }))}
        />
        <SelectField
          name="category"
          label={t('testItems.category')}
          required
          placeholder={t('testItems.choose')}
          options={TEST_FORMS.map((value) => ({
            value,
            label: t(`testItems.categories.${value}`),
          }))}
        />
        {qualitative && values.category === 'Cassette' && (
          <TextField
            name="qrIdString"
            label={t('testItems.qrIdString')}
            helperText={t('testItems.qrIdStringHelp')}
            required
            maxLength={TEXT_LIMITS.code}
          />
        )}
      </SimpleGrid>

      {qualitative && (
        <Fieldset.Root>
          <Fieldset.Legend>{t('testItems.qualitativeSection')}</Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <SelectField
              name="judgeType"
              label={t('testItems.judgeType')}
              required
              placeholder={t('testItems.choose')}
              options={MEASUREMENTS.map((value) => ({
                value,
                label: t(`testItems.judgeTypes.${value}`),
              }))}
            />
            <SelectField
              name="judgingDirection"
              label={t('testItems.judgingDirection')}
              required
              placeholder={t('testItems.choose')}
              options={JUDGEMENTS.map((value) => ({
                value,
                label: t(`testItems.judgingDirections.${value}`),
              }))}
            />
            <NumberField
              name="positiveValue"
              label={t('testItems.positiveValue')}
              step={0.1}
              required
            />
            <NumberField
              name="negativeValue"
              label={t('testItems.negativeValue')}
              step={0.1}
              required
            />
          </SimpleGrid>
        </Fieldset.Root>
      )}

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <NumberField name="temperature" label={t('testItems.temperature')} step={0.1} />
        <TextField
          name="incubationTime"
          label={t('testItems.incubationTime')}
          placeholder={t('testItems.incubationTimePlaceholder')}
          maxLength={INCUBATION_TIME_MAX_LENGTH}
        />
      </SimpleGrid>

      {quantitative && (
        <Fieldset.Root>
          <Fieldset.Legend>{t('testItems.quantitativeSection')}</Fieldset.Legend>
          <Stack gap="4">
            <SelectField
              name="quantitativeSubstanceId"
              label={t('testItems.substance')}
              required
              placeholder={t('testItems.choose')}
              options={data.substances.map((substance) => ({
                value: String(substance.id),
                label: substance.name,
              }))}
            />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <NumberField
                name="quantitativeRange.measurableRangeMin"
                label={t('testItems.measurableRangeMin')}
                step={1}
                min={1}
                required
              />
              <NumberField
                name="quantitativeRange.measurableRangeMax"
                label={t('testItems.measurableRangeMax')}
                step={1}
                min={1}
                required
              />
              <NumberField
                name="quantitativeRange.negativeRangeMin"
                label={t('testItems.negativeRangeMin')}
                step={1}
                min={1}
                required
                disabled={!rangeSet}
                helperText={rangeSet ? undefined : t('testItems.negativeRangeHelp')}
              />
              <NumberField
                name="quantitativeRange.negativeRangeMax"
                label={t('testItems.negativeRangeMax')}
                step={1}
                min={1}
                required
                disabled={!rangeSet}
                helperText={rangeSet ? undefined : t('testItems.negativeRangeHelp')}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset.Root>
      )}

      {qualitative && <SubstanceRows data={data} values={values} />}
    </Stack>
  )
}

/** The qualitative substance list: a tick, reader index and override per substance. */
function SubstanceRows({ data, values }: { data: TestTypeFormData; values: TestTypeFormValues }) {
  const { t } = useTranslation()
  const listError = useFieldError(SUBSTANCE_LIST_FIELD)
  const columns = { base: '1fr', md: 'minmax(12rem, 2fr) repeat(3, minmax(7rem, 1fr))' }
  return (
    <Fieldset.Root invalid={listError !== undefined}>
      <Fieldset.Legend>{t('testItems.substances')}</Fieldset.Legend>
      <Fieldset.HelperText>{t('testItems.substancesHelp')}</Fieldset.HelperText>
      {data.substances.length === 0 ? (
        <Text color="fg.muted">{t('testItems.noSubstances')}</Text>
      ) : (
        <Stack gap="2">
          <Grid templateColumns={columns} gap="3" hideBelow="md" aria-hidden>
            <Text fontWeight="medium">{t('testItems.substanceColumn')}</Text>
            <Text fontWeight="medium">{t('testItems.readerIndex')}</Text>
            <Text fontWeight="medium">{t('testItems.overridePositive')}</Text>
            <Text fontWeight="medium">{t('testItems.overrideNegative')}</Text>
          </Grid>
          {data.substances.map((substance, index) => {
            const row = values.substanceRows[index]
            const disabled = !row?.ticked
            const name = `substanceRows[${index}]`
            return (
              <Grid
                key={substance.id}
                templateColumns={columns}
                gap="3"
                alignItems="start"
                paddingY="1"
                borderBottomWidth="1px"
              >
                <Box paddingTop="2">
                  <CheckboxField name={`${name}.ticked`} label={substance.name} />
                </Box>
                <NumberField
                  name={`${name}.readerIndex`}
                  label={t('testItems.readerIndexOf', { name: substance.name })}
                  hideLabel
                  step={1}
                  min={0}
                  disabled={disabled}
                />
                <NumberField
                  name={`${name}.positiveValue`}
                  label={t('testItems.overridePositiveOf', { name: substance.name })}
                  hideLabel
                  step={0.1}
                  disabled={disabled}
                />
                <NumberField
                  name={`${name}.negativeValue`}
                  label={t('testItems.overrideNegativeOf', { name: substance.name })}
                  hideLabel
                  step={0.1}
                  disabled={disabled}
                />
              </Grid>
            )
          })}
        </Stack>
      )}
      {listError && <Fieldset.ErrorText>{listError}</Fieldset.ErrorText>}
    </Fieldset.Root>
  )
}
