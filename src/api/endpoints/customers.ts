/** Customers (ADMIN-7.4, CORE-7.17). */
import type { CustomerType } from '@/domain/enums'
import type { components } from '../generated/openapi'
import { publishing, savedKind } from '../changes'
import { del, get, post, save } from '../http'
import { required } from '../errors'
import type { BodyOf, Customer, ListResponse, QueryOf } from '../types'

export type CustomerQuery = QueryOf<'listCustomers'>

/** A save with an id updates (PATCH), without one creates (POST). */
export type CustomerCommand = BodyOf<'createCustomer'> & { id?: number }

/** The unpaged list promises only what a picker needs. */
export type CustomerListItem = components['schemas']['CustomerListItem']

export const listCustomers = (query: CustomerQuery = {}) =>
  get<ListResponse<Customer>>('/v2/Customer', { ...query })

export const listAllCustomers = () => get<CustomerListItem[]>('/v2/Customer/list')

export const saveCustomer = (command: CustomerCommand) =>
  publishing(save<Customer, CustomerCommand>('/v2/Customer', command), (customer) => ({
    resource: 'customers',
    id: customer.id,
    kind: savedKind(command),
  }))

export const getCustomer = async (id: number) =>
  get<Customer>(`/v2/Customer/${required(id, 'id', 'getCustomer')}`)

export const deleteCustomer = async (id: number) =>
  publishing(del(`/v2/Customer/${required(id, 'id', 'deleteCustomer')}`), () => ({
    resource: 'customers',
    id,
    kind: 'deleted',
  }))

/** Switches the customer between Free and Premium. */
export const changeCustomerType = async (id: number, type: CustomerType) =>
  publishing(
    post<Customer>(`/v2/Customer/${required(id, 'id', 'changeCustomerType')}/type`, { type }),
    () => ({ resource: 'customers', id, kind: 'updated' }),
  )
