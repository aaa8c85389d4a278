/**
 * The firmware-upload model driven through the upload modal of the reader firmware screen
 * (issue 38): each step's event is a user action (the form sent, Cancel upload, the modal closed
 * during a step, Try removing again) or an answer of the fake API, and each state is checked in
 * the modal by role and text, with what the server was asked. The machine's own test
 * (tests/model/firmware-upload.model.test.ts) proves the statechart; this proves the modal and
 * the page's uploads wire it to the API: no path leaves a version without its file unsaid.
 *
 * Every request a step makes is held (holds.ts) until the path reaches its answer's event, so
 * each busy state is seen. The file goes to the storage by XMLHttpRequest, which holds.ts (a fetch
 * wrapper) does not see: the spec holds it with an XMLHttpRequest wrapper of its own
 * (`installStorageHoldInPage`). The model's answers as a user meets them:
 * - the form's check refused: a version lower than the latest typed (the check's own rule);
 * - the create refused: another administrator uploads a higher version while it is held, and the
 *   server's check then refuses this one on its field (a request nothing holds);
 * - the upload address, the upload and the rollback failing: fault rules of the fake API (a 500 on
 *   every try of the GET, the network dropping, a 500 on the DELETE), added before the release;
 * - the upload's progress: the held upload's browser reports half of the file sent.
 * The model's reader type stands for any: the paths upload to the truck reader's tab.
 */
import type { Page } from '@playwright/test'
import { firmwareUploadMachine } from '@/machines/firmware-upload.machine'
import { FIRMWARE_UPLOAD_MODEL } from '../../model/firmware-upload.samples'
import { stateLabel, type SerializablePath } from '../../model/paths'
import { expect, openAs } from '../fixtures'
import {
  addFault,
  installHolds,
  pendingHolds,
  release,
  requestLog,
  uninstallHolds,
  type HoldRule,
} from './holds'
import { describeUiModel, type UiModel, type UiRun } from './ui-model'

// ------------------------------------------------------------------ the requests a path holds

/** The reader type whose tab the paths upload to. */
const TYPE = 'truck-reader'

/** The API call each busy state makes (the storage upload is held apart, by XMLHttpRequest). */
const REQUESTS = {
  /** validate: GET …/latest, the latest version at submit time. */
  latest: { method: 'GET', path: `^/api/v2/Firmware/${TYPE}/latest$` },
  /** createRecord: POST /v2/Firmware/{type}. */
  create: { method: 'POST', path: `^/api/v2/Firmware/${TYPE}$` },
  /** requestUploadUrl: GET …/{id}/RequestUploadUrl. */
  url: { method: 'GET', path: `^/api/v2/Firmware/${TYPE}/\\d+/RequestUploadUrl$` },
  /** deleteRecord: DELETE …/{id}, the rollback. */
  delete: { method: 'DELETE', path: `^/api/v2/Firmware/${TYPE}/\\d+$` },
} as const satisfies Record<string, HoldRule>

type RequestKind = keyof typeof REQUESTS

const REQUEST_OF_STATE: Record<string, RequestKind> = {
  validating: 'latest',
  creating: 'create',
  requestingUrl: 'url',
  rollingBack: 'delete',
}

/** ky tries a failed GET three times (src/api/http.ts); a write once. */
const GET_ATTEMPTS = 3

/**
 * The holds of a path, in the order its requests come: one per entry into a busy state, three
 * for an upload address that fails (each try of the GET is held and let go in turn, so no retry
 * is taken for the next request's hold).
 */
function holdPlan(path: SerializablePath): Record<RequestKind, string[]> {
  const plan: Record<RequestKind, string[]> = { latest: [], create: [], url: [], delete: [] }
  path.steps.forEach((step, index) => {
    const label = stateLabel(step.state)
    const kind = REQUEST_OF_STATE[label]
    if (index === 0 || !kind || stateLabel(path.steps[index - 1]!.state) === label) return
    const answer = path.steps.slice(index + 1).find((later) => stateLabel(later.state) !== label)
    const attempts =
      answer?.event.type.startsWith('xstate.error.actor.') && kind === 'url' ? GET_ATTEMPTS : 1
    for (let attempt = 0; attempt < attempts; attempt++) {
      plan[kind].push(`${kind}#${plan[kind].length + 1}`)
    }
  })
  return plan
}

// ------------------------------------------------------------------ the storage upload, held

