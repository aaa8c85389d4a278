/**
 * fast-check arbitraries made from the API document (src/api/openapi.yaml, issue 39): a value of
 * a JSON Schema, and a whole request of an operation (path and query parameters, headers, body),
 * for the fuzzing of the standalone server (fuzz.ts). Only the subset of JSON Schema 2020-12 the
 * document uses is read: `$ref` to its components, `type` (a list of them for nullable fields),
 * `enum`, `const`, `oneOf`, `anyOf`, `allOf` of objects, `properties`, `required`, `items`,
 * `minItems`/`maxItems`, `minimum`/`maximum`, `minLength`/`maxLength`, `pattern` and the formats
 * date-time, email, uri and uri-reference; anything else is any JSON value.
 *
 * Sizes are bounded so that a run stays quick: arrays of at most a few items, strings of at most
 * a few dozen characters (a longer `minLength` is honoured), numbers within a few thousand when
 * the schema sets no bound. In `mutated` mode each value may instead be a wrong one: another type,
 * an object without a required field or with one it does not take, a number out of its range.
 */
import fc from 'fast-check'
import type { OpenApiDocument, Operation } from './document'

export type Schema = Record<string, unknown>

const SCHEMA_REF = '#/components/schemas/'
const PARAMETER_REF = '#/components/parameters/'
const REQUEST_BODY_REF = '#/components/requestBodies/'

/** The largest array, string and unbounded number a value is drawn with. */
const MAX_ITEMS = 4
const MAX_TEXT = 40
const NUMBER_SPAN = 5000
const SMALL_IDS = 40
/** Nested references deeper than this end in null (the document has no recursive schema). */
const MAX_DEPTH = 12

export interface ArbitraryOptions {
  /** Whether values may break the schema (see the module's comment). */
  mutated: boolean
}

