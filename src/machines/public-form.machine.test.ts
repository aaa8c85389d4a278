import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '@/api/errors'
import { publicFormMachine } from './public-form.machine'

const refusal = new ApiError('http', 'Bad request', 400, {
  message: 'The request is not valid.',
  errors: [{ field: 'token', code: 'password.tokenUsed', message: 'token: already used.' }],
})

function start(send: (values: unknown) => Promise<unknown>) {
  const call = vi.fn(async ({ input }: { input: { values: unknown } }) => send(input.values))
  const actor = createActor(
    publicFormMachine.provide({ actors: { send: fromPromise(call) } }),
  ).start()
  return { actor, call }
}

describe('public form machine', () => {
  it('sends the submitted values once and ends sent', async () => {
    const { actor, call } = start(async () => undefined)
    expect(actor.getSnapshot().hasTag('ready')).toBe(true)
    actor.send({ type: 'form.submit', values: { login: 'operator' } })
    expect(actor.getSnapshot().hasTag('sending')).toBe(true)
    actor.send({ type: 'form.submit', values: { login: 'twice' } })
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(actor.getSnapshot().hasTag('sent')).toBe(true)
    expect(call).toHaveBeenCalledOnce()
    expect(call.mock.calls[0]![0].input).toEqual({ values: { login: 'operator' } })
  })

  it('keeps a refusal’s field errors for the values sent, and sends again', async () => {
    let answers = [refusal, undefined]
    const { actor, call } = start(async () => {
      const [next, ...rest] = answers
      answers = rest
      if (next) throw next
    })
    actor.send({ type: 'form.submit', values: { token: 't', newPassword: 'a-new-password' } })
    await waitFor(actor, (snapshot) => snapshot.hasTag('refused'))
    const { context } = actor.getSnapshot()
    expect(context.fieldErrors).toEqual(refusal.body!.errors)
    expect(context.errorMessage).toBe('token: already used.')
    expect(context.submitted).toEqual({ token: 't', newPassword: 'a-new-password' })
    actor.send({ type: 'form.submit', values: { token: 't', newPassword: 'another-one' } })
    expect(actor.getSnapshot().context.fieldErrors).toEqual([])
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(call).toHaveBeenCalledTimes(2)
  })
})
