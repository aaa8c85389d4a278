/** User feedback (ADMIN-7.9): sendFeedbackCommand. */
import { publishing } from '../changes'
import { post } from '../http'
import type { FeedbackCommand } from '../types'

export const sendFeedback = (command: FeedbackCommand) =>
  publishing(post('/v2/Feedback', command), () => ({
    resource: 'feedback',
    id: null,
    kind: 'created',
  }))
