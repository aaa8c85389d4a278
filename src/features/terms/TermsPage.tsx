/**
 * The terms screen (ADMIN-2.9, ADMIN-2.10, ADMIN-2.21, ADMIN-4.2): the latest or
 * a given terms version, its HTML sanitised, and the accept button. Users with terms:write see
 * no button. The app passes the session's user and permissions and hears about the saved user
 * (for the session) and the accepted version (for the terms gate).
 */
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useSelector } from '@xstate/react'
import { Link as RouterLink } from 'react-router-dom'
import { formatDateTime } from '@/ui/format'
import { Alert, Box, Button, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react'
import { Check } from 'lucide-react'
import type { User } from '@/api/types'
import { PERMISSIONS } from '@/domain/permissions'
import { termsPageMachine } from '@/machines/terms-page.machine'
import { SafeHtml } from '@/ui/SafeHtml'
import { termsPageActors } from './terms-actors'
import { useProvidedActor } from '@/ui/machines/use-provided-actor'

export interface TermsPageProps {
  /** The signed-in user (the session's). */
  user: User
  permissions: string[]
  /** The version of /terms/{itemId}, or null for /terms (the latest). */
  itemId: number | null
  /** The user as saved with the new acceptance: the app updates the session with it. */
  onUserChanged: (user: User) => void
  /** The version just accepted: the app sends `terms.accepted` to the terms gate. */
  onAccepted: (termsId: number) => void
  /** Where the latest version is shown (/terms): offered when a version does not exist. */
  latestPath: string
}

export function TermsPage({
  user,
  permissions,
  itemId,
  onUserChanged,
  onAccepted,
  latestPath,
}: TermsPageProps) {
  const { t } = useTranslation()
  const canAccept = !permissions.includes(PERMISSIONS.TERMS_WRITE)

  const actorRef = useProvidedActor(termsPageMachine.provide({ actors: termsPageActors }), {
    input: { itemId, user, canAccept },
  })

  useEffect(() => {
    const subscriptions = [
      actorRef.on('user.changed', (event) => onUserChanged(event.user)),
      actorRef.on('terms.accepted', (event) => onAccepted(event.termsId)),
    ]
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
  }, [actorRef, onUserChanged, onAccepted])

  // Another version on the same screen (/terms → /terms/2): load it.
  useEffect(() => {
    if (actorRef.getSnapshot().context.itemId !== itemId) {
      actorRef.send({ type: 'terms.show', itemId })
    }
  }, [actorRef, itemId])

  const terms = useSelector(actorRef, (snapshot) => snapshot.context.terms)
  const loading = useSelector(actorRef, (snapshot) => snapshot.hasTag('loading'))
  const failed = useSelector(actorRef, (snapshot) => snapshot.hasTag('failed'))
  const notFound = useSelector(actorRef, (snapshot) => snapshot.hasTag('notFound'))
  const accepting = useSelector(actorRef, (snapshot) => snapshot.hasTag('accepting'))
  const accepted = useSelector(actorRef, (snapshot) => snapshot.hasTag('accepted'))
  const acceptError = useSelector(actorRef, (snapshot) => snapshot.context.acceptError)

  return (
    <Stack gap="6" maxW="4xl" paddingY="8">
      <Heading
        // The shell's header holds the page's h1.
        as="h2"
        size="2xl"
      >
        {t('terms.title')}
      </Heading>

      {loading && (
        <Stack direction="row" align="center" gap="3" role="status">
          <Spinner size="sm" />
          <Text>{t('terms.loading')}</Text>
        </Stack>
      )}

      {failed && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('terms.loadError')}</Alert.Title>
          </Alert.Content>
          <Button
            size="sm"
            variant="outline"
            onClick={() => actorRef.send({ type: 'terms.retry' })}
          >
            {t('terms.retry')}
          </Button>
        </Alert.Root>
      )}

      {notFound && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('terms.notFound')}</Alert.Title>
            <Alert.Description>
              <Link asChild variant="underline">
                <RouterLink to={latestPath}>{t('terms.showLatest')}</RouterLink>
              </Link>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      {terms && !loading && (
        <>
          <Text color="fg.muted">
            {t('terms.version', { id: terms.id, date: formatDateTime(terms.created) })}
          </Text>
          <Box borderWidth="1px" borderRadius="md" padding="6" bg="bg.panel">
            <SafeHtml html={terms.termsText} />
          </Box>

          {acceptError !== null && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('terms.acceptError', { message: acceptError })}</Alert.Title>
                <Alert.Description>{t('terms.acceptErrorHint')}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}

          {canAccept && (
            <Box>
              {accepted ? (
                <Button disabled variant="subtle">
                  <Check aria-hidden />
                  {t('terms.alreadyAccepted')}
                </Button>
              ) : (
                <Button
                  colorPalette="brand"
                  loading={accepting}
                  loadingText={t('terms.accepting')}
                  onClick={() => actorRef.send({ type: 'terms.accept' })}
                >
                  {t('terms.accept')}
                </Button>
              )}
            </Box>
          )}
        </>
      )}
    </Stack>
  )
}
