// The design's floor in `npm run bench:load`: what the packages the design fixes cost before an
// app adds anything of its own. Beside the bare floors (main.tsx, plain.tsx) it renders its one
// answer through the same stack the portal starts with: i18next and react-i18next, Chakra UI v3
// (its default system: the least a Chakra app evaluates) and a react-router data router. The
// answer is a Chakra navigation landmark with one link, as the portal's shell is.
import { Box, ChakraProvider, defaultSystem, Link } from '@chakra-ui/react'
import i18next from 'i18next'
import { createRoot } from 'react-dom/client'
import { initReactI18next, useTranslation } from 'react-i18next'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'

function Shell({ message }: { message: string }) {
  const { t } = useTranslation()
  return (
    <Box as="nav" aria-label={t('navigation')} padding="4" bg="bg.muted">
      <Link id="ready" href="/" aria-current="page" color="fg">
        {message}
      </Link>
    </Box>
  )
}

/** Renders `answer` (awaited while the packages start) through the design's stack. */
export async function renderThroughTheDesign(answer: Promise<{ message: string }>) {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: { navigation: 'Main navigation' } } },
  })
  const { message } = await answer
  const router = createBrowserRouter([{ path: '*', element: <Shell message={message} /> }])
  createRoot(document.getElementById('root')!).render(
    <ChakraProvider value={defaultSystem}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  )
}
