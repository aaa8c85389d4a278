/**
 * /termsadmin and /termsadmin/create (a modal route over the list). Placeholder until the
 * terms-admin screens land (issue 17); the area's navigation and access already apply.
 */
import { UpcomingArea } from './UpcomingArea'

export function TermsAdminRoute(_props: { creating?: boolean }) {
  return <UpcomingArea titleKey="nav.termsAdmin" />
}
