/**
 * The terms gate over the personas' permission sets and user types: who is exempt (and then
 * costs no lookups), when the modal blocks and when the terms screen hides it, and what OK,
 * Cancel and an acceptance do.
 */
import { describe, expect, it, vi } from 'vitest'
import { aUser, someTerms } from '../../tests/helpers/builders'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { UserType } from '@/domain/enums'
import { PERMISSIONS as P } from '@/domain/permissions'
import { permissionsFor } from '@/mocks/personas'
import { isTermsPath, termsGateMachine, type TermsGateInput } from './terms-gate.machine'

const LATEST = 3

const userOf = (type: UserType, acceptedTermsIds: number[] = []) =>
  aUser({ type, acceptedTermsIds })

const termsOf = (id: number) => someTerms(id, { termsText: '<p>Terms</p>' })

interface Options {
  /** What GET /v2/Users/{id} answers: the accepted terms ids, or an error. */
  serverAccepted?: number[] | Error
  latest?: number | Error
}

function start(input: TermsGateInput, options: Options = {}) {
  const { serverAccepted = [], latest = LATEST } = options
  const loadLatestTerms = vi.fn(async () => {
    if (latest instanceof Error) throw latest
    return termsOf(latest)
  })
  const loadUser = vi.fn(async (_args: { input: { userId: number } }) => {
    if (serverAccepted instanceof Error) throw serverAccepted
    return userOf(input.user.type, serverAccepted)
  })
  const goToTerms = vi.fn()
  const signOut = vi.fn()
  const reportLookupFailure = vi.fn()
  const machine = termsGateMachine.provide({
    actors: {
      loadLatestTerms: fromPromise(loadLatestTerms),
      loadUser: fromPromise(loadUser),
    },
    actions: { goToTerms, signOut, reportLookupFailure },
  })
  const actor = createActor(machine, { input }).start()
  return { actor, loadLatestTerms, loadUser, goToTerms, signOut, reportLookupFailure }
}

/** Waits until the gate has decided (it is no longer checking). */
const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => !snapshot.hasTag('checking'))

describe('isTermsPath', () => {
  it.each([
    ['/terms', true],
    ['/terms/2', true],
    ['/termsadmin', false],
    ['/termsadmin/create', false],
    ['/dashboard', false],
    ['/', false],
  ])('%s → %s', (pathname, expected) => {
    expect(isTermsPath(pathname)).toBe(expected)
  })
})

describe('exempt users make no lookups', () => {
  it.each<[string, UserType, string[]]>([
    ['admin (Root: terms:write)', 'Root', permissionsFor('Root', null)],
    ['customer.admin', 'CustomerAdmin', permissionsFor('CustomerAdmin', 'Premium')],
    ['free.admin', 'CustomerAdmin', permissionsFor('CustomerAdmin', 'Free')],
    ['an integration (no terms:read)', 'Integration', permissionsFor('Integration', null)],
    ['an operator with terms:write', 'Operator', [P.TERMS_READ, P.TERMS_WRITE]],
    ['a customer admin without terms:read', 'CustomerAdmin', [P.DASHBOARD]],
  ])('%s', async (_name, type, permissions) => {
    const gate = start({ user: userOf(type), permissions, pathname: '/dashboard' })
    const snapshot = await settled(gate.actor)
    expect(snapshot.value).toBe('exempt')
    expect(snapshot.hasTag('clear')).toBe(true)
    expect(snapshot.hasTag('blocking')).toBe(false)
    expect(gate.loadLatestTerms).not.toHaveBeenCalled()
    expect(gate.loadUser).not.toHaveBeenCalled()
  })
})

describe('users the gate applies to', () => {
  const applies: [string, UserType, string[]][] = [
    ['site.admin', 'SiteAdmin', permissionsFor('SiteAdmin', 'Premium')],
    ['operator', 'Operator', permissionsFor('Operator', null)],
    ['new.operator', 'Operator', permissionsFor('Operator', null)],
  ]

  it.each(applies)(
    '%s: both lookups, accepted latest → clear',
    async (_name, type, permissions) => {
      const gate = start(
        { user: userOf(type), permissions, pathname: '/dashboard' },
        { serverAccepted: [1, 2, LATEST] },
      )
      const snapshot = await settled(gate.actor)
      expect(snapshot.value).toBe('clear')
      expect(snapshot.hasTag('clear')).toBe(true)
      expect(gate.loadLatestTerms).toHaveBeenCalledTimes(1)
      expect(gate.loadUser).toHaveBeenCalledTimes(1)
      expect(gate.loadUser.mock.calls[0]?.[0].input).toEqual({ userId: 42 })
    },
  )

  it.each(applies)('%s: not accepted, elsewhere → blocking', async (_name, type, permissions) => {
    const gate = start(
      { user: userOf(type), permissions, pathname: '/dashboard' },
      { serverAccepted: [1, 2] },
    )
    const snapshot = await settled(gate.actor)
    expect(snapshot.matches({ required: 'blocking' })).toBe(true)
    expect(snapshot.hasTag('blocking')).toBe(true)
  })

  it('reads acceptedTerms from the server, not from the signed-in user it was given', async () => {
    const gate = start(
      { user: userOf('Operator', [LATEST]), permissions: [P.TERMS_READ], pathname: '/' },
      { serverAccepted: [1] },
    )
    expect((await settled(gate.actor)).hasTag('blocking')).toBe(true)
  })
})

