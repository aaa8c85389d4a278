/**
 * The modal-route model driven through three areas' real modal routes (issue 38): a substance's
 * create form, a subscription's and a feedback form. Each path of
 * `coveringPaths(serializablePaths(modalRouteMachine, MODAL_ROUTE_MODEL))` is one test per area
 * that turns each step's event into a user action (EVENTS) and checks each step's state on the
 * screen by role and text (STATES). The machine's own test (tests/model/modal-route.model.test.ts)
 * proves the statechart; this proves every modal route is wired to it: the form reports its
 * changes, the close button, Escape and browser back ask first when touched, the warning's two
 * answers, and a save closes without asking.
 */
import type { Locator, Page } from '@playwright/test'
import type { EventObject } from 'xstate'
import { modalRouteMachine } from '@/machines/modal-route.machine'
import { MODAL_ROUTE_MODEL } from '../model/modal-route.samples'
import {
  coveringPaths,
  serializablePaths,
  stateLabel,
  type SerializablePath,
  type SerializableStep,
} from '../model/paths'
import { expect, openAs, test } from './fixtures'

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

interface Run {
  page: Page
  area: ModalArea
  dialog: Locator
  /** What the touched field holds while the form is open. */
  typed: string
  /** How the last close was asked, which decides where a confirmed close leads. */
  saved: boolean
}

const warning = (page: Page) => page.getByRole('alertdialog', { name: 'Unsaved changes' })

type AnyEvent = EventObject & Record<string, unknown>

/** Why the UI cannot give this event after that state; the path is then not run here. */
function unavailable(event: AnyEvent, previous: SerializableStep): string | null {
  const from = stateLabel(previous.state)
  if (event.type === 'form.saved' && from === 'open.pristine') {
    return 'an untouched create form cannot be saved: its required fields are empty (the model test takes it)'
  }
  if (event.type === 'form.saved' && from === 'open.confirmingClose') {
    return 'the unsaved-changes warning covers the form, so no save can be sent while it asks (the model test takes it)'
  }
  return null
}

const EVENTS: Record<string, (run: Run, event: AnyEvent) => Promise<void>> = {
  'form.dirty': async (run, event) => {
    if (event.dirty) await run.area.touch(run.dialog)
    else await run.area.untouch(run.dialog)
    run.typed = await run.area.field(run.dialog).inputValue()
  },
  'modal.close': async (run, event) => {
    if (event.via === 'navigation') await run.page.goBack()
    else if (event.via === 'button')
      await run.dialog.getByRole('button', { name: 'Cancel' }).click()
    else await run.page.keyboard.press('Escape')
  },
  'form.saved': async (run) => {
    await run.dialog.getByRole('button', { name: run.area.saveButton }).click()
    run.saved = true
  },
  'close.confirm': (run) =>
    warning(run.page).getByRole('button', { name: 'Discard changes' }).click(),
  'close.cancel': (run) => warning(run.page).getByRole('button', { name: 'Keep editing' }).click(),
}

const STATES: Record<string, (run: Run) => Promise<void>> = {
  'open.pristine': async (run) => {
    await expect(run.dialog).toBeVisible()
    await expect(warning(run.page)).toHaveCount(0)
    await expect(run.area.field(run.dialog)).toHaveValue('')
  },
  'open.dirty': async (run) => {
    await expect(run.dialog).toBeVisible()
    await expect(warning(run.page)).toHaveCount(0)
    // A kept form still holds what was typed.
    await expect(run.area.field(run.dialog)).toHaveValue(run.typed)
  },
  'open.confirmingClose': async (run) => {
    await expect(warning(run.page)).toBeVisible()
    await expect(warning(run.page)).toContainText(
      'You have unsaved changes. If you leave now, they will be lost.',
    )
  },
  closed: async (run) => {
    await expect(run.dialog).toHaveCount(0)
    await expect(warning(run.page)).toHaveCount(0)
    // Every way out leads back to the list the modal opened over.
    await expect.poll(() => new URL(run.page.url()).pathname).toBe(run.area.listPath)
    if (run.saved) await expect(run.page.getByText(run.area.savedText).last()).toBeVisible()
  },
}

const PATHS: SerializablePath[] = serializablePaths(modalRouteMachine, MODAL_ROUTE_MODEL)

const skipReason = (path: SerializablePath) =>
  path.steps
    .slice(1)
    .map((step, index) => unavailable(step.event as AnyEvent, path.steps[index]!))
    .find((reason) => reason !== null) ?? null

test.describe('modal route model paths through three areas', () => {
  const runnable = PATHS.filter((path) => skipReason(path) === null)

  test('takes every transition through the UI but the two no user can cause', () => {
    const transitions = (paths: SerializablePath[]) =>
      new Set(
        paths.flatMap((path) =>
          path.steps
            .slice(1)
            .map(
              (step, index) =>
                `${stateLabel(path.steps[index]!.state)} ${JSON.stringify(step.event)}`,
            ),
        ),
      )
    const all = transitions(PATHS)
    const taken = transitions(coveringPaths(runnable))
    const missed = [...all].filter((key) => !taken.has(key))
    expect(missed.sort()).toEqual([
      'open.confirmingClose {"type":"form.saved"}',
      'open.pristine {"type":"form.saved"}',
    ])
  })

  for (const area of AREAS) {
    for (const path of coveringPaths(runnable)) {
      test(`${area.name}: ${path.description}`, async ({ page }) => {
        await openAs(page, area.persona, area.listPath)
        const run: Run = {
          page,
          area,
          dialog: page.getByRole('dialog', { name: area.dialogName }),
          typed: '',
          saved: false,
        }
        for (const [index, step] of path.steps.entries()) {
          const event = step.event as AnyEvent
          await test.step(`${event.type} ⇒ ${stateLabel(step.state)}`, async () => {
            if (index === 0) await page.getByRole('link', { name: area.openLink }).click()
            else await EVENTS[event.type]!(run, event)
            await STATES[stateLabel(step.state)]!(run)
          })
        }
      })
    }
  }
})
