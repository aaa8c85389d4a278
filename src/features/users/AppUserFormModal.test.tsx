// @vitest-environment jsdom
/**
 * What an app user's edit sends (ADMIN-7.6): updateUserCommand with the user's acceptedTerms,
 * username and type, so that an API that replaces what a body names never drops the terms the
 * operator accepted and sends them back through the terms gate.
 */
import { describe, expect, it, vi } from 'vitest'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initTestI18n } from '../../../tests/helpers/i18n'
import { renderModalRoute, fakeApiSignedInAs } from '../../../tests/helpers/modal-harness'
import { AppUserFormModal } from './AppUserFormModal'

initTestI18n()
configure({ asyncUtilTimeout: 5000 })

const fake = fakeApiSignedInAs('admin')

describe('AppUserFormModal', () => {
  it('an edit carries the operator’s acceptedTerms, username and type', async () => {
    const operator = fake.api.backend.db.users.all().find((row) => row.username === 'operator')!
    expect(operator.acceptedTerms.length).toBeGreaterThan(0)
    const router = renderModalRoute(
      <AppUserFormModal itemId={operator.id} listPath="/list" siteId={null} onSaved={vi.fn()} />,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Edit app user' })
    const comment = await within(dialog).findByLabelText(/^Comment/)
    await userEvent.type(comment, ' Night shift.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'))
    expect(fake.writes).toEqual([
      {
        method: 'PATCH',
        path: `/v2/Users/${operator.id}`,
        body: expect.objectContaining({
          id: operator.id,
          username: 'operator',
          type: 'Operator',
          acceptedTerms: operator.acceptedTerms,
          revision: expect.any(Number),
        }),
      },
    ])
  })
})
