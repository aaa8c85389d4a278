// @vitest-environment jsdom
/**
 * Change password against the fake API (CORE-7.5): the form's rules before any call (the
 * confirmation above all), a wrong current password on its field, and success as a toast with
 * the modal closed; the new password is what the server then holds.
 */
import { describe, expect, it } from 'vitest'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FAKE_PASSWORD } from '@/mocks/personas'
import { initTestI18n } from '../../../tests/helpers/i18n'
import { renderModalRoute, fakeApiSignedInAs } from '../../../tests/helpers/modal-harness'
import { ChangePasswordModal } from './ChangePasswordModal'

initTestI18n()
configure({ asyncUtilTimeout: 5000 })

const fake = fakeApiSignedInAs('operator')

async function openForm() {
  const router = renderModalRoute(<ChangePasswordModal username="operator" listPath="/list" />)
  const dialog = await screen.findByRole('dialog', { name: 'Change password' })
  const field = (name: RegExp) => within(dialog).getByLabelText(name)
  return {
    router,
    dialog,
    current: field(/^Current password/),
    next: field(/^New password(?! again)/),
    again: field(/^New password again/),
    submit: () => userEvent.click(within(dialog).getByRole('button', { name: 'Change password' })),
  }
}

const errorOf = (control: HTMLElement) =>
  (control.getAttribute('aria-errormessage') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join('')

describe('ChangePasswordModal', () => {
  it('checks the rules and the confirmation before sending anything', async () => {
    const form = await openForm()
    await form.submit()
    await waitFor(() => expect(errorOf(form.current)).toBe('This field is required.'))
    await userEvent.type(form.current, FAKE_PASSWORD)
    await userEvent.type(form.next, 'operator')
    await userEvent.type(form.again, 'operator')
    await form.submit()
    await waitFor(() => expect(errorOf(form.next)).toBe('The password cannot be the username.'))
    await userEvent.clear(form.next)
    await userEvent.type(form.next, 'a-fresh-passphrase')
    await form.submit()
    await waitFor(() => expect(errorOf(form.again)).toBe('The two passwords are not the same.'))
    expect(fake.writes).toEqual([])
  })

  it('shows a wrong current password on its field, then changes it and closes', async () => {
    const form = await openForm()
    await userEvent.type(form.current, 'not-my-password')
    await userEvent.type(form.next, 'a-fresh-passphrase')
    await userEvent.type(form.again, 'a-fresh-passphrase')
    await form.submit()
    await waitFor(() => expect(errorOf(form.current)).toBe('The current password is not correct.'))
    expect(form.next).toHaveProperty('value', 'a-fresh-passphrase')
    await userEvent.clear(form.current)
    await userEvent.type(form.current, FAKE_PASSWORD)
    await form.submit()
    await waitFor(() => expect(form.router.state.location.pathname).toBe('/list'))
    expect(await screen.findByText('Your password was changed.')).toBeTruthy()
    expect(fake.writes.at(-1)).toEqual({
      method: 'PATCH',
      path: '/v2/Users/password',
      body: { currentPassword: FAKE_PASSWORD, newPassword: 'a-fresh-passphrase' },
    })
    const operator = fake.api.backend.db.users.all().find((row) => row.username === 'operator')
    expect(operator?.password).toBe('a-fresh-passphrase')
  })
})
