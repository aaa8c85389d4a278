/**
 * Owns the saved-views actor of the signed-in user for a list screen and its view editor
 * (contract in saved-views-contract.ts). Provides the machine's API actors, its toasts
 * (views.userViewsSuccess, views.userViewsSuccessUpdate, views.userViewsError) and its
 * navigation: a saved view opens in the list (`?viewId=`), a deletion returns to Default.
 */
import { createContext, useCallback, useContext, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router-dom'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { SavedView } from '@/api/types'
import { viewsOfList, type ViewList } from '@/domain/view-lists'
import { savedViewsMachine } from '@/machines/saved-views.machine'
import { notify } from '@/ui/toaster'
import { savedViewsActors } from './saved-views-actors'
import type {
  SavedViewsProviderProps,
  SavedViewsState,
  SavedViewsStatus,
} from './saved-views-contract'
import { findView, viewListHref } from './view-links'
import { useProvidedActor } from '@/ui/machines/use-provided-actor'

export type SavedViewsActor = ActorRefFrom<typeof savedViewsMachine>

interface SavedViewsContextValue {
  actor: SavedViewsActor
  listPath: string
  list: ViewList
}

const SavedViewsContext = createContext<SavedViewsContextValue | null>(null)

/** A new user is a new list of views: the actor starts over. */
export function SavedViewsProvider(props: SavedViewsProviderProps) {
  return <SavedViewsActorProvider key={props.userId} {...props} />
}

function SavedViewsActorProvider({ userId, listPath, list, children }: SavedViewsProviderProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { search } = useLocation()
  const actor = useProvidedActor(
    savedViewsMachine.provide({
      actors: savedViewsActors,
      actions: {
        notifyCreated: (_, { rebased }) =>
          void notify.success(
            t('views.userViewsSuccess'),
            rebased ? t('views.rebased') : undefined,
          ),
        notifyUpdated: (_, { rebased }) =>
          void notify.success(
            t('views.userViewsSuccessUpdate'),
            rebased ? t('views.rebased') : undefined,
          ),
        notifyFailed: (_, { message, stale }) =>
          void notify.error(
            t('views.userViewsError'),
            stale ? t('views.changedElsewhere') : message,
          ),
        showView: (_, params) => void navigate(viewListHref(listPath, search, params.id)),
        goToDefault: () => void navigate(viewListHref(listPath, search, null)),
      },
    }),
    { input: { userId } },
  )
  return (
    <SavedViewsContext.Provider value={{ actor, listPath, list }}>
      {children}
    </SavedViewsContext.Provider>
  )
}

/** The actor and list path, for the views bar and the editor. */
export function useSavedViewsContext(): SavedViewsContextValue {
  const value = useContext(SavedViewsContext)
  if (!value) throw new Error('useSavedViews needs a SavedViewsProvider above it')
  return value
}

const STATUSES: SavedViewsStatus[] = ['loading', 'saving', 'confirmingDelete', 'deleted']

export function statusOf(snapshot: SnapshotFrom<typeof savedViewsMachine>): SavedViewsStatus {
  return STATUSES.find((status) => snapshot.hasTag(status)) ?? 'ready'
}

/** The views of the provider's list (a stable array while the list is unchanged). */
export function useListViews(select: (snapshot: SnapshotFrom<SavedViewsActor>) => SavedView[]) {
  const { actor, list } = useSavedViewsContext()
  const all = useSelector(actor, select)
  return useMemo(() => viewsOfList(all, list), [all, list])
}

export function useSavedViews(): SavedViewsState {
  const { actor } = useSavedViewsContext()
  const views = useListViews((snapshot) => snapshot.context.views)
  const status = useSelector(actor, statusOf)
  const loadFailed = useSelector(actor, (snapshot) => snapshot.context.loadFailed)
  const activeView = useCallback(
    (viewId: string | number | null | undefined) => findView(views, viewId),
    [views],
  )
  return { views, status, loadFailed, activeView }
}
