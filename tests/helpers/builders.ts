/**
 * Test data builders: a plausible value of an API type, with only what a test cares about
 * overridden, so tests say what matters and nothing else.
 */
import { ApiError } from '@/api/errors'
import { STALE_REVISION, type Firmware, type Terms, type User } from '@/api/types'

export function aUser(overrides: Partial<User> & { acceptedTermsIds?: number[] } = {}): User {
  const { acceptedTermsIds = [], ...rest } = overrides
  const id = rest.id ?? 42
  return {
    id,
    username: 'olivia.operator',
    firstName: 'Olivia',
    lastName: 'Operator',
    phoneNumber: '',
    email: 'olivia@example.com',
    type: 'Operator',
    customerId: 1,
    siteId: 1,
    site: { id: 1, name: 'North dairy' },
    customer: { id: 1, name: 'Fresh Milk Co' },
    sharedUser: false,
    primaryOperatorId: null,
    comment: '',
    acceptedTerms: acceptedTermsIds.map((termsId) => ({ userId: id, termsId })),
    ...rest,
  }
}

export function someTerms(id: number, overrides: Partial<Terms> = {}): Terms {
  return {
    id,
    termsText: `<p>Version ${id}</p>`,
    created: '2026-01-01T00:00:00Z',
    released: true,
    ...overrides,
  }
}

/** The API's answer to a write based on an older revision of the record (409, STALE_REVISION). */
export function staleRevisionError(message = 'Changed elsewhere.'): ApiError {
  return new ApiError('http', message, 409, {
    message,
    errors: [{ field: 'revision', code: STALE_REVISION, message }],
  })
}

/** Firmware 3.1.0, just created: no file yet (its upload URL is asked next). */
export function aFirmware(overrides: Partial<Firmware> = {}): Firmware {
  return {
    id: 31,
    version: '3.1.0',
    description: '',
    url: null,
    errorMessage: null,
    created: '2026-11-20T10:00:00.000Z',
    ...overrides,
  }
}
