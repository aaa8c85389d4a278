/** Any path the router does not know (core.md §2). */
import { NotFoundResult } from '@/ui/results/NotFoundResult'
import { paths } from '@/domain/paths'

export function NotFoundRoute() {
  return <NotFoundResult homeHref={paths.dashboard()} headingLevel="h2" />
}
