import { describe, expect, it } from 'vitest'
import { FEEDBACK_MAX_LENGTH } from '@/domain/validation/feedback'
import {
  charactersLeft,
  EMPTY_FEEDBACK,
  feedbackCommand,
  feedbackSender,
  limitAnnouncement,
  pasteOverflow,
  validateFeedback,
  type FeedbackContext,
} from './feedback-form'

const CONTEXT: FeedbackContext = {
  type: 'improvement',
  user: { id: 42, email: 'operator@nordicdairy.dk', username: 'operator' },
  environment: { os: 'Windows 10', device: 'Chrome 120 (desktop)' },
  version: '1.8.6',
}

describe('the feedback payload', () => {
  it('carries what was typed and what the portal knows', () => {
    expect(
      feedbackCommand({ topic: 'testStrip', feedback: '  The strip reads late.\n' }, CONTEXT),
    ).toEqual({
      sender: 'operator@nordicdairy.dk',
      userId: 42,
      topic: 'testStrip',
      type: 'improvement',
      feedback: 'The strip reads late.',
      device: 'Chrome 120 (desktop)',
      platform: 'web',
      os: 'Windows 10',
      version: '1.8.6',
    })
  })

  it('is sent as the username when the user has no e-mail, or one longer than the API takes', () => {
    expect(feedbackSender({ id: 1, email: '', username: 'operator' })).toBe('operator')
    expect(feedbackSender({ id: 1, email: `${'a'.repeat(96)}@x.dk`, username: 'operator' })).toBe(
      'operator',
    )
  })
})

describe('feedback validation (the shared schema)', () => {
  const validate = validateFeedback(CONTEXT)

  it('needs a category and a text', async () => {
    expect(await validate(EMPTY_FEEDBACK)).toEqual({
      topic: 'validation.required',
      feedback: 'validation.required',
    })
    expect(await validate({ topic: 'reader', feedback: '   \n ' })).toEqual({
      feedback: 'validation.blank',
    })
  })

  it('takes 3000 characters and refuses more', async () => {
    expect(await validate({ topic: 'other', feedback: 'x'.repeat(FEEDBACK_MAX_LENGTH) })).toEqual(
      {},
    )
    expect(
      await validate({ topic: 'other', feedback: 'x'.repeat(FEEDBACK_MAX_LENGTH + 1) }),
    ).toEqual({ feedback: 'validation.maxLength' })
  })

  it('puts no error on what the user did not type', async () => {
    const odd = validateFeedback({
      ...CONTEXT,
      environment: { os: 'o'.repeat(500), device: 'd'.repeat(500) },
    })
    expect(await odd({ topic: 'app', feedback: 'Fine.' })).toEqual({})
  })
})

describe('the counter', () => {
  it('counts down from 3000 and stops at 0', () => {
    expect(charactersLeft('')).toBe(3000)
    expect(charactersLeft('x'.repeat(2990))).toBe(10)
    expect(charactersLeft('x'.repeat(3000))).toBe(0)
    expect(charactersLeft('x'.repeat(3100))).toBe(0)
  })

  it('tells a screen reader only at 100, 50 and 10 left and at the limit', () => {
    expect(limitAnnouncement(101)).toBeNull()
    expect(limitAnnouncement(100)).toEqual({ kind: 'few', atMost: 100 })
    expect(limitAnnouncement(51)).toEqual({ kind: 'few', atMost: 100 })
    expect(limitAnnouncement(50)).toEqual({ kind: 'few', atMost: 50 })
    expect(limitAnnouncement(11)).toEqual({ kind: 'few', atMost: 50 })
    expect(limitAnnouncement(10)).toEqual({ kind: 'few', atMost: 10 })
    expect(limitAnnouncement(1)).toEqual({ kind: 'few', atMost: 10 })
    expect(limitAnnouncement(0)).toEqual({ kind: 'reached' })
  })

  it('says how much of a paste did not fit', () => {
    const paste = (value: string, pasted: string, start = value.length, end = start) =>
      pasteOverflow({ value, pasted, selectionStart: start, selectionEnd: end })
    expect(paste('', 'x'.repeat(3100))).toBe(100)
    expect(paste('', 'x'.repeat(3000))).toBe(0)
    expect(paste('x'.repeat(2990), 'y'.repeat(20))).toBe(10)
    // The selection is replaced, so its characters make room.
    expect(paste('x'.repeat(3000), 'y'.repeat(20), 0, 30)).toBe(0)
    expect(paste('x'.repeat(3000), 'y', 5, 5)).toBe(1)
    // A Windows line break is stored as one character.
    expect(paste('x'.repeat(2998), 'a\r\nb')).toBe(1)
  })
})
