/**
 * The saved-views model (tests/model/saved-views.samples.ts) driven through the records list's
 * views bar and view editor (ui-model.ts): each step's event a user action or a server condition
 * (EVENTS), each state checked on the screen: the list's, the rename's and the editor's part of it
 * (LIST, RENAME, EDITOR), and the names in the views bar.
 *
 * The user is customer.admin, whose saved views the path first makes the model's: View 1 and
 * View 2 (and the control-records view, which the records bar does not show). The server's answers
 * are the fake API's: each request of the list's actors is held (holds.ts) until the path reaches
 * its answer, a failure is a fault rule added just before, and a save refused as stale (409) is
 * another tab's save of the list, made between this tab's load and its save. That other tab
 * writes with XMLHttpRequest, which the holds (a fetch wrapper) leave alone.
 */
import type { Page } from '@playwright/test'
import type { StateValue } from 'xstate'
import type { SavedView, UserViews } from '@/api/types'
import { savedViewsMachine, type SavedViewsContext } from '@/machines/saved-views.machine'
import { CURRENT, EDITED_FILTERS, SAVED_VIEWS_MODEL, view } from '../../model/saved-views.samples'
import { stateLabel, type SerializableStep } from '../../model/paths'
import { expect, mainNav, openAs } from '../fixtures'
import { addFault, installHolds, release, uninstallHolds, type HoldRule } from './holds'
import {
  describeUiModel,
  type AnyEvent,
  type EventMapping,
  type StateCheck,
  type UiModel,
  type UiRun,
} from './ui-model'

const VIEWS_PATH = '/v2/Users/me/views'
const VIEWS_PATTERN = `^/api${VIEWS_PATH}$`
/** ky tries a failed GET three times (src/api/http.ts): a load fails when all three do. */
const GET_ATTEMPTS = 3

// ------------------------------------------------------------------ one run of a path

/** A request of the list's actors, held until the path reaches its answer. */
interface HeldRequest {
  name: string
  rule: HoldRule
}

interface Run extends UiRun {
  /** Per step that starts a load or a save (0: the first load): the requests until it ends. */
  episodes: Map<number, HeldRequest[]>
  /** The requests held now, in the order they come. */
  held: HeldRequest[]
  /** Whether the holds' fetch wrapper is in the page. */
  harness: boolean
  /** The view of the control records, which the records bar never shows but the list keeps. */
  controlView: SavedView | null
  /** The names the bar should show, in order. */
  names: string[]
  /** Per step of an editor.open: whether it opens the new view's editor or View 2's. */
  editorKinds: Map<number, 'create' | 'update'>
  /** Whether a view is moved with the keyboard or dragged. */
  reorderBy: 'keyboard' | 'pointer'
}

const contextOf = (step: SerializableStep) => step.context as SavedViewsContext
const regionOf = (step: SerializableStep, region: 'list' | 'rename' | 'editor') =>
  stateLabel((step.state as Record<string, StateValue>)[region]!)
const indexOf = (run: Run) => (run.previous ? run.path.steps.indexOf(run.previous) + 1 : 0)
const isStale = (event: AnyEvent) =>
  (event.error as { status?: number } | undefined)?.status === 409

/** The requests the list's actors make at each step: a load, a save, a reload after a 409. */
function requestOf(step: SerializableStep, previous: SerializableStep | undefined) {
  const list = regionOf(step, 'list')
  const before = previous ? regionOf(previous, 'list') : null
  if (list === before) return null
  if (list === 'loading' || list === 'saving.reloading') return 'get'
  if (list === 'saving.sending') return 'put'
  return null
}

/**
 * The requests of each load or save, from the step whose action starts it until the list is
 * ready again: they are held from that step on, each until the step of its answer.
 */
function episodesOf(steps: SerializableStep[]): Map<number, HeldRequest[]> {
  const episodes = new Map<number, HeldRequest[]>()
  let current: HeldRequest[] | null = null
  for (const [index, step] of steps.entries()) {
    const kind = requestOf(step, steps[index - 1])
    if (kind && current === null) {
      current = []
      episodes.set(index, current)
    }
    if (kind && current) {
      current.push({
        name: `${kind}-${index}`,
        rule: { method: kind.toUpperCase(), path: VIEWS_PATTERN },
      })
    }
    const list = regionOf(step, 'list')
    if (list !== 'loading' && !list.startsWith('saving')) current = null
  }
  return episodes
}

