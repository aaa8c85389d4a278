/**
 * What the dev panel and `window.fakeApi.outbox()` list of the mail the fake API sent: a reset
 * asked through the API comes first, as stored (to, subject, text, the link), newest by the time
 * it was sent and then by id, and the list is bounded.
 */
import { describe, expect, it } from 'vitest'
import { useFakeApi } from '../../../tests/helpers/fake-api'
import { requestPasswordReset } from '../password-resets'
import { sentMail } from './outbox'

const fake = useFakeApi()
const db = () => fake.api.backend.db
const PORTAL = 'https://portal.example'

/** A reset mail to `login`, "sent" at `now`. */
const sendAt = (login: string, now: number) =>
  requestPasswordReset(db(), { login, now, portalOrigin: PORTAL })

describe('the sent mail', () => {
  it('is none before a mail is sent', () => {
    expect(sentMail(db())).toEqual({ total: 0, mails: [] })
  })

  it('puts a reset mail just asked for first, as the server stored it', async () => {
    const answer = await fake.call(null, 'POST', '/v2/Users/password/reset', {
      login: 'site.admin',
    })
    expect(answer.status).toBe(204)
    const siteAdmin = db()
      .users.all()
      .find((user) => user.username === 'site.admin')!
    const { total, mails } = sentMail(db())
    expect(total).toBe(1)
    expect(mails[0]).toMatchObject({
      kind: 'passwordReset',
      to: siteAdmin.email || siteAdmin.username,
      username: 'site.admin',
      subject: 'Reset your password',
      text: expect.stringContaining('site.admin'),
      link: expect.stringMatching(/\/reset-password\?token=[\w-]+$/),
    })
  })

  it('lists every mail newest first: by the time it was sent, then by id', async () => {
    const start = Date.parse('2030-01-01T08:00:00Z')
    // Sent later but stored first, then two in the same millisecond.
    await sendAt('admin', start + 60_000)
    await sendAt('customer.admin', start)
    await sendAt('new.operator', start)
    const { total, mails } = sentMail(db())
    expect(total).toBe(db().outbox.size)
    expect(mails.slice(0, 3).map((mail) => mail.username)).toEqual([
      'admin',
      'new.operator',
      'customer.admin',
    ])
    const times = mails.map((mail) => mail.sentAt)
    expect(times).toEqual([...times].sort().reverse())
  })

  it('gives at most the newest `limit` mails, and the total', () => {
    const { total, mails } = sentMail(db(), 2)
    expect(mails).toHaveLength(2)
    expect(total).toBe(db().outbox.size)
    expect(total).toBeGreaterThan(2)
    expect(mails).toEqual(sentMail(db()).mails.slice(0, 2))
  })
})
