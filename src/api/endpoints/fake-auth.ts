/**
 * The fake sign-in of fake mode, standing in for the hosted sign-in service: any seeded user or
 * persona signs in by name. Never called against a real API.
 */
import type { components } from '../generated/openapi'
import { get, post } from '../http'

export type FakeSignInResponse = components['schemas']['FakeSignInResponse']

export const fakeSignIn = (username: string) =>
  post<FakeSignInResponse>('/fake-auth/sign-in', { username })

export type FakePersona = components['schemas']['FakePersona']

/** The personas the fake sign-in offers (what a hosted sign-in page would list). */
export const listFakePersonas = () => get<FakePersona[]>('/fake-auth/personas')
