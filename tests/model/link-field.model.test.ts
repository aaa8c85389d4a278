// Model-based test of the terms editor's link field: every state and transition; an allowed
// address sets the link, an empty one removes it, another is refused with the field kept open
// as typed, a change takes the refusal away, cancel changes nothing.
import { expect } from 'vitest'
import { linkFieldMachine } from '@/machines/terms-admin/link-field.machine'
import { runModel } from './harness'

const calls: string[] = []
const machine = linkFieldMachine.provide({
  actions: {
    setLink: (_, params) => void calls.push(`set:${params.href}`),
    removeLink: () => void calls.push('remove'),
  },
})

runModel('link-field', machine, {
  events: [
    { type: 'link.open', href: null },
    { type: 'link.open', href: 'https://example.com/' },
    { type: 'link.change', url: 'https://www.rapidtest-service.eu/privacy' },
    { type: 'link.change', url: 'javascript:alert(1)' },
    { type: 'link.change', url: '' },
    { type: 'link.apply' },
    { type: 'link.cancel' },
  ],
  states: {
    closed: (_snapshot, event) => {
      if (event.type === 'link.apply') {
        expect(calls.at(-1)).toMatch(/^(set:https:\/\/|remove$)/)
      }
    },
    'open.typing': (snapshot, event) => {
      expect(snapshot.hasTag('open')).toBe(true)
      expect(snapshot.hasTag('refused')).toBe(false)
      if (event.type === 'link.open') expect(snapshot.context.url).toBe(event.href ?? '')
      if (event.type === 'link.change') expect(snapshot.context.url).toBe(event.url)
    },
    'open.refused': (snapshot) => {
      expect(snapshot.hasTag('open') && snapshot.hasTag('refused')).toBe(true)
      // What was typed stays, for the user to correct.
      expect(snapshot.context.url).toBe('javascript:alert(1)')
    },
  },
})
