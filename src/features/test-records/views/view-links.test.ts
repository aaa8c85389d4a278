import { describe, expect, it } from 'vitest'
import type { SavedView } from '@/api/types'
import { findView, viewEditorHref, viewListHref } from './view-links'

const view = (id: number): SavedView => ({ id, name: `View ${id}`, filters: {}, columns: [] })

describe('view links', () => {
  it('sets or removes viewId, keeps the other parameters and drops the page', () => {
    expect(viewListHref('/test-records', '', 5)).toBe('/test-records?viewId=5')
    expect(viewListHref('/test-records', '?page=3&orderBy=route_asc&viewId=2', 5)).toBe(
      '/test-records?orderBy=route_asc&viewId=5',
    )
    expect(viewListHref('/test-records', '?viewId=2&page=2', null)).toBe('/test-records')
  })

  it('leads to the editor, with the view to edit', () => {
    expect(viewEditorHref('/control-records', null)).toBe('/control-records/my-views')
    expect(viewEditorHref('/test-records', 7)).toBe('/test-records/my-views?viewId=7')
  })

  it('finds the view a viewId names, or the Default view (null)', () => {
    const views = [view(1), view(2)]
    expect(findView(views, '2')).toEqual(view(2))
    expect(findView(views, 1)).toEqual(view(1))
    expect(findView(views, '3')).toBeNull()
    expect(findView(views, 'abc')).toBeNull()
    // Not coerced: hex, exponent, sign and leading zero name no view.
    const sixteen = [view(16), view(1000), view(2)]
    for (const text of ['0x10', '1e3', '+2', '02', '2.0'])
      expect(findView(sixteen, text)).toBeNull()
    expect(findView(views, '')).toBeNull()
    expect(findView(views, null)).toBeNull()
  })
})
