/** Substances a test type detects (ADMIN-7.3). */
import { publishing, savedKind } from '../changes'
import { del, get, save } from '../http'
import { required } from '../errors'
import type { BodyOf, ListResponse, QueryOf, Substance } from '../types'

export type SubstanceQuery = QueryOf<'listSubstances'>

export type SubstanceCommand = BodyOf<'createSubstance'> & { id?: number }

export const listSubstances = (query: SubstanceQuery = {}) =>
  get<ListResponse<Substance>>('/v2/Substances', { ...query })

export const getSubstance = async (id: number) =>
  get<Substance>(`/v2/Substances/${required(id, 'id', 'getSubstance')}`)

export const deleteSubstance = async (id: number) =>
  publishing(del(`/v2/Substances/${required(id, 'id', 'deleteSubstance')}`), () => ({
    resource: 'substances',
    id,
    kind: 'deleted',
  }))

export const saveSubstance = (command: SubstanceCommand) =>
  publishing(save<Substance, SubstanceCommand>('/v2/Substances', command), (substance) => ({
    resource: 'substances',
    id: substance.id,
    kind: savedKind(command),
  }))
