/** Substances a test type detects (admin.md §7 "Substances"). */
import { del, get, required, save } from '../http'
import type { ListResponse, PageQuery, Substance } from '../types'

export type SubstanceQuery = PageQuery

export type SubstanceCommand = Pick<Substance, 'name' | 'revision'> & { id?: number }

export const listSubstances = (query: SubstanceQuery = {}) =>
  get<ListResponse<Substance>>('/v2/Substances', { ...query })

export const getSubstance = async (id: number) =>
  get<Substance>(`/v2/Substances/${required(id, 'id', 'getSubstance')}`)

export const deleteSubstance = async (id: number) =>
  del(`/v2/Substances/${required(id, 'id', 'deleteSubstance')}`)

export const saveSubstance = (command: SubstanceCommand) =>
  save<Substance, SubstanceCommand>('/v2/Substances', command)
