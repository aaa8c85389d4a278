/**
 * The administration form's flow: loading (edit and create), a failed load and its retry, an
 * unknown id, a save, a refused save with field errors (and a second try), and what it emits.
 */
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '@/api/errors'
import type { FieldError } from '@/api/types'
import { adminFormMachine, describeSaveError, type AdminFormEmitted } from './admin-form.machine'
import { staleRevisionError } from '../../tests/helpers/builders'

const UNIQUE: FieldError = {
  field: 'name',
  code: 'validation.unique',
  message: 'A substance named “Neomycin” already exists.',
}

const refused = (errors: FieldError[]) =>
  new ApiError('http', 'Request failed with status code 400', 400, {
    message: errors[0]?.message ?? 'The request is not valid.',
    errors,
  })

interface Answers {
  load?: Array<unknown>
  save?: Array<unknown>
}

/** Each call takes the next answer; an Error answer is thrown. */
function start(itemId: number | null, answers: Answers = {}, keptRevision?: number | null) {
  const loads = [...(answers.load ?? [{ name: 'Neomycin' }])]
  const saves = [...(answers.save ?? [{ id: 9, name: 'Neomycin' }])]
  const answer = (queue: unknown[]) => {
    const next = queue.shift()
    if (next instanceof Error) throw next
    return next
  }
  const load = vi.fn(async (_: { input: { itemId: number | null } }) => answer(loads))
  const save = vi.fn(
    async (_: {
      input: { itemId: number | null; values: unknown; revision: number | null; data: unknown }
    }) => answer(saves),
  )
  const actor = createActor(
    adminFormMachine.provide({ actors: { load: fromPromise(load), save: fromPromise(save) } }),
    { input: { itemId, keptRevision } },
  )
  const emitted: AdminFormEmitted[] = []
  actor.on('*', (event) => void emitted.push(event))
  actor.start()
  return { actor, load, save, emitted }
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => !snapshot.hasTag('loading') && !snapshot.hasTag('submitting'))

describe('admin form', () => {
  it('loads the item of an edit, then shows the form with it', async () => {
    const { actor, load } = start(4)
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await settled(actor)
    expect(load.mock.calls[0]?.[0].input).toEqual({ itemId: 4 })
    expect(actor.getSnapshot().hasTag('ready')).toBe(true)
    expect(actor.getSnapshot().context.data).toEqual({ name: 'Neomycin' })
  })

  it('loads the starting point of a create with a null id', async () => {
    const { actor, load } = start(null, { load: [{ substances: [] }] })
    await settled(actor)
    expect(load.mock.calls[0]?.[0].input).toEqual({ itemId: null })
    expect(actor.getSnapshot().context.data).toEqual({ substances: [] })
  })

  it('sets the error flag when the load fails, and loads again on retry', async () => {
    const { actor, load } = start(4, {
      load: [new ApiError('network', 'The server could not be reached.', null, null), { a: 1 }],
    })
    await settled(actor)
    expect(actor.getSnapshot().hasTag('failed')).toBe(true)
    expect(actor.getSnapshot().hasTag('ready')).toBe(false)
    actor.send({ type: 'form.retry' })
    await settled(actor)
    expect(load).toHaveBeenCalledTimes(2)
    expect(actor.getSnapshot().hasTag('ready')).toBe(true)
  })

  it('tells an unknown id (404) from a failure: nothing to retry', async () => {
    const { actor } = start(99999, {
      load: [
        new ApiError('http', 'Not found', 404, { message: 'Substance 99999 does not exist.' }),
      ],
    })
    await settled(actor)
    expect(actor.getSnapshot().hasTag('notFound')).toBe(true)
    expect(actor.getSnapshot().can({ type: 'form.retry' })).toBe(false)
  })

  it('saves the submitted values with the item id and emits the saved item', async () => {
    const { actor, save, emitted } = start(4)
    await settled(actor)
    actor.send({ type: 'form.submit', values: { name: 'Neomycin B' } })
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(save.mock.calls[0]?.[0].input).toEqual({
      itemId: 4,
      values: { name: 'Neomycin B' },
      revision: null,
      data: { name: 'Neomycin' },
    })
    expect(actor.getSnapshot().hasTag('saved')).toBe(true)
    expect(emitted).toEqual([
      { type: 'form.saved', item: { id: 9, name: 'Neomycin' }, created: false },
    ])
  })

  it('says a save of a create created the item', async () => {
    const { actor, emitted } = start(null)
    await settled(actor)
    actor.send({ type: 'form.submit', values: { name: 'Neomycin' } })
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(emitted[0]).toMatchObject({ type: 'form.saved', created: true })
  })

  it('keeps the form on a refused save, with the field errors and the first message', async () => {
    const { actor, emitted } = start(null, { save: [refused([UNIQUE]), { id: 10 }] })
    await settled(actor)
    actor.send({ type: 'form.submit', values: { name: 'Neomycin' } })
    await settled(actor)
    const snapshot = actor.getSnapshot()
    expect(snapshot.hasTag('rejected') && snapshot.hasTag('ready')).toBe(true)
    expect(snapshot.context.fieldErrors).toEqual([UNIQUE])
    expect(snapshot.context.errorMessage).toBe(UNIQUE.message)
    expect(snapshot.context.submitted).toEqual({ name: 'Neomycin' })
    expect(emitted).toEqual([
      { type: 'form.rejected', message: UNIQUE.message, fieldErrors: [UNIQUE] },
    ])

    // A second try clears the old errors while it is on its way, and may succeed.
    actor.send({ type: 'form.submit', values: { name: 'Neomycin 2' } })
    expect(actor.getSnapshot().context.fieldErrors).toEqual([])
    expect(actor.getSnapshot().context.submitted).toEqual({ name: 'Neomycin 2' })
    await waitFor(actor, (state) => state.status === 'done')
    expect(emitted.at(-1)).toMatchObject({ type: 'form.saved', item: { id: 10 } })
  })

  it('ignores a submit while loading or saving', async () => {
    const { actor, save } = start(4)
    actor.send({ type: 'form.submit', values: {} })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await settled(actor)
    actor.send({ type: 'form.submit', values: { n: 1 } })
    actor.send({ type: 'form.submit', values: { n: 2 } })
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(save).toHaveBeenCalledOnce()
  })
})

