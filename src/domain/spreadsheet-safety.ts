/**
 * Formula injection in exported files (OWASP "CSV Injection"): a spreadsheet program reads a cell
 * whose text starts with = + - @, a tab or a carriage return as a formula (or as the start of
 * one), so a value a reader or a user typed, such as a QR text `=HYPERLINK("http://evil","x")`,
 * could run when a colleague opens the export. Every such text cell is neutralised by putting a
 * single quote in front of it: spreadsheets then show the text as it was and never evaluate it.
 *
 * The rule works on the value's type, not on how it looks:
 * - text is neutralised when it starts with a trigger, whatever follows, so a text "-5" (a batch,
 *   a route, a comment-like field) becomes "'-5": a text cannot be told apart from the start of
 *   `-5+cmd|...` without parsing it, and OWASP asks for the prefix on every such cell;
 * - numbers stay numbers, negative ones too: the exports write real numbers (the flow id) as
 *   numeric cells in .xlsx and as digits in CSV, which no program reads as a formula;
 * - empty values stay empty.
 * Both exports (CSV and .xlsx) apply this one function, so both files hold the same text.
 */

/** The first characters that make a spreadsheet read a cell as a formula (OWASP's list). */
export const FORMULA_TRIGGERS: readonly string[] = ['=', '+', '-', '@', '\t', '\r']

/** What is put in front of a formula-like text. */
export const NEUTRALISING_PREFIX = "'"

const TRIGGER_CODES = new Set(FORMULA_TRIGGERS.map((trigger) => trigger.charCodeAt(0)))

/** True when a spreadsheet would read this text as (the start of) a formula. */
export const isFormulaLike = (text: string): boolean =>
  text.length > 0 && TRIGGER_CODES.has(text.charCodeAt(0))

/** The text, with a single quote in front when it is formula-like. */
export const neutraliseText = (text: string): string =>
  isFormulaLike(text) ? NEUTRALISING_PREFIX + text : text

/** A cell of an exported file: text, a real number, or nothing. */
export type SpreadsheetValue = string | number | null

/** A cell made safe to open: formula-like text is neutralised, numbers and blanks pass. */
export function safeCell(value: SpreadsheetValue): SpreadsheetValue {
  return typeof value === 'string' ? neutraliseText(value) : value
}
