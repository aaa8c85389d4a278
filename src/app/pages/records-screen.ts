/**
 * What a records route gives its screen: the signed-in user and permissions, the dialog the
 * route opens over the list, the id in the route, and the list's address to return to.
 */
import type { User } from '@/api/types'

export type RecordsOverlay = 'detail' | 'comments' | 'views'

export interface RecordsScreenProps {
  user: User
  permissions: readonly string[]
  overlay?: RecordsOverlay
  /** The route's record or group id (null when it can name none). */
  itemId: number | null
  listPath: string
}
