import { afterEach, describe, expect, it, vi } from 'vitest'
import { onChange, publishChange, publishing, type Change } from './changes'

const stops: Array<() => void> = []
const listen = (...args: Parameters<typeof onChange>) => {
  stops.push(onChange(...args))
}
afterEach(() => stops.splice(0).forEach((stop) => stop()))

describe('the change bus', () => {
  it('tells the listeners of a resource, and those of every resource', () => {
    const sites = vi.fn()
    const customers = vi.fn()
    const all = vi.fn()
    listen(['sites'], sites)
    listen(['customers'], customers)
    listen(null, all)
    const change: Change = { resource: 'sites', id: 4, kind: 'created', customerId: 1 }
    publishChange(change)
    expect(sites).toHaveBeenCalledWith(change)
    expect(all).toHaveBeenCalledWith(change)
    expect(customers).not.toHaveBeenCalled()
  })

  it('stops telling a listener that stopped', () => {
    const listener = vi.fn()
    const stop = onChange(['users'], listener)
    stop()
    publishChange({ resource: 'users', id: 1, kind: 'deleted' })
    expect(listener).not.toHaveBeenCalled()
  })

  it('tells the others when one listener throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const after = vi.fn()
    listen(['terms'], () => {
      throw new Error('broken screen')
    })
    listen(['terms'], after)
    publishChange({ resource: 'terms', id: 2, kind: 'updated' })
    expect(after).toHaveBeenCalledTimes(1)
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })

  it('publishes a write once it succeeded, from its answer', async () => {
    const listener = vi.fn()
    listen(['customers'], listener)
    const saved = await publishing(Promise.resolve({ id: 9 }), (customer) => ({
      resource: 'customers',
      id: customer.id,
      kind: 'created',
    }))
    expect(saved).toEqual({ id: 9 })
    expect(listener).toHaveBeenCalledWith({ resource: 'customers', id: 9, kind: 'created' })
  })

  it('publishes nothing when the write fails', async () => {
    const listener = vi.fn()
    listen(['customers'], listener)
    await expect(
      publishing(Promise.reject(new Error('409')), () => ({
        resource: 'customers',
        id: 1,
        kind: 'updated',
      })),
    ).rejects.toThrow('409')
    expect(listener).not.toHaveBeenCalled()
  })
})