describe('describeSaveError', () => {
  it.each<[string, unknown, string, FieldError[]]>([
    ['a 400 with field errors: the first one', refused([UNIQUE]), UNIQUE.message, [UNIQUE]],
    [
      'a 409 without field errors: its message',
      new ApiError('http', 'Request failed', 409, { message: 'This substance is used.' }),
      'This substance is used.',
      [],
    ],
    [
      'an error without a body: the error message',
      new ApiError('network', 'The server could not be reached.', null, null),
      'The server could not be reached.',
      [],
    ],
    ['any other error', new Error('Boom'), 'Boom', []],
    ['a thrown text', 'Boom', 'Boom', []],
  ])('%s', (_name, error, message, fieldErrors) => {
    expect(describeSaveError(error)).toEqual({ message, fieldErrors })
  })

  it('saves with the loaded revision; one saved meanwhile is loaded and shown, the form kept', async () => {
    const stale = staleRevisionError('Changed meanwhile.')
    const { actor, load, save, emitted } = start(4, {
      load: [
        { name: 'Neomycin', revision: 3 },
        { name: 'Neomycin (theirs)', revision: 4 },
      ],
      save: [stale, { id: 4, name: 'Mine', revision: 5 }],
    })
    await settled(actor)
    actor.send({ type: 'form.submit', values: { name: 'Mine' } })
    await waitFor(actor, (snapshot) => snapshot.hasTag('conflict'))
    expect(save.mock.calls[0]?.[0].input).toEqual({
      itemId: 4,
      values: { name: 'Mine' },
      revision: 3,
      data: { name: 'Neomycin', revision: 3 },
    })
    expect(load).toHaveBeenCalledTimes(2)
    const { context } = actor.getSnapshot()
    expect(context.theirs).toEqual({ name: 'Neomycin (theirs)', revision: 4 })
    expect(context.submitted).toEqual({ name: 'Mine' })
    expect(emitted).toEqual([])

    actor.send({ type: 'form.submit', values: { name: 'Mine' } })
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(save.mock.calls[1]?.[0].input.revision).toBe(4)
    // The second save is based on theirs: what it carries beside the form is theirs too.
    expect(save.mock.calls[1]?.[0].input.data).toEqual({ name: 'Neomycin (theirs)', revision: 4 })
    expect(emitted.at(-1)).toMatchObject({ type: 'form.saved' })
  })

  it('from a draft kept when the session ended, saves with the revision the draft was typed on', async () => {
    const { actor, save } = start(4, { load: [{ name: 'Neomycin (theirs)', revision: 4 }] }, 3)
    await settled(actor)
    actor.send({ type: 'form.submit', values: { name: 'Mine' } })
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(save.mock.calls[0]?.[0].input.revision).toBe(3)
  })

  it('a 409 that is not about the revision is a refusal like any other', async () => {
    const inUse = new ApiError('http', 'In use.', 409, { message: 'In use.' })
    const { actor, load, emitted } = start(4, { save: [inUse] })
    await settled(actor)
    actor.send({ type: 'form.submit', values: { name: 'Mine' } })
    await waitFor(actor, (snapshot) => snapshot.hasTag('rejected'))
    expect(load).toHaveBeenCalledTimes(1)
    expect(emitted).toEqual([{ type: 'form.rejected', message: 'In use.', fieldErrors: [] }])
  })
})
