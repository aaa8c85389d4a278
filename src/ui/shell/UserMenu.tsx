/**
 * The header's user popover (CORE-2.4): who is signed in (display name, login id, customer),
 * links to the terms and conditions and to changing the password, and the logout button.
 */
import { useRef, useState } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { Box, Button, chakra, Link, Popover, Portal, Stack, Text } from '@chakra-ui/react'
import { CircleUserRound, Compass, FileText, KeyRound, LogOut } from 'lucide-react'

export interface UserMenuProps {
  displayName: string
  loginId: string
  /** Null for users above any customer (internal administrators). */
  customerName: string | null
  termsHref: string
  /** The change-password modal route. */
  passwordHref: string
  onSignOut: () => void
  /** Runs the guided tour again; the entry is left out when absent. */
  onRestartTour?: () => void
}

export function UserMenu({
  displayName,
  loginId,
  customerName,
  termsHref,
  passwordHref,
  onSignOut,
  onRestartTour,
}: UserMenuProps) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  // Closed by one of its links, focus stays where the link led (a dialog's first field) rather
  // than going back to the trigger; closed otherwise (Escape, outside), back to the trigger. Read
  // when the popover hands focus back, so no render has to come first.
  const leftByLink = useRef(false)
  const leaveByLink = () => {
    leftByLink.current = true
    setOpen(false)
  }
  return (
    <Popover.Root
      open={open}
      finalFocusEl={() => (leftByLink.current ? focusedNow() : null)}
      onOpenChange={(details) => {
        if (details.open) leftByLink.current = false
        setOpen(details.open)
      }}
      positioning={{ placement: 'bottom-end' }}
    >
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          minH="10"
          aria-label={t('shell.userMenu', { name: displayName })}
        >
          <CircleUserRound size={20} aria-hidden />
          <Text as="span" display={{ base: 'none', md: 'inline' }} maxW="48" truncate>
            {displayName}
          </Text>
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="xs">
            <Popover.Body>
              <Stack gap="4">
                <Box>
                  <Text fontSize="xs" color="fg.muted">
                    {t('shell.account')}
                  </Text>
                  <Popover.Title fontWeight="semibold" fontSize="md">
                    {displayName}
                  </Popover.Title>
                </Box>
                <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1">
                  <Text as="dt" fontSize="sm" color="fg.muted">
                    {t('shell.loginId')}
                  </Text>
                  <Text as="dd" fontSize="sm" overflowWrap="anywhere">
                    {loginId}
                  </Text>
                  {customerName !== null && (
                    <>
                      <Text as="dt" fontSize="sm" color="fg.muted">
                        {t('shell.customer')}
                      </Text>
                      <Text as="dd" fontSize="sm" overflowWrap="anywhere">
                        {customerName}
                      </Text>
                    </>
                  )}
                </chakra.dl>
                <Link asChild fontSize="sm" color="brand.fg" alignSelf="start" minH="6">
                  <RouterLink to={termsHref} onClick={leaveByLink}>
                    <FileText size={16} aria-hidden />
                    {t('shell.terms')}
                  </RouterLink>
                </Link>
                <Link asChild fontSize="sm" color="brand.fg" alignSelf="start" minH="6">
                  <RouterLink to={passwordHref} onClick={leaveByLink}>
                    <KeyRound size={16} aria-hidden />
                    {t('shell.changePassword')}
                  </RouterLink>
                </Link>
                {onRestartTour && (
                  <Button
                    variant="ghost"
                    size="sm"
                    alignSelf="start"
                    onClick={() => {
                      setOpen(false)
                      onRestartTour()
                    }}
                  >
                    <Compass size={16} aria-hidden />
                    {t('shell.restartTour')}
                  </Button>
                )}
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => {
                    setOpen(false)
                    onSignOut()
                  }}
                >
                  <LogOut size={16} aria-hidden />
                  {t('shell.signOut')}
                </Button>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  )
}

/** The element that has the focus, to leave it there. */
const focusedNow = () =>
  document.activeElement instanceof HTMLElement ? document.activeElement : null
