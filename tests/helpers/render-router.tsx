/**
 * Renders a memory router as the portal does: inside the design system, with the toaster beside
 * it (so toasts a screen raises can be read). Returns the router, for its location and navigate.
 */
import { render } from '@testing-library/react'
import { RouterProvider, type createMemoryRouter } from 'react-router-dom'
import { ChakraProvider } from '@chakra-ui/react'
import { system } from '@/ui/theme'
import { AppToaster } from '@/ui/toaster'

export function renderRouter<Router extends ReturnType<typeof createMemoryRouter>>(
  router: Router,
): Router {
  render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
      <AppToaster />
    </ChakraProvider>,
  )
  return router
}
