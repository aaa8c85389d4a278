// @vitest-environment jsdom
/**
 * The public password pages against the fake API (CORE-7.5): asking for a link answers alike
 * whether or not the account exists; the mailed link sets a new password once; a used, expired
 * or unknown link says so and offers a new one; the server's rule (not the username) shows on
 * its field.
 */
import { describe, expect, it, vi } from 'vitest'
import { cleanup, configure, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ChakraProvider } from '@chakra-ui/react'
import { RESET_LINK_LIFETIME_MS } from '@/mocks/password-resets'
import { system } from '@/ui/theme'
import { initTestI18n } from '../../../tests/helpers/i18n'
import { fakeApiSignedInAs } from '../../../tests/helpers/modal-harness'
import { ForgotPasswordPage } from './ForgotPasswordPage'
import { ResetPasswordPage } from './ResetPasswordPage'

initTestI18n()
configure({ asyncUtilTimeout: 5000 })

const fake = fakeApiSignedInAs('admin')

const db = () => fake.api.backend.db
const userNamed = (username: string) =>
  db()
    .users.all()
    .find((row) => row.username === username)!

function renderPage(page: React.ReactNode) {
  render(<ChakraProvider value={system}>{page}</ChakraProvider>)
}

async function askForLink(login: string) {
  renderPage(<ForgotPasswordPage signInHref="/" />)
  await userEvent.type(screen.getByLabelText(/^Username or e-mail address/), login)
  await userEvent.click(screen.getByRole('button', { name: 'Send the link' }))
  await screen.findByText(/^If an account matches, a link to choose a new password/)
  cleanup()
}

const newestLinkTo = (username: string) => {
  const mail = db()
    .outbox.all()
    .filter((row) => row.username === username)
    .at(-1)!
  return new URL(mail.link)
}

async function choose(token: string, password: string, again = password) {
  renderPage(<ResetPasswordPage token={token} signInHref="/" forgotHref="/forgot-password" />)
  await userEvent.type(screen.getByLabelText(/^New password(?! again)/), password)
  await userEvent.type(screen.getByLabelText(/^New password again/), again)
  await userEvent.click(screen.getByRole('button', { name: 'Set the new password' }))
}

describe('forgot and reset password', () => {
  it('answers alike for an unknown account, and mails nothing', async () => {
    const before = db().outbox.size
    await askForLink('nobody.here')
    expect(db().outbox.size).toBe(before)
  })

  it('a link sets the new password once; used again it says so and offers a new one', async () => {
    await askForLink('site.admin')
    const link = newestLinkTo('site.admin')
    expect(link.pathname).toBe('/reset-password')
    const token = link.searchParams.get('token')!

    await choose(token, 'site.admin')
    expect(await screen.findByText('The password cannot be the username.')).toBeTruthy()
    cleanup()
    await choose(token, 'a-new-passphrase', 'a-new-passphrase')
    expect(await screen.findByText(/^Your password was changed/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/')
    expect(userNamed('site.admin').password).toBe('a-new-passphrase')
    cleanup()

    await choose(token, 'another-passphrase')
    expect(
      await screen.findByText('This link was already used, or a newer link was sent.'),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    )
    expect(userNamed('site.admin').password).toBe('a-new-passphrase')
  })

  it('an expired link says so', async () => {
    await askForLink('operator')
    const token = newestLinkTo('operator').searchParams.get('token')!
    const later = fake.api.backend.now() + RESET_LINK_LIFETIME_MS + 1000
    const clock = vi.spyOn(fake.api.backend, 'now').mockReturnValue(later)
    try {
      await choose(token, 'a-new-passphrase')
      expect(
        await screen.findByText('This link has expired: a link works for one hour.'),
      ).toBeTruthy()
    } finally {
      clock.mockRestore()
    }
  })

  it('a made-up link, or none, says it is not valid', async () => {
    await choose('made-up-token', 'a-new-passphrase')
    expect(await screen.findByText('This link to reset a password is not valid.')).toBeTruthy()
    cleanup()
    renderPage(<ResetPasswordPage token={null} signInHref="/" forgotHref="/forgot-password" />)
    expect(screen.getByText('This link to reset a password is not valid.')).toBeTruthy()
  })
})
