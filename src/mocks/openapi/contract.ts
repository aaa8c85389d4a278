/**
 * Holds the fake API's answers to the contract (src/api/openapi.yaml, issue 39): the operation a
 * request is for, and whether the answer's status, media type and body are the ones it documents.
 * Bodies are checked with Ajv against the document's own schemas (JSON Schema 2020-12, as
 * OpenAPI 3.1 has them), so the document is the only description of the shapes.
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import {
  HTTP_METHODS,
  type HttpMethod,
  type OpenApiDocument,
  type Operation,
  type Reference,
  type ResponseObject,
} from './document'

/** Where the document's component schemas live for Ajv. */
const SCHEMAS_ID = 'urn:milk-safety:api-schemas'
const SCHEMA_REF = '#/components/schemas/'
/** The problems told of one answer. */
const MAX_PROBLEMS = 10

export interface MatchedOperation {
  /** `GET /v2/Users/{id}` (the document's path). */
  name: string
  operation: Operation
}

export interface ContractChecker {
  /** The operation `method` `path` (under the API base) is for, or null when none is. */
  operationFor(method: string, path: string): MatchedOperation | null
  /**
   * What is wrong with `response` as the answer to `method` `path`: nothing (an empty list), or
   * one readable line per problem. A path no operation has passes only as the router's own 404 or
   * 405, with the error body.
   */
  check(method: string, path: string, response: Response): Promise<string[]>
}

interface CompiledPath {
  path: string
  pattern: RegExp
  /** Literal segments first: `/v2/Users/me` wins over `/v2/Users/{id}`, as OpenAPI says. */
  literals: number
}

function compileDocumentPath(path: string): CompiledPath {
  const segments = path.split('/')
  const source = segments
    .map((segment) =>
      /^\{[^}]+\}$/.test(segment) ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/')
  // Case-insensitive with an optional trailing slash: the router's own matching (http/router.ts).
  const literals = segments.filter((segment) => !segment.startsWith('{')).length
  return { path, pattern: new RegExp(`^${source}/?$`, 'i'), literals }
}

/** Every `#/components/schemas/X` as Ajv finds it: `urn:…#/$defs/X`. */
function withAjvRefs<T>(value: T): T {
  return JSON.parse(
    JSON.stringify(value, (key, item: unknown) =>
      key === '$ref' && typeof item === 'string' && item.startsWith(SCHEMA_REF)
        ? `${SCHEMAS_ID}#/$defs/${item.slice(SCHEMA_REF.length)}`
        : item,
    ),
  ) as T
}

const mediaTypeOf = (contentType: string | null) =>
  (contentType ?? '').split(';')[0]!.trim().toLowerCase()

function describeErrors(errors: readonly ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((error) => {
    const where = error.instancePath || '(the body)'
    const extra =
      error.keyword === 'additionalProperties'
        ? ` (“${String((error.params as { additionalProperty: string }).additionalProperty)}”)`
        : error.keyword === 'enum'
          ? ` (${JSON.stringify((error.params as { allowedValues: unknown }).allowedValues)})`
          : ''
    return `${where} ${error.message ?? error.keyword}${extra}`
  })
}

