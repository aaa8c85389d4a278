import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { controlGroupsMachine } from './control-groups.machine'

const start = () => createActor(controlGroupsMachine).start()
const expanded = (actor: ReturnType<typeof start>) => actor.getSnapshot().context.expanded

describe('open control groups', () => {
  it('open and close with their disclosure button, several at a time', () => {
    const actor = start()
    expect(expanded(actor)).toEqual([])
    actor.send({ type: 'group.toggle', id: 4 })
    actor.send({ type: 'group.toggle', id: 9 })
    expect(expanded(actor)).toEqual([4, 9])
    actor.send({ type: 'group.toggle', id: 4 })
    expect(expanded(actor)).toEqual([9])
  })

  it('stay open only while the table still shows them', () => {
    const actor = start()
    actor.send({ type: 'group.toggle', id: 4 })
    actor.send({ type: 'group.toggle', id: 9 })
    actor.send({ type: 'groups.shown', ids: [9, 10, 11] })
    expect(expanded(actor)).toEqual([9])
    actor.send({ type: 'groups.shown', ids: [] })
    expect(expanded(actor)).toEqual([])
  })

  it('keep the very same list when every open group is still shown (the columns depend on it)', () => {
    const actor = start()
    actor.send({ type: 'group.toggle', id: 9 })
    const before = expanded(actor)
    actor.send({ type: 'groups.shown', ids: [9, 10] })
    expect(expanded(actor)).toBe(before)
    const none = start()
    const empty = expanded(none)
    none.send({ type: 'groups.shown', ids: [1, 2] })
    expect(expanded(none)).toBe(empty)
  })
})
