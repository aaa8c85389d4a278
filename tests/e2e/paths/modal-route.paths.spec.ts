/**
 * The modal-route model driven through three areas' real modal routes (issue 38): a substance's
 * create form, a subscription's and a feedback form, each a variant that runs every path. Each
 * step's event is a user action (EVENTS) and each state is checked on the screen by role and
 * text (STATES). The machine's own test (tests/model/modal-route.model.test.ts) proves the
 * statechart; this proves every modal route is wired to it: the form reports its changes, the
 * close button, Escape and browser back ask first when touched, the warning's two answers, a
 * save closes without asking, and going back to the modal's address opens a new form.
 */
import type { Locator } from '@playwright/test'
import { modalRouteMachine } from '@/machines/modal-route.machine'
import { MODAL_ROUTE_MODEL } from '../../model/modal-route.samples'
import { stateLabel, type SerializableStep } from '../../model/paths'
import { expect, openAs } from '../fixtures'
import { describeUiModel, type AnyEvent, type UiModel, type UiRun } from './ui-model'

/** A modal route of an area, and how its form is touched, untouched and made valid. */
interface ModalArea {
  name: string
  persona: string
  /** The list the modal opens over, and the link that opens it. */
  listPath: string
  openLink: string
  dialogName: string
  /** Makes the form differ from how it opened, with values the server accepts. */
  touch: (dialog: Locator) => Promise<void>
  /** Puts the form back as it opened. */
  untouch: (dialog: Locator) => Promise<void>
  /** The field `touch` types into, whose value a kept form still shows. */
  field: (dialog: Locator) => Locator
  saveButton: string
  savedText: string
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

const AREAS: ModalArea[] = [
  {
    name: 'a substance (test types)',
    persona: 'admin',
    listPath: '/test-types/substances',
    openLink: 'Create substance',
    dialogName: 'Create substance',
    touch: (dialog) => dialog.getByLabel('Name').fill(`Path substance ${unique()}`),
    untouch: (dialog) => dialog.getByLabel('Name').fill(''),
    field: (dialog) => dialog.getByLabel('Name'),
    saveButton: 'Save',
    savedText: 'The substance was saved.',
  },
  {
    name: 'a subscription',
    persona: 'site.admin',
    listPath: '/subscriptions',
    openLink: 'New subscription',
    dialogName: 'New subscription',
    touch: (dialog) => dialog.getByLabel('E-mail').fill(`path.${unique()}@example.com`),
    untouch: (dialog) => dialog.getByLabel('E-mail').fill(''),
    field: (dialog) => dialog.getByLabel('E-mail'),
    saveButton: 'Save',
    savedText: 'The subscription was saved.',
  },
  {
    name: 'a feedback',
    persona: 'operator',
    listPath: '/feedback',
    openLink: 'Report an error',
    dialogName: 'Report an error',
    touch: async (dialog) => {
      await dialog.getByLabel('Category').selectOption({ label: 'Cloud' })
      await dialog.getByLabel('Your feedback').fill(`A path of the modal route ${unique()}.`)
    },
    untouch: async (dialog) => {
      await dialog.getByLabel('Category').selectOption({ index: 0 })
      await dialog.getByLabel('Your feedback').fill('')
    },
    field: (dialog) => dialog.getByLabel('Your feedback'),
    saveButton: 'Send',
    savedText: 'Thank you: your feedback was sent.',
  },
]

interface Run extends UiRun {
  area: ModalArea
  dialog: Locator
  /** What the touched field holds while the form is open. */
  typed: string
  /** Whether the form was saved, which decides what the list says once it closes. */
  saved: boolean
  /** How the last close was asked for: a navigation left by Back, the rest pushed the list. */
  via: 'button' | 'navigation' | 'escape'
}

const warning = (run: Run) => run.page.getByRole('alertdialog', { name: 'Unsaved changes' })

/** Why the UI cannot give a save after that state (the model test takes both). */
function saveUnavailable(_event: AnyEvent, previous: SerializableStep): string | null {
  const from = stateLabel(previous.state)
  if (from === 'open.pristine') {
    return 'an untouched create form cannot be saved: its required fields are empty (the model test takes it)'
  }
  if (from === 'open.confirmingClose') {
    return 'the unsaved-changes warning covers the form, so no save can be sent while it asks (the model test takes it)'
  }
  return null
}

const MODAL_ROUTE: UiModel<Run> = {
  name: 'modal-route',
  machine: modalRouteMachine,
  model: MODAL_ROUTE_MODEL,
  variants: AREAS.map((area) => area.name),
  newRun: (base) => {
    const area = AREAS.find((candidate) => candidate.name === base.variant)!
    return {
      ...base,
      area,
      dialog: base.page.getByRole('dialog', { name: area.dialogName }),
      typed: '',
      saved: false,
      via: 'button',
    }
  },
  open: async (run) => {
    await openAs(run.page, run.area.persona, run.area.listPath)
    await run.page.getByRole('link', { name: run.area.openLink }).click()
  },
  events: {
    'form.dirty': {
      act: async (run, event) => {
        if (event.dirty) await run.area.touch(run.dialog)
        else await run.area.untouch(run.dialog)
        run.typed = await run.area.field(run.dialog).inputValue()
      },
    },
    'modal.close': {
      act: async (run, event) => {
        run.via = event.via === 'navigation' || event.via === 'button' ? event.via : 'escape'
        if (event.via === 'navigation') await run.page.goBack()
        else if (event.via === 'button')
          await run.dialog.getByRole('button', { name: 'Cancel' }).click()
        else await run.page.keyboard.press('Escape')
      },
    },
    'form.saved': {
      unavailable: saveUnavailable,
      act: async (run) => {
        await run.dialog.getByRole('button', { name: run.area.saveButton }).click()
        run.saved = true
        // A save pushes the list, as the Cancel button does.
        run.via = 'button'
      },
    },
    'close.confirm': {
      act: (run) => warning(run).getByRole('button', { name: 'Discard changes' }).click(),
    },
    'close.cancel': {
      act: (run) => warning(run).getByRole('button', { name: 'Keep editing' }).click(),
    },
    'route.shown': {
      // Back to the modal's address: Forward when Back had left it, else Back from the list.
      act: async (run) => {
        if (run.via === 'navigation') await run.page.goForward()
        else await run.page.goBack()
        run.typed = ''
        run.saved = false
      },
    },
  },
  states: {
    'open.pristine': async (run) => {
      await expect(run.dialog).toBeVisible()
      await expect(warning(run)).toHaveCount(0)
      await expect(run.area.field(run.dialog)).toHaveValue('')
    },
    'open.dirty': async (run) => {
      await expect(run.dialog).toBeVisible()
      await expect(warning(run)).toHaveCount(0)
      // A kept form still holds what was typed.
      await expect(run.area.field(run.dialog)).toHaveValue(run.typed)
    },
    'open.confirmingClose': async (run) => {
      await expect(warning(run)).toBeVisible()
      await expect(warning(run)).toContainText(
        'You have unsaved changes. If you leave now, they will be lost.',
      )
    },
    closed: async (run) => {
      await expect(run.dialog).toHaveCount(0)
      await expect(warning(run)).toHaveCount(0)
      // Every way out leads back to the list the modal opened over.
      await expect.poll(() => new URL(run.page.url()).pathname).toBe(run.area.listPath)
      if (run.saved) await expect(run.page.getByText(run.area.savedText).last()).toBeVisible()
    },
  },
}

describeUiModel(MODAL_ROUTE)
