/** User feedback (admin.md §7 "Feedback"): sendFeedbackCommand. */
import { post } from '../http'
import type { FeedbackCommand } from '../types'

export const sendFeedback = (command: FeedbackCommand) => post('/v2/Feedback', command)
