/**
 * The areas the signed-in user may use, in navigation order, each leading to where this user
 * may go. The shell computes them once and provides them, so a screen that links to areas (the
 * dashboard's link grid) needs no list of its own.
 */
import { createContext, useContext } from 'react'
import type { Area } from './area'

export const PermittedAreasContext = createContext<readonly Area[]>([])

export function usePermittedAreas(): readonly Area[] {
  return useContext(PermittedAreasContext)
}
