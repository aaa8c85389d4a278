/**
 * CORE-9.10: tables scroll horizontally below 1100 px, the test-records list below 1400. The
 * spec's tables (records, controls, the dashboard's users) use these; each administration
 * list's own width is in docs/decisions.md.
 */
export const TABLE_SCROLL_WIDTH = 1100
export const TEST_RECORDS_SCROLL_WIDTH = 1400
