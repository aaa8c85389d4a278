/**
 * The terms administration's routes (ADMIN-2.11): /termsadmin, with /termsadmin/create as a
 * modal route over the list. Only terms writers use the area.
 */
import { FileText } from 'lucide-react'
import { paths } from '@/domain/paths'
import { PERMISSIONS as P } from '@/domain/permissions'
import type { AreaManifest } from '@/ui/routing/area'
import { lazyPage } from '@/ui/routing/lazy-page'
import { useSignedIn } from '@/ui/session/signed-in'

const TermsAdminPage = lazyPage(async () => (await import('./TermsAdminPage')).TermsAdminPage)

function TermsAdminScreen({ creating = false }: { creating?: boolean }) {
  const { permissions } = useSignedIn()
  return <TermsAdminPage creating={creating} permissions={permissions} />
}

export const termsAdminArea: AreaManifest = {
  id: 'termsAdmin',
  segment: 'termsadmin',
  href: paths.termsAdmin(),
  titleKey: 'nav.termsAdmin',
  access: { any: [P.TERMS_WRITE] },
  section: 'administration',
  icon: FileText,
  pages: [
    { path: paths.termsAdmin(), element: <TermsAdminScreen /> },
    { path: paths.termsAdminCreate(), element: <TermsAdminScreen creating /> },
  ],
}
