/**
 * How much the fake API reads from one request (issue 34): it answers 413 before it parses more,
 * wherever the route table runs (the browser's worker, the standalone server, the tests). The
 * table is in docs/standalone-api.md ("What the server guarantees").
 */
import { FIRMWARE_FILE_MAX_BYTES } from '@/domain/validation/firmware'

/** A JSON body: a saved-views list at its fullest is ~1 MB less a little (50 × 20,000 chars). */
export const JSON_BODY_LIMIT = 1024 * 1024

/**
 * How deeply a JSON body may nest: the deepest body the API takes (a group upload's substances)
 * nests 5 levels. Deeper bodies are refused before anything walks them: a few thousand levels
 * overflow the stack of JSON.stringify, structuredClone and Yup.
 */
export const MAX_JSON_DEPTH = 32

/** A reader firmware file at the fake storage: what the upload form allows. */
export const FIRMWARE_FILE_LIMIT = FIRMWARE_FILE_MAX_BYTES

/** A test record's attachment (a photo of the strip, a PDF) at the fake storage. */
export const ATTACHMENT_FILE_LIMIT = 20 * 1024 * 1024