/** Before the action of a step that starts a load or a save: its requests will be held. */
async function holdRequestsOf(run: Run) {
  const requests = run.episodes.get(indexOf(run))
  if (!requests) return
  if (run.harness) await uninstallHolds(run.page)
  await installHolds(
    run.page,
    Object.fromEntries(requests.map((request) => [request.name, request.rule])),
    requests.map((request) => request.name),
  )
  run.harness = true
  run.held = [...requests]
}

/** Lets the next held request go; its answer (a fault rule, another tab's save) is set by then. */
async function answerNext(run: Run) {
  const next = run.held.shift()
  if (!next) throw new Error('No request of the views is held.')
  await release(run.page, next.name)
}

// ------------------------------------------------------------------ another tab, the server

/** The views API as another tab of the same user calls it: not through this tab's fetch. */
async function otherTab(page: Page, method: 'GET' | 'PUT', body?: UserViews): Promise<UserViews> {
  const answer = await page.evaluate(
    ({ method, path, body }) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const token = JSON.parse(sessionStorage.getItem('milk-safety.session-token') ?? 'null')
        const request = new XMLHttpRequest()
        request.open(method, `/api${path}`)
        if (token) request.setRequestHeader('Authorization', `Bearer ${token.accessToken}`)
        if (body) request.setRequestHeader('Content-Type', 'application/json')
        request.onload = () => resolve({ status: request.status, text: request.responseText })
        request.onerror = () => reject(new Error(`${method} ${path} failed`))
        request.send(body ? JSON.stringify(body) : null)
      }),
    { method, path: VIEWS_PATH, body },
  )
  expect(answer.status, `${method} ${VIEWS_PATH} from another tab`).toBe(200)
  return JSON.parse(answer.text) as UserViews
}

/** Another tab saves these views (the control view kept): this tab's list is out of date. */
async function saveElsewhere(run: Run, views: SavedView[]) {
  const { lastUpdated } = await otherTab(run.page, 'GET')
  await otherTab(run.page, 'PUT', {
    views: [...views, ...(run.controlView ? [run.controlView] : [])],
    lastUpdated,
  })
}

// ------------------------------------------------------------------ what the user sees and does

const bar = (page: Page) => page.getByRole('navigation', { name: 'Saved views' })
/** The bar, also behind a dialog (the editor, the delete confirmation) that hides it from it. */
const barBehind = (page: Page) =>
  page.getByRole('navigation', { name: 'Saved views', includeHidden: true })
const nameField = (page: Page) => bar(page).getByRole('textbox', { name: 'View name' })
const editorDialog = (page: Page) => page.getByRole('dialog', { name: /^(New view|Edit view)$/ })
const deleteDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Delete the view?' })
const toast = (page: Page, text: string | RegExp) => page.getByText(text, { exact: true }).last()

/** The views in the bar, in order (each has a "Move <name>" handle). */
async function viewNames(page: Page): Promise<string[]> {
  const labels = await bar(page)
    .getByRole('button', { name: /^Move / })
    .evaluateAll((handles) => handles.map((handle) => handle.getAttribute('aria-label') ?? ''))
  return labels.map((label) => label.replace(/^Move /, ''))
}

const namesOf = (views: SavedView[]) => views.map((entry) => entry.name)

/** View 1 moves one place right, with the keyboard or dragged, as the path says. */
async function moveFirstViewRight(run: Run) {
  const { page } = run
  const [first = '', second = ''] = await viewNames(page)
  const handle = bar(page).getByRole('button', { name: `Move ${first}` })
  if (run.reorderBy === 'pointer') {
    const target = bar(page).getByRole('button', { name: `Move ${second}` })
    const from = (await handle.boundingBox())!
    const to = (await target.boundingBox())!
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 })
    await page.mouse.move(to.x + to.width + 40, to.y + to.height / 2, { steps: 10 })
    await page.mouse.up()
    return
  }
  await handle.focus()
  await page.keyboard.press('Space')
  await expect(handle).toHaveAttribute('aria-pressed', 'true')
  // dnd-kit listens to the keys a moment after the lift: a key pressed before that is lost.
  await expect(async () => {
    await page.keyboard.press('ArrowRight')
    await expect(page.getByText(`View ${first} moved to position 2 of 2.`)).toBeAttached({
      timeout: 1_000,
    })
  }).toPass()
  await page.keyboard.press('Space')
}

