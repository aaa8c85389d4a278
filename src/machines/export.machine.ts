/**
 * Exporting a list (CORE-2.12, CORE-2.14 "export button", CORE-9.9 "Export files"): the user picks
 * CSV or Excel, with or without the records' change history (issue 40), the file is fetched with
 * the list's current filters and saved under the screen's file name. One export at a time: the
 * menu is busy until the file arrives or the export fails.
 * What a query is, how the file is fetched and saved, and how a failure is told are the screen's
 * (provided actors and actions), so test and control records share this machine.
 *
 * Tags the UI reads: `exporting`.
 */
import { assign, fromPromise, setup } from 'xstate'

export type ExportFormat = 'csv' | 'excel'

/** What the user picks in the export menu. */
export interface ExportChoice {
  format: ExportFormat
  /** The records' change history too: a second sheet in Excel, a second table in the CSV. */
  withHistory: boolean
}

export interface ExportRequest extends ExportChoice {
  /** The list's filters as the export call takes them. */
  query: unknown
}

export interface ExportContext {
  /** The export under way; null when idle. */
  choice: ExportChoice | null
}

export type ExportEvent = { type: 'export.start' } & ExportRequest

export const exportMachine = setup({
  types: {
    context: {} as ExportContext,
    events: {} as ExportEvent,
  },
  actors: {
    downloadExport: fromPromise<Blob, ExportRequest>(async () => {
      throw new Error('downloadExport is provided by the screen')
    }),
  },
  actions: {
    /** Hands the file to the browser under the screen's file name. */
    saveFile: (_, _params: { blob: Blob } & ExportChoice) => undefined,
    /** Tells the user the export failed (a toast), with the server's message. */
    notifyFailed: (_, _params: { message: string }) => undefined,
  },
}).createMachine({
  id: 'export',
  context: { choice: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'export.start': {
          target: 'exporting',
          actions: assign({
            choice: ({ event }) => ({ format: event.format, withHistory: event.withHistory }),
          }),
        },
      },
    },
    exporting: {
      tags: ['exporting'],
      invoke: {
        id: 'downloadExport',
        src: 'downloadExport',
        input: ({ event }) => {
          const { format, withHistory, query } = event as ExportEvent
          return { format, withHistory, query }
        },
        onDone: {
          target: 'idle',
          actions: [
            {
              type: 'saveFile',
              params: ({ context, event }) => ({ blob: event.output, ...context.choice! }),
            },
            assign({ choice: null }),
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            {
              type: 'notifyFailed',
              params: ({ event }) => ({
                message: event.error instanceof Error ? event.error.message : String(event.error),
              }),
            },
            assign({ choice: null }),
          ],
        },
      },
    },
  },
})
