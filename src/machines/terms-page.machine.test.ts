/**
 * The terms screen's flow: loading the latest or a given version, accepted or not, accepting
 * (with the saved user reported), a failed acceptance that can be retried, and a failed load.
 */
import { describe, expect, it, vi } from 'vitest'
import { aUser, someTerms } from '../../tests/helpers/builders'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '@/api/errors'
import type { User } from '@/api/types'
import { hasAcceptedTerms, termsPageMachine, type TermsPageInput } from './terms-page.machine'

const LATEST = 3

const userWith = (acceptedTermsIds: number[]) =>
  aUser({ id: 7, username: 'new.operator', firstName: 'New', acceptedTermsIds })

const termsOf = (id: number) => someTerms(id)

interface Options {
  loadFails?: number
  acceptFails?: number
}

function start(input: TermsPageInput, { loadFails = 0, acceptFails = 0 }: Options = {}) {
  let loadFailures = loadFails
  let acceptFailures = acceptFails
  const loadTerms = vi.fn(async ({ input: { itemId } }: { input: { itemId: number | null } }) => {
    if (loadFailures-- > 0) throw new Error('Load failed')
    return termsOf(itemId ?? LATEST)
  })
  const acceptTerms = vi.fn(
    async ({ input: { user, termsId } }: { input: { user: User; termsId: number } }) => {
      if (acceptFailures-- > 0) throw new Error('Save failed')
      return { ...user, acceptedTerms: [...user.acceptedTerms, { userId: user.id, termsId }] }
    },
  )
  const userChanged = vi.fn()
  const termsAccepted = vi.fn()
  const machine = termsPageMachine.provide({
    actors: { loadTerms: fromPromise(loadTerms), acceptTerms: fromPromise(acceptTerms) },
  })
  const actor = createActor(machine, { input })
  actor.on('user.changed', (event) => userChanged({ user: event.user }))
  actor.on('terms.accepted', (event) => termsAccepted({ termsId: event.termsId }))
  actor.start()
  return { actor, loadTerms, acceptTerms, userChanged, termsAccepted }
}

type Actor = ReturnType<typeof start>['actor']
const loaded = (actor: Actor) => waitFor(actor, (snapshot) => !snapshot.hasTag('loading'))
const notAccepting = (actor: Actor) => waitFor(actor, (snapshot) => !snapshot.hasTag('accepting'))

describe('hasAcceptedTerms', () => {
  it('looks the id up in acceptedTerms', () => {
    expect(hasAcceptedTerms(userWith([1, 3]), 3)).toBe(true)
    expect(hasAcceptedTerms(userWith([1, 2]), 3)).toBe(false)
    expect(hasAcceptedTerms(userWith([]), 1)).toBe(false)
  })
})

