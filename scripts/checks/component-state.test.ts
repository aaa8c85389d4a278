/**
 * Components render machines and send events; the state hooks left in src/features and src/ui
 * are these, each with the reason it is not behaviour (docs/architecture.md, "Where state
 * lives"). A new useState, useReducer or useEffect in a component fails here: move the rule into
 * a machine, or add the hook here with its reason, in review.
 */
import { describe, expect, it } from 'vitest'
import { stateHookCounts, stateHooksIn } from './component-state'

/** `file: hook` → how many, and why they may stay. */
const ALLOWED: Record<string, [count: number, why: string]> = {
  // Event sources: they tell a machine what the URL, a query or an answer now is.
  'src/features/dashboard/DashboardWidgets.tsx: useLayoutEffect': [
    1,
    'sends new sites to the site-choice machine before paint',
  ],
  'src/features/dashboard/UsersTable.tsx: useLayoutEffect': [
    1,
    'sends a new answer to the users-table machine before paint',
  ],
  'src/features/dashboard/use-widget.ts: useEffect': [1, 'sends a new query to the widget machine'],
  'src/features/dashboard/map/DashboardMap.tsx: useLayoutEffect': [
    1,
    'sends new markers to the map machine before paint',
  ],
  'src/features/dashboard/map/DashboardMap.tsx: useEffect': [
    1,
    "reports the browser's fullscreenchange to the map machine",
  ],
  'src/features/dashboard/map/OfflineMap.tsx: useEffect': [
    2,
    "reports the map's size (ResizeObserver) and the wheel (a non-passive listener) to the map machine",
  ],
  'src/features/dashboard/map/GoogleDashboardMap.tsx: useEffect': [
    2,
    "reports Google's loading status to the map machine; draws the markers on Google's map (its own view)",
  ],
  // The latest value for a handler that stays the same function (issue 35: memoised parts of a
  // list are not drawn again by a page change): no state, no behaviour, read only when called.
  'src/features/test-records/TestRecordsPage.tsx: useLayoutEffect': [
    1,
    "keeps the export's query for the export menu's handler, read when chosen",
  ],
  'src/features/test-records/control/ControlRecordsPage.tsx: useLayoutEffect': [
    1,
    "keeps the export's query for the export menu's handler, read when chosen",
  ],
  'src/features/test-records/RecordRowMenu.tsx: useLayoutEffect': [
    1,
    "keeps the address for the row menu's routes (useRecordMenuHandlers), read when chosen",
  ],
  'src/lists/use-list-screen.ts: useLayoutEffect': [
    1,
    "reports the URL's page and order and the screen's filter to the list-screen machine before paint",
  ],
  'src/features/test-records/control/ControlRecordsPage.tsx: useEffect': [
    1,
    'tells the open-groups machine which groups the table now shows',
  ],
  'src/features/terms/TermsPage.tsx: useEffect': [
    2,
    "subscribes to the machine's emitted events; sends the route id",
  ],
  'src/ui/use-item.ts: useEffect': [1, 'sends the route id to the item machine'],
  'src/features/test-records/RecordHistory.tsx: useEffect': [
    1,
    "sends the record's load to the history machine, and a reload when the change bus names it",
  ],
  'src/ui/shell/SideNav.tsx: useEffect': [
    1,
    'reports the viewport media query to the side-nav machine',
  ],
  'src/ui/admin/use-admin-delete.ts: useEffect': [
    1,
    "subscribes to the delete machine's emitted events",
  ],
  'src/ui/admin/AdminFormModal.tsx: useEffect': [
    3,
    "subscribes to the form machine's events; moves focus to a refused submit's first field",
  ],
  'src/ui/form/UnsavedChanges.tsx: useEffect': [
    2,
    "reports Formik's dirty flag to the modal route; registers the values with the drafts the " +
      'session keeps if it ends',
  ],
  'src/ui/modal-route/ModalRoute.tsx: useEffect': [
    5,
    "connects the router's blocker, the browser's Back onto the modal's address and the page " +
      'unload warning to the modal machine; rescues the focus when the dialog unmounts',
  ],
  'src/features/reader-firmware/FirmwareUploadModal.tsx: useEffect': [
    1,
    "tells the page's upload slots the modal shows an upload and when it closes; closes on done",
  ],
  'src/features/test-records/views/ViewEditor.tsx: useEffect': [
    1,
    'tells the machine the form opened and closed',
  ],
  'src/features/test-records/views/ViewEditor.tsx: useState': [
    1,
    "keeps the view the open form was drawn from, whose values Formik still holds, once the machine's list has lost it (deleted in another tab): what the form shows, not a rule",
  ],

  // What no one else can see: focus, a menu's open state, the DOM.
  'src/features/test-records/views/ViewsBar.tsx: useEffect': [
    1,
    'moves focus when the rename field closes or reopens',
  ],
  'src/features/tour/GuidedTour.tsx: useEffect': [1, "watches the DOM for the next step's target"],
  'src/features/test-records/RecordRowMenu.tsx: useState': [
    1,
    'which row the one shared menu is anchored to',
  ],
  'src/ui/shell/UserMenu.tsx: useState': [1, "the popover's open state"],
}

describe('state in components', () => {
  it('is only what the allowed list names, no more', () => {
    const found = Object.fromEntries(stateHookCounts())
    const allowed = Object.fromEntries(
      Object.entries(ALLOWED).map(([key, [count]]) => [key, count]),
    )
    expect(found).toEqual(allowed)
  })
})

describe('the guard', () => {
  it('finds a new useState in a feature component (and so fails the test above)', () => {
    const component = [
      "import { useState } from 'react'",
      'export function Filters() {',
      '  const [open, setOpen] = useState(false)',
      '  React.useEffect(() => setOpen(true), [])',
      '  return open',
      '}',
    ].join('\n')
    expect(stateHooksIn(component, 'src/features/x/Filters.tsx')).toEqual([
      { file: 'src/features/x/Filters.tsx', hook: 'useState', line: 3 },
      { file: 'src/features/x/Filters.tsx', hook: 'useEffect', line: 4 },
    ])
  })

  it('lets a constant made once pass: `const [machine] = useState(() => …)`', () => {
    const component = 'const [machine] = useState(() => listScreenMachine.provide({}))'
    expect(stateHooksIn(component, 'src/ui/List.tsx')).toEqual([])
  })
})