/** Cancel in the editor; touched, it asks first, and the changes are discarded. */
async function closeEditor(page: Page) {
  await editorDialog(page).getByRole('button', { name: 'Cancel' }).click()
  const warning = page.getByRole('alertdialog', { name: 'Unsaved changes' })
  await expect(async () => {
    if (await warning.isVisible()) {
      await warning.getByRole('button', { name: 'Discard changes' }).click()
    }
    await expect(editorDialog(page)).toHaveCount(0, { timeout: 1_000 })
  }).toPass()
}

// ------------------------------------------------------------------ the events

const NOT_SENT = (type: string) =>
  `no screen sends ${type}: the editor's save is editor.submit and the views bar's rename ` +
  'rename.submit (src/features/test-records/views); the model test takes it'

/** The next held request fails: a fault rule for it (and a GET's retries), then it goes. */
async function failNext(run: Run, method: 'GET' | 'PUT', message: string, attempts: number) {
  await addFault(run.page, {
    method,
    path: VIEWS_PATH,
    kind: 'server-error',
    remaining: attempts,
    message,
  })
  await answerNext(run)
}

const EVENTS: Record<string, EventMapping<Run>> = {
  'xstate.done.actor.loadViews': { act: answerNext },
  'xstate.error.actor.loadViews': {
    act: (run, event) =>
      failNext(run, 'GET', (event.error as { message: string }).message, GET_ATTEMPTS),
  },
  // The warning of a failed load offers it.
  'views.reload': {
    act: ({ page }) => page.getByRole('button', { name: 'Try again' }).click(),
  },
  'view.create': { unavailable: () => NOT_SENT('view.create'), act: async () => undefined },
  'view.update': { unavailable: () => NOT_SENT('view.update'), act: async () => undefined },
  'view.rename': { unavailable: () => NOT_SENT('view.rename'), act: async () => undefined },
  'view.reorder': { act: moveFirstViewRight },
  'view.delete': {
    act: ({ page }, event) =>
      bar(page)
        .getByRole('button', { name: `Delete ${view(event.id as number).name}` })
        .click(),
  },
  'delete.confirm': {
    act: ({ page }) => deleteDialog(page).getByRole('button', { name: 'Delete view' }).click(),
  },
  'delete.cancel': {
    act: ({ page }) => deleteDialog(page).getByRole('button', { name: 'Cancel' }).click(),
  },
  'rename.start': {
    act: async ({ page, previous }, event) => {
      const id = event.id as number
      const name = contextOf(previous!).views.find((entry) => entry.id === id)!.name
      await bar(page)
        .getByRole('button', { name: `Rename ${name}` })
        .click()
    },
  },
  'rename.change': {
    // The name typed again: what the field holds goes first, as a user's select-all and typing.
    act: async ({ page }, event) => {
      const text = event.text as string
      if ((await nameField(page).inputValue()) === text) await nameField(page).fill('')
      await nameField(page).fill(text)
    },
  },
  'rename.submit': { act: ({ page }) => nameField(page).press('Enter') },
  'rename.cancel': {
    act: ({ page }) => bar(page).getByRole('button', { name: 'Cancel renaming' }).click(),
  },
  'editor.open': {
    act: async (run) => {
      const kind = run.editorKinds.get(indexOf(run)) ?? 'create'
      const link = kind === 'create' ? 'New View' : 'Edit View 2'
      await bar(run.page).getByRole('link', { name: link }).click()
      await expect(editorDialog(run.page).getByRole('button', { name: 'Save view' })).toBeVisible()
    },
  },
  'editor.close': {
    // A saved view's editor closes by itself: the app shows the view in the list.
    act: async ({ page, previous }) => {
      if (regionOf(previous!, 'editor') !== 'saved') await closeEditor(page)
    },
  },
  'editor.submit': {
    act: async ({ page, previous }, event) => {
      const dialog = editorDialog(page)
      // A refused form keeps what was typed: it is sent again as it is.
      if (regionOf(previous!, 'editor') !== 'editing.refused') {
        const draft = event.draft as { name: string; filters: { period?: string } }
        if (event.id === null) {
          await dialog.getByRole('textbox', { name: 'View name' }).fill(draft.name)
          // testResult 4: positive results only.
          const results = dialog.getByRole('group', { name: 'Test result' })
          await results.getByRole('checkbox', { name: 'Negative' }).uncheck({ force: true })
          await results.getByRole('checkbox', { name: 'Inconclusive' }).uncheck({ force: true })
        } else {
          await dialog.getByRole('combobox', { name: 'Period' }).selectOption(draft.filters.period!)
        }
      }
      await dialog.getByRole('button', { name: 'Save view' }).click()
    },
  },
  'xstate.done.actor.saveViews': { act: answerNext },
  'xstate.error.actor.saveViews': {
    unavailable: (event) =>
      (event.error as { status?: number }).status === 400
        ? "the server refuses a view's name only by the rule the rename field and the editor " +
          'share with it (src/domain/validation/saved-view.ts), so it refuses no name either ' +
          'lets through; the model test takes it'
        : null,
    act: async (run, event) => {
      if (!isStale(event)) {
        await failNext(run, 'PUT', (event.error as { message: string }).message, 1)
        return
      }
      // Another tab saves first: what the reload then finds (the next step says), or the list
      // it found already, saved again.
      const next = run.path.steps[indexOf(run) + 1]?.event as AnyEvent | undefined
      const reloaded =
        next?.type === 'xstate.done.actor.reloadViews'
          ? (next.output as UserViews).views
          : CURRENT.views
      await saveElsewhere(run, reloaded)
      await answerNext(run)
    },
  },
  'xstate.done.actor.reloadViews': { act: answerNext },
  'xstate.error.actor.reloadViews': {
    act: (run, event) =>
      failNext(run, 'GET', (event.error as { message: string }).message, GET_ATTEMPTS),
  },
  // The deletion's message shows for 1200 ms: the check waits for what follows.
  'xstate.after.1200.savedViews.list.deleted': { act: async () => undefined },
}

