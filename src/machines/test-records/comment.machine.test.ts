import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { TestRecord } from '@/api/types'
import { commentMachine, type CommentSave } from './comment.machine'
import { staleRevisionError } from '../../../tests/helpers/builders'

type Current = Pick<TestRecord, 'comments' | 'revision'>

function start(
  save: (input: CommentSave) => Promise<unknown>,
  load: () => Promise<Current> = async () => ({ comments: '', revision: 1 }),
  revision: number | null = null,
) {
  const saved = vi.fn()
  const failed = vi.fn()
  const actor = createActor(
    commentMachine.provide({
      actors: {
        saveComment: fromPromise(({ input }) => save(input)),
        loadRecord: fromPromise(() => load()),
      },
      actions: { saved: (_, params) => saved(params), failed: (_, params) => failed(params) },
    }),
    { input: { revision } },
  ).start()
  return { actor, saved, failed }
}

describe('comment machine', () => {
  it('saves the text and ends', async () => {
    const { actor, saved } = start(async (input) => ({ ...input, saved: true }))
    actor.send({ type: 'comment.save', id: 3, comments: 'Re-tested, fine.' })
    expect(actor.getSnapshot().hasTag('saving')).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(saved).toHaveBeenCalledWith({
      saved: { id: 3, comments: 'Re-tested, fine.', revision: null, saved: true },
    })
  })

  it('keeps the server field error for the field and lets the user try again', async () => {
    const refusal = Object.assign(new Error('The comment is too long.'), {
      body: {
        message: 'The comment is too long.',
        errors: [{ field: 'comments', code: 'validation.maxLength', message: 'Too long' }],
      },
    })
    const { actor, failed } = start(async () => {
      throw refusal
    })
    actor.send({ type: 'comment.save', id: 3, comments: 'x'.repeat(4000) })
    await waitFor(actor, (snapshot) => snapshot.matches('editing'))
    expect(actor.getSnapshot().context.fieldError).toBe('validation.maxLength')
    expect(failed).toHaveBeenCalledWith({ message: 'The comment is too long.' })
  })

  it('has no field error for a failure that is not about the field', async () => {
    const { actor } = start(async () => {
      throw new Error('The server is unavailable.')
    })
    actor.send({ type: 'comment.save', id: 3, comments: 'ok' })
    await waitFor(actor, (snapshot) => snapshot.matches('editing'))
    expect(actor.getSnapshot().context.fieldError).toBeNull()
  })

  it('a comment someone saved meanwhile shows; the text is kept, and saving replaces theirs', async () => {
    // A server holding the record at revision 5; the dialog opened it at 4.
    let stored = { comments: 'Theirs, saved meanwhile.', revision: 5 }
    const sent: CommentSave[] = []
    const { actor, saved, failed } = start(
      async (input) => {
        sent.push(input)
        if (input.revision !== stored.revision) {
          throw staleRevisionError()
        }
        stored = { comments: input.comments, revision: stored.revision + 1 }
        return stored
      },
      async () => stored,
      4,
    )
    actor.send({ type: 'comment.save', id: 3, comments: 'Mine.' })
    await waitFor(actor, (snapshot) => snapshot.hasTag('conflict'))
    expect(actor.getSnapshot().context.theirs).toEqual({
      comments: 'Theirs, saved meanwhile.',
      revision: 5,
    })
    expect(failed).not.toHaveBeenCalled()
    expect(stored.comments).toBe('Theirs, saved meanwhile.')

    actor.send({ type: 'comment.save', id: 3, comments: 'Mine, having read theirs.' })
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(sent.map((entry) => entry.revision)).toEqual([4, 5])
    expect(stored).toEqual({ comments: 'Mine, having read theirs.', revision: 6 })
    expect(saved).toHaveBeenCalledOnce()
  })

  it('says so when the record cannot be loaded after a refused save, keeping the text', async () => {
    const { actor, failed } = start(
      async () => {
        throw staleRevisionError()
      },
      async () => {
        throw new Error('The server is unavailable.')
      },
      4,
    )
    actor.send({ type: 'comment.save', id: 3, comments: 'Mine.' })
    await waitFor(actor, (snapshot) => snapshot.matches('editing'))
    expect(failed).toHaveBeenCalledWith({ message: 'The server is unavailable.' })
    expect(actor.getSnapshot().context.revision).toBe(4)
  })
})
