/** Any path the router does not know (CORE-2.1). */
import { NotFoundResult } from '@/ui/results/NotFoundResult'
import { paths } from '@/domain/paths'

export function NotFoundRoute() {
  return <NotFoundResult homeHref={paths.dashboard()} headingLevel="h2" />
}
