/**
 * /feedback and /feedback/{type} (a modal route over the screen). Placeholder until the feedback
 * screen lands (issue 17); the area's navigation and access already apply.
 */
import type { FeedbackType } from '@/domain/enums'
import { UpcomingArea } from './UpcomingArea'

export function FeedbackRoute(_props: { type?: FeedbackType }) {
  return <UpcomingArea titleKey="nav.feedback" />
}