export function createContractChecker(document: OpenApiDocument): ContractChecker {
  const ajv = new Ajv2020({
    allErrors: true,
    // The document's nullable fields are `type: [string, 'null']`, as OpenAPI 3.1 writes them.
    allowUnionTypes: true,
    // The list envelopes narrow `data` in an allOf without repeating `type: object`.
    strictTypes: false,
  })
  addFormats(ajv)
  ajv.addSchema({ $id: SCHEMAS_ID, $defs: withAjvRefs(document.components.schemas) })

  const paths = Object.keys(document.paths)
    .map(compileDocumentPath)
    .sort((a, b) => b.literals - a.literals)
  const validators = new Map<string, ValidateFunction>()

  function resolveResponse(response: ResponseObject | Reference): ResponseObject {
    if (!('$ref' in response)) return response
    const name = response.$ref.replace('#/components/responses/', '')
    const resolved = document.components.responses?.[name]
    if (!resolved) throw new Error(`The document has no response ${response.$ref}.`)
    return resolved
  }

  function validatorFor(key: string, schema: unknown): ValidateFunction {
    let validate = validators.get(key)
    if (!validate) {
      validate = ajv.compile(withAjvRefs(schema as object))
      validators.set(key, validate)
    }
    return validate
  }

  // Every answer's schema compiled now, so that no answer waits for one.
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method]
      if (!operation) continue
      for (const [status, response] of Object.entries(operation.responses)) {
        const json = resolveResponse(response).content?.['application/json']
        if (json?.schema !== undefined) {
          validatorFor(`${method.toUpperCase()} ${path} ${status} application/json`, json.schema)
        }
      }
    }
  }

  function operationFor(method: string, path: string): MatchedOperation | null {
    const wanted = method.toLowerCase() as HttpMethod
    if (!HTTP_METHODS.includes(wanted)) return null
    for (const { path: documentPath, pattern } of paths) {
      if (!pattern.test(path)) continue
      const operation = document.paths[documentPath]?.[wanted]
      if (operation) return { name: `${method.toUpperCase()} ${documentPath}`, operation }
    }
    return null
  }

  /** The documented answer for `status`: its own, its class's (4XX), or for errors the default. */
  function documentedAnswer(operation: Operation, status: number): ResponseObject | null {
    const answer =
      operation.responses[String(status)] ??
      operation.responses[`${String(status)[0]}XX`] ??
      (status >= 400 ? operation.responses.default : undefined)
    return answer ? resolveResponse(answer) : null
  }

  const errorBody = document.components.schemas.ApiErrorBody

  async function checkBody(
    key: string,
    answer: ResponseObject,
    response: Response,
    head: boolean,
  ): Promise<string[]> {
    const text = head ? '' : await response.text()
    const content = answer.content
    if (!content) {
      return text === '' ? [] : [`documents no body, yet the answer has one: ${text.slice(0, 200)}`]
    }
    const mediaType = mediaTypeOf(response.headers.get('Content-Type'))
    const documented = Object.keys(content).find((type) => mediaTypeOf(type) === mediaType)
    if (documented === undefined) {
      return [
        `answers ${mediaType || 'no media type'}; documented: ${Object.keys(content).join(', ')}`,
      ]
    }
    const schema = content[documented]?.schema
    if (head || mediaType !== 'application/json' || schema === undefined) return []
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return [`the body is not JSON: ${text.slice(0, 200)}`]
    }
    const validate = validatorFor(`${key} ${documented}`, schema)
    if (validate(body)) return []
    // A list's every item breaking the same way says no more than its first few.
    const problems = describeErrors(validate.errors)
    if (problems.length <= MAX_PROBLEMS) return problems
    return [...problems.slice(0, MAX_PROBLEMS), `… and ${problems.length - MAX_PROBLEMS} more`]
  }

  async function check(method: string, path: string, response: Response): Promise<string[]> {
    const head = method.toUpperCase() === 'HEAD'
    const matched = operationFor(head ? 'GET' : method, path)
    const status = response.status
    if (!matched) {
      // The router's own answer to a path nothing serves (404) or a method it does not take (405).
      if (status === 404 || status === 405) {
        const answer = {
          description: 'the router',
          content: { 'application/json': { schema: errorBody } },
        }
        return (await checkBody(`router ${status}`, answer, response, head)).map(
          (problem) => `${method} ${path} ${status}: ${problem}`,
        )
      }
      return [`${method} ${path} answered ${status}, but the document has no operation for it`]
    }
    const answer = documentedAnswer(matched.operation, status)
    if (!answer) {
      const documented = Object.keys(matched.operation.responses).join(', ')
      return [`${matched.name} answered ${status}, which it does not document (${documented})`]
    }
    const problems = await checkBody(`${matched.name} ${status}`, answer, response, head)
    return problems.map((problem) => `${matched.name} ${status}: ${problem}`)
  }

  return { operationFor, check }
}
