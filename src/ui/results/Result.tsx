/**
 * A full-page outcome in place of a screen's content (CORE-2.1, CORE-8.1): an icon, a heading, a
 * sentence and the actions that lead on. Inside the shell the header already holds the page's h1,
 * so the heading is an h2 unless the result stands alone.
 */
import type { ComponentType, ReactNode } from 'react'
import { Box, Flex, Heading, HStack, Text } from '@chakra-ui/react'

export interface ResultProps {
  /** A decorative icon component such as lucide-react's. */
  icon: ComponentType<{ size?: number | string; 'aria-hidden'?: boolean }>
  title: string
  description: ReactNode
  /** Colour palette of the icon's disc. */
  palette?: 'orange' | 'gray' | 'red' | 'blue'
  headingLevel?: 'h1' | 'h2'
  /** Actions: buttons or links. */
  children?: ReactNode
}

export function Result({
  icon: Icon,
  title,
  description,
  palette = 'gray',
  headingLevel = 'h2',
  children,
}: ResultProps) {
  return (
    <Flex direction="column" align="center" textAlign="center" gap="4" py="16" px="4">
      <Box
        colorPalette={palette}
        bg="colorPalette.subtle"
        color="colorPalette.fg"
        rounded="full"
        p="5"
      >
        <Icon size={48} aria-hidden />
      </Box>
      <Heading as={headingLevel} size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted" maxW="lg">
        {description}
      </Text>
      {children && (
        <HStack gap="3" wrap="wrap" justify="center">
          {children}
        </HStack>
      )}
    </Flex>
  )
}
