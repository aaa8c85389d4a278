/**
 * The signed-in user and their permissions, for the screens below the authenticated state. The
 * app provides them from its session; screens read them here and never see the session itself.
 */
import { createContext, useContext } from 'react'
import type { User } from '@/api/types'

export interface SignedIn {
  user: User
  permissions: string[]
}

export const SignedInContext = createContext<SignedIn | null>(null)

export function useSignedIn(): SignedIn {
  const signedIn = useContext(SignedInContext)
  if (!signedIn) throw new Error('useSignedIn() is used outside the signed-in part of the app.')
  return signedIn
}
