/**
 * Forgotten passwords, as a real API with a mail service would handle them (CORE-7.5, ADMIN-7.6:
 * POST /v2/Users/password/reset and …/reset/redeem). A request names a username or an
 * e-mail address; each account it names gets a single-use link valid for an hour, "sent" by
 * storing the mail in the outbox (the dev panel's Outbox section, GET /__fake-api/outbox on the
 * standalone server). The answer never says whether an account was found. Only the SHA-256 of a
 * token is kept, so the reset table alone cannot reset anything. Both tables are bounded: a newer
 * link supersedes the account's older ones, an account keeps its newest LINKS_KEPT_PER_ACCOUNT,
 * spent links are pruned after an hour, and the outbox keeps the newest OUTBOX_LIMIT mails.
 */
import { object } from 'yup'
import { RESET_PASSWORD_PATH } from '@/domain/public-pages'
import { newPasswordRule } from '@/domain/validation/password'
import type { Database } from './db/database'
import type { OutboxRow, PasswordResetRow, UserRow } from './db/rows'
import { fieldError } from './http/errors'
import { validateBody } from './http/validate'

/** How long a reset link works (issue 36: one hour). */
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000
/** The outbox keeps the newest mails only: the request is public, so anyone can add to it. */
export const OUTBOX_LIMIT = 200
/**
 * The links kept per account (the newest; older ones are superseded anyway): enough to tell a
 * recently replaced link from a made-up one, and a bound however often a reset is asked for.
 */
export const LINKS_KEPT_PER_ACCOUNT = 5

/** The reasons a link does not work: unknown (or mistyped), used (or superseded), expired. */
export const TOKEN_ERRORS = {
  unknown: 'password.tokenUnknown',
  used: 'password.tokenUsed',
  expired: 'password.tokenExpired',
} as const

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

/** A new link's token: 32 random bytes, URL-safe. */
export function newResetToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)))
}

export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The accounts a login names: the one with that username, else those with that address. */
function accountsNamed(db: Database, login: string): UserRow[] {
  const wanted = login.trim().toLowerCase()
  if (wanted === '') return []
  const users = db.users.all()
  const byName = users.find((user) => user.username.toLowerCase() === wanted)
  if (byName) return [byName]
  return users.filter((user) => user.email !== '' && user.email.toLowerCase() === wanted)
}

export interface ResetRequest {
  login: string
  now: number
  /** The portal's origin, for the link. */
  portalOrigin: string
}

/** Sends each named account a new link (superseding its older ones); says nothing of them. */
export async function requestPasswordReset(
  db: Database,
  { login, now, portalOrigin }: ResetRequest,
): Promise<void> {
  await pruneSpentLinks(db, now)
  for (const user of accountsNamed(db, login)) {
    for (const older of db.passwordResets.all()) {
      if (older.userId === user.id && older.usedAt === null) {
        await db.passwordResets.update(older.id, (draft) => {
          draft.usedAt = new Date(now).toISOString()
        })
      }
    }
    const token = newResetToken()
    await db.passwordResets.insert({
      id: db.passwordResets.nextId(),
      userId: user.id,
      tokenHash: await hashToken(token),
      expiresAt: new Date(now + RESET_LINK_LIFETIME_MS).toISOString(),
      usedAt: null,
    })
    await forgetOldLinks(db, user.id)
    await sendMail(db, resetMail(user, `${portalOrigin}${RESET_PASSWORD_PATH}?token=${token}`, now))
  }
}

/**
 * Lets every link that still works expire now: a dev action (the dev panel's outbox, and
 * `window.fakeApi.expireResetLinks()`), so product people and browser tests can see what an
 * expired link shows without waiting an hour. Answers how many it ended.
 */
export async function expireResetLinks(db: Database, now: number): Promise<number> {
  const live = db.passwordResets
    .all()
    .filter((link) => link.usedAt === null && Date.parse(link.expiresAt) > now)
  for (const link of live) {
    await db.passwordResets.update(link.id, (draft) => {
      draft.expiresAt = new Date(now).toISOString()
    })
  }
  return live.length
}

async function forgetOldLinks(db: Database, userId: number): Promise<void> {
  const links = db.passwordResets
    .all()
    .filter((link) => link.userId === userId)
    .sort((a, b) => b.id - a.id)
  for (const old of links.slice(LINKS_KEPT_PER_ACCOUNT)) await db.passwordResets.remove(old.id)
}

function resetMail(user: UserRow, link: string, now: number): Omit<OutboxRow, 'id'> {
  return {
    kind: 'passwordReset',
    to: user.email || user.username,
    username: user.username,
    subject: 'Reset your password',
    text:
      `Someone asked to reset the password of ${user.username}. ` +
      'Open the link within an hour to choose a new one; if it was not you, ignore this mail.',
    link,
    sentAt: new Date(now).toISOString(),
  }
}

async function sendMail(db: Database, mail: Omit<OutboxRow, 'id'>): Promise<void> {
  await db.outbox.insert({ id: db.outbox.nextId(), ...mail })
  const mails = db.outbox.all()
  const excess = mails.length - OUTBOX_LIMIT
  if (excess > 0) {
    for (const old of [...mails].sort((a, b) => a.id - b.id).slice(0, excess)) {
      await db.outbox.remove(old.id)
    }
  }
}

/** Links that can never work again (used, or expired a lifetime ago) are forgotten. */
async function pruneSpentLinks(db: Database, now: number): Promise<void> {
  const cutoff = now - RESET_LINK_LIFETIME_MS
  for (const link of db.passwordResets.all()) {
    const spentAt = link.usedAt ? Date.parse(link.usedAt) : Date.parse(link.expiresAt)
    if (spentAt < cutoff) await db.passwordResets.remove(link.id)
  }
}

export interface Redemption {
  token: string
  newPassword: string
  now: number
}

/**
 * Sets the new password of the link's account and spends the link. An unknown, used or expired
 * token is a field error on `token`; a password the rule refuses (the account's username among
 * its checks) one on `newPassword`, and the link stays usable.
 */
export async function redeemPasswordReset(
  db: Database,
  { token, newPassword, now }: Redemption,
): Promise<void> {
  const hash = await hashToken(token)
  const link: PasswordResetRow | undefined = db.passwordResets
    .all()
    .find((candidate) => candidate.tokenHash === hash)
  const user = link ? db.users.get(link.userId) : undefined
  if (!link || !user) {
    throw fieldError('token', TOKEN_ERRORS.unknown, 'This reset link is not valid.')
  }
  if (link.usedAt !== null) {
    throw fieldError('token', TOKEN_ERRORS.used, 'This reset link was already used.')
  }
  if (Date.parse(link.expiresAt) <= now) {
    throw fieldError('token', TOKEN_ERRORS.expired, 'This reset link has expired.')
  }
  // The rule again, now that the account (and so its username) is known.
  await validateBody(object({ newPassword: newPasswordRule(() => user.username) }), {
    newPassword,
  })
  await db.users.update(user.id, (draft) => {
    draft.password = newPassword
  })
  await db.passwordResets.update(link.id, (draft) => {
    draft.usedAt = new Date(now).toISOString()
  })
}