describe('loading', () => {
  it.each([
    [null, LATEST],
    [1, 1],
  ])('itemId %s loads version %s', async (itemId, expected) => {
    const page = start({ itemId, user: userWith([]), canAccept: true })
    expect(page.actor.getSnapshot().hasTag('loading')).toBe(true)
    const snapshot = await loaded(page.actor)
    expect(page.loadTerms.mock.calls[0]?.[0].input).toEqual({ itemId })
    expect(snapshot.context.terms?.id).toBe(expected)
  })

  it.each<[string, number[], string]>([
    ['not accepted', [1, 2], 'notAccepted'],
    ['already accepted', [1, 2, LATEST], 'accepted'],
  ])('%s', async (_name, accepted, state) => {
    const page = start({ itemId: null, user: userWith(accepted), canAccept: true })
    const snapshot = await loaded(page.actor)
    expect(snapshot.matches({ showing: state as 'accepted' })).toBe(true)
    expect(snapshot.hasTag('accepted')).toBe(state === 'accepted')
  })

  it('a failed load sets the error flag; retry loads again', async () => {
    const page = start({ itemId: 2, user: userWith([]), canAccept: true }, { loadFails: 1 })
    let snapshot = await loaded(page.actor)
    expect(snapshot.value).toBe('failed')
    expect(snapshot.hasTag('failed')).toBe(true)
    expect(snapshot.context.loadFailed).toBe(true)
    page.actor.send({ type: 'terms.retry' })
    snapshot = await loaded(page.actor)
    expect(snapshot.matches('showing')).toBe(true)
    expect(snapshot.context.loadFailed).toBe(false)
    expect(page.loadTerms).toHaveBeenCalledTimes(2)
  })

  it('a version that does not exist (404) is not found, with nothing to retry', async () => {
    const missing = new ApiError('http', 'Not found', 404, null)
    const machine = termsPageMachine.provide({
      actors: {
        loadTerms: fromPromise(async ({ input }: { input: { itemId: number | null } }) => {
          if (input.itemId === 999_999) throw missing
          return termsOf(input.itemId ?? LATEST)
        }),
      },
    })
    const actor = createActor(machine, {
      input: { itemId: 999_999, user: userWith([]), canAccept: true },
    }).start()
    let snapshot = await loaded(actor)
    expect(snapshot.value).toBe('notFound')
    expect(snapshot.hasTag('notFound')).toBe(true)
    expect(snapshot.hasTag('failed')).toBe(false)
    expect(snapshot.can({ type: 'terms.retry' })).toBe(false)
    actor.send({ type: 'terms.show', itemId: null })
    snapshot = await loaded(actor)
    expect(snapshot.context.terms?.id).toBe(LATEST)
  })

  it('terms.show loads another version and re-decides', async () => {
    const page = start({ itemId: null, user: userWith([1]), canAccept: true })
    expect((await loaded(page.actor)).matches({ showing: 'notAccepted' })).toBe(true)
    page.actor.send({ type: 'terms.show', itemId: 1 })
    const snapshot = await loaded(page.actor)
    expect(snapshot.context.itemId).toBe(1)
    expect(snapshot.context.terms?.id).toBe(1)
    expect(snapshot.matches({ showing: 'accepted' })).toBe(true)
  })
})

describe('accepting', () => {
  it('accepts, then reports the saved user and the terms id', async () => {
    const page = start({ itemId: null, user: userWith([1]), canAccept: true })
    await loaded(page.actor)
    page.actor.send({ type: 'terms.accept' })
    expect(page.actor.getSnapshot().hasTag('accepting')).toBe(true)
    const snapshot = await notAccepting(page.actor)
    expect(snapshot.matches({ showing: 'accepted' })).toBe(true)
    expect(page.acceptTerms.mock.calls[0]?.[0].input.termsId).toBe(LATEST)
    expect(hasAcceptedTerms(snapshot.context.user, LATEST)).toBe(true)
    expect(page.userChanged).toHaveBeenCalledWith({ user: snapshot.context.user })
    expect(page.termsAccepted).toHaveBeenCalledWith({ termsId: LATEST })
  })

  it('a failed acceptance keeps the message and can be retried', async () => {
    const page = start({ itemId: null, user: userWith([]), canAccept: true }, { acceptFails: 1 })
    await loaded(page.actor)
    page.actor.send({ type: 'terms.accept' })
    let snapshot = await notAccepting(page.actor)
    expect(snapshot.matches({ showing: 'acceptFailed' })).toBe(true)
    expect(snapshot.context.acceptError).toBe('Save failed')
    expect(page.userChanged).not.toHaveBeenCalled()
    page.actor.send({ type: 'terms.accept' })
    snapshot = await notAccepting(page.actor)
    expect(snapshot.matches({ showing: 'accepted' })).toBe(true)
    expect(snapshot.context.acceptError).toBeNull()
    expect(page.acceptTerms).toHaveBeenCalledTimes(2)
  })

  it('a terms:write holder cannot accept', async () => {
    const page = start({ itemId: null, user: userWith([]), canAccept: false })
    await loaded(page.actor)
    page.actor.send({ type: 'terms.accept' })
    expect(page.actor.getSnapshot().matches({ showing: 'notAccepted' })).toBe(true)
    expect(page.acceptTerms).not.toHaveBeenCalled()
  })

  it('accepting an accepted version does nothing', async () => {
    const page = start({ itemId: null, user: userWith([LATEST]), canAccept: true })
    await loaded(page.actor)
    page.actor.send({ type: 'terms.accept' })
    expect(page.acceptTerms).not.toHaveBeenCalled()
  })
})
