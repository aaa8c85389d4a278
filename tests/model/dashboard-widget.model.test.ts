// Model-based test of a dashboard widget's loader (CORE-2.9, CORE-8.3): every state and
// transition from an empty start (no customer) and from a query, with answers, failures, retries
// and query changes; each state's tags and context checked.
import { expect } from 'vitest'
import { widgetMachine } from '@/machines/dashboard/widget.machine'
import { runModel } from './harness'

runModel('dashboard-widget', widgetMachine, {
  inputs: { empty: { query: null }, withQuery: { query: { customerId: 1 } } },
  events: [
    { type: 'widget.load', query: { customerId: 2 } },
    { type: 'widget.load', query: null },
    { type: 'widget.retry' },
    { type: 'xstate.done.actor.0.dashboardWidget.loading', output: ['data'] },
    { type: 'xstate.error.actor.0.dashboardWidget.loading', error: new Error('Server down') },
  ],
  states: {
    idle: (snapshot) => {
      expect(snapshot.context).toEqual({ query: null, data: null, error: null })
      expect(['loading', 'loaded', 'failed'].some((tag) => snapshot.hasTag(tag))).toBe(false)
    },
    loading: (snapshot) => {
      expect(snapshot.hasTag('loading')).toBe(true)
      expect(snapshot.context.query).not.toBeNull()
    },
    loaded: (snapshot) => {
      expect(snapshot.hasTag('loaded')).toBe(true)
      expect(snapshot.context.data).toEqual(['data'])
      expect(snapshot.context.error).toBeNull()
    },
    failed: (snapshot) => {
      expect(snapshot.hasTag('failed')).toBe(true)
      expect(snapshot.context.error).toBe('Server down')
    },
  },
})
