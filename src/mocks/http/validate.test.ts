import { describe, expect, it } from 'vitest'
import { substanceSchema } from '@/domain/validation/substance'
import { addressSchema } from '@/domain/validation/address'
import { object } from 'yup'
import { HttpError } from './errors'
import { validateBody } from './validate'

describe('validateBody', () => {
  it('answers the field errors of an invalid body as a 400', async () => {
    const refusal = await validateBody(substanceSchema, { name: '' }).catch((error) => error)
    expect(refusal).toBeInstanceOf(HttpError)
    expect(refusal).toMatchObject({ status: 400, body: { errors: [{ field: 'name' }] } })
  })

  // Found by the property tests (src/mocks/handlers/properties.test.ts): Yup itself threw.
  it.each([
    ['text', substanceSchema, { name: { toString: 5e-324 } }],
    ['an object', object({ address: addressSchema }), { address: { valueOf: 2 ** 53 } }],
  ])(
    'answers 400, not 500, for an object with its own toString or valueOf as %s',
    async (_, schema, body) => {
      const refusal = await validateBody(schema, body).catch((error) => error)
      expect(refusal).toBeInstanceOf(HttpError)
      expect(refusal).toMatchObject({ status: 400, body: { message: expect.any(String) } })
    },
  )
})
