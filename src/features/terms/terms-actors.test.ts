/**
 * The acceptance command: the user's own fields unchanged, the new entry added once, and no
 * read-only joins sent.
 */
import { describe, expect, it } from 'vitest'
import { aUser } from '../../../tests/helpers/builders'
import { acceptanceCommand } from './terms-actors'

const user = aUser({
  id: 7,
  username: 'new.operator',
  firstName: 'New',
  phoneNumber: '+45 1234',
  siteId: 2,
  acceptedTermsIds: [1],
  tourGuideCompleted: true,
})

describe('acceptanceCommand', () => {
  it('adds the new entry to what the user accepted before', () => {
    const command = acceptanceCommand(user, 3)
    expect(command.acceptedTerms).toEqual([
      { userId: 7, termsId: 1 },
      { userId: 7, termsId: 3 },
    ])
    expect(command).toMatchObject({ id: 7, username: 'new.operator', siteId: 2, type: 'Operator' })
    expect(command).not.toHaveProperty('site')
    expect(command).not.toHaveProperty('customer')
    expect(command).not.toHaveProperty('tourGuideCompleted')
  })

  it('does not add a version twice', () => {
    expect(acceptanceCommand(user, 1).acceptedTerms).toEqual([{ userId: 7, termsId: 1 }])
  })
})
