/**
 * The feedback form's values and the command they become (ADMIN-3.8 "Feedback payload", ADMIN-5.13
 * "Feedback", ADMIN-9.6): a category (the command's `topic`) and the text are required, the text at
 * most FEEDBACK_MAX_LENGTH characters. The rest of the payload is not typed: the sender (the
 * user's e-mail, else the username), the user's id, the type the route names, the browser's OS
 * and device, platform "web" and the portal's version.
 *
 * Also the counter's rules: how many characters are left, what a screen reader is told (only
 * near the limit, not at every keystroke), and how much of a paste did not fit.
 */
import type { FeedbackCommand, User } from '@/api/types'
import type { FeedbackCategory, FeedbackType } from '@/domain/enums'
import { FEEDBACK_MAX_LENGTH, feedbackSchema } from '@/domain/validation/feedback'
import { TEXT_LIMITS } from '@/domain/validation/limits'
import { schemaValidator } from '@/ui/form/schema-validator'
import type { BrowserEnvironment } from './browser-environment'

export interface FeedbackFormValues {
  /** The category; '' until chosen. */
  topic: FeedbackCategory | ''
  feedback: string
}

/** What the payload takes from outside the form. */
export interface FeedbackContext {
  type: FeedbackType
  user: Pick<User, 'id' | 'email' | 'username'>
  environment: BrowserEnvironment
  /** The portal's version (APP_VERSION). */
  version: string
}

export const EMPTY_FEEDBACK: FeedbackFormValues = { topic: '', feedback: '' }

/** The user's e-mail, else (none, or longer than the API takes) the username. */
export function feedbackSender(user: FeedbackContext['user']): string {
  const email = user.email?.trim() ?? ''
  return email !== '' && email.length <= TEXT_LIMITS.name ? email : user.username
}

export function feedbackCommand(
  values: FeedbackFormValues,
  { type, user, environment, version }: FeedbackContext,
): FeedbackCommand {
  return {
    sender: feedbackSender(user),
    userId: user.id,
    // An unchosen category is missing, so the schema says "required".
    topic: (values.topic === '' ? undefined : values.topic) as FeedbackCategory,
    type,
    // Surrounding blank lines are not part of the message; the schema refuses a blank one.
    feedback: values.feedback.trim() === '' ? values.feedback : values.feedback.trim(),
    device: environment.device,
    platform: 'web',
    os: environment.os,
    version,
  }
}

/** Only what the user typed gets an error: the rest of the payload is the portal's own. */
const FORM_FIELDS = new Set<string>(['topic', 'feedback'])

export const feedbackFieldOf = (field: string): string | null =>
  FORM_FIELDS.has(field) ? field : null

export const validateFeedback = (context: FeedbackContext) =>
  schemaValidator<FeedbackFormValues>({
    schema: feedbackSchema,
    toBody: (values) => feedbackCommand(values, context),
    fieldOf: feedbackFieldOf,
  })

/** Characters the text may still take (0 at the limit). */
export const charactersLeft = (text: string, max = FEEDBACK_MAX_LENGTH) =>
  Math.max(0, max - text.length)

/** The counts left at which a screen reader hears how close the limit is. */
export const ANNOUNCED_LEFT = [100, 50, 10] as const

/**
 * What the counter's live region says: nothing while there is room, then "N or fewer left" as
 * the text crosses 100, 50 and 10 characters left, and "the limit is reached" at 0. It changes
 * only at those steps, so typing is not read out character by character.
 */
export type LimitAnnouncement = { kind: 'few'; atMost: number } | { kind: 'reached' } | null

export function limitAnnouncement(left: number): LimitAnnouncement {
  if (left <= 0) return { kind: 'reached' }
  const step = [...ANNOUNCED_LEFT].reverse().find((count) => left <= count)
  return step === undefined ? null : { kind: 'few', atMost: step }
}

export interface PasteInto {
  /** The text area's value before the paste. */
  value: string
  selectionStart: number
  selectionEnd: number
  /** The clipboard's text. */
  pasted: string
  max?: number
}

/**
 * How many characters of a paste the text area's maxLength drops (0 when it all fits): the
 * pasted text replaces the selection, and its line breaks count as one character each, as the
 * text area stores them. The form says so: a long paste is cut at the limit, never silently.
 */
export function pasteOverflow({
  value,
  selectionStart,
  selectionEnd,
  pasted,
  max = FEEDBACK_MAX_LENGTH,
}: PasteInto): number {
  const kept = value.length - Math.abs(selectionEnd - selectionStart)
  const room = Math.max(0, max - kept)
  const length = pasted.replace(/\r\n?/g, '\n').length
  return Math.max(0, length - room)
}
