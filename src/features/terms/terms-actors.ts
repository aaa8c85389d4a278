/**
 * The API side of the terms screen and the terms gate: the actor implementations the React side
 * provides to termsPageMachine and termsGateMachine (the machines know no HTTP).
 */
import { fromPromise } from 'xstate'
import { getLatestTerms, getTerms } from '@/api/endpoints/terms'
import { getUser, saveUser } from '@/api/endpoints/users'
import type { Terms, User, UserCommand } from '@/api/types'

/** The latest terms (/terms) or a given version (/terms/{itemId}). */
export function loadTermsVersion(itemId: number | null): Promise<Terms> {
  return itemId === null ? getLatestTerms() : getTerms(itemId)
}

/**
 * The update-user command that adds one accepted terms version to a user: the user's own fields
 * unchanged (the API lets a user PATCH their own record when only acceptedTerms differs) plus
 * the new entry. Read-only joins (site, customer) and fields outside the command are left out.
 */
export function acceptanceCommand(user: User, termsId: number): UserCommand {
  const alreadyAccepted = user.acceptedTerms.some((entry) => entry.termsId === termsId)
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    email: user.email,
    type: user.type,
    customerId: user.customerId,
    siteId: user.siteId,
    sharedUser: user.sharedUser,
    primaryOperatorId: user.primaryOperatorId,
    comment: user.comment,
    acceptedTerms: alreadyAccepted
      ? user.acceptedTerms
      : [...user.acceptedTerms, { userId: user.id, termsId }],
  }
}

/**
 * Accepts terms for the signed-in user. The user is read afresh first (a user may always read
 * themselves): the session's copy may be stale (an administrator renamed them, or another tab
 * accepted a version), and a PATCH built from it would then drop that acceptance or be refused.
 */
export async function acceptTermsForUser(user: User, termsId: number): Promise<User> {
  const current = await getUser(user.id)
  return saveUser(acceptanceCommand(current, termsId))
}

/** The actors of termsPageMachine, over the API client. */
export const termsPageActors = {
  loadTerms: fromPromise<Terms, { itemId: number | null }>(({ input }) =>
    loadTermsVersion(input.itemId),
  ),
  acceptTerms: fromPromise<User, { user: User; termsId: number }>(({ input }) =>
    acceptTermsForUser(input.user, input.termsId),
  ),
}

/** The actors of termsGateMachine, over the API client (for the app to provide). */
export const termsGateActors = {
  loadLatestTerms: fromPromise<Terms>(() => getLatestTerms()),
  loadUser: fromPromise<User, { userId: number }>(({ input }) => getUser(input.userId)),
}
