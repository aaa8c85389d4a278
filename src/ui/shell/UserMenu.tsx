/**
 * The header's user popover (core.md §2): who is signed in (display name, login id, customer),
 * links to the terms and conditions and to changing the password, and the logout button.
 */
import { useState } from 'react'
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
  // Closed by a link, focus goes where the link leads (a dialog's first field), not back to
  // the trigger; closed otherwise (Escape, outside), back to the trigger.
  const [menu, setMenu] = useState({ open: false, restoreFocus: true })
  const setOpen = (open: boolean) => setMenu({ open, restoreFocus: true })
  const leaveByLink = () => setMenu({ open: false, restoreFocus: false })
  return (
    <Popover.Root
      open={menu.open}
      restoreFocus={menu.restoreFocus}
      onOpenChange={(details) => setOpen(details.open)}
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