// Every action first holds the requests of the load or save it starts.
for (const mapping of Object.values(EVENTS)) {
  const act = mapping.act
  mapping.act = async (run, event) => {
    await holdRequestsOf(run)
    await act(run, event)
  }
}

// ------------------------------------------------------------------ the states

type RegionCheck = (run: Run, step: SerializableStep) => Promise<void>

/** What the failure toast says under its title: the reason, or that the view is gone. */
function failureText(step: SerializableStep): string | RegExp {
  const { error } = contextOf(step)
  if (error?.stale) {
    return (
      'This view was deleted in another tab or on another device. The current list is shown; ' +
      'what you typed is kept.'
    )
  }
  // Refused as stale once too often: the server's own words for a 409.
  if (isStale(step.event as AnyEvent)) return /^The saved views changed since this list was loaded/
  return error!.message
}

/** The toast of a saved change; made again on a list changed elsewhere, it says so. */
async function expectSavedToast(page: Page, title: string, rebased: boolean) {
  await expect(toast(page, title)).toBeVisible()
  if (rebased) {
    await expect(
      toast(
        page,
        'Your views had changed in another tab or on another device; your change was made on ' +
          'the current list.',
      ),
    ).toBeVisible()
  }
}

/** A dialog covers the bar (the editor, the delete confirmation): its names are not read. */
function barInSight(step: SerializableStep) {
  const list = regionOf(step, 'list')
  const editor = regionOf(step, 'editor')
  const deleting = list.startsWith('saving') && contextOf(step).change?.kind === 'delete'
  return (editor === 'closed' || editor === 'saved') && list !== 'confirmingDelete' && !deleting
}

