/**
 * Paging under a table: the total, the current page of the page count, and previous/next
 * buttons. The page lives in the URL (the list screen's controller), so this only reports
 * the wanted page.
 */
import { useTranslation } from 'react-i18next'
import { Button, HStack, Text } from '@chakra-ui/react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { formatNumber } from '../format'
import { pageCount } from './list-query'

export interface PaginationProps {
  page: number
  pageSize: number
  total: number
  onPageChange: (page: number) => void
  disabled?: boolean
}

export function Pagination({ page, pageSize, total, onPageChange, disabled }: PaginationProps) {
  const { t } = useTranslation()
  const pages = pageCount(total, pageSize)
  return (
    <HStack
      as="nav"
      aria-label={t('table.pagination')}
      justify="space-between"
      py="3"
      gap="4"
      // On a phone the total goes above the buttons instead of pushing them off the screen.
      wrap="wrap"
    >
      <Text color="fg.muted" textStyle="sm">
        {t('table.total', { count: total, formatted: formatNumber(total) })}
      </Text>
      <HStack gap="2">
        <Button
          size="sm"
          variant="outline"
          disabled={disabled || page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeft aria-hidden />
          {t('table.previousPage')}
        </Button>
        <Text textStyle="sm" aria-current="page" minW="24" textAlign="center">
          {t('table.pageOf', { page: formatNumber(page), pages: formatNumber(pages) })}
        </Text>
        <Button
          size="sm"
          variant="outline"
          disabled={disabled || page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          {t('table.nextPage')}
          <ChevronRight aria-hidden />
        </Button>
      </HStack>
    </HStack>
  )
}
