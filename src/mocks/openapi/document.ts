/**
 * The API's contract, src/api/openapi.yaml, read in Node: by the tests that hold the fake API to
 * it (contract.ts) and by the standalone server that serves it (`GET /openapi.json`). The YAML is
 * the source (comments, short flow maps); readers get it as JSON.
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'

// A path, not `new URL(…, import.meta.url)`: Vite rewrites that form to the page's address in
// the jsdom tests.
export const API_DOCUMENT_PATH = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../api/openapi.yaml',
)

/** The parts of an OpenAPI document the checks read; everything else is passed through. */
export interface OpenApiDocument {
  openapi: string
  servers?: Array<{ url: string; description?: string }>
  paths: Record<string, PathItem>
  components: {
    schemas: Record<string, unknown>
    responses?: Record<string, ResponseObject>
    securitySchemes?: Record<string, Record<string, unknown>>
    [part: string]: unknown
  }
  [part: string]: unknown
}

export type PathItem = Partial<Record<HttpMethod, Operation>> & { parameters?: unknown[] }

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

export interface Operation {
  operationId?: string
  tags?: string[]
  responses: Record<string, ResponseObject | Reference>
  [part: string]: unknown
}

export interface ResponseObject {
  description: string
  content?: Record<string, { schema?: unknown }>
}

export interface Reference {
  $ref: string
}

let cached: OpenApiDocument | undefined

/** The document, parsed once; callers that change it get their own copy (structuredClone). */
export function loadApiDocument(): OpenApiDocument {
  cached ??= parse(readFileSync(API_DOCUMENT_PATH, 'utf8')) as OpenApiDocument
  return cached
}

/** Every operation of the document as `METHOD /path`, the path as the document has it. */
export function operationsOf(document: OpenApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map(
      (method) => `${method.toUpperCase()} ${path}`,
    ),
  )
}
