/**
 * The details tab of a reader's verification (ADMIN-2.14, ADMIN-3.9, ADMIN-9.3): the reader and its
 * counters, the temperature (actual and expected to 1 decimal, in °C, with its pass mark) and each
 * line's ratio measured (2 decimals, expected 0.9 to 1.1) and line intensity (grouped digits,
 * expected at least 500,000), each with its pass mark. Dates at or before 1900 are empty.
 */
import { useTranslation } from 'react-i18next'
import { HStack, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react'
import type { DeviceVerification } from '@/api/types'
import { outcomeOfPassed, VERIFICATION_LIMITS } from '@/domain/device-health'
import { Facts, Section } from '@/ui/details'
import { formatNumber } from '@/ui/format'
import { measurementText, timestampText } from './device-health-display'
import { StatusIcon } from './StatusIcon'

export function VerificationDetails({ verification }: { verification: DeviceVerification }) {
  const { t } = useTranslation()
  const { temperature } = verification
  const celsius = (value: string) => (value === '' ? '' : t('deviceHealth.celsius', { value }))
  const ratioLabel = t('deviceHealth.details.ratioMeasured')
  const intensityLabel = t('deviceHealth.details.lineIntensity')
  return (
    <Stack gap="6">
      <Section title={t('deviceHealth.details.reader')}>
        <Facts
          facts={[
            [t('deviceHealth.columns.readerSerialNumber'), verification.readerSerialNumber],
            [
              t('deviceHealth.readerType'),
              t(`deviceHealth.readerTypes.${verification.readerType}`),
            ],
            [t('deviceHealth.columns.site'), verification.site.name],
            [
              t('deviceHealth.details.lastVerificationDate'),
              timestampText(verification.lastVerificationDate),
            ],
            [t('deviceHealth.details.softwareVersion'), verification.softwareVersion],
            [t('deviceHealth.details.latestUser'), verification.latestUser],
            [t('deviceHealth.details.testsInLifetime'), formatNumber(verification.testsInLifetime)],
            [
              t('deviceHealth.columns.testsSinceLastVerification'),
              formatNumber(verification.testsSinceLastVerification),
            ],
            [
              t('deviceHealth.details.daysSinceLastVerification'),
              formatNumber(verification.daysSinceLastVerification),
            ],
            [t('deviceHealth.details.comments'), verification.additionalComments],
          ]}
        />
      </Section>
      <Section title={t('deviceHealth.columns.temperature')}>
        <Facts
          facts={[
            [
              t('deviceHealth.details.actual'),
              celsius(measurementText(temperature.actual, temperature.passed, 1)),
            ],
            [
              t('deviceHealth.details.expected'),
              celsius(formatNumber(temperature.expected, { decimals: 1 })),
            ],
            [
              t('deviceHealth.details.result'),
              <StatusIcon
                key="temperature"
                outcome={outcomeOfPassed(temperature.passed)}
                check={t('deviceHealth.columns.temperature')}
                showText
              />,
            ],
          ]}
        />
      </Section>
      <Section title={t('deviceHealth.details.lines')}>
        <Text color="fg.muted" textStyle="sm">
          {t('deviceHealth.details.expectedRanges', {
            ratioMin: formatNumber(VERIFICATION_LIMITS.ratioMin, { decimals: 2 }),
            ratioMax: formatNumber(VERIFICATION_LIMITS.ratioMax, { decimals: 2 }),
            intensity: formatNumber(VERIFICATION_LIMITS.minLineIntensity),
          })}
        </Text>
        {verification.substances.length === 0 ? (
          <Text color="fg.muted">{t('deviceHealth.details.noLines')}</Text>
        ) : (
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm">
              <Table.Caption>
                <VisuallyHidden>{t('deviceHealth.details.lines')}</VisuallyHidden>
              </Table.Caption>
              <Table.Header>
                <Table.Row bg="bg.muted">
                  <Table.ColumnHeader scope="col">
                    {t('deviceHealth.details.line')}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader scope="col" textAlign="end">
                    {ratioLabel}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader scope="col" textAlign="end">
                    {intensityLabel}
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {verification.substances.map((line, index) => (
                  <Table.Row key={index}>
                    <Table.Cell as="th" scope="row" fontWeight="normal">
                      {t('deviceHealth.details.lineNumber', { number: index + 1 })}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <HStack gap="2" justify="flex-end">
                        <Text as="span">
                          {measurementText(line.ratioMeasured, line.ratioMeasuredPassed, 2)}
                        </Text>
                        <StatusIcon
                          outcome={outcomeOfPassed(line.ratioMeasuredPassed)}
                          check={ratioLabel}
                        />
                      </HStack>
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <HStack gap="2" justify="flex-end">
                        <Text as="span">
                          {measurementText(line.lineIntensity, line.lineIntensityPassed)}
                        </Text>
                        <StatusIcon
                          outcome={outcomeOfPassed(line.lineIntensityPassed)}
                          check={intensityLabel}
                        />
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Section>
    </Stack>
  )
}
