/**
 * The shell's header (CORE-2.4, CORE-2.5): the page title as the page's only h1, and on the right
 * the controls the app passes in (the language menu, the user menu).
 */
import type { ReactNode } from 'react'
import { Flex, Heading, HStack } from '@chakra-ui/react'

export interface HeaderProps {
  /** Already translated page title. */
  title: string
  /** The right side: e.g. LanguageMenu and UserMenu. */
  children?: ReactNode
  /** Before the title: the phone's navigation button. */
  leading?: ReactNode
}

export function Header({ title, children, leading }: HeaderProps) {
  return (
    <Flex
      as="header"
      align="center"
      justify="space-between"
      gap="4"
      minH="16"
      px={{ base: '4', md: '6' }}
      py="2"
      bg="bg"
      borderBottomWidth="1px"
      borderColor="border"
    >
      {leading}
      <Heading as="h1" size={{ base: 'lg', md: 'xl' }} flex="1" minW="0" overflowWrap="anywhere">
        {title}
      </Heading>
      {children && (
        <HStack gap="2" flexShrink={0}>
          {children}
        </HStack>
      )}
    </Flex>
  )
}
