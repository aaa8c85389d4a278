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
