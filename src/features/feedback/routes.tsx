/**
 * The feedback routes (ADMIN-2.12): /feedback, and /feedback/{type} as a modal route over it.
 * Every signed-in user with the dashboard may send feedback; each carries the portal's version.
 */
import { MessageSquare } from 'lucide-react'
import { APP_VERSION } from '@/domain/app-version'
import { FEEDBACK_TYPES, type FeedbackType } from '@/domain/enums'
import { paths } from '@/domain/paths'
import { PERMISSIONS as P } from '@/domain/permissions'
import type { AreaManifest } from '@/ui/routing/area'
import { lazyPage } from '@/ui/routing/lazy-page'
import { useSignedIn } from '@/ui/session/signed-in'

const FeedbackPage = lazyPage(async () => (await import('./FeedbackPage')).FeedbackPage)

function FeedbackScreen({ type }: { type?: FeedbackType }) {
  const { user } = useSignedIn()
  return <FeedbackPage type={type} user={user} version={APP_VERSION} />
}

export const feedbackArea: AreaManifest = {
  id: 'feedback',
  segment: 'feedback',
  href: paths.feedback(),
  titleKey: 'nav.feedback',
  access: { any: [P.DASHBOARD] },
  section: 'administration',
  icon: MessageSquare,
  pages: [
    { path: paths.feedback(), element: <FeedbackScreen /> },
    ...FEEDBACK_TYPES.map((type) => ({
      path: paths.feedbackType(type),
      element: <FeedbackScreen type={type} />,
    })),
  ],
}
