// @vitest-environment jsdom
/**
 * The dev panel's outbox: an empty outbox says so; a mail shows when it was sent, to whom, its
 * subject and text, and its link as a link to the portal's own page; Refresh asks again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ChakraProvider } from '@chakra-ui/react'
import { formatDateTime } from '@/ui/format'
import { system } from '@/ui/theme'
import { initTestI18n } from '../../../tests/helpers/i18n'
import type { OutboxRow } from '../db/rows'
import type { SentMail } from './outbox'
import { OutboxSection } from './OutboxSection'

initTestI18n()
afterEach(cleanup)

const mail = (id: number, overrides: Partial<OutboxRow> = {}): OutboxRow => ({
  id,
  kind: 'passwordReset',
  to: 'site.admin@example.com',
  username: 'site.admin',
  subject: 'Reset your password',
  text: 'Someone asked to reset the password of site.admin.',
  link: `http://localhost:3000/reset-password?token=token-${id}`,
  sentAt: '2030-01-01T08:00:00.000Z',
  ...overrides,
})

async function show(sent: SentMail, onRefresh = vi.fn()) {
  // Resolved before the render, as the worker's answer would be by then.
  const answer = Promise.resolve(sent)
  await act(async () => {
    render(
      <ChakraProvider value={system}>
        <OutboxSection sent={answer} onRefresh={onRefresh} onExpireLinks={() => undefined} />
      </ChakraProvider>,
    )
  })
  return { region: screen.getByRole('region', { name: 'Outbox' }), onRefresh }
}

describe('the dev panel outbox', () => {
  it('says when no mail was sent', async () => {
    const { region } = await show({ total: 0, mails: [] })
    expect(within(region).getByText('No mail sent yet.')).toBeTruthy()
    expect(within(region).queryByRole('list')).toBeNull()
  })

  it('lists each mail: when, to whom, the subject, the text and its link', async () => {
    const { region } = await show({
      total: 2,
      mails: [mail(2), mail(1, { to: 'operator', username: 'operator' })],
    })
    expect(within(region).getByText('2 mails, newest first.')).toBeTruthy()
    const [first, second] = within(region).getAllByRole('listitem')
    const newest = within(first!)
    expect(newest.getByText('Password reset')).toBeTruthy()
    expect(newest.getByText(formatDateTime('2030-01-01T08:00:00.000Z'))).toBeTruthy()
    expect(newest.getByText('To: site.admin@example.com (account site.admin)')).toBeTruthy()
    expect(newest.getByText('Subject: Reset your password')).toBeTruthy()
    expect(newest.getByText('Someone asked to reset the password of site.admin.')).toBeTruthy()
    const link = newest.getByRole('link', { name: mail(2).link })
    expect(link.getAttribute('href')).toBe(mail(2).link)
    // The portal's own page, in this tab.
    expect(link.getAttribute('target')).toBeNull()
    // A username is not named twice.
    expect(within(second!).getByText('To: operator')).toBeTruthy()
  })

  it('says how many are listed when there are more', async () => {
    const { region } = await show({ total: 120, mails: [mail(120), mail(119)] })
    expect(
      within(region).getByText('120 mails, newest first. The newest 2 are listed.'),
    ).toBeTruthy()
  })

  it('asks again on Refresh', async () => {
    const { region, onRefresh } = await show({ total: 0, mails: [] })
    await userEvent.click(within(region).getByRole('button', { name: 'Refresh' }))
    expect(onRefresh).toHaveBeenCalledOnce()
  })
})
