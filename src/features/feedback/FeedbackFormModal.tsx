/**
 * /feedback/{error|improvement|question} (ADMIN-2.12, ADMIN-5.13): the feedback of one type in a
 * modal route over the feedback screen, sent with POST /v2/Feedback. A category and the text are
 * required (the shared schema); the rest of the payload is the portal's (feedback-form.ts). Sent:
 * a thank-you toast and the modal closes. Refused: feedback.feedbackErrorMessage, and the form
 * stays as typed. Closing a touched form asks first (the administration form's modal route).
 */
import { useTranslation } from 'react-i18next'
import { Stack } from '@chakra-ui/react'
import { sendFeedback } from '@/api/endpoints/feedback'
import { FEEDBACK_CATEGORIES, type FeedbackType } from '@/domain/enums'
import { AdminFormModal } from '@/ui/admin/AdminFormModal'
import { SelectField } from '@/ui/form/fields'
import { notify } from '@/ui/toaster'
import { currentBrowser } from './browser-environment'
import {
  EMPTY_FEEDBACK,
  feedbackCommand,
  feedbackFieldOf,
  validateFeedback,
  type FeedbackContext,
  type FeedbackFormValues,
} from './feedback-form'
import { FeedbackTextField } from './FeedbackTextField'

export interface FeedbackFormModalProps {
  type: FeedbackType
  user: FeedbackContext['user']
  /** The portal's version, sent with the feedback. */
  version: string
  /** The feedback screen under the modal. */
  screenPath: string
}

/** Nothing to load: the form starts empty. */
const startEmpty = () => Promise.resolve(null)

export function FeedbackFormModal({ type, user, version, screenPath }: FeedbackFormModalProps) {
  const { t } = useTranslation()
  const context: FeedbackContext = { type, user, version, environment: currentBrowser() }
  return (
    <AdminFormModal<null, FeedbackFormValues, unknown>
      title={t(`feedback.types.${type}.title`)}
      listPath={screenPath}
      itemId={null}
      load={startEmpty}
      save={(values) => sendFeedback(feedbackCommand(values, context))}
      initialValues={() => EMPTY_FEEDBACK}
      validate={validateFeedback(context)}
      fieldOf={feedbackFieldOf}
      submitLabel={t('feedback.send')}
      onSaved={() => notify.success(t('feedback.sentSuccess'))}
      onRejected={(message) => notify.error(t('feedback.feedbackErrorMessage'), message)}
    >
      {() => (
        <Stack gap="4">
          <SelectField
            name="topic"
            label={t('feedback.category')}
            required
            placeholder={t('feedback.chooseCategory')}
            options={FEEDBACK_CATEGORIES.map((category) => ({
              value: category,
              label: t(`feedback.categories.${category}`),
            }))}
          />
          <FeedbackTextField name="feedback" label={t('feedback.text')} />
        </Stack>
      )}
    </AdminFormModal>
  )
}