/** Wrong values of any schema: each breaks the type of most. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.constant(''),
  fc.constant('not a value'),
  fc.constant(-1),
  fc.constant(0),
  fc.constant(2 ** 53),
  fc.constant(1.5),
  fc.constant(true),
  fc.constant([]),
  fc.constant({}),
  fc.string({ maxLength: 8 }),
)

function resolveSchema(document: OpenApiDocument, ref: string): Schema {
  if (!ref.startsWith(SCHEMA_REF)) throw new Error(`Unsupported $ref ${ref}`)
  const schema = document.components.schemas[ref.slice(SCHEMA_REF.length)]
  if (!schema) throw new Error(`The document has no schema ${ref}`)
  return schema as Schema
}

const types = (schema: Schema): string[] =>
  Array.isArray(schema.type)
    ? (schema.type as string[])
    : typeof schema.type === 'string'
      ? [schema.type]
      : []

const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback

function integerArbitrary(schema: Schema): fc.Arbitrary<number> {
  const min = numberOr(schema.minimum, Math.min(0, numberOr(schema.maximum, 0)) - NUMBER_SPAN)
  const max = numberOr(schema.maximum, Math.max(min, 0) + NUMBER_SPAN)
  // An id (a lower bound, no upper one) is mostly a small one: the seeded items are.
  if (typeof schema.minimum === 'number' && schema.maximum === undefined) {
    return fc.oneof(
      { weight: 3, arbitrary: fc.integer({ min, max: min + SMALL_IDS }) },
      fc.integer({ min, max }),
    )
  }
  // A wide documented range (a page size up to 100,000) is drawn from its low end: the values
  // that matter are its bounds and the small ones, and a huge page is slow for nothing.
  const low = fc.integer({ min, max: Math.min(max, min + NUMBER_SPAN) })
  return max > min + NUMBER_SPAN ? fc.oneof({ weight: 9, arbitrary: low }, fc.constant(max)) : low
}

function numberArbitrary(schema: Schema): fc.Arbitrary<number> {
  const min = numberOr(schema.minimum, -NUMBER_SPAN)
  const max = numberOr(schema.maximum, NUMBER_SPAN)
  return fc.oneof(
    fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((n) => (n === 0 ? 0 : n)),
  )
}

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const drawn = drawnString(schema)
  // The document's examples are values the API takes (a sort order such as `name_asc`).
  const examples = (Array.isArray(schema.examples) ? schema.examples : []).filter(
    (example): example is string => typeof example === 'string',
  )
  return examples.length > 0 ? fc.oneof(fc.constantFrom(...examples), drawn) : drawn
}

function drawnString(schema: Schema): fc.Arbitrary<string> {
  const minLength = numberOr(schema.minLength, 0)
  const maxLength = Math.max(minLength, Math.min(numberOr(schema.maxLength, MAX_TEXT), MAX_TEXT))
  if (typeof schema.pattern === 'string') {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((text) => text.length >= minLength && text.length <= numberOr(schema.maxLength, 1e9))
  }
  switch (schema.format) {
    case 'date-time':
      return fc
        .date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2035-12-31T23:59:59Z'),
          noInvalidDate: true,
        })
        .map((date) => date.toISOString())
    case 'email':
      return fc.emailAddress().filter((email) => email.length <= numberOr(schema.maxLength, 254))
    case 'uri':
      return fc.webUrl()
    case 'uri-reference':
      return fc.oneof(
        fc.webUrl(),
        fc.webPath().map((path) => path || '/'),
      )
    default:
      return fc.string({ minLength, maxLength, unit: 'grapheme' })
  }
}

function objectArbitrary(
  document: OpenApiDocument,
  schema: Schema,
  options: ArbitraryOptions,
  depth: number,
): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>
  const required = ((schema.required ?? []) as string[]).filter((key) => key in properties)
  const fields = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [
      key,
      valueArbitrary(document, property, options, depth + 1),
    ]),
  )
  const valid = fc.record(fields, { requiredKeys: required })
  if (!options.mutated) return valid
  const broken: Array<fc.Arbitrary<unknown>> = [
    valid.chain((value) =>
      fc.string({ minLength: 1, maxLength: 12 }).map((key) => ({ ...value, [key]: 'extra' })),
    ),
  ]
  if (required.length > 0) {
    broken.push(
      fc.tuple(valid, fc.constantFrom(...required)).map(([value, key]) => {
        const { [key]: _dropped, ...rest } = value as Record<string, unknown>
        return rest
      }),
    )
  }
  return fc.oneof({ weight: 6, arbitrary: valid }, ...broken)
}

function typedArbitrary(
  document: OpenApiDocument,
  schema: Schema,
  type: string | undefined,
  options: ArbitraryOptions,
  depth: number,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null)
    case 'boolean':
      return fc.boolean()
    case 'integer':
      return integerArbitrary(schema)
    case 'number':
      return numberArbitrary(schema)
    case 'string':
      return stringArbitrary(schema)
    case 'array': {
      const items = schema.items
        ? valueArbitrary(document, schema.items as Schema, options, depth + 1)
        : fc.jsonValue({ maxDepth: 1 })
      const minLength = numberOr(schema.minItems, 0)
      const maxLength = Math.max(
        minLength,
        Math.min(numberOr(schema.maxItems, MAX_ITEMS), MAX_ITEMS),
      )
      return fc.array(items, { minLength, maxLength })
    }
    case 'object':
      return objectArbitrary(document, schema, options, depth)
    default:
      return schema.properties
        ? objectArbitrary(document, schema, options, depth)
        : fc.jsonValue({ maxDepth: 2 })
  }
}

/** The schema's valid values (or, `mutated`, sometimes wrong ones). */
export function valueArbitrary(
  document: OpenApiDocument,
  schema: Schema,
  options: ArbitraryOptions,
  depth = 0,
): fc.Arbitrary<unknown> {
  const valid = validArbitrary(document, schema, options, depth)
  return options.mutated ? fc.oneof({ weight: 8, arbitrary: valid }, wrongValue) : valid
}

