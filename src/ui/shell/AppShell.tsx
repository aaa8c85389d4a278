/**
 * The application shell (CORE-2.2, CORE-2.4): a skip link, the side navigation, and beside it the
 * header with the page title over the page, which renders in the document's one main landmark. It
 * only lays things out: what the navigation lists, what is selected and what the header holds come
 * from the app.
 */
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react'
import { Header } from './Header'
import { NavMenuButton, SideNav, useSideNavActor, type NavSection } from './SideNav'

export interface AppShellProps {
  navSections: NavSection[]
  selectedItemId: string | null
  /** Already translated page title, shown as the page's h1. */
  pageTitle: string
  /** The application version, e.g. "1.8.6". */
  version: string
  /** The header's right side: e.g. LanguageMenu and UserMenu. */
  headerActions?: ReactNode
  /** Where the logo links to. */
  homeHref?: string
  /** Controlled navigation collapse state; without it the navigation keeps its own. */
  navCollapsed?: boolean
  onNavCollapsedChange?: (collapsed: boolean) => void
  /** The page. */
  children: ReactNode
}

const MAIN_ID = 'main-content'

export function AppShell({
  navSections,
  selectedItemId,
  pageTitle,
  version,
  headerActions,
  homeHref,
  navCollapsed,
  onNavCollapsedChange,
  children,
}: AppShellProps) {
  const { t } = useTranslation()
  // Shared by the navigation and the header's phone menu button.
  const navActor = useSideNavActor()
  const navId = useId()
  return (
    <Flex minH="100dvh" bg="bg.subtle">
      <SkipNavLink id={MAIN_ID}>{t('shell.skipToContent')}</SkipNavLink>
      <SideNav
        sections={navSections}
        selectedItemId={selectedItemId}
        version={version}
        homeHref={homeHref}
        collapsed={navCollapsed}
        onCollapsedChange={onNavCollapsedChange}
        actor={navActor}
        id={navId}
      />
      <Flex direction="column" flex="1" minW="0">
        <Header title={pageTitle} leading={<NavMenuButton actor={navActor} navId={navId} />}>
          {headerActions}
        </Header>
        <SkipNavContent as="main" id={MAIN_ID} flex="1" minW="0" p={{ base: '4', md: '6' }}>
          {children}
        </SkipNavContent>
      </Flex>
    </Flex>
  )
}
