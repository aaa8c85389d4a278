/**
 * /reset-password?token=… (a public page, CORE-7.5): the page a reset mail's link opens. A new
 * password and its confirmation (the form's rules first; the server then also checks it against
 * the account's username), POST /v2/Users/password/reset/redeem. A link that is unknown, used or
 * expired says which, with the way to ask for a new one; done, it leads to signing in.
 */
import { useTranslation } from 'react-i18next'
import { Alert, Button, Link } from '@chakra-ui/react'
import { redeemPasswordReset } from '@/api/endpoints/current-user'
import { NewPasswordFields } from '@/ui/form/NewPasswordFields'
import {
  EMPTY_RESET,
  linkProblem,
  redemption,
  resetPasswordValidator,
  type ResetPasswordValues,
} from './password-forms'
import { PublicForm } from './PublicForm'
import { SignInFrame } from './SignInFrame'
import { usePublicForm } from './use-public-form'

export interface ResetPasswordPageProps {
  /** The link's token (null: the address has none). */
  token: string | null
  signInHref: string
  /** The forgot-password page, to ask for a new link. */
  forgotHref: string
}

export function ResetPasswordPage({ token, signInHref, forgotHref }: ResetPasswordPageProps) {
  const { t } = useTranslation()
  const form = usePublicForm((values: ResetPasswordValues) =>
    redeemPasswordReset(redemption(token ?? '', values)),
  )
  // A link without a token is as good as an unknown one.
  const linkFailure = token ? linkProblem(form.fieldErrors) : 'password.tokenUnknown'

  if (form.sent) {
    return (
      <SignInFrame title={t('password.resetTitle')} intro={t('password.resetDone')} problem={null}>
        <Button asChild colorPalette="brand" alignSelf="start">
          <a href={signInHref}>{t('password.signIn')}</a>
        </Button>
      </SignInFrame>
    )
  }
  if (linkFailure) {
    return (
      <SignInFrame title={t('password.resetTitle')} intro={t('password.resetIntro')} problem={null}>
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t(linkFailure)}</Alert.Title>
            <Alert.Description>{t('password.askAgainHint')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Button asChild colorPalette="brand" alignSelf="start">
          <a href={forgotHref}>{t('password.askAgain')}</a>
        </Button>
      </SignInFrame>
    )
  }
  return (
    <SignInFrame
      title={t('password.resetTitle')}
      intro={t('password.resetIntro')}
      problem={form.problem}
    >
      <PublicForm
        form={form}
        initialValues={EMPTY_RESET}
        validate={resetPasswordValidator}
        submitLabel={t('password.resetSubmit')}
      >
        <NewPasswordFields autoFocus />
      </PublicForm>
      <Link href={signInHref} alignSelf="start" variant="underline">
        {t('password.backToSignIn')}
      </Link>
    </SignInFrame>
  )
}
