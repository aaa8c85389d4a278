/**
 * The product's logo (CORE-1.2): a milk drop holding a rapid-test strip, the product name and
 * the company group it belongs to. Collapsed navigation shows the mark alone. The artwork is
 * original; its words are translations so the accessible name and the visible text agree.
 */
import { useTranslation } from 'react-i18next'
import { Box, Flex, Text } from '@chakra-ui/react'

// The mark keeps literal colours: it is artwork, drawn the same on any surface it sits on.
function LogoMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        // The northern lights over the drop: the group's name, Nordlys.
        d="M6 13c5-6 12-8 18-8M42 13c-5-6-12-8-18-8"
        fill="none"
        stroke="#5eead4"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <path
        d="M24 8c-1 2-13 15.5-13 25.5a13 13 0 0 0 26 0C37 23.5 25 10 24 8z"
        fill="#ffffff"
        stroke="#93c5fd"
        strokeWidth="1.5"
      />
      <rect x="20" y="20" width="8" height="22" rx="2" fill="#1d4ed8" />
      <rect x="20" y="20" width="8" height="5" rx="2" fill="#1e3a8a" />
      {/* Control and test lines: a read strip. */}
      <rect x="21.5" y="29" width="5" height="2" rx="1" fill="#fb7185" />
      <rect x="21.5" y="34" width="5" height="2" rx="1" fill="#fb7185" />
    </svg>
  )
}

export interface LogoProps {
  /** Only the mark, for the collapsed navigation. */
  collapsed?: boolean
  /** The surface it sits on: the navigation is dark, a full-screen page is light. */
  tone?: 'onDark' | 'onLight'
}

export function Logo({ collapsed = false, tone = 'onDark' }: LogoProps) {
  const { t } = useTranslation()
  return (
    <Flex role="img" aria-label={t('shell.logoLabel')} align="center" gap="3" minW="0">
      <Box flexShrink={0}>
        <LogoMark size={collapsed ? 44 : 48} />
      </Box>
      {!collapsed && (
        <Box minW="0" lineHeight="short">
          <Text
            fontSize="xl"
            fontWeight="bold"
            letterSpacing="tight"
            color={tone === 'onDark' ? 'white' : 'brand.950'}
          >
            {t('shell.productName')}
          </Text>
          <Text fontSize="xs" color={tone === 'onDark' ? 'brand.200' : 'fg.muted'}>
            {t('shell.groupLine')}
          </Text>
        </Box>
      )}
    </Flex>
  )
}
