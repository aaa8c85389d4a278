/**
 * The fuzzer's arbitraries (arbitraries.ts) against the schemas they are made from: a value drawn
 * without mutation is one the document's own validator (Ajv, as contract.ts uses it) accepts, for
 * every request body and every component schema, so a request the fuzzer calls valid is.
 */
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { valueArbitrary, type Schema } from './arbitraries'
import { loadApiDocument } from './document'

const document = loadApiDocument()
const SCHEMAS_ID = 'urn:test:schemas'
const withRefs = (value: unknown): unknown =>
  JSON.parse(
    JSON.stringify(value, (key, item: unknown) =>
      key === '$ref' && typeof item === 'string'
        ? item.replace('#/components/schemas/', `${SCHEMAS_ID}#/$defs/`)
        : item,
    ),
  )

const ajv = new Ajv2020({ allowUnionTypes: true, strictTypes: false })
addFormats(ajv)
ajv.addSchema({ $id: SCHEMAS_ID, $defs: withRefs(document.components.schemas) as object })

describe('the arbitraries of the API document', () => {
  it.each(Object.keys(document.components.schemas))('draws valid %s values', (name) => {
    const schema = { $ref: `#/components/schemas/${name}` }
    const validate = ajv.compile(withRefs(schema) as object)
    for (const value of fc.sample(valueArbitrary(document, schema, { mutated: false }), {
      numRuns: 30,
      seed: 39,
    })) {
      expect(validate(value), `${JSON.stringify(value)}: ${ajv.errorsText(validate.errors)}`).toBe(
        true,
      )
    }
  })

  it('draws wrong values too when mutated', () => {
    const schema: Schema = { $ref: '#/components/schemas/SubscriptionCommand' }
    const validate = ajv.compile(withRefs(schema) as object)
    const values = fc.sample(valueArbitrary(document, schema, { mutated: true }), {
      numRuns: 200,
      seed: 39,
    })
    expect(values.some((value) => !validate(value))).toBe(true)
    expect(values.some((value) => validate(value))).toBe(true)
  })
})
