// @vitest-environment jsdom
/**
 * What the accounts' edit forms send (ADMIN-7.5, ADMIN-7.6): a role's edit is an updateUserCommand
 * with the user's acceptedTerms, username and type; a site's test types are saved with the site's
 * name and customerId beside them. An API that replaces what a body names would otherwise wipe
 * them.
 */
import { describe, expect, it, vi } from 'vitest'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initTestI18n } from '../../../tests/helpers/i18n'
import { renderModalRoute, fakeApiSignedInAs } from '../../../tests/helpers/modal-harness'
import { RoleFormModal } from './RoleFormModal'
import { SiteTestTypesModal } from './SiteTestTypesModal'

initTestI18n()
configure({ asyncUtilTimeout: 5000 })

const fake = fakeApiSignedInAs('admin')

describe('the bodies of the accounts’ edits', () => {
  it('a role’s edit carries the user’s acceptedTerms, username and type', async () => {
    const user = fake.api.backend.db.users.all().find((row) => row.username === 'site.admin')!
    expect(user.acceptedTerms.length).toBeGreaterThan(0)
    const router = renderModalRoute(
      <RoleFormModal
        itemId={user.id}
        listPath="/list"
        roles={['CustomerAdmin', 'SiteAdmin']}
        place={{ customerId: null, siteId: null }}
        onSaved={vi.fn()}
      />,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Edit role' })
    const phone = await within(dialog).findByLabelText(/^Phone/)
    await userEvent.clear(phone)
    await userEvent.type(phone, '+45 11 22 33 44')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'))
    expect(fake.writes).toEqual([
      {
        method: 'PATCH',
        path: `/v2/Users/${user.id}`,
        body: expect.objectContaining({
          id: user.id,
          username: 'site.admin',
          type: 'SiteAdmin',
          phoneNumber: '+45 11 22 33 44',
          acceptedTerms: user.acceptedTerms,
          revision: expect.any(Number),
        }),
      },
    ])
  })

  it('a site’s test types are saved with the site’s name and customerId', async () => {
    const site = fake.api.backend.db.sites.get(1)!
    const router = renderModalRoute(
      <SiteTestTypesModal itemId={1} listPath="/list" onSaved={vi.fn()} />,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Test types of the site' })
    await within(dialog).findAllByRole('checkbox')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'))
    expect(fake.writes).toEqual([
      {
        method: 'PATCH',
        path: '/v2/Sites/1',
        body: expect.objectContaining({
          id: 1,
          name: site.name,
          customerId: site.customerId,
          // The same test types, in the catalogue's order.
          availableTestTypes: expect.arrayContaining(site.availableTestTypes),
          revision: expect.any(Number),
        }),
      },
    ])
  })
})
