/**
 * /feedback (ADMIN-2.12, ADMIN-2.22): the three kinds of feedback (error, improvement, question)
 * as cards, each a link with its title and a line saying what it is for, to
 * /feedback/{type}, which opens that kind's form in a modal route over this screen. The screen
 * stays under the modal, so closing it returns here with the focus on the card.
 */
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import {
  Box,
  Card,
  Heading,
  HStack,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react'
import { Bug, CircleHelp, Lightbulb, type LucideIcon } from 'lucide-react'
import { FEEDBACK_TYPES, type FeedbackType } from '@/domain/enums'
import { FeedbackFormModal, type FeedbackFormModalProps } from './FeedbackFormModal'
import { paths } from '@/domain/paths'

export interface FeedbackPageProps {
  /** The type whose form is open over the screen, if any. */
  type?: FeedbackType
  user: FeedbackFormModalProps['user']
  /** The portal's version, sent with the feedback. */
  version: string
}

const ICONS: Record<FeedbackType, LucideIcon> = {
  error: Bug,
  improvement: Lightbulb,
  question: CircleHelp,
}

export function FeedbackPage({ type, user, version }: FeedbackPageProps) {
  const { t } = useTranslation()
  const introId = useId()
  return (
    <Stack gap="5" paddingTop="4">
      <Text id={introId} maxW="prose">
        {t('feedback.intro')}
      </Text>
      <SimpleGrid
        as="ul"
        aria-labelledby={introId}
        listStyleType="none"
        minChildWidth="16rem"
        gap="4"
      >
        {FEEDBACK_TYPES.map((kind) => (
          <Box as="li" key={kind} display="flex">
            <FeedbackTypeCard type={kind} href={paths.feedbackType(kind)} />
          </Box>
        ))}
      </SimpleGrid>
      {type && (
        <FeedbackFormModal
          key={type}
          type={type}
          user={user}
          version={version}
          screenPath={paths.feedback()}
        />
      )}
    </Stack>
  )
}

function FeedbackTypeCard({ type, href }: { type: FeedbackType; href: string }) {
  const { t } = useTranslation()
  const descriptionId = useId()
  const Icon = ICONS[type]
  return (
    <LinkBox width="full">
      <Card.Root height="full" _hover={{ borderColor: 'colorPalette.solid' }} colorPalette="brand">
        <Card.Body gap="2">
          <HStack gap="3" align="center">
            <Box color="colorPalette.fg" flexShrink="0">
              <Icon aria-hidden size="1.5em" />
            </Box>
            <Heading as="h2" size="md">
              <LinkOverlay asChild>
                <RouterLink to={href} aria-describedby={descriptionId}>
                  {t(`feedback.types.${type}.title`)}
                </RouterLink>
              </LinkOverlay>
            </Heading>
          </HStack>
          <Text id={descriptionId} color="fg.muted">
            {t(`feedback.types.${type}.description`)}
          </Text>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  )
}
