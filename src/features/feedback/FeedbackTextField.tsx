/**
 * The feedback text (ADMIN-5.13, ADMIN-9.5): a text area that grows with the text from 4 to 10
 * rows, then scrolls, and takes at most FEEDBACK_MAX_LENGTH characters (its maxLength: nobody types
 * past the limit, docs/decisions.md "Nothing lost, nothing unbounded"). The counter of characters
 * left is shown below it and describes it (aria-describedby, Chakra's helper text); a screen
 * reader hears it only when the text comes near the limit (`limitAnnouncement`). A paste that
 * does not fit is cut by the browser at the limit; the form then says how much was left out,
 * visibly and in a live region, so nothing is lost silently. What was cut is kept in Formik's
 * status until the next paste.
 */
import type { ClipboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useField, useFormikContext } from 'formik'
import { Field, HStack, Text, Textarea } from '@chakra-ui/react'
import { TriangleAlert } from 'lucide-react'
import { FEEDBACK_MAX_LENGTH } from '@/domain/validation/feedback'
import { blurUnlessToButton } from '@/ui/form/fields'
import { useFieldError } from '@/ui/form/field-errors'
import { formatNumber } from '@/ui/format'
import { charactersLeft, limitAnnouncement, pasteOverflow } from './feedback-form'

/** Formik's status of the feedback form: how many characters the last paste lost to the limit. */
export interface FeedbackFormStatus {
  cut: number
}

export function FeedbackTextField({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation()
  const [field] = useField<string>(name)
  const { status, setStatus } = useFormikContext()
  const error = useFieldError(name)
  const left = charactersLeft(field.value)
  const cut = (status as FeedbackFormStatus | undefined)?.cut ?? 0
  const max = formatNumber(FEEDBACK_MAX_LENGTH)
  const cutNote =
    cut > 0 ? t('feedback.pasteCut', { count: cut, formatted: formatNumber(cut), max }) : ''
  const announcement = limitAnnouncement(left)
  const nearLimit =
    announcement === null
      ? ''
      : announcement.kind === 'reached'
        ? t('feedback.limitReached', { max })
        : t('feedback.fewLeft', {
            count: announcement.atMost,
            formatted: formatNumber(announcement.atMost),
          })

  function notePaste(event: ClipboardEvent<HTMLTextAreaElement>) {
    const area = event.currentTarget
    const lost = pasteOverflow({
      value: area.value,
      selectionStart: area.selectionStart,
      selectionEnd: area.selectionEnd,
      pasted: event.clipboardData.getData('text/plain'),
    })
    setStatus({ cut: lost } satisfies FeedbackFormStatus)
  }

  return (
    <Field.Root invalid={error !== undefined} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Textarea
        {...field}
        onBlur={blurUnlessToButton(field.onBlur)}
        onPaste={notePaste}
        maxLength={FEEDBACK_MAX_LENGTH}
        autoresize
        rows={4}
        // Grows with the text from 4 rows up to 10, then scrolls (ADMIN-9.5).
        maxH="10lh"
      />
      <Field.HelperText>
        {t('feedback.charactersLeft', { count: left, formatted: formatNumber(left) })}
      </Field.HelperText>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
      <HStack aria-live="polite" fontSize="sm" align="start" gap="1.5">
        {cut > 0 && (
          <>
            <TriangleAlert
              aria-hidden
              size="1.1em"
              style={{ flexShrink: 0, marginTop: '0.15em' }}
            />
            <Text>{cutNote}</Text>
          </>
        )}
      </HStack>
      <Text srOnly aria-live="polite">
        {cut > 0 && left === 0 ? '' : nearLimit}
      </Text>
    </Field.Root>
  )
}
