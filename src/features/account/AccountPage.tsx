/**
 * /account: the signed-in user's own account (reached from the user menu): who they are, and
 * "Change password", a modal route over this page (/account/password).
 */
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import { Button, Stack } from '@chakra-ui/react'
import { KeyRound } from 'lucide-react'
import type { User } from '@/api/types'
import { displayName } from '@/domain/users'
import { Facts, Section } from '@/ui/details'
import { ChangePasswordModal } from './ChangePasswordModal'
import { paths } from '@/domain/paths'

export interface AccountPageProps {
  user: User
  /** The modal route over the page, if any. */
  modal?: 'password'
}

export function AccountPage({ user, modal }: AccountPageProps) {
  const { t } = useTranslation()
  return (
    <Stack gap="6" paddingY="4" maxW="3xl">
      <Section title={t('account.details')} level="h2">
        <Facts
          facts={[
            [t('account.name'), displayName(user)],
            [t('account.username'), user.username],
            [t('account.email'), user.email],
            [t('account.phone'), user.phoneNumber],
            [t('account.type'), t(`roles.types.${user.type}`)],
            [t('account.customer'), user.customer?.name ?? ''],
            [t('account.site'), user.site?.name ?? ''],
          ]}
        />
      </Section>
      <Section title={t('account.security')} level="h2">
        <Button asChild variant="outline" alignSelf="start">
          <RouterLink to={paths.accountPassword()}>
            <KeyRound size={16} aria-hidden />
            {t('password.change')}
          </RouterLink>
        </Button>
      </Section>
      {modal === 'password' && (
        <ChangePasswordModal username={user.username} listPath={paths.account()} />
      )}
    </Stack>
  )
}
