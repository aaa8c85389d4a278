/**
 * The terms editor's link field (the toolbar's "Link" popover): the address being typed, and
 * the link rule (link-url.ts: http, https or mailto only) applied when the user confirms. An
 * allowed address becomes the link of the selection, an empty one removes the link, anything
 * else keeps the field open with the rule's message (`refused`) and what was typed. Cancel
 * (Escape, a click outside) changes nothing. What "set" and "remove" do to the document is the
 * editor's: the React side provides `setLink` and `removeLink`.
 *
 * Tags the UI reads: `open` (the popover is shown), `refused` (the address broke the rule).
 */
import { assign, setup } from 'xstate'
import { linkHref } from './link-url'

export type LinkFieldEvent =
  /** The link button: `href` is the link at the selection, if there is one. */
  | { type: 'link.open'; href: string | null }
  | { type: 'link.change'; url: string }
  | { type: 'link.apply' }
  | { type: 'link.cancel' }

export interface LinkFieldContext {
  /** The address as typed. */
  url: string
}

export const linkFieldMachine = setup({
  types: {
    context: {} as LinkFieldContext,
    events: {} as LinkFieldEvent,
  },
  actions: {
    /** Makes the selection (or, with nothing selected, the address itself) a link to `href`. */
    setLink: (_, _params: { href: string }) => undefined,
    /** Removes the link at the selection. */
    removeLink: () => undefined,
  },
  guards: {
    isEmpty: ({ context }) => context.url.trim() === '',
    isAllowed: ({ context }) => linkHref(context.url) !== null,
  },
}).createMachine({
  id: 'linkField',
  context: { url: '' },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'link.open': {
          target: 'open',
          actions: assign({ url: ({ event }) => event.href ?? '' }),
        },
      },
    },
    open: {
      tags: ['open'],
      initial: 'typing',
      states: {
        typing: {},
        refused: { tags: ['refused'] },
      },
      on: {
        // A change takes the message away: it is about the address that was refused.
        'link.change': { target: '.typing', actions: assign({ url: ({ event }) => event.url }) },
        'link.apply': [
          { guard: 'isEmpty', target: 'closed', actions: 'removeLink' },
          {
            guard: 'isAllowed',
            target: 'closed',
            actions: {
              type: 'setLink',
              params: ({ context }) => ({ href: linkHref(context.url) ?? '' }),
            },
          },
          { target: '.refused' },
        ],
        'link.cancel': { target: 'closed' },
      },
    },
  },
})