describe('the modal follows the route', () => {
  const operator = { user: userOf('Operator'), permissions: permissionsFor('Operator', null) }

  it.each([
    ['/terms', false],
    ['/terms/1', false],
    ['/termsadmin', true],
    ['/dashboard', true],
    ['/test-records/7', true],
  ])('starting on %s: blocking is %s', async (pathname, blocking) => {
    const gate = start({ ...operator, pathname })
    const snapshot = await settled(gate.actor)
    expect(snapshot.hasTag('blocking')).toBe(blocking)
    expect(snapshot.matches({ required: blocking ? 'blocking' : 'onTermsScreen' })).toBe(true)
  })

  it('hides on the terms screen and shows again on leaving it', async () => {
    const gate = start({ ...operator, pathname: '/dashboard' })
    await settled(gate.actor)
    gate.actor.send({ type: 'route.changed', pathname: '/terms' })
    expect(gate.actor.getSnapshot().hasTag('blocking')).toBe(false)
    gate.actor.send({ type: 'route.changed', pathname: '/test-records' })
    expect(gate.actor.getSnapshot().hasTag('blocking')).toBe(true)
  })

  it('keeps the latest route seen while the lookups run', async () => {
    const gate = start({ ...operator, pathname: '/dashboard' })
    gate.actor.send({ type: 'route.changed', pathname: '/terms' })
    const snapshot = await settled(gate.actor)
    expect(snapshot.matches({ required: 'onTermsScreen' })).toBe(true)
  })
})

describe('OK, Cancel and accepting', () => {
  const input = {
    user: userOf('Operator'),
    permissions: permissionsFor('Operator', null),
    pathname: '/dashboard',
  }

  it('OK calls goToTerms; the route change then hides the modal', async () => {
    const gate = start(input)
    await settled(gate.actor)
    gate.actor.send({ type: 'gate.confirm' })
    expect(gate.goToTerms).toHaveBeenCalledTimes(1)
    expect(gate.signOut).not.toHaveBeenCalled()
    gate.actor.send({ type: 'route.changed', pathname: '/terms' })
    expect(gate.actor.getSnapshot().matches({ required: 'onTermsScreen' })).toBe(true)
  })

  it('Cancel calls signOut and the gate ends', async () => {
    const gate = start(input)
    await settled(gate.actor)
    gate.actor.send({ type: 'gate.cancel' })
    expect(gate.signOut).toHaveBeenCalledTimes(1)
    expect(gate.goToTerms).not.toHaveBeenCalled()
    expect(gate.actor.getSnapshot().status).toBe('done')
    expect(gate.actor.getSnapshot().hasTag('blocking')).toBe(false)
  })

  it('OK and Cancel do nothing while the modal is hidden', async () => {
    const gate = start({ ...input, pathname: '/terms' })
    await settled(gate.actor)
    gate.actor.send({ type: 'gate.confirm' })
    gate.actor.send({ type: 'gate.cancel' })
    expect(gate.goToTerms).not.toHaveBeenCalled()
    expect(gate.signOut).not.toHaveBeenCalled()
  })

  it('accepting the latest terms clears the gate', async () => {
    const gate = start({ ...input, pathname: '/terms' })
    await settled(gate.actor)
    gate.actor.send({ type: 'terms.accepted', termsId: LATEST })
    const snapshot = gate.actor.getSnapshot()
    expect(snapshot.value).toBe('clear')
    gate.actor.send({ type: 'route.changed', pathname: '/dashboard' })
    expect(gate.actor.getSnapshot().hasTag('blocking')).toBe(false)
  })

  it('accepting an older version does not', async () => {
    const gate = start({ ...input, pathname: '/terms/1' })
    await settled(gate.actor)
    gate.actor.send({ type: 'terms.accepted', termsId: 1 })
    expect(gate.actor.getSnapshot().matches({ required: 'onTermsScreen' })).toBe(true)
    gate.actor.send({ type: 'route.changed', pathname: '/dashboard' })
    expect(gate.actor.getSnapshot().hasTag('blocking')).toBe(true)
  })
})

describe('a failed lookup does not lock the user out', () => {
  const input = {
    user: userOf('Operator'),
    permissions: permissionsFor('Operator', null),
    pathname: '/dashboard',
  }

  it.each<[string, Options]>([
    ['latest terms', { latest: new Error('Network error') }],
    ['user by id', { serverAccepted: new Error('Network error') }],
  ])('%s fails → unverified (clear), reported', async (_name, options) => {
    const gate = start(input, options)
    const snapshot = await settled(gate.actor)
    expect(snapshot.value).toBe('unverified')
    expect(snapshot.hasTag('clear')).toBe(true)
    expect(snapshot.hasTag('blocking')).toBe(false)
    expect(snapshot.context.lookupError).toBe('Network error')
    expect(gate.reportLookupFailure).toHaveBeenCalledTimes(1)
  })
})
