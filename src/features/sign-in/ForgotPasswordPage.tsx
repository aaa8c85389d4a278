/**
 * /forgot-password (a public page, CORE-7.5): a username or e-mail address, and a reset link
 * is mailed to the account it names. The answer is the same whether or not an account exists,
 * so the page cannot be used to find out who has one.
 */
import { useTranslation } from 'react-i18next'
import { Alert, Link } from '@chakra-ui/react'
import { requestPasswordReset } from '@/api/endpoints/current-user'
import { TEXT_LIMITS } from '@/domain/validation/limits'
import { TextField } from '@/ui/form/fields'
import { forgotPasswordValidator, resetRequest, type ForgotPasswordValues } from './password-forms'
import { PublicForm } from './PublicForm'
import { SignInFrame } from './SignInFrame'
import { usePublicForm } from './use-public-form'

export interface ForgotPasswordPageProps {
  /** Back to signing in. */
  signInHref: string
}

const START: ForgotPasswordValues = { login: '' }

export function ForgotPasswordPage({ signInHref }: ForgotPasswordPageProps) {
  const { t } = useTranslation()
  const form = usePublicForm((values: ForgotPasswordValues) =>
    requestPasswordReset(resetRequest(values)),
  )
  return (
    <SignInFrame
      title={t('password.forgotTitle')}
      intro={t('password.forgotIntro')}
      problem={form.problem}
    >
      {form.sent ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{t('password.linkSent')}</Alert.Title>
        </Alert.Root>
      ) : (
        <PublicForm
          form={form}
          initialValues={START}
          validate={forgotPasswordValidator}
          submitLabel={t('password.sendLink')}
        >
          <TextField
            name="login"
            label={t('password.login')}
            autoComplete="username"
            required
            autoFocus
            maxLength={TEXT_LIMITS.email}
          />
        </PublicForm>
      )}
      <Link href={signInHref} alignSelf="start" variant="underline">
        {t('password.backToSignIn')}
      </Link>
    </SignInFrame>
  )
}