function validArbitrary(
  document: OpenApiDocument,
  schema: Schema,
  options: ArbitraryOptions,
  depth: number,
): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant(null)
  if (typeof schema.$ref === 'string') {
    return validArbitrary(document, resolveSchema(document, schema.$ref), options, depth + 1)
  }
  if ('const' in schema) return fc.constant(schema.const)
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]))
  const choices = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined
  if (choices) {
    return fc.oneof(...choices.map((choice) => valueArbitrary(document, choice, options, depth)))
  }
  if (Array.isArray(schema.allOf)) {
    const parts = (schema.allOf as Schema[]).map((part) =>
      validArbitrary(document, part, options, depth + 1),
    )
    return fc
      .tuple(...parts)
      .map((values) =>
        Object.assign(
          {},
          ...values.filter((value) => typeof value === 'object' && !Array.isArray(value)),
        ),
      )
  }
  const listed = types(schema)
  if (listed.length > 1) {
    return fc.oneof(...listed.map((type) => typedArbitrary(document, schema, type, options, depth)))
  }
  return typedArbitrary(document, schema, listed[0], options, depth)
}

// ---------------------------------------------------------------- requests

export interface Parameter {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required?: boolean
  schema?: Schema
}

export interface FuzzRequest {
  /** `GET /v2/Users/{id}`, the operation drawn. */
  operation: string
  /** Whether its values may break the schemas (ArbitraryOptions). */
  mutated: boolean
  method: string
  /** The path with its parameters filled in, and the query. */
  url: string
  headers: Record<string, string>
  body?: string | Uint8Array<ArrayBuffer>
}

function resolveParameter(document: OpenApiDocument, parameter: unknown): Parameter {
  const ref = (parameter as { $ref?: string }).$ref
  if (ref === undefined) return parameter as Parameter
  const resolved = (document.components.parameters as Record<string, Parameter> | undefined)?.[
    ref.slice(PARAMETER_REF.length)
  ]
  if (!resolved) throw new Error(`The document has no parameter ${ref}`)
  return resolved
}

