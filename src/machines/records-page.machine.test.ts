import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { ListQuery } from '@/domain/list-query'
import { recordsPageMachine } from '@/machines/records-page.machine'

const byDate: ListQuery['sort'] = { field: 'testDate', direction: 'desc' }
const byType: ListQuery['sort'] = { field: 'testType', direction: 'asc' }

function start(search = 'page=3', query: ListQuery = { page: 3, sort: byDate }) {
  const dropPage = vi.fn()
  const actor = createActor(recordsPageMachine.provide({ actions: { dropPage } }), {
    input: { search, query },
  }).start()
  const asked = () => actor.getSnapshot().context.query
  return { actor, dropPage, asked }
}

describe('test records page', () => {
  it('asks for the page and order of the URL', () => {
    const { actor, asked } = start()
    expect(asked()).toEqual({ page: 3, sort: byDate })
    actor.send({ type: 'url.changed', search: 'page=4', query: { page: 4, sort: byDate } })
    expect(asked()).toEqual({ page: 4, sort: byDate })
    actor.send({
      type: 'url.changed',
      search: 'orderBy=testType_asc',
      query: { page: 1, sort: byType },
    })
    expect(asked()).toEqual({ page: 1, sort: byType })
  })

  it('asks for page 1 at once when the filters change, and drops the page from the URL', () => {
    const { actor, dropPage, asked } = start()
    actor.send({ type: 'filters.changed' })
    expect(dropPage).toHaveBeenCalledOnce()
    expect(asked()).toEqual({ page: 1, sort: byDate })
    expect(actor.getSnapshot().value).toBe('startingOver')
  })

  it('never takes the old page back before the query string changes', () => {
    const { actor, asked } = start()
    actor.send({ type: 'filters.changed' })
    // The screen reports the same address again (the router has not dropped the page yet).
    actor.send({ type: 'url.changed', search: 'page=3', query: { page: 3, sort: byDate } })
    expect(asked().page).toBe(1)
    expect(actor.getSnapshot().value).toBe('startingOver')
    // The drop arrives: the URL is followed again.
    actor.send({ type: 'url.changed', search: '', query: { page: 1, sort: byDate } })
    expect(actor.getSnapshot().value).toBe('following')
    actor.send({ type: 'url.changed', search: 'page=2', query: { page: 2, sort: byDate } })
    expect(asked().page).toBe(2)
  })

  it('drops the page again for every further filter change', () => {
    const { actor, dropPage, asked } = start()
    actor.send({ type: 'filters.changed' })
    actor.send({ type: 'filters.changed' })
    expect(dropPage).toHaveBeenCalledTimes(2)
    expect(asked().page).toBe(1)
  })

  it('ends the start-over at the next change of the query string when there was no page to drop', () => {
    const { actor, asked } = start('', { page: 1, sort: byDate })
    actor.send({ type: 'filters.changed' })
    expect(actor.getSnapshot().value).toBe('startingOver')
    actor.send({ type: 'url.changed', search: 'page=2', query: { page: 2, sort: byDate } })
    expect(actor.getSnapshot().value).toBe('following')
    expect(asked().page).toBe(2)
  })

  it('keeps the deleted records, once each, whatever the list asks', () => {
    const { actor } = start()
    actor.send({ type: 'record.deleted', id: 7 })
    actor.send({ type: 'filters.changed' })
    actor.send({ type: 'record.deleted', id: 9 })
    actor.send({ type: 'record.deleted', id: 7 })
    actor.send({ type: 'url.changed', search: 'page=2', query: { page: 2, sort: byDate } })
    expect(actor.getSnapshot().context.deleted).toEqual([7, 9])
  })
})
