/** Test types (ADMIN-7.2). */
import { publishing, savedKind } from '../changes'
import { del, get, save } from '../http'
import { required } from '../errors'
import type { BodyOf, ListResponse, QueryOf, TestType } from '../types'

export type TestTypeQuery = QueryOf<'listTestTypes'>

/** Substances are sent by id; the server joins their names. */
export type TestTypeCommand = BodyOf<'createTestType'> & { id?: number }

export const listTestTypes = (query: TestTypeQuery = {}) =>
  get<ListResponse<TestType>>('/v2/TestTypes', { ...query })

export const getTestType = async (id: number) =>
  get<TestType>(`/v2/TestTypes/${required(id, 'id', 'getTestType')}`)

export const deleteTestType = async (id: number) =>
  publishing(del(`/v2/TestTypes/${required(id, 'id', 'deleteTestType')}`), () => ({
    resource: 'testTypes',
    id,
    kind: 'deleted',
  }))

export const saveTestType = (command: TestTypeCommand) =>
  publishing(save<TestType, TestTypeCommand>('/v2/TestTypes', command), (testType) => ({
    resource: 'testTypes',
    id: testType.id,
    kind: savedKind(command),
  }))
