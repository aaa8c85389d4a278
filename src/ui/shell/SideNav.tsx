/**
 * The left navigation of the application shell (CORE-1.2, CORE-2.2): the logo, sections of links
 * separated by a divider, and at the bottom the collapse trigger showing the version. It is
 * 280 px wide, 95 px collapsed, and collapses by itself below the desktop width (1200 px); the
 * user may still toggle it, and that choice holds until the viewport crosses the breakpoint
 * (src/machines/side-nav.machine.ts; this component reports the viewport and the toggle to it).
 * On a phone (below 768 px) the collapsed navigation is hidden and `NavMenuButton`, in the
 * header, opens it over the page. What it lists and which item is selected come from props: the
 * app derives them.
 */
import { Fragment, useEffect, useId, type ComponentType, type KeyboardEvent } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { useActorRef, useSelector } from '@xstate/react'
import {
  Box,
  Button,
  chakra,
  Flex,
  IconButton,
  Portal,
  Separator,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@chakra-ui/react'
import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react'
import { sideNavMachine } from '@/machines/side-nav.machine'
import { BREAKPOINTS } from '../theme'
import { Logo } from './Logo'

/** An icon component such as lucide-react's; it is decorative, the label names the item. */
export type NavIcon = ComponentType<{ size?: number | string; 'aria-hidden'?: boolean }>

export interface NavItem {
  id: string
  href: string
  /** Already translated. */
  label: string
  icon: NavIcon
  /** `data-tour` attribute, for the guided tour's step target. */
  dataTour?: string
}

export interface NavSection {
  id: string
  /** Already translated; names the section's group for assistive technology. */
  label?: string
  items: NavItem[]
}

export interface SideNavProps {
  sections: NavSection[]
  selectedItemId: string | null
  /** The application version, e.g. "1.8.6". */
  version: string
  /** Where the logo links to; without it the logo is not a link. */
  homeHref?: string
  /** Controlled collapse state; without it the navigation keeps its own. */
  collapsed?: boolean
  onCollapsedChange?: (collapsed: boolean) => void
  /** The collapse machine, when the shell shares it (its phone menu button); else its own. */
  actor?: SideNavActor
  /** The navigation element's id, for a control elsewhere that opens it. */
  id?: string
}

export type SideNavActor = ReturnType<typeof useSideNavActor>

export const NAV_WIDTH = '280px'
export const NAV_COLLAPSED_WIDTH = '95px'
/**
 * Mobile and tablet widths (CORE-2.2, CORE-2.3), below the theme's `xl`: the navigation starts
 * collapsed.
 */
export const NAV_AUTO_COLLAPSE_QUERY = `(max-width: ${parseInt(BREAKPOINTS.xl, 10) - 1}px)`

function viewportQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(NAV_AUTO_COLLAPSE_QUERY) : null
}

/** The side navigation's collapse machine, told of every viewport change across the breakpoint. */
export function useSideNavActor() {
  const actor = useActorRef(sideNavMachine, {
    input: { narrow: viewportQuery()?.matches ?? false },
  })
  useEffect(() => {
    const query = viewportQuery()
    if (!query) return
    const report = () => actor.send({ type: 'viewport.changed', narrow: query.matches })
    report() // a change between the first render and now
    query.addEventListener('change', report)
    return () => query.removeEventListener('change', report)
  }, [actor])
  return actor
}

const NavLink = chakra(RouterLink)

// The navigation is dark in any colour mode; focus shows as a white ring drawn inside the element
// so the scrolling list never clips it, and it contrasts with every background used here.
const focusRing = { outline: '2px solid white', outlineOffset: '-2px' }

export function SideNav(props: SideNavProps) {
  return props.actor ? <SideNavView {...props} actor={props.actor} /> : <OwnSideNav {...props} />
}

function OwnSideNav(props: SideNavProps) {
  const actor = useSideNavActor()
  return <SideNavView {...props} actor={actor} />
}

