/** A Storage over a Map, standing in for the browser's localStorage or sessionStorage in Node. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  }
}

/**
 * A Storage that holds at most `quota` characters of values, and refuses a write beyond it as
 * browsers do (a DOMException named QuotaExceededError).
 */
export function limitedStorage(quota: number): Storage {
  const storage = memoryStorage()
  const write = storage.setItem.bind(storage)
  const used = () =>
    Array.from({ length: storage.length }, (_, index) => storage.key(index)!).reduce(
      (total, key) => total + storage.getItem(key)!.length,
      0,
    )
  storage.setItem = (key, value) => {
    const replaced = storage.getItem(key)?.length ?? 0
    if (used() - replaced + String(value).length > quota) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
    write(key, value)
  }
  return storage
}
