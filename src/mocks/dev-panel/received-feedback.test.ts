/**
 * What the dev panel lists of the stored feedback: a feedback sent through the API comes first,
 * as stored (the caller's id, the payload's fields, the server's time), and the list is bounded.
 */
import { describe, expect, it } from 'vitest'
import { useFakeApi } from '../../../tests/helpers/fake-api'
import { receivedFeedback } from './received-feedback'

const fake = useFakeApi()
const db = () => fake.api.backend.db

describe('the feedback received', () => {
  it('lists every stored feedback, newest first', () => {
    const { total, rows } = receivedFeedback(db())
    expect(total).toBe(db().feedback.size)
    expect(rows).toHaveLength(total)
    const times = rows.map((row) => row.created)
    expect(times).toEqual([...times].sort().reverse())
  })

  it('puts a feedback just sent first, as the server stored it', async () => {
    const answer = await fake.call('site.admin', 'POST', '/v2/Feedback', {
      sender: 'site.admin@example.com',
      userId: 1,
      topic: 'cloud',
      type: 'question',
      feedback: 'Where do I find last month’s export?',
      device: 'Firefox 125 (desktop)',
      platform: 'web',
      os: 'Linux',
      version: '1.8.6',
    })
    expect(answer.status).toBe(204)
    const siteAdmin = db()
      .users.all()
      .find((user) => user.username === 'site.admin')!
    const { rows } = receivedFeedback(db())
    expect(rows[0]).toMatchObject({
      userId: siteAdmin.id,
      topic: 'cloud',
      type: 'question',
      feedback: 'Where do I find last month’s export?',
      device: 'Firefox 125 (desktop)',
      os: 'Linux',
      platform: 'web',
      version: '1.8.6',
    })
  })

  it('gives at most the newest `limit` rows, and the total', () => {
    const { total, rows } = receivedFeedback(db(), 2)
    expect(rows).toHaveLength(2)
    expect(total).toBe(db().feedback.size)
    expect(rows).toEqual(receivedFeedback(db()).rows.slice(0, 2))
  })
})
