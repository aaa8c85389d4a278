// IndexedDB for the fake API's journal in Node (the browser has its own).
import 'fake-indexeddb/auto'
