/**
 * What both records screens are made of (test records, control records): the signed-in user's
 * saved views of the list (views bar, the active view, the editor at `/my-views`) and the dialog
 * the route opens over the list (a record's or group's details, its comment). Each list's screen
 * gives its own page, detail dialog and comment target.
 */
import type { ReactNode } from 'react'
import type { SavedView, User } from '@/api/types'
import { hasAny, USER_LIST_READERS } from '@/domain/permissions'
import type { ViewList } from '@/domain/view-lists'
import { CommentDialog, type CommentTarget } from '../CommentDialog'
import { WithActiveView } from '../views/ActiveView'
import { SavedViewsProvider } from '../views/SavedViewsProvider'
import { ViewEditor } from '../views/ViewEditor'
import { ViewsBar } from '../views/ViewsBar'
import { paths } from '@/domain/paths'

export type RecordsOverlay = 'detail' | 'comments' | 'views'

/** What a records route gives its screen. */
export interface RecordsScreenProps {
  user: User
  permissions: readonly string[]
  overlay?: RecordsOverlay
  /** The route's record or group id (null when it can name none). */
  itemId: number | null
  /** The list with its query string: where the dialogs return to. */
  listPath: string
}

export interface RecordsScreenParts {
  list: ViewList
  /** The detail dialog of the item `itemId`. */
  detail: (itemId: number, listPath: string) => ReactNode
  comment: CommentTarget
  /** The list page, showing `view` (null: Default), with the views bar and the route's dialog. */
  page: (view: SavedView | null, viewsBar: ReactNode, overlay: ReactNode) => ReactNode
}

export function RecordsScreenFrame({
  user,
  permissions,
  overlay,
  itemId,
  listPath,
  list,
  detail,
  comment,
  page,
}: RecordsScreenProps & RecordsScreenParts) {
  const dialog =
    overlay === 'detail' && itemId !== null ? (
      detail(itemId, listPath)
    ) : overlay === 'comments' && itemId !== null ? (
      <CommentDialog key={itemId} itemId={itemId} listPath={listPath} target={comment} />
    ) : overlay === 'views' ? (
      <ViewEditor canPickUsers={hasAny(permissions, USER_LIST_READERS)} />
    ) : null
  return (
    <SavedViewsProvider userId={user.id} listPath={paths[list]()} list={list}>
      <WithActiveView>{(view) => page(view, <ViewsBar />, dialog)}</WithActiveView>
    </SavedViewsProvider>
  )
}