function SideNavView({
  sections,
  selectedItemId,
  version,
  homeHref,
  collapsed: controlledCollapsed,
  onCollapsedChange,
  actor,
  id,
}: SideNavProps & { actor: SideNavActor }) {
  const { t } = useTranslation()
  const baseId = useId()
  const listId = `${baseId}-list`
  const narrow = useSelector(actor, (snapshot) => snapshot.hasTag('narrow'))
  const ownCollapsed = useSelector(actor, (snapshot) => snapshot.hasTag('collapsed'))
  const controlled = controlledCollapsed !== undefined
  const collapsed = controlled ? controlledCollapsed : ownCollapsed
  // Expanded on a narrow viewport, the navigation floats over the page instead of squeezing it.
  const overlay = narrow && !collapsed

  // Controlled, the parent decides: the machine still tracks the viewport, not the choice.
  function toggle() {
    if (!controlled) actor.send({ type: 'nav.toggle' })
    onCollapsedChange?.(!collapsed)
  }

  function closeOverlay() {
    if (!overlay) return
    if (!controlled) actor.send({ type: 'nav.close' })
    onCollapsedChange?.(true)
  }

  function closeOverlayOnEscape(event: KeyboardEvent) {
    if (event.key === 'Escape') closeOverlay()
  }

  const versionText = collapsed ? version : t('shell.versionFull', { version })
  const toggleLabel = collapsed ? t('shell.expandNav') : t('shell.collapseNav')

  return (
    <Box
      flexShrink={0}
      // On a phone the collapsed rail is not shown at all (the header's menu button opens the
      // navigation over the page): a 95 px rail is a quarter of a 360 px screen.
      width={{
        base: collapsed || overlay ? '0' : NAV_WIDTH,
        md: collapsed || overlay ? NAV_COLLAPSED_WIDTH : NAV_WIDTH,
      }}
      transition="width 0.2s ease"
      _motionReduce={{ transition: 'none' }}
    >
      <Flex
        as="nav"
        id={id}
        aria-label={t('shell.navigation')}
        data-state={collapsed ? 'collapsed' : 'expanded'}
        hideBelow={collapsed ? 'md' : undefined}
        maxWidth="100vw"
        direction="column"
        position={overlay ? 'fixed' : 'sticky'}
        insetStart="0"
        top="0"
        zIndex={overlay ? 'overlay' : undefined}
        boxShadow={overlay ? 'lg' : undefined}
        height="100dvh"
        width={collapsed ? NAV_COLLAPSED_WIDTH : NAV_WIDTH}
        transition="width 0.2s ease"
        _motionReduce={{ transition: 'none' }}
        bg="brand.950"
        color="brand.100"
        onKeyDown={closeOverlayOnEscape}
      >
        <Flex px={collapsed ? '0' : '5'} py="5" justify={collapsed ? 'center' : 'flex-start'}>
          {homeHref ? (
            <NavLink to={homeHref} rounded="md" p="1" _focusVisible={focusRing}>
              <Logo collapsed={collapsed} />
            </NavLink>
          ) : (
            <Box p="1">
              <Logo collapsed={collapsed} />
            </Box>
          )}
        </Flex>

        <Box id={listId} flex="1" overflowY="auto" overflowX="hidden" px="3" pb="3">
          {sections.map((section, index) => {
            const labelId = `${baseId}-${section.id}`
            return (
              <Fragment key={section.id}>
                {index > 0 && <Separator my="3" borderColor="whiteAlpha.300" />}
                <Box
                  role={section.label ? 'group' : undefined}
                  aria-labelledby={section.label ? labelId : undefined}
                >
                  {section.label &&
                    (collapsed ? (
                      <VisuallyHidden id={labelId}>{section.label}</VisuallyHidden>
                    ) : (
                      <Text
                        id={labelId}
                        px="3"
                        pb="2"
                        fontSize="xs"
                        fontWeight="semibold"
                        textTransform="uppercase"
                        letterSpacing="wider"
                        color="brand.300"
                      >
                        {section.label}
                      </Text>
                    ))}
                  <Flex as="ul" direction="column" gap="1" listStyleType="none" m="0" p="0">
                    {section.items.map((item) => (
                      <li key={item.id}>
                        <NavEntry
                          item={item}
                          selected={item.id === selectedItemId}
                          collapsed={collapsed}
                          onFollow={overlay ? closeOverlay : undefined}
                        />
                      </li>
                    ))}
                  </Flex>
                </Box>
              </Fragment>
            )
          })}
        </Box>

        <Button
          variant="ghost"
          rounded="none"
          height="auto"
          minH="12"
          py="3"
          flexDirection={collapsed ? 'column' : 'row'}
          justifyContent={collapsed ? 'center' : 'flex-start'}
          gap={collapsed ? '1' : '3'}
          px={collapsed ? '2' : '6'}
          borderWidth="0"
          borderTopWidth="1px"
          borderTopColor="whiteAlpha.300"
          color="brand.100"
          // The ghost recipe tints expanded triggers; this one is expanded most of the time.
          _expanded={{ bg: 'transparent' }}
          _hover={{ bg: 'brand.800', color: 'white' }}
          _focusVisible={focusRing}
          aria-expanded={!collapsed}
          aria-controls={listId}
          // The visible version text stays part of the name (WCAG 2.5.3, label in name).
          aria-label={`${toggleLabel}, ${versionText}`}
          onClick={toggle}
        >
          {collapsed ? (
            <PanelLeftOpen size={20} aria-hidden />
          ) : (
            <PanelLeftClose size={20} aria-hidden />
          )}
          <Text as="span" fontSize="xs" fontWeight="medium">
            {versionText}
          </Text>
        </Button>
      </Flex>
    </Box>
  )
}

