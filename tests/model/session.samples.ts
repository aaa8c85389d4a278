/**
 * The sample events of the session model: the user's events and the invoked actors' results.
 * Shared by tests/model/session.model.test.ts and the Playwright spec that drives the same
 * paths through the UI (`serializablePaths(sessionMachine, SESSION_MODEL)`).
 */
import type { AnyEventObject } from 'xstate'
import { ApiError } from '@/api/errors'
import type { CurrentUserResponse, User } from '@/api/types'
import { PERMISSIONS } from '@/domain/permissions'
import { aUser } from '../helpers/builders'
import type { ModelOptions } from './paths'

export const SAMPLE_USER: User = aUser({
  id: 7,
  username: 'anna.operator',
  firstName: 'Anna',
  email: 'anna@example.com',
  siteId: 2,
  site: { id: 2, name: 'North dairy' },
})

export const SAMPLE_CURRENT_USER: CurrentUserResponse = {
  currentUser: SAMPLE_USER,
  permissions: [PERMISSIONS.DASHBOARD],
}

const tokens = { accessToken: 'access', idToken: 'id' }

export const RESUME_ERROR = 'No matching state found'
export const SIGN_IN_ERROR = 'access_denied'
export const SERVER_FORBIDDEN_MESSAGE = 'Your site is suspended'

export const SESSION_EVENTS: AnyEventObject[] = [
  { type: 'xstate.done.actor.resumeSession', output: tokens },
  { type: 'xstate.done.actor.resumeSession', output: null },
  { type: 'xstate.error.actor.resumeSession', error: new Error(RESUME_ERROR) },
  { type: 'session.signIn', username: SAMPLE_USER.username },
  { type: 'xstate.done.actor.signIn', output: tokens },
  { type: 'xstate.error.actor.signIn', error: new Error(SIGN_IN_ERROR) },
  { type: 'xstate.done.actor.loadCurrentUser', output: SAMPLE_CURRENT_USER },
  {
    type: 'xstate.error.actor.loadCurrentUser',
    error: new ApiError('http', 'Forbidden', 403, { message: SERVER_FORBIDDEN_MESSAGE }),
  },
  {
    type: 'xstate.error.actor.loadCurrentUser',
    error: new ApiError('http', 'Not found', 404, null),
  },
  {
    type: 'xstate.error.actor.loadCurrentUser',
    error: new ApiError('http', 'Unauthorized', 401, { message: 'Sign in to use the API.' }),
  },
  { type: 'session.forbidden', message: null },
  { type: 'session.userChanged', user: { ...SAMPLE_USER, firstName: 'Annie' } },
  { type: 'session.tokenInvalid' },
  { type: 'session.signOut' },
  { type: 'xstate.done.actor.signOut' },
  { type: 'xstate.error.actor.signOut', error: new Error('end_session failed') },
]

/** The model: `runModel('session', …)` and `serializablePaths(sessionMachine, …)` alike. */
export const SESSION_MODEL: ModelOptions = { events: SESSION_EVENTS }
