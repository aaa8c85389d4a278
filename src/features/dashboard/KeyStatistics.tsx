/**
 * Key statistics (core.md §2, §3): total, negative and positive tests and the positive ratio,
 * each with its change against the compared period, named below.
 */
import { useTranslation } from 'react-i18next'
import { Box, SimpleGrid, Text } from '@chakra-ui/react'
import { TrendingDown, TrendingUp } from 'lucide-react'
import type { KeyStatistics as KeyStatisticsData, StatisticValue } from '@/api/types'
import { formatDate, formatNumber, formatPercent } from '@/ui/format'

const ITEMS = ['total', 'negative', 'positive', 'positiveRatio'] as const

function Increase({ value }: { value: number }) {
  const { t } = useTranslation()
  const up = value > 0
  const Icon = up ? TrendingUp : TrendingDown
  const text = `${up ? '+' : ''}${formatPercent(value)}`
  return (
    <Text
      as="span"
      display="inline-flex"
      alignItems="center"
      gap="1"
      fontSize="sm"
      color="fg.muted"
    >
      {value !== 0 && <Icon size={14} aria-hidden />}
      {t('dashboard.statistics.increase', { value: text })}
    </Text>
  )
}

export function KeyStatistics({ data }: { data: KeyStatisticsData }) {
  const { t } = useTranslation()
  const amount = (key: (typeof ITEMS)[number], value: StatisticValue) =>
    key === 'positiveRatio' ? formatPercent(value.amount) : formatNumber(value.amount)
  return (
    <Box>
      <SimpleGrid as="dl" columns={{ base: 2, lg: 4 }} gap="4">
        {ITEMS.map((key) => (
          <Box key={key} borderWidth="1px" borderRadius="md" padding="3">
            <Text as="dt" fontSize="sm" color="fg.muted">
              {t(`dashboard.statistics.${key}`)}
            </Text>
            <Text as="dd" fontSize="2xl" fontWeight="semibold">
              {amount(key, data[key])}
            </Text>
            <Box as="dd">
              <Increase value={data[key].increase} />
            </Box>
          </Box>
        ))}
      </SimpleGrid>
      <Text fontSize="xs" color="fg.muted" marginTop="2">
        {t('dashboard.statistics.compared', {
          start: formatDate(data.comparedPeriodStart),
          end: formatDate(data.comparedPeriodEnd),
        })}
      </Text>
    </Box>
  )
}
