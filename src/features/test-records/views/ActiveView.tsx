/**
 * The saved view a list shows (`?viewId=`), for the list under it: null for the Default view.
 * A view this browser has not kept yet waits for the views to load, rather than showing the
 * Default view's list first and then another.
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { Center, Spinner } from '@chakra-ui/react'
import type { SavedView } from '@/api/types'
import { useSavedViews } from './SavedViewsProvider'

export function WithActiveView({ children }: { children: (view: SavedView | null) => ReactNode }) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const { activeView, status } = useSavedViews()
  const viewId = params.get('viewId')
  const view = activeView(viewId)
  if (viewId && !view && status === 'loading') {
    return (
      <Center paddingY="16">
        <Spinner size="lg" aria-label={t('views.loading')} />
      </Center>
    )
  }
  return children(view)
}
