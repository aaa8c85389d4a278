/**
 * The test types a site offers (/accounts/site/{itemId}/test-types; ADMIN-4.13, ADMIN-5.9): a tick
 * per test type of the catalogue and its QR switch, which is not applicable for strips, off and
 * locked until the test type is ticked, and on and locked for quantitative types. Saving is
 * disabled, with a warning, while nothing is ticked. Saved with the site's revision (PATCH
 * /v2/Sites/{id} with availableTestTypes).
 */
import { useTranslation } from 'react-i18next'
import { useFormikContext } from 'formik'
import { Alert, Checkbox, HStack, Stack, Switch, Table, Text } from '@chakra-ui/react'
import { getSite, patchSite } from '@/api/endpoints/sites'
import { listTestTypes } from '@/api/endpoints/test-types'
import type { Site } from '@/api/types'
import { AdminFormModal } from '@/ui/admin/AdminFormModal'
import { notify } from '@/ui/toaster'
import { qrToggle, qrValue } from './account-rules'
import {
  anyTicked,
  siteTestTypesPatch,
  siteTestTypesValues,
  SITE_TEST_TYPES_PAGE_SIZE,
  type SiteTestTypesData,
  type SiteTestTypesValues,
} from './site-test-types'

async function loadSiteTestTypes(itemId: number | null): Promise<SiteTestTypesData> {
  const [site, testTypes] = await Promise.all([
    getSite(itemId as number),
    listTestTypes({ page: 1, pageSize: SITE_TEST_TYPES_PAGE_SIZE, order: 'name_asc' }),
  ])
  return { site, testTypes: testTypes.data, revision: site.revision }
}

export interface SiteTestTypesModalProps {
  itemId: number
  /** The site's page. */
  listPath: string
  onSaved: (site: Site) => void
}

export function SiteTestTypesModal({ itemId, listPath, onSaved }: SiteTestTypesModalProps) {
  const { t } = useTranslation()
  return (
    <AdminFormModal<SiteTestTypesData, SiteTestTypesValues, Site>
      title={t('sites.testTypesTitle')}
      listPath={listPath}
      itemId={itemId}
      size="xl"
      load={loadSiteTestTypes}
      save={(values, _id, revision, data) =>
        patchSite(siteTestTypesPatch(data.site, values, revision))
      }
      // Someone else's change of the ticks is named as the list (its value is no plain one).
      fieldLabels={{ rows: t('sites.testTypes') }}
      initialValues={siteTestTypesValues}
      validate={() => ({})}
      canSubmit={anyTicked}
      onSaved={(site) => {
        notify.success(t('sites.testTypesSaveSuccess'))
        onSaved(site)
      }}
      onRejected={(message) => notify.error(t('sites.testTypesSaveError'), message)}
    >
      {() => <TestTypeRows />}
    </AdminFormModal>
  )
}

function TestTypeRows() {
  const { t } = useTranslation()
  const form = useFormikContext<SiteTestTypesValues>()
  return (
    <Stack gap="3">
      {!anyTicked(form.values) && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t('sites.testTypesRequired')}</Alert.Title>
        </Alert.Root>
      )}
      <Table.ScrollArea borderWidth="1px" rounded="md" maxHeight="60vh">
        <Table.Root size="sm" stickyHeader>
          <Table.Caption srOnly>{t('sites.testTypesTitle')}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('sites.testType')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('testItems.columnCategory')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('testItems.columnMeasurementMethod')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('sites.qrCode')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {form.values.rows.map((row, index) => {
              const { testType } = row
              const toggle = qrToggle(testType, row.ticked)
              return (
                <Table.Row key={testType.id}>
                  <Table.Cell>
                    <Checkbox.Root
                      checked={row.ticked}
                      onCheckedChange={(details) =>
                        void form.setFieldValue(`rows.${index}.ticked`, details.checked === true)
                      }
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{testType.name}</Checkbox.Label>
                    </Checkbox.Root>
                  </Table.Cell>
                  <Table.Cell>{t(`testItems.categories.${testType.category}`)}</Table.Cell>
                  <Table.Cell>
                    {t(`testItems.measurementMethods.${testType.measurementMethod}`)}
                  </Table.Cell>
                  <Table.Cell>
                    {toggle === 'notApplicable' ? (
                      <Text color="fg.muted">{t('sites.qrNotApplicable')}</Text>
                    ) : (
                      <HStack gap="2">
                        <Switch.Root
                          checked={qrValue(toggle, row.qr)}
                          disabled={toggle !== 'free'}
                          onCheckedChange={(details) =>
                            void form.setFieldValue(`rows.${index}.qr`, details.checked)
                          }
                        >
                          <Switch.HiddenInput />
                          <Switch.Control>
                            <Switch.Thumb />
                          </Switch.Control>
                          <Switch.Label srOnly>
                            {t('sites.qrFor', { name: testType.name })}
                          </Switch.Label>
                        </Switch.Root>
                        <Text
                          // The switch says on or off itself; the word is for the eye, and says
                          // why a quantitative type's switch cannot be turned off.
                          aria-hidden
                          color={toggle === 'free' ? undefined : 'fg.muted'}
                        >
                          {t(
                            toggle === 'forcedOn'
                              ? 'sites.qrAlwaysOn'
                              : qrValue(toggle, row.qr)
                                ? 'sites.qrOn'
                                : 'sites.qrOff',
                          )}
                        </Text>
                      </HStack>
                    )}
                  </Table.Cell>
                </Table.Row>
              )
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  )
}
