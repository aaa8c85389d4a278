// IndexedDB for the fake API's journal in Node (the browser has its own).
import 'fake-indexeddb/auto'

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
}
