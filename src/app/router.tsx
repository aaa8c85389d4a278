/**
 * The routes of the portal (CORE-2.1, CORE-2.7, CORE-2.11, CORE-2.13, ADMIN-2.2 to ADMIN-2.15),
 * made from the areas' manifests (src/app/areas.ts). Paths match exactly: anything not listed is
 * the not-found result. Each page is refused with the forbidden result unless the user may use its
 * area and, where the page names one, its own rule (a create variant needs the write permission).
 * An area whose home is deeper than its bare path (a tabbed area) leads from the bare path to the
 * first tab the user may read.
 */
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom'
import { paths } from '@/domain/paths'
import { AREAS } from './areas'
import { SignedInSession } from './session/SignedInSession'
import { AreaHomeRedirect, AreaRoute } from './shell/AreaRoute'
import { NotFoundRoute } from './shell/NotFoundRoute'
import { ShellLayout } from './shell/ShellLayout'

export function appRoutes(): RouteObject[] {
  return [
    {
      path: paths.root(),
      element: (
        <SignedInSession>
          <ShellLayout />
        </SignedInSession>
      ),
      children: [
        { index: true, element: <Navigate to={paths.dashboard()} replace /> },
        ...AREAS.filter((area) => area.href !== `/${area.segment}`).map((area) => ({
          path: `/${area.segment}`,
          element: <AreaHomeRedirect area={area} />,
        })),
        ...AREAS.flatMap((area) =>
          area.pages.map((page) => ({
            path: page.path,
            children: page.children,
            element: (
              <AreaRoute area={area} access={page.access}>
                {page.element}
              </AreaRoute>
            ),
          })),
        ),
        { path: '*', element: <NotFoundRoute />, handle: { notFound: true } },
      ],
    },
  ]
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes())
}
