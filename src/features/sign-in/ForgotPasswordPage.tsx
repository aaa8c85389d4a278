/**
 * /forgot-password (a public page, core.md §7): a username or e-mail address, and a reset link
 * is mailed to the account it names. The answer is the same whether or not an account exists,
 * so the page cannot be used to find out who has one.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Formik } from 'formik'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { Alert, Button, Link, Stack } from '@chakra-ui/react'
import { requestPasswordReset } from '@/api/endpoints/current-user'
import { TEXT_LIMITS } from '@/domain/validation/limits'
import { publicFormMachine } from '@/machines/public-form.machine'
import { ServerFieldErrorsProvider } from '@/ui/form/field-errors'
import { TextField } from '@/ui/form/fields'
import { forgotPasswordValidator, resetRequest, type ForgotPasswordValues } from './password-forms'
import { SignInFrame } from './SignInFrame'

export interface ForgotPasswordPageProps {
  /** Back to signing in. */
  signInHref: string
}

const START: ForgotPasswordValues = { login: '' }

export function ForgotPasswordPage({ signInHref }: ForgotPasswordPageProps) {
  const { t } = useTranslation()
  const [machine] = useState(() =>
    publicFormMachine.provide({
      actors: {
        send: fromPromise(({ input }) =>
          requestPasswordReset(resetRequest(input.values as ForgotPasswordValues)),
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

  return (
    <SignInFrame
      title={t('password.forgotTitle')}
      intro={t('password.forgotIntro')}
      problem={refused && fieldErrors.length === 0 ? errorMessage : null}
    >
      {sent ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{t('password.linkSent')}</Alert.Title>
        </Alert.Root>
      ) : (
        <Formik<ForgotPasswordValues>
          initialValues={START}
          validate={forgotPasswordValidator}
          onSubmit={(values) => actor.send({ type: 'form.submit', values })}
        >
          {(form) => (
            <ServerFieldErrorsProvider errors={fieldErrors} submitted={submitted}>
              <form onSubmit={form.handleSubmit} noValidate>
                <Stack gap="4">
                  <TextField
                    name="login"
                    label={t('password.login')}
                    autoComplete="username"
                    required
                    autoFocus
                    maxLength={TEXT_LIMITS.email}
                  />
                  <Button type="submit" colorPalette="brand" alignSelf="start" loading={sending}>
                    {t('password.sendLink')}
                  </Button>
                </Stack>
              </form>
            </ServerFieldErrorsProvider>
          )}
        </Formik>
      )}
      <Link href={signInHref} alignSelf="start" variant="underline">
        {t('password.backToSignIn')}
      </Link>
    </SignInFrame>
  )
}
