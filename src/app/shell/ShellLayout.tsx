/**
 * The signed-in frame around every page: navigation of the permitted areas, the header with the
 * page title, language and user menus, the terms gate, the guided tour, and an error boundary
 * around the page. Titles (navigation, page, browser) come from the area's translation key.
 */
import { useEffect, useMemo, useRef, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation, useMatches } from 'react-router-dom'
import { PRODUCT_LANGUAGES } from '@/domain/languages'
import { displayName } from '@/domain/users'
import { ErrorBoundary } from '@/ui/ErrorBoundary'
import { AppShell } from '@/ui/shell/AppShell'
import { LanguageMenu } from '@/ui/shell/LanguageMenu'
import { PermittedAreasContext } from '@/ui/routing/permitted-areas'
import type { NavSection } from '@/ui/shell/SideNav'
import { UserMenu } from '@/ui/shell/UserMenu'
import { APP_VERSION } from '@/domain/app-version'
import { chooseLanguage } from '../i18n'
import { areaOfSegment, permittedAreas } from '../navigation'
import { firstSegment, paths } from '@/domain/paths'
import { useSignedIn } from '@/ui/session/signed-in'
import { SessionContext } from '../session/session-context'
import { TermsGate, TermsGateProvider, useTermsGateClear } from './TermsGate'
import { Tour, type TourHandle } from './Tour'

/** The feedback entry is what the guided tour points at. */
const TOUR_TARGETS: Partial<Record<string, string>> = { feedback: 'feedback-menu-item' }

export function ShellLayout() {
  const { t, i18n } = useTranslation()
  const { pathname } = useLocation()
  const matches = useMatches()
  const { user, permissions } = useSignedIn()
  const session = SessionContext.useActorRef()

  const areas = useMemo(() => permittedAreas(permissions), [permissions])
  const sections: NavSection[] = (['results', 'administration'] as const).map((section) => ({
    id: section,
    label: t(`shell.sections.${section}`),
    items: areas
      .filter((area) => area.section === section)
      .map((area) => ({
        id: area.id,
        href: area.href,
        label: t(area.titleKey),
        icon: area.icon,
        dataTour: TOUR_TARGETS[area.id],
      })),
  }))

  const notFound = matches.some(
    (match) => (match.handle as { notFound?: boolean } | undefined)?.notFound,
  )
  const area = notFound ? undefined : areaOfSegment(firstSegment(pathname))
  const pageTitle = area ? t(area.titleKey) : t('clientErrors.notFoundTitle')

  useEffect(() => {
    document.title = `${pageTitle} · ${t('app.name')}`
  }, [pageTitle, t])

  const signOut = () => session.send({ type: 'session.signOut' })
  const tour = useRef<TourHandle>(null)

  return (
    <TermsGateProvider>
      <AppShell
        navSections={sections.filter((section) => section.items.length > 0)}
        selectedItemId={area?.section ? area.id : null}
        pageTitle={pageTitle}
        version={APP_VERSION}
        homeHref={paths.dashboard()}
        headerActions={
          <>
            <LanguageMenu
              languages={PRODUCT_LANGUAGES}
              current={i18n.language}
              onChoose={(code) => void chooseLanguage(code)}
            />
            <UserMenu
              displayName={displayName(user)}
              loginId={user.username}
              customerName={user.customer?.name ?? null}
              termsHref={paths.terms()}
              passwordHref={paths.accountPassword()}
              onSignOut={signOut}
              onRestartTour={() => tour.current?.restart()}
            />
          </>
        }
      >
        <ErrorBoundary resetKeys={[pathname]}>
          <PermittedAreasContext.Provider value={areas}>
            <Outlet />
          </PermittedAreasContext.Provider>
        </ErrorBoundary>
        <TermsGate />
        <TourWhenClear tourRef={tour} />
      </AppShell>
    </TermsGateProvider>
  )
}

/**
 * The tour waits until the terms gate lets the user in: one modal at a time. (While the gate is
 * up, its modal keeps the user menu out of reach, so no restart is lost.)
 */
function TourWhenClear({ tourRef }: { tourRef: RefObject<TourHandle | null> }) {
  return useTermsGateClear() ? <Tour ref={tourRef} /> : null
}
