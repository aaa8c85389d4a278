/**
 * A check's state (ADMIN-4.11): no value, failed or passed, told apart by shape (a minus, a
 * cross, a tick in a circle) as well as by colour, and named for screen readers ("Temperature:
 * failed"); with `showText` the state is written beside the icon too.
 */
import { useTranslation } from 'react-i18next'
import { Box, HStack, Text } from '@chakra-ui/react'
import { CircleCheck, CircleMinus, CircleX } from 'lucide-react'
import type { CheckOutcome } from '@/domain/device-health'

const ICONS = { passed: CircleCheck, failed: CircleX, none: CircleMinus } as const

/** Non-text contrast of at least 3:1 on the light background (WCAG 1.4.11). */
const COLORS = { passed: 'fg.success', failed: 'fg.error', none: 'fg.muted' } as const

export interface StatusIconProps {
  outcome: CheckOutcome
  /** The check's translated name, for the accessible name. */
  check: string
  /** Writes the state beside the icon (details), instead of naming the icon only (tables). */
  showText?: boolean
}

export function StatusIcon({ outcome, check, showText = false }: StatusIconProps) {
  const { t } = useTranslation()
  const Icon = ICONS[outcome]
  const state = t(`deviceHealth.outcomes.${outcome}`)
  if (showText) {
    return (
      <HStack as="span" gap="1.5" data-outcome={outcome}>
        <Box as="span" color={COLORS[outcome]} display="inline-flex">
          <Icon aria-hidden size={18} />
        </Box>
        <Text as="span">{state}</Text>
      </HStack>
    )
  }
  const name = t(`deviceHealth.checkOutcome.${outcome}`, { check })
  return (
    <Box
      as="span"
      role="img"
      aria-label={name}
      title={name}
      display="inline-flex"
      verticalAlign="middle"
      color={COLORS[outcome]}
      data-outcome={outcome}
    >
      <Icon aria-hidden size={20} />
    </Box>
  )
}
