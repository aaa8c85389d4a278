// @vitest-environment jsdom
/**
 * A change of place starts the list over: the page leaves the address, and nothing else does,
 * even when the address changed in the same tick just before (a cleared reader type, then a
 * picked customer: the device-health screen met this with the render-time search parameters).
 */
import { useEffect } from 'react'
import { act, waitFor } from '@testing-library/react'
import { createBrowserRouter, type createMemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { renderRouter } from '../../../tests/helpers/render-router'
import type { ActorRefFrom } from 'xstate'
import type { filtersMachine } from '@/machines/filters.machine'
import { usePlaceFilters } from './use-place-filters'

let actor: ActorRefFrom<typeof filtersMachine> | null = null

/** A list screen's use of the hook; hands the filters' actor to the test. */
function List() {
  const filters = usePlaceFilters({ permissions: [], start: {}, pickers: false }).actor
  useEffect(() => {
    actor = filters
  }, [filters])
  return null
}

/**
 * A browser router, as the portal has: the hook reads the live address (window.location), which a
 * memory router would not move.
 */
function renderAt(address: string) {
  window.history.replaceState(null, '', address)
  const router = createBrowserRouter([{ path: '/list', element: <List /> }])
  return renderRouter(router as unknown as ReturnType<typeof createMemoryRouter>)
}

afterEach(() => {
  actor = null
})

describe('usePlaceFilters', () => {
  it('drops the page when the place changes, and keeps the rest of the address', async () => {
    const router = renderAt('/list?page=3&readerType=truck')
    await waitFor(() => expect(actor).not.toBeNull())
    act(() => actor!.send({ type: 'filter.setCustomer', customerId: 2 }))
    await waitFor(() => expect(router.state.location.search).toBe('?readerType=truck'))
  })

  it('reads the address as it is, not as the last render saw it', async () => {
    const router = renderAt('/list?page=3&readerType=truck')
    await waitFor(() => expect(actor).not.toBeNull())
    await act(async () => {
      // Both in one tick, before React renders again.
      await router.navigate('/list?page=3', { replace: true })
      actor!.send({ type: 'filter.setCustomer', customerId: 2 })
    })
    await waitFor(() => expect(router.state.location.search).toBe(''))
  })
})