const LIST: Record<string, RegionCheck> = {
  loading: async ({ page }) => {
    await expect(bar(page).getByText('Loading your views…')).toBeVisible()
  },
  ready: async (run, step) => {
    const { page } = run
    const context = contextOf(step)
    await expect(barBehind(page).getByText(/^(Loading your views…|Saving…)$/)).toHaveCount(0)
    await expect(deleteDialog(page)).toHaveCount(0)
    const warning = page.getByText('Your saved views could not be loaded.', { exact: false })
    if (context.loadFailed) await expect(warning).toBeVisible()
    else await expect(warning).toHaveCount(0)
    if (step.event.type.startsWith('xstate.error.actor.') && context.error) {
      await expect(toast(page, 'Your views could not be saved.')).toBeVisible()
      await expect(toast(page, failureText(step))).toBeVisible()
    }
    if (step.event.type === 'xstate.done.actor.reloadViews') {
      await expect(toast(page, failureText(step))).toBeVisible()
    }
    // A change saved (the editor's, when the editor shows the view, is checked there).
    if (step.event.type === 'xstate.done.actor.saveViews' && regionOf(step, 'editor') !== 'saved') {
      const title =
        context.change?.kind === 'create' ? 'The view was saved.' : 'Your views were updated.'
      await expectSavedToast(page, title, context.rebases > 0)
    }
    if (step.event.type.startsWith('xstate.after.')) {
      // The message went, and the Default view shows.
      await expect(page.getByRole('status').getByText('The view was deleted.')).toHaveCount(0)
      await expect(bar(page).getByRole('link', { name: 'Default' })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await expect.poll(() => new URL(page.url()).search).toBe('')
    }
  },
  confirmingDelete: async ({ page }, step) => {
    const name = contextOf(step).views.find((entry) => entry.id === contextOf(step).deleteId)!.name
    await expect(deleteDialog(page)).toBeVisible()
    await expect(deleteDialog(page)).toContainText(`The view “${name}” will be deleted.`)
  },
  'saving.sending': async ({ page }) => {
    await expect(barBehind(page).getByText('Saving…')).toBeVisible()
  },
  'saving.reloading': async ({ page }) => {
    await expect(barBehind(page).getByText('Saving…')).toBeVisible()
  },
  deleted: async ({ page }) => {
    await expect(page.getByRole('status').getByText('The view was deleted.')).toBeVisible()
    await expect(deleteDialog(page)).toHaveCount(0)
  },
}

const RENAME: Record<string, RegionCheck> = {
  closed: async ({ page }) => {
    await expect(nameField(page)).toHaveCount(0)
  },
  'editing.typing': async ({ page }, step) => {
    const { rename, views } = contextOf(step)
    await expect(nameField(page)).toBeEnabled()
    await expect(nameField(page)).toHaveValue(rename!.text)
    await expect(nameField(page)).not.toHaveAttribute('aria-invalid', 'true')
    if (!views.some((entry) => entry.id === rename!.id)) {
      // Its view is gone (deleted in another tab): the field stays as typed, and says so.
      await expect(
        bar(page).getByText(
          `“${rename!.view.name}” was deleted in another tab or on another device.`,
          {
            exact: false,
          },
        ),
      ).toBeVisible()
      await expect(bar(page).getByRole('button', { name: 'Save as a new view' })).toBeEnabled()
    }
  },
  'editing.invalid': async ({ page }, step) => {
    await expect(nameField(page)).toHaveValue(contextOf(step).rename!.text)
    await expect(nameField(page)).toHaveAttribute('aria-invalid', 'true')
    await expect(bar(page).getByText('The name cannot be only spaces.')).toBeVisible()
  },
  submitted: async ({ page }, step) => {
    await expect(nameField(page)).toBeDisabled()
    await expect(nameField(page)).toHaveValue(contextOf(step).rename!.text)
  },
}

const EDITOR: Record<string, RegionCheck> = {
  closed: async ({ page }) => {
    await expect(editorDialog(page)).toHaveCount(0)
  },
  'editing.fresh': async ({ page }, step) => {
    const save = editorDialog(page).getByRole('button', { name: 'Save view' })
    if (regionOf(step, 'list') === 'ready') await expect(save).toBeEnabled()
    else await expect(save).toBeDisabled()
  },
  'editing.refused': async ({ page }, step) => {
    const { error } = contextOf(step)
    const dialog = editorDialog(page)
    await expect(dialog.getByRole('textbox', { name: 'View name' })).toHaveValue(error!.name!)
    if (error?.stale) {
      // The view edited is gone (deleted in another tab): the form stays as typed, says so, and
      // saves it as a new view.
      await expect(dialog.getByRole('combobox', { name: 'Period' })).toHaveValue(
        EDITED_FILTERS.period,
      )
      await expect(dialog.getByRole('alert')).toContainText(
        'This view was deleted in another tab or on another device.',
      )
      await expect(dialog.getByRole('button', { name: 'Save as a new view' })).toBeEnabled()
      return
    }
    await expect(dialog.getByRole('button', { name: 'Save view' })).toBeEnabled()
  },
  submitting: async ({ page }) => {
    await expect(editorDialog(page).getByRole('button', { name: 'Save view' })).toBeDisabled()
  },
  // The app shows the saved view in the list: the editor is gone.
  saved: async ({ page }, step) => {
    const { change, rebases } = contextOf(step)
    const savedName = change!.kind === 'create' ? 'Positives' : 'View 2'
    await expect(editorDialog(page)).toHaveCount(0)
    const title = change!.kind === 'create' ? 'The view was saved.' : 'Your views were updated.'
    await expectSavedToast(page, title, rebases > 0)
    await expect(bar(page).getByRole('link', { name: savedName, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}

/**
 * The names the bar should show: the model's, but after a save the server accepted, the list
 * sent (the model's sample answer stands for any list).
 */
function expectedNames(run: Run, step: SerializableStep): string[] {
  const context = contextOf(step)
  if (step.event.type === 'xstate.done.actor.saveViews')
    return namesOf(contextOf(run.previous!).views)
  const saved = context.change !== null && context.error === null
  if (saved && !regionOf(step, 'list').startsWith('saving')) return run.names
  return namesOf(context.views)
}

const checkRegions: StateCheck<Run> = async (run, step) => {
  await LIST[regionOf(step, 'list')]!(run, step)
  await RENAME[regionOf(step, 'rename')]!(run, step)
  await EDITOR[regionOf(step, 'editor')]!(run, step)
  run.names = expectedNames(run, step)
  if (barInSight(step)) await expect.poll(() => viewNames(run.page)).toEqual(run.names)
}

/** Every combination of the three regions' states: one check reads them all. */
const STATES = Object.fromEntries(
  Object.keys(LIST).flatMap((list) =>
    Object.keys(RENAME).flatMap((rename) =>
      Object.keys(EDITOR).map((editor) => [
        `list.${list} + rename.${rename} + editor.${editor}`,
        checkRegions,
      ]),
    ),
  ),
)

// ------------------------------------------------------------------ the model through the UI

/** The editor a step's editor.open opens: the kind of the view its form then sends. */
function editorKindsOf(steps: SerializableStep[]) {
  const kinds = new Map<number, 'create' | 'update'>()
  for (const [index, step] of steps.entries()) {
    if (step.event.type !== 'editor.open') continue
    const submit = steps
      .slice(index + 1)
      .find((later) => ['editor.submit', 'editor.close'].includes(later.event.type))
    const id = (submit?.event as AnyEvent | undefined)?.id
    kinds.set(index, submit?.event.type === 'editor.submit' && id !== null ? 'update' : 'create')
  }
  return kinds
}

/** A stable choice per path, so that the covering paths move views both ways. */
const reorderBy = (description: string): Run['reorderBy'] =>
  [...description].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 2 === 0
    ? 'keyboard'
    : 'pointer'

const SAVED_VIEWS: UiModel<Run> = {
  name: 'saved-views',
  machine: savedViewsMachine,
  model: SAVED_VIEWS_MODEL,
  newRun: (base) => ({
    ...base,
    episodes: episodesOf(base.path.steps),
    held: [],
    harness: false,
    controlView: null,
    names: [],
    editorKinds: editorKindsOf(base.path.steps),
    reorderBy: reorderBy(base.path.description),
  }),
  open: async (run) => {
    const { page } = run
    // The model's views, on the server, before the records list loads them.
    await openAs(page, 'customer.admin', '/dashboard')
    const { views } = await otherTab(page, 'GET')
    run.controlView = views.find((entry) => entry.list === 'controlRecords') ?? null
    await saveElsewhere(run, [view(1), view(2)])
    await holdRequestsOf(run)
    await mainNav(page).getByRole('link', { name: 'Test records' }).click()
    await expect(bar(page)).toBeVisible()
  },
  events: EVENTS,
  states: STATES,
  finish: (run) => uninstallHolds(run.page),
}

describeUiModel(SAVED_VIEWS)
