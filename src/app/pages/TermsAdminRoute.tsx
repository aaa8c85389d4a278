/**
 * /termsadmin and /termsadmin/create (a modal route over the list): the terms admin screen with
 * the session's permissions and this area's paths. Both render the same element, so the list is
 * kept under the modal.
 */
import { lazy, Suspense } from 'react'
import type { TermsAdminPaths } from '@/features/terms-admin/TermsAdminPage'
import { FullScreenSpinner } from '@/ui/FullScreenSpinner'
import { paths } from '../paths'
import { useSignedIn } from '../session/session-context'

const TermsAdminPage = lazy(async () => ({
  default: (await import('@/features/terms-admin/TermsAdminPage')).TermsAdminPage,
}))

const TERMS_ADMIN_PATHS: TermsAdminPaths = {
  list: () => paths.termsAdmin(),
  create: () => paths.termsAdminCreate(),
  version: (itemId) => paths.terms(itemId),
}

export function TermsAdminRoute({ creating = false }: { creating?: boolean }) {
  const { permissions } = useSignedIn()
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <TermsAdminPage creating={creating} permissions={permissions} paths={TERMS_ADMIN_PATHS} />
    </Suspense>
  )
}
