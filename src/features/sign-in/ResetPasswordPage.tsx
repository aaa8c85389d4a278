/**
 * /reset-password?token=… (a public page, core.md §7): the page a reset mail's link opens. A new
 * password and its confirmation (the form's rules first; the server then also checks it against
 * the account's username), POST /v2/Users/password/reset/redeem. A link that is unknown, used or
 * expired says which, with the way to ask for a new one; done, it leads to signing in.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Formik } from 'formik'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { Alert, Button, Link, Stack } from '@chakra-ui/react'
import { redeemPasswordReset } from '@/api/endpoints/current-user'
import { PASSWORD_MAX_LENGTH } from '@/domain/validation/password'
import { publicFormMachine } from '@/machines/public-form.machine'
import { ServerFieldErrorsProvider } from '@/ui/form/field-errors'
import { TextField } from '@/ui/form/fields'
import {
  EMPTY_RESET,
  linkProblem,
  redemption,
  resetPasswordValidator,
  type ResetPasswordValues,
} from './password-forms'
import { SignInFrame } from './SignInFrame'

export interface ResetPasswordPageProps {
  /** The link's token (null: the address has none). */
  token: string | null
  signInHref: string
  /** The forgot-password page, to ask for a new link. */
  forgotHref: string
}

export function ResetPasswordPage({ token, signInHref, forgotHref }: ResetPasswordPageProps) {
  const { t } = useTranslation()
  const [machine] = useState(() =>
    publicFormMachine.provide({
      actors: {
        send: fromPromise(({ input }) =>
          redeemPasswordReset(redemption(token ?? '', input.values as ResetPasswordValues)),
        ),
      },
    }),
  )
  const actor = useActorRef(machine)
  const sending = useSelector(actor, (snapshot) => snapshot.hasTag('sending'))
  const sent = useSelector(actor, (snapshot) => snapshot.hasTag('sent'))
  const refused = useSelector(actor, (snapshot) => snapshot.hasTag('refused'))
  const { fieldErrors, submitted, errorMessage } = useSelector(
    actor,
    (snapshot) => snapshot.context,
  )
  // A link without a token is as good as an unknown one.
  const problem = token ? linkProblem(fieldErrors) : 'password.tokenUnknown'

  if (sent) {
    return (
      <SignInFrame title={t('password.resetTitle')} intro={t('password.resetDone')} problem={null}>
        <Button asChild colorPalette="brand" alignSelf="start">
          <a href={signInHref}>{t('password.signIn')}</a>
        </Button>
      </SignInFrame>
    )
  }
  if (problem) {
    return (
      <SignInFrame title={t('password.resetTitle')} intro={t('password.resetIntro')} problem={null}>
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t(problem)}</Alert.Title>
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
      problem={refused && fieldErrors.length === 0 ? errorMessage : null}
    >
      <Formik<ResetPasswordValues>
        initialValues={EMPTY_RESET}
        validate={resetPasswordValidator}
        onSubmit={(values) => actor.send({ type: 'form.submit', values })}
      >
        {(form) => (
          <ServerFieldErrorsProvider errors={fieldErrors} submitted={submitted}>
            <form onSubmit={form.handleSubmit} noValidate>
              <Stack gap="4">
                <TextField
                  name="newPassword"
                  label={t('password.new')}
                  type="password"
                  autoComplete="new-password"
                  required
                  autoFocus
                  helperText={t('password.rule')}
                  maxLength={PASSWORD_MAX_LENGTH}
                />
                <TextField
                  name="confirmation"
                  label={t('password.confirmation')}
                  type="password"
                  autoComplete="new-password"
                  required
                  maxLength={PASSWORD_MAX_LENGTH}
                />
                <Button type="submit" colorPalette="brand" alignSelf="start" loading={sending}>
                  {t('password.resetSubmit')}
                </Button>
              </Stack>
            </form>
          </ServerFieldErrorsProvider>
        )}
      </Formik>
      <Link href={signInHref} alignSelf="start" variant="underline">
        {t('password.backToSignIn')}
      </Link>
    </SignInFrame>
  )
}
