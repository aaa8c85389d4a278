// Model-based test of the export machine (CORE-2.12, CORE-9.9): every state and transition, with
// the download's answers sent as events; what is saved, what is told, and that it is ready again.
import { expect } from 'vitest'
import { exportMachine, type ExportContext } from '@/machines/export.machine'
import { runModel } from './harness'

const calls: string[] = []
const FILE = new Blob(['id\n1'])
const machine = exportMachine.provide({
  actions: {
    saveFile: (_, params) =>
      void calls.push(`save:${params.format}${params.withHistory ? '+history' : ''}`),
    notifyFailed: (_, params) => void calls.push(`failed:${params.message}`),
  },
})

runModel('export', machine, {
  strategy: 'shortest',
  events: [
    { type: 'export.start', format: 'csv', withHistory: false, query: { siteId: 3 } },
    { type: 'export.start', format: 'excel', withHistory: true, query: {} },
    { type: 'xstate.done.actor.downloadExport', output: FILE },
    { type: 'xstate.error.actor.downloadExport', error: new Error('Forbidden') },
  ],
  states: {
    idle: (snapshot, event) => {
      expect((snapshot.context as ExportContext).choice).toBeNull()
      if (event.type === 'xstate.done.actor.downloadExport') {
        expect(calls.at(-1)).toMatch(/^save:(csv|excel)(\+history)?$/)
      } else if (event.type === 'xstate.error.actor.downloadExport') {
        expect(calls.at(-1)).toBe('failed:Forbidden')
      }
    },
    exporting: (snapshot, event) => {
      expect(snapshot.hasTag('exporting')).toBe(true)
      expect((snapshot.context as ExportContext).choice).toEqual({
        format: event.format,
        withHistory: event.withHistory,
      })
    },
  },
})
