/**
 * Feedback rules (ADMIN-5.13, ADMIN-9.6): a category (the command's `topic`) and the text are
 * required, the text at most 3000 characters; the type is one of error, improvement or question.
 * Shared by the feedback form and the fake API.
 */
import { mixed, number, object, type InferType } from 'yup'
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_TYPES,
  type FeedbackCategory,
  type FeedbackType,
} from '@/domain/enums'
import { TEXT_LIMITS } from './limits'
import { limitedText, requiredText } from './text'

/** The longest feedback text; the form's counter counts down from it. */
export const FEEDBACK_MAX_LENGTH = 3000

export const feedbackSchema = object({
  // The free-text fields are optional and may come as null.
  sender: limitedText(TEXT_LIMITS.name).nullable().default(''),
  userId: number().typeError('validation.number').integer('validation.integer').nullable(),
  topic: mixed<FeedbackCategory>()
    .oneOf([...FEEDBACK_CATEGORIES], 'validation.oneOf')
    .required('validation.required'),
  type: mixed<FeedbackType>()
    .oneOf([...FEEDBACK_TYPES], 'validation.oneOf')
    .required('validation.required'),
  feedback: requiredText(undefined, undefined, FEEDBACK_MAX_LENGTH),
  device: limitedText(TEXT_LIMITS.name).nullable().default(''),
  platform: mixed<'web'>().oneOf(['web'], 'validation.oneOf').default('web'),
  os: limitedText(TEXT_LIMITS.name).nullable().default(''),
  version: limitedText(TEXT_LIMITS.code).nullable().default(''),
})

export type FeedbackValues = InferType<typeof feedbackSchema>
