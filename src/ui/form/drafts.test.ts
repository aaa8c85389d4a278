// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import {
  discardAllDrafts,
  keepOnlyDraftsOf,
  keepOpenDrafts,
  readDraft,
  registerOpenForm,
} from './drafts'
import { limitedStorage } from '../../../tests/helpers/memory-storage'

const EDIT = '/test-types/substances/edit/2'
const COMMENT = '/test-records/7/comments'

beforeEach(() => sessionStorage.clear())

describe('drafts of open forms', () => {
  it('are kept when the session ends, for the user who typed them, until read back', () => {
    const closeEdit = registerOpenForm(EDIT, () => ({ values: { name: 'Typed' }, revision: 3 }))
    const closeComment = registerOpenForm(COMMENT, () => ({
      values: { comments: 'A note' },
      revision: null,
    }))
    expect(readDraft(EDIT)).toBeNull()

    keepOpenDrafts(42)
    // The forms unmount as the sign-in screen replaces the portal: the drafts stay.
    closeEdit()
    closeComment()
    expect(readDraft(EDIT)).toEqual({ values: { name: 'Typed' }, revision: 3 })
    expect(readDraft(COMMENT)).toEqual({ values: { comments: 'A note' }, revision: null })
    expect(localStorage.length).toBe(0)
  })

  it('are dropped when their form closes normally (saved or cancelled)', () => {
    keepOpenDrafts(42)
    const close = registerOpenForm(EDIT, () => ({ values: { name: 'Typed' }, revision: 3 }))
    keepOpenDrafts(42)
    close()
    // The form opened again from its draft, then closed: the draft goes with it.
    const reopened = registerOpenForm(EDIT, () => ({ values: { name: 'Typed' }, revision: 3 }))
    expect(readDraft(EDIT)).not.toBeNull()
    reopened()
    expect(readDraft(EDIT)).toBeNull()
  })

  it('of another user are dropped when someone signs in; a sign-out drops them all', () => {
    const close = registerOpenForm(EDIT, () => ({ values: { name: 'Typed' }, revision: 3 }))
    keepOpenDrafts(42)
    close()
    keepOnlyDraftsOf(42)
    expect(readDraft(EDIT)).not.toBeNull()
    keepOnlyDraftsOf(7)
    expect(readDraft(EDIT)).toBeNull()

    const again = registerOpenForm(COMMENT, () => ({ values: { comments: 'x' }, revision: 1 }))
    keepOpenDrafts(42)
    again()
    discardAllDrafts()
    expect(readDraft(COMMENT)).toBeNull()
  })

  it('read a draft the browser cannot parse as none', () => {
    sessionStorage.setItem(`milk-safety.draft:${EDIT}`, '{not json')
    expect(readDraft(EDIT)).toBeNull()
  })

  it('that storage refuses are not kept, and nothing breaks', () => {
    const storage = limitedStorage(10)
    const original = Object.getOwnPropertyDescriptor(window, 'sessionStorage')!
    Object.defineProperty(window, 'sessionStorage', { value: storage, configurable: true })
    try {
      const close = registerOpenForm(EDIT, () => ({
        values: { name: 'x'.repeat(50) },
        revision: 1,
      }))
      expect(() => keepOpenDrafts(42)).not.toThrow()
      close()
      expect(readDraft(EDIT)).toBeNull()
    } finally {
      Object.defineProperty(window, 'sessionStorage', original)
    }
  })
})
