/**
 * Ids read from a URL (a route's `:itemId`, a query's `viewId`) and from API paths: decimal
 * digits only, no sign, no leading zero, a safe integer from 1. `Number()` alone read "0x10" as
 * 16, "1e3" as 1000 and "abc" as NaN, so a made-up address opened another record or asked the
 * server for record -1 (issue 20).
 */
export function parseId(text: string | null | undefined): number | null {
  if (!text || !/^[1-9]\d*$/.test(text)) return null
  const id = Number(text)
  return Number.isSafeInteger(id) ? id : null
}

/** What a screen is given for an id that cannot exist: shown as not found, asked of nobody. */
export const NO_SUCH_ID = -1

/** A route id, or NO_SUCH_ID for one that cannot exist. */
export const routeId = (text: string | undefined): number => parseId(text) ?? NO_SUCH_ID
