/** Reader verifications (ADMIN-7.10): lists by status, one verification, history. */
import type { VerificationStatus } from '@/domain/enums'
import type { components } from '../generated/openapi'
import { get, post } from '../http'
import { required } from '../errors'
import type {
  DeviceHealthRow,
  DeviceVerification,
  ListResponse,
  PreviousVerification,
  QueryOf,
} from '../types'

export type DeviceHealthQuery = QueryOf<'listDeviceHealthCompleted'>

/**
 * createVerificationCommand: the reader's measurements; the server judges them against the
 * limits (ADMIN-9.3) and fills in the pass flags. The reader type is needed only for a reader
 * the service has not seen before.
 */
export type VerificationCommand = components['schemas']['VerificationCommand']

export const listDeviceHealth = async (status: VerificationStatus, query: DeviceHealthQuery = {}) =>
  get<ListResponse<DeviceHealthRow>>(
    `/v2/DeviceHealth/${required(status, 'status', 'listDeviceHealth')}`,
    {
      ...query,
    },
  )

export const getDeviceVerification = async (id: number) =>
  get<DeviceVerification>(`/v2/DeviceHealth/${required(id, 'id', 'getDeviceVerification')}`)

/** The reader's earlier verifications; the history table has no paging. */
export const getDeviceVerificationHistory = async (id: number) =>
  get<PreviousVerification[]>(
    `/v2/DeviceHealth/${required(id, 'id', 'getDeviceVerificationHistory')}/history`,
  )

export const createVerification = (command: VerificationCommand) =>
  post<DeviceVerification>('/v2/DeviceHealth', command)