/** A parameter's value as it goes in a URL or header: arrays as a list of texts. */
function asText(value: unknown): string {
  if (value === null || value === undefined) return ''
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/** Path parameters that name no item: anything but a whole number, traversal, encoded text. */
const strangePathValue = fc.oneof(
  fc.constantFrom('0', '-1', '1.5', 'abc', '..', '%2e%2e', '99999999999999999999', ' 1'),
  fc.string({ minLength: 1, maxLength: 10 }),
)

interface Content {
  [mediaType: string]: { schema?: Schema }
}

function requestBodyOf(
  document: OpenApiDocument,
  operation: Operation,
): { required: boolean; content: Content } | null {
  let body = operation.requestBody as
    { $ref?: string; required?: boolean; content?: Content } | undefined
  if (!body) return null
  const ref = body.$ref
  if (ref !== undefined) {
    body = (document.components.requestBodies as Record<string, typeof body> | undefined)?.[
      ref.slice(REQUEST_BODY_REF.length)
    ]
    if (!body) throw new Error(`The document has no request body ${ref}`)
  }
  return { required: body.required ?? false, content: body.content ?? {} }
}

/**
 * Values of the parameters sent: every required one (mutated, nearly every), an optional one a
 * third of the time, so that a request is not mostly refused for one of many filters.
 */
function presentValues<T>(
  parameters: readonly Parameter[],
  valueOf: (parameter: Parameter) => fc.Arbitrary<T>,
  options: ArbitraryOptions,
): fc.Arbitrary<Record<string, T>> {
  const absent = fc.constant(undefined)
  const entries = parameters.map((parameter) => {
    const value = valueOf(parameter)
    const drawn = parameter.required
      ? options.mutated
        ? fc.oneof({ weight: 9, arbitrary: value }, absent)
        : value
      : fc.oneof({ weight: 2, arbitrary: absent }, value)
    return drawn.map((one) => [parameter.name, one] as const)
  })
  return fc
    .tuple(...entries)
    .map((pairs) =>
      Object.fromEntries(
        pairs.filter((pair): pair is readonly [string, T] => pair[1] !== undefined),
      ),
    )
}

/** Bodies that are not the JSON any operation takes. */
const strangeBody = fc.constantFrom('', 'not json', '{"a":', '[]', 'null', '"text"', '{}', '0')

/**
 * One request of the operation `method` `path`: its parameters and body drawn from their schemas
 * (valid ones, or with `mutated` sometimes wrong ones).
 */
export function requestArbitrary(
  document: OpenApiDocument,
  path: string,
  method: string,
  options: ArbitraryOptions,
): fc.Arbitrary<FuzzRequest> {
  const item = document.paths[path]!
  const operation = item[method as keyof typeof item] as Operation
  const parameters = [
    ...((item.parameters ?? []) as unknown[]),
    ...((operation.parameters ?? []) as unknown[]),
  ].map((parameter) => resolveParameter(document, parameter))

  const valueOf = (parameter: Parameter) =>
    parameter.schema ? valueArbitrary(document, parameter.schema, options) : fc.string()

  const pathValues = fc.record(
    Object.fromEntries(
      parameters
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => {
          const valid = valueOf(parameter).map(asText)
          return [
            parameter.name,
            options.mutated ? fc.oneof({ weight: 4, arbitrary: valid }, strangePathValue) : valid,
          ]
        }),
    ),
  )
  const queryValues = presentValues(
    parameters.filter((parameter) => parameter.in === 'query'),
    valueOf,
    options,
  )
  const headerValues = presentValues(
    parameters.filter((parameter) => parameter.in === 'header'),
    // A header takes printable Latin-1 only (fetch refuses the rest before sending).
    (parameter) => valueOf(parameter).map((value) => asText(value).replace(/[^\x20-\x7e]/g, '?')),
    options,
  )
  // Repeated keys, as the portal sends lists, or one comma-separated value (also taken).
  const commaLists = fc.boolean()

  const requestBody = requestBodyOf(document, operation)
  let body: fc.Arbitrary<{ type: string; data: string | Uint8Array<ArrayBuffer> } | undefined> =
    fc.constant(undefined)
  if (requestBody) {
    const json = requestBody.content['application/json']?.schema
    const drawn: fc.Arbitrary<{ type: string; data: string | Uint8Array<ArrayBuffer> }> = json
      ? valueArbitrary(document, json, options).map((value) => ({
          type: 'application/json',
          data: JSON.stringify(value) ?? 'null',
        }))
      : fc.uint8Array({ maxLength: 64 }).map((bytes) => ({
          type: Object.keys(requestBody.content)[0]!,
          data: new Uint8Array(bytes),
        }))
    const strange = strangeBody.map((data) => ({ type: 'application/json', data }))
    body = options.mutated
      ? fc.oneof({ weight: 6, arbitrary: drawn }, strange, fc.constant(undefined))
      : requestBody.required
        ? drawn
        : fc.option(drawn, { nil: undefined })
  }

  return fc
    .record({ pathValues, queryValues, headerValues, body, commaLists })
    .map(({ pathValues, queryValues, headerValues, body, commaLists }) => {
      const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) =>
        encodeURIComponent(pathValues[name] ?? ''),
      )
      const query = new URLSearchParams()
      for (const [name, value] of Object.entries(queryValues)) {
        if (Array.isArray(value) && !commaLists) {
          for (const one of value) query.append(name, asText(one))
        } else {
          query.append(name, Array.isArray(value) ? value.map(asText).join(',') : asText(value))
        }
      }
      const search = query.toString()
      const headers: Record<string, string> = { ...headerValues }
      if (body) headers['Content-Type'] = body.type
      return {
        operation: `${method.toUpperCase()} ${path}`,
        mutated: options.mutated,
        method: method.toUpperCase(),
        url: search ? `${filled}?${search}` : filled,
        headers,
        ...(body ? { body: body.data } : {}),
      }
    })
}
