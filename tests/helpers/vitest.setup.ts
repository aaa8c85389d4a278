// IndexedDB for the fake API's journal in Node (the browser has its own).
import 'fake-indexeddb/auto'
import { afterEach } from 'vitest'
import { takeContractViolations } from '@/mocks/openapi/violations'

// jsdom has no ResizeObserver; Chakra's menus, popovers and tooltips measure with it.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver
}

// Test files share a worker's jsdom (vite.config.ts: isolate false): each file starts with the
// browser storage a fresh browser has, whatever the file before it left.
if (typeof document !== 'undefined') {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
  localStorage.clear()
  sessionStorage.clear()
  // waitFor and findBy* wait 1 s by default; in a busy phase of this VM a screen on the
  // in-process fake API takes longer to settle, and a check of what it finally shows failed
  // for time alone (the dashboard's widgets, seen in a CI run beside other work).
  const { configure } = await import('@testing-library/react')
  configure({ asyncUtilTimeout: 5000 })
}

// The in-process fake API reports answers that break the API's contract (src/api/openapi.yaml);
// the test that caused them fails here, with the operation, the status and what is wrong.
afterEach(async () => {
  const violations = await takeContractViolations()
  if (violations.length > 0) {
    throw new Error(
      `The fake API broke its contract (src/api/openapi.yaml):\n${violations.join('\n')}`,
    )
  }
})
