// @vitest-environment jsdom
/**
 * A record's History section (issue 40): the entries as a list a screen reader reads, who and
 * when, an annotation's before and after, a comment's word diff; older pages on request; left out
 * when the API has no history calls (404).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ChakraProvider } from '@chakra-ui/react'
import type { ListResponse, RecordHistoryEntry } from '@/api/types'
import { publishChange } from '@/api/changes'
import type { HistoryPageInput } from '@/machines/test-records/record-history.machine'
import { formatDateTime } from '@/ui/format'
import { system } from '@/ui/theme'
import { initTestI18n } from '../../../tests/helpers/i18n'
import { RecordHistory } from './RecordHistory'

initTestI18n()
afterEach(cleanup)

const SAM = { id: 3, name: 'Sam Site' }
const ANNOTATED: RecordHistoryEntry = {
  id: 12,
  recordKind: 'testRecord',
  recordId: 7,
  action: 'annotationChanged',
  field: 'annotation',
  before: 'Original',
  after: 'Rejected',
  user: SAM,
  time: '2026-11-02T09:15:00.000Z',
}
const COMMENTED: RecordHistoryEntry = {
  ...ANNOTATED,
  id: 13,
  action: 'commentChanged',
  field: 'comments',
  before: 'Checked once at the farm.',
  after: 'Checked twice at the farm.',
  time: '2026-11-03T10:00:00.000Z',
}
const UPLOADED: RecordHistoryEntry = {
  ...ANNOTATED,
  id: 11,
  action: 'created',
  field: null,
  before: null,
  after: null,
  user: { id: null, name: 'TR-1001' },
  time: '2026-11-01T06:40:00.000Z',
}

const page = (
  data: RecordHistoryEntry[],
  total = data.length,
): ListResponse<RecordHistoryEntry> => ({
  data,
  meta: { currentPage: 1, total, perPage: 20 },
})

function show(fetchPage: (query: HistoryPageInput) => Promise<ListResponse<RecordHistoryEntry>>) {
  return render(
    <ChakraProvider value={system}>
      <RecordHistory fetchPage={fetchPage} recordIds={[7]} />
    </ChakraProvider>,
  )
}

describe('RecordHistory', () => {
  it('lists the changes newest first, with who, when and what changed', async () => {
    show(async () => page([COMMENTED, ANNOTATED, UPLOADED]))
    const list = await screen.findByRole('list', { name: 'Changes, newest first' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(3)

    expect(items[0]?.textContent).toContain('Comment changed')
    expect(items[0]?.textContent).toContain(`Sam Site · ${formatDateTime(COMMENTED.time)}`)
    // The word diff: "once" struck out, "twice" marked, each named for a screen reader.
    expect(items[0]!.querySelector('del')?.textContent).toContain('removed:once')
    expect(items[0]!.querySelector('ins')?.textContent).toContain('added:twice')

    expect(items[1]?.textContent).toContain('Annotation changed')
    expect(items[1]?.textContent).toContain('Original → Rejected')
    expect(items[1]?.textContent).toContain('from Original to Rejected')

    // An anonymous upload names the reader it came from.
    expect(items[2]?.textContent).toContain('Uploaded')
    expect(items[2]?.textContent).toContain('Reader TR-1001')
  })

  it('loads older changes on request', async () => {
    const fetchPage = vi.fn(async ({ page: number }: HistoryPageInput) =>
      number === 1 ? page([COMMENTED, ANNOTATED], 3) : page([UPLOADED], 3),
    )
    show(fetchPage)
    const more = await screen.findByRole('button', { name: 'Show older changes (2 of 3 shown)' })
    await userEvent.click(more)
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3))
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 2, pageSize: 20 })
    expect(screen.queryByRole('button', { name: /Show older changes/ })).toBeNull()
  })

  it('loads again when the record is changed elsewhere in the portal', async () => {
    let entries = [ANNOTATED]
    show(async () => page(entries))
    await screen.findByText('Annotation changed')
    entries = [COMMENTED, ANNOTATED]
    publishChange({ resource: 'records', id: 7, kind: 'updated' })
    expect(await screen.findByText('Comment changed')).toBeTruthy()
  })

  it('is left out when the API has no history calls', async () => {
    const fetchPage = vi.fn(async () => {
      throw Object.assign(new Error('Not found.'), { status: 404 })
    })
    show(fetchPage)
    await waitFor(() => expect(fetchPage).toHaveBeenCalled())
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'History' })).toBeNull())
    expect(screen.queryByText('Loading the history…')).toBeNull()
  })

  it('says when the history could not be loaded, and tries again', async () => {
    let attempts = 0
    show(async () => {
      if (++attempts === 1)
        throw Object.assign(new Error('The server is unavailable.'), { status: 500 })
      return page([])
    })
    const alert = await screen.findByRole('alert')
    expect(alert?.textContent).toContain('The history could not be loaded.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('No changes recorded.')).toBeTruthy()
  })
})
