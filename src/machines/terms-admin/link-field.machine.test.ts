// The link field of the terms editor: the rule applied on confirm, what is typed kept.
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { linkFieldMachine } from './link-field.machine'

function start() {
  const calls: string[] = []
  const actor = createActor(
    linkFieldMachine.provide({
      actions: {
        setLink: (_, params) => void calls.push(`set:${params.href}`),
        removeLink: () => void calls.push('remove'),
      },
    }),
  ).start()
  return { actor, calls }
}

describe('link field machine', () => {
  it('opens with the link at the selection and sets an allowed address', () => {
    const { actor, calls } = start()
    actor.send({ type: 'link.open', href: 'https://example.com/' })
    expect(actor.getSnapshot().hasTag('open')).toBe(true)
    expect(actor.getSnapshot().context.url).toBe('https://example.com/')
    actor.send({ type: 'link.change', url: ' mailto:support@rapidtest-service.eu ' })
    actor.send({ type: 'link.apply' })
    expect(calls).toEqual(['set:mailto:support@rapidtest-service.eu'])
    expect(actor.getSnapshot().hasTag('open')).toBe(false)
  })

  it('refuses another scheme, keeping the field open as typed until it changes', () => {
    const { actor, calls } = start()
    actor.send({ type: 'link.open', href: null })
    expect(actor.getSnapshot().context.url).toBe('')
    actor.send({ type: 'link.change', url: 'javascript:alert(1)' })
    actor.send({ type: 'link.apply' })
    expect(calls).toEqual([])
    expect(actor.getSnapshot().hasTag('refused')).toBe(true)
    expect(actor.getSnapshot().context.url).toBe('javascript:alert(1)')
    actor.send({ type: 'link.change', url: 'https://example.com' })
    expect(actor.getSnapshot().hasTag('refused')).toBe(false)
    expect(actor.getSnapshot().hasTag('open')).toBe(true)
  })

  it('removes the link when the address is emptied, and cancels without a change', () => {
    const { actor, calls } = start()
    actor.send({ type: 'link.open', href: 'https://example.com/' })
    actor.send({ type: 'link.change', url: '  ' })
    actor.send({ type: 'link.apply' })
    expect(calls).toEqual(['remove'])
    actor.send({ type: 'link.open', href: null })
    actor.send({ type: 'link.change', url: 'https://example.com' })
    actor.send({ type: 'link.cancel' })
    expect(calls).toEqual(['remove'])
    expect(actor.getSnapshot().value).toBe('closed')
  })
})