interface StorageHold {
  pending: () => number
  /** The browser reports this much of the held upload's file sent. */
  progress: (sent: number, total: number) => void
  /** Sends the held upload; resolves when its answer (or failure) has been read. */
  release: () => Promise<void>
  uninstall: () => void
}

declare global {
  interface Window {
    storageHold?: StorageHold
    /** The page's fetch before the holds: a request of another user, which nothing holds. */
    pathsOwnFetch?: typeof fetch
  }
}

/** Runs in the page: every PUT to the fake storage waits, unsent, until released. */
function installStorageHoldInPage() {
  const proto = XMLHttpRequest.prototype
  const { open, send, abort } = proto
  const targets = new WeakMap<XMLHttpRequest, { method: string; url: string }>()
  const held: Array<{ request: XMLHttpRequest; send: () => void }> = []
  proto.open = function (this: XMLHttpRequest, ...args: unknown[]) {
    targets.set(this, { method: String(args[0]).toUpperCase(), url: String(args[1]) })
    return (open as (...all: unknown[]) => void).apply(this, args)
  }
  proto.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
    const target = targets.get(this)
    const path = target ? new URL(target.url, window.location.href).pathname : ''
    if (target?.method === 'PUT' && path.includes('/fake-storage/')) {
      held.push({ request: this, send: () => send.call(this, body) })
      return
    }
    send.call(this, body)
  }
  // A cancel aborts the upload before it was sent: it leaves the hold.
  proto.abort = function (this: XMLHttpRequest) {
    const index = held.findIndex((entry) => entry.request === this)
    if (index >= 0) held.splice(index, 1)
    abort.call(this)
  }
  window.storageHold = {
    pending: () => held.length,
    progress(sent, total) {
      held[0]!.request.upload.dispatchEvent(
        new ProgressEvent('progress', { lengthComputable: true, loaded: sent, total }),
      )
    },
    release() {
      const entry = held.shift()
      if (!entry) return Promise.reject(new Error('No held storage upload to release.'))
      return new Promise<void>((resolve) => {
        entry.request.addEventListener('loadend', () => setTimeout(resolve, 50), { once: true })
        entry.send()
      })
    },
    uninstall() {
      Object.assign(proto, { open, send, abort })
      delete window.storageHold
    },
  }
}

// ------------------------------------------------------------------ one run of a path

interface Run extends UiRun {
  /** The holds not released yet, per request, in order. */
  holds: Record<RequestKind, string[]>
  /** The step indexes whose form is sent with a version lower than the latest (the form's check). */
  lowerAt: Set<number>
  /** The major version above the latest one: the version typed is `${major}.0.0`. */
  major: number
  version: string
  /** Whether the modal is open (a cancel during a step closes it). */
  modalOpen: boolean
  /** What the last attempt says: a field error, a cancel, a failure's message, or nothing. */
  outcome:
    | { kind: 'none' }
    | { kind: 'fieldError' }
    | { kind: 'cancelled' }
    | { kind: 'failed'; message: string }
  /** The percent the progress bar shows. */
  percent: number
  /** How many versions the server was asked to create before the last send of the form. */
  createsBefore: number
}

const LIST_PATH = `/reader-firmware/${TYPE}`
const LOWER_VERSION = '0.0.1'
const LOWER_TEXT = 'The version must not be lower than the latest version of this reader type.'
const GENERIC_FAILURE = 'The firmware file could not be uploaded.'

const modal = (page: Page) => page.getByRole('dialog', { name: 'Upload Truck reader firmware' })
const list = (page: Page) => page.getByRole('table', { name: 'Truck reader firmware' })
const versionField = (page: Page) => modal(page).getByLabel('Version')
const uploadButton = (page: Page) =>
  modal(page).getByRole('button', { name: 'Upload', exact: true })
const busyStatus = (page: Page, text: string) =>
  modal(page).getByRole('status').filter({ hasText: text })

const zip = () => ({
  name: 'reader.zip',
  mimeType: 'application/zip',
  // 2 KB starting as a zip does.
  buffer: Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(2044)]),
})

const stepIndex = (run: Run) => (run.previous ? run.path.steps.indexOf(run.previous) + 1 : 0)

async function openModal(run: Run) {
  await run.page.getByRole('link', { name: 'Upload firmware' }).click()
  await expect(modal(run.page)).toBeVisible()
  run.modalOpen = true
}

