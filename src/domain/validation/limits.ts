/**
 * How long each kind of text may be, and how many saved views a user may keep (issue 20 §4).
 * The shared Yup schemas take their `max` from here, so a form and the fake API refuse the same
 * text, and the inputs take their `maxLength` from here, so nobody can type past it. The table
 * is in docs/decisions.md ("Text limits").
 */
export const TEXT_LIMITS = {
  /** Names of things and people: views, substances, test types, customers, sites, users. */
  name: 100,
  /** A username (sign-in name). */
  username: 100,
  /** A password: long passphrases fit; nothing is longer than a hash would need. */
  password: 128,
  /** RFC 5321's longest address path. */
  email: 254,
  /** An international number with spaces and an extension. */
  phone: 32,
  street: 200,
  postalCode: 20,
  city: 100,
  country: 100,
  /** Codes and identifiers typed by hand: sold-to, ship-to, operator id, versions, QR id. */
  code: 50,
  /** Free-text descriptions and a user's comment field. */
  description: 1000,
  /** A test record's comment (CORE-5.3; at most 3000). */
  comment: 3000,
  /** The terms of use, as HTML. */
  termsText: 200_000,
  /** A link's address in the terms editor (what browsers reliably follow). */
  linkUrl: 2048,
} as const

/** Saved views a user may keep (the views bar and the server's list). */
export const MAX_SAVED_VIEWS = 50

/**
 * A saved view's filters and columns together, as JSON: room for every column and every route
 * name, not for a pasted book.
 */
export const MAX_VIEW_SETTINGS_CHARS = 20_000