function NavEntry({
  item,
  selected,
  collapsed,
  onFollow,
}: {
  item: NavItem
  selected: boolean
  collapsed: boolean
  onFollow: (() => void) | undefined
}) {
  const Icon = item.icon
  return (
    <Tooltip.Root
      disabled={!collapsed}
      positioning={{ placement: 'right' }}
      openDelay={200}
      closeDelay={0}
    >
      <Tooltip.Trigger asChild>
        <NavLink
          to={item.href}
          aria-current={selected ? 'page' : undefined}
          data-tour={item.dataTour}
          onClick={onFollow}
          display="flex"
          alignItems="center"
          justifyContent={collapsed ? 'center' : 'flex-start'}
          gap="3"
          minH="11"
          px="3"
          py="2"
          rounded="md"
          fontSize="sm"
          fontWeight={selected ? 'semibold' : 'medium'}
          textDecoration="none"
          color={selected ? 'white' : 'brand.100'}
          bg={selected ? 'brand.600' : 'transparent'}
          _hover={{ bg: selected ? 'brand.600' : 'brand.800', color: 'white' }}
          _focusVisible={focusRing}
        >
          <Icon size={20} aria-hidden />
          {collapsed ? <VisuallyHidden>{item.label}</VisuallyHidden> : <span>{item.label}</span>}
        </NavLink>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{item.label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  )
}

/**
 * The phone's way to the navigation (below 768 px, where the collapsed rail is hidden): a button
 * at the start of the header that opens it over the page. Hidden from tablet widths on, where the
 * rail's own toggle is there.
 */
export function NavMenuButton({ actor, navId }: { actor: SideNavActor; navId: string }) {
  const { t } = useTranslation()
  const collapsed = useSelector(actor, (snapshot) => snapshot.hasTag('collapsed'))
  function open() {
    actor.send({ type: 'nav.toggle' })
    // Into the navigation it opened (once drawn), where Escape closes it again.
    requestAnimationFrame(() => document.getElementById(navId)?.querySelector('a')?.focus())
  }
  return (
    <IconButton
      hideFrom="md"
      display={collapsed ? undefined : 'none'}
      variant="ghost"
      size="sm"
      aria-label={t('shell.expandNav')}
      aria-expanded={false}
      aria-controls={navId}
      onClick={open}
    >
      <Menu aria-hidden />
    </IconButton>
  )
}