/** Closes the modal during a step, as a user does: the close button, then "Discard changes". */
async function closeDuringStep(run: Run) {
  await modal(run.page).getByRole('button', { name: 'Close' }).click()
  await run.page
    .getByRole('alertdialog', { name: 'Unsaved changes' })
    .getByRole('button', { name: 'Discard changes' })
    .click()
  await expect(modal(run.page)).toHaveCount(0)
  run.modalOpen = false
}

/** Lets the next held request of that kind go (its answer decides the step). */
async function answer(run: Run, kind: RequestKind) {
  const name = run.holds[kind].shift()
  if (!name) throw new Error(`No ${kind} request is held for this step.`)
  await release(run.page, name)
}

/** Another administrator creates a higher version meanwhile, past this page's held requests. */
async function otherAdminUploads(page: Page, version: string) {
  const status = await page.evaluate(
    async ({ type, version }) => {
      const ownFetch = window.pathsOwnFetch!
      const stored = JSON.parse(sessionStorage.getItem('milk-safety.session-token') ?? 'null')
      const response = await ownFetch(`/api/v2/Firmware/${type}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${stored.accessToken}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ version, description: 'Uploaded meanwhile.' }),
      })
      return response.status
    },
    { type: TYPE, version },
  )
  expect(status).toBe(201)
}

const pendingNames = async (page: Page) => (await pendingHolds(page)).map((entry) => entry.name)
const storagePending = (page: Page) => page.evaluate(() => window.storageHold!.pending())

/** What the server was asked so far: `POST /api/v2/Firmware/truck-reader 201`. */
const asked = async (page: Page) =>
  (await requestLog(page)).map((entry) => `${entry.method} ${entry.path} ${entry.status}`)

/** The creates and deletes of versions the server answered, in order. */
const writes = async (page: Page, method: 'POST' | 'DELETE') =>
  (await asked(page)).filter((line) => line.startsWith(`${method} /api/v2/Firmware/`))

// ------------------------------------------------------------------ events

const EVENTS: UiModel<Run>['events'] = {
  'upload.submit': {
    unavailable: (_event, previous) =>
      previous.event.type === 'upload.cancel' && stateLabel(previous.state) === 'rolledBack'
        ? 'a cancel while the form is checked is only the modal closed (no Cancel shows then), ' +
          'and the next modal starts a fresh upload in place of the ended one ' +
          '(firmware-uploads.machine.ts): no form is left to send again in this one ' +
          '(the model test takes it)'
        : null,
    act: async (run) => {
      const { page } = run
      const lower = run.lowerAt.has(stepIndex(run))
      const version = lower ? LOWER_VERSION : run.version
      await versionField(page).fill(version)
      if (run.previous?.event.type === 'xstate.init') {
        await modal(page).getByLabel('Description').fill('Faster line detection.')
        await modal(page).locator('input[type="file"]').setInputFiles(zip())
        await expect(modal(page).getByText(/^reader\.zip \(/)).toBeVisible()
      }
      run.createsBefore = (await writes(page, 'POST')).length
      await uploadButton(page).click()
      run.outcome = { kind: 'none' }
      run.percent = 0
    },
  },
  'xstate.done.actor.validate': { act: (run) => answer(run, 'latest') },
  'xstate.error.actor.validate': {
    // The version typed was lower than the latest (upload.submit typed it so).
    act: async (run) => {
      await answer(run, 'latest')
      run.outcome = { kind: 'fieldError' }
    },
  },
  'xstate.done.actor.createRecord': { act: (run) => answer(run, 'create') },
  'xstate.error.actor.createRecord': {
    // Another administrator uploaded a higher version after the check: the server refuses it.
    act: async (run) => {
      await otherAdminUploads(run.page, `${run.major + 1}.0.0`)
      run.major += 2
      await answer(run, 'create')
      run.outcome = { kind: 'fieldError' }
      // Sent again, the form goes with a version above the one uploaded meanwhile.
      run.version = `${run.major}.0.0`
    },
  },
  'xstate.done.actor.requestUploadUrl': { act: (run) => answer(run, 'url') },
  'xstate.error.actor.requestUploadUrl': {
    // The storage is down: every try of the GET fails, then the record is rolled back.
    act: async (run) => {
      await addFault(run.page, {
        method: 'GET',
        path: `/v2/Firmware/${TYPE}/*/RequestUploadUrl`,
        kind: 'server-error',
        remaining: GET_ATTEMPTS,
        message: 'The storage account is not reachable.',
      })
      for (let attempt = 0; attempt < GET_ATTEMPTS; attempt++) await answer(run, 'url')
      // A failure, even after a cancel. The fault's body has a message but no `errors` list
      // (the server's first error, ADMIN-8.10), so the modal says the generic failure.
      run.outcome = { kind: 'failed', message: GENERIC_FAILURE }
    },
  },
  'upload.progress': {
    // The browser reports half of the held upload's file sent (a slow link).
    act: async (run) => {
      const size = zip().buffer.length
      await run.page.evaluate((total) => window.storageHold!.progress(total / 2, total), size)
      run.percent = 50
    },
  },
  'upload.sent': {
    act: (run) => run.page.evaluate(() => window.storageHold!.release()),
  },
  'upload.failed': {
    // The network drops during the upload.
    act: async (run) => {
      await addFault(run.page, {
        method: 'PUT',
        path: '/fake-storage/*',
        kind: 'network',
        remaining: 1,
      })
      await run.page.evaluate(() => window.storageHold!.release())
      run.outcome = { kind: 'failed', message: GENERIC_FAILURE }
    },
  },
  'upload.cancel': {
    // Cancel upload while the file goes; during another step, the modal closed (it asks first),
    // and, while something is left to undo, opened again to follow the upload.
    act: async (run) => {
      const from = stateLabel(run.previous!.state)
      if (from === 'uploading') {
        await modal(run.page).getByRole('button', { name: 'Cancel upload' }).click()
      } else {
        await closeDuringStep(run)
        if (from !== 'validating') await openModal(run)
      }
      run.outcome = { kind: 'cancelled' }
    },
  },
  'xstate.done.actor.deleteRecord': { act: (run) => answer(run, 'delete') },
  'xstate.error.actor.deleteRecord': {
    act: async (run) => {
      await addFault(run.page, {
        method: 'DELETE',
        path: `/v2/Firmware/${TYPE}/*`,
        kind: 'server-error',
        remaining: 1,
      })
      await answer(run, 'delete')
    },
  },
  'upload.retryRollback': {
    act: (run) => modal(run.page).getByRole('button', { name: 'Try removing again' }).click(),
  },
}

// ------------------------------------------------------------------ states

/** The busy states' shared look: the status, the form disabled, the request held. */
async function expectBusy(run: Run, text: string, kind: RequestKind) {
  const { page } = run
  await expect(busyStatus(page, text)).toBeVisible()
  await expect(versionField(page)).toBeDisabled()
  await expect(modal(page).getByRole('button', { name: 'Close', exact: true })).toHaveCount(1)
  await expect.poll(() => pendingNames(page)).toContain(run.holds[kind][0])
}

const STATES: UiModel<Run>['states'] = {
  editing: async (run) => {
    const { page } = run
    await expect(modal(page)).toBeVisible()
    await expect(versionField(page)).toBeEnabled()
    await expect(uploadButton(page)).toBeEnabled()
    await expect(modal(page).getByRole('alert')).toHaveCount(0)
    if (run.outcome.kind === 'fieldError') {
      await expect(versionField(page)).toHaveAccessibleErrorMessage(LOWER_TEXT)
    } else {
      await expect(versionField(page)).toHaveValue('')
    }
    // Nothing of a refused attempt was created.
    const creates = (await writes(page, 'POST')).slice(run.createsBefore)
    expect(creates.filter((line) => line.endsWith(' 201'))).toEqual([])
  },
  validating: async (run) => {
    await expectBusy(run, 'Preparing the upload…', 'latest')
    expect(await writes(run.page, 'POST')).toHaveLength(run.createsBefore)
  },
  creating: async (run) => {
    await expectBusy(run, 'Preparing the upload…', 'create')
    await expect.poll(() => asked(run.page)).toContain(`GET /api/v2/Firmware/${TYPE}/latest 200`)
  },
  requestingUrl: async (run) => {
    await expectBusy(run, 'Preparing the upload…', 'url')
    await expect.poll(() => asked(run.page)).toContain(`POST /api/v2/Firmware/${TYPE} 201`)
  },
  uploading: async ({ page, version, percent }) => {
    await expect(modal(page).getByText(`Uploading version ${version}`)).toBeVisible()
    await expect(modal(page).getByRole('progressbar', { name: 'Upload progress' })).toBeVisible()
    await expect(modal(page).getByText(new RegExp(`^${percent}\\s%$`))).toBeVisible()
    await expect(modal(page).getByRole('button', { name: 'Cancel upload' })).toBeVisible()
    await expect.poll(() => storagePending(page)).toBe(1)
  },
  rollingBack: async (run) => {
    await expectBusy(run, `Undoing the upload: removing version ${run.version}…`, 'delete')
  },
  rolledBack: async (run) => {
    const { page, version, outcome } = run
    if (!run.modalOpen) {
      // Closed while the form was checked: nothing was created, nothing is said.
      await expect(modal(page)).toHaveCount(0)
      await expect(list(page).getByRole('rowheader').first()).toBeVisible()
      await expect(list(page).getByRole('rowheader', { name: version })).toHaveCount(0)
      expect(await writes(page, 'POST')).toHaveLength(run.createsBefore)
      return
    }
    if (outcome.kind === 'cancelled') {
      await expect(modal(page).getByRole('status')).toHaveText(
        `The upload was cancelled. Version ${version} was not added.`,
      )
    } else {
      const alert = modal(page).getByRole('alert')
      await expect(alert).toContainText(outcome.kind === 'failed' ? outcome.message : '')
      await expect(alert).toContainText(`Version ${version} was not added. You can try again.`)
    }
    // The form as typed, ready to send again; the record deleted again.
    await expect(versionField(page)).toBeEnabled()
    await expect(versionField(page)).toHaveValue(version)
    await expect(uploadButton(page)).toBeEnabled()
    await expect.poll(async () => (await writes(page, 'DELETE')).at(-1)).toMatch(/ 204$/)
  },
  rollbackFailed: async ({ page, version }) => {
    const alert = modal(page).getByRole('alert')
    await expect(alert).toContainText(`Version ${version} remains without its file`)
    await expect(modal(page).getByRole('button', { name: 'Try removing again' })).toBeEnabled()
    await expect(versionField(page)).toBeDisabled()
    expect((await writes(page, 'DELETE')).at(-1)).toMatch(/ 500$/)
  },
  done: async ({ page, version }) => {
    await expect(modal(page)).toHaveCount(0)
    await expect(page.getByText('The firmware file was uploaded.')).toBeVisible()
    await expect(list(page).getByRole('rowheader').first()).toHaveText(version)
    await expect(
      list(page).getByRole('link', { name: `Download version ${version}` }),
    ).toBeVisible()
  },
}

// ------------------------------------------------------------------ the model

const FIRMWARE_UPLOAD: UiModel<Run> = {
  name: 'firmware-upload',
  machine: firmwareUploadMachine,
  // The model test's events and input. Its own paths are the shortest ones (more than 60 simple
  // paths), whose only way to send the form again after a rollback starts with a cancel while
  // the form is checked, which no user can follow with a send (see upload.submit): the UI runs
  // the covering set of the simple paths, which send it again after each kind of rollback.
  model: { ...FIRMWARE_UPLOAD_MODEL, strategy: 'simple' },
  newRun: (base) => {
    const steps = base.path.steps
    return {
      ...base,
      holds: holdPlan(base.path),
      lowerAt: new Set(
        steps.flatMap((step, index) =>
          step.event.type === 'upload.submit' &&
          steps[index + 1]?.event.type === 'xstate.error.actor.validate'
            ? [index]
            : [],
        ),
      ),
      major: 0,
      version: '',
      modalOpen: false,
      outcome: { kind: 'none' },
      percent: 0,
      createsBefore: 0,
    }
  },
  open: async (run) => {
    const { page } = run
    await page.evaluate(() => {
      window.pathsOwnFetch = window.fetch
    })
    const names = Object.values(run.holds).flat()
    const rules = Object.fromEntries(
      names.map((name) => [name, REQUESTS[name.split('#')[0] as RequestKind]]),
    )
    await installHolds(page, rules, names)
    await page.evaluate(installStorageHoldInPage)
    await openAs(page, 'admin', LIST_PATH)
    // The newest version first: the user types one above it.
    const latest = list(page).getByRole('rowheader').first()
    await expect(latest).toHaveText(/^\d+\.\d+\.\d+$/)
    run.major = Number((await latest.textContent())!.split('.')[0]) + 1
    run.version = `${run.major}.0.0`
    await openModal(run)
  },
  events: EVENTS,
  states: STATES,
  finish: async ({ page }) => {
    await uninstallHolds(page)
    await page.evaluate(() => {
      window.storageHold?.uninstall()
      delete window.pathsOwnFetch
    })
  },
}

describeUiModel(FIRMWARE_UPLOAD)
