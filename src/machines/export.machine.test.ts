import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { exportMachine, type ExportRequest } from './export.machine'

function start(download: (request: ExportRequest) => Promise<Blob>) {
  const saveFile = vi.fn()
  const notifyFailed = vi.fn()
  const actor = createActor(
    exportMachine.provide({
      actors: { downloadExport: fromPromise(({ input }) => download(input)) },
      actions: {
        saveFile: (_, params) => saveFile(params),
        notifyFailed: (_, params) => notifyFailed(params),
      },
    }),
  ).start()
  return { actor, saveFile, notifyFailed }
}

describe('export machine', () => {
  it('fetches the file with the filters it is given and saves it', async () => {
    const blob = new Blob(['id\n1'])
    const asked: ExportRequest[] = []
    const { actor, saveFile } = start(async (request) => {
      asked.push(request)
      return blob
    })
    actor.send({ type: 'export.start', format: 'excel', withHistory: false, query: { siteId: 3 } })
    expect(actor.getSnapshot().hasTag('exporting')).toBe(true)
    await waitFor(actor, (snapshot) => !snapshot.hasTag('exporting'))
    expect(asked).toEqual([{ format: 'excel', withHistory: false, query: { siteId: 3 } }])
    expect(saveFile).toHaveBeenCalledWith({ blob, format: 'excel', withHistory: false })
  })

  it('asks for the change history when it is picked, and saves the file as such', async () => {
    const blob = new Blob(['id\n1'])
    const asked: ExportRequest[] = []
    const { actor, saveFile } = start(async (request) => {
      asked.push(request)
      return blob
    })
    actor.send({ type: 'export.start', format: 'csv', withHistory: true, query: { siteId: 3 } })
    expect(actor.getSnapshot().context.choice).toEqual({ format: 'csv', withHistory: true })
    await waitFor(actor, (snapshot) => !snapshot.hasTag('exporting'))
    expect(asked).toEqual([{ format: 'csv', withHistory: true, query: { siteId: 3 } }])
    expect(saveFile).toHaveBeenCalledWith({ blob, format: 'csv', withHistory: true })
    expect(actor.getSnapshot().context.choice).toBeNull()
  })

  it('tells a failure and is ready again', async () => {
    const { actor, saveFile, notifyFailed } = start(async () => {
      throw new Error('Exports need the permission “test-records:export”.')
    })
    actor.send({ type: 'export.start', format: 'csv', withHistory: false, query: {} })
    await waitFor(actor, (snapshot) => snapshot.matches('idle'))
    expect(notifyFailed).toHaveBeenCalledWith({
      message: 'Exports need the permission “test-records:export”.',
    })
    expect(saveFile).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context.choice).toBeNull()
  })

  it('runs one export at a time', () => {
    const { actor } = start(() => new Promise<Blob>(() => undefined))
    actor.send({ type: 'export.start', format: 'csv', withHistory: true, query: {} })
    actor.send({ type: 'export.start', format: 'excel', withHistory: false, query: {} })
    expect(actor.getSnapshot().context.choice).toEqual({ format: 'csv', withHistory: true })
  })
})
