import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { commentMachine } from './comment.machine'

function start(save: (input: { id: number; comments: string }) => Promise<unknown>) {
  const saved = vi.fn()
  const failed = vi.fn()
  const actor = createActor(
    commentMachine.provide({
      actors: { saveComment: fromPromise(({ input }) => save(input)) },
      actions: { saved: (_, params) => saved(params), failed: (_, params) => failed(params) },
    }),
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
      saved: { id: 3, comments: 'Re-tested, fine.', saved: true },
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
})
