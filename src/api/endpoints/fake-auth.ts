/**
 * The fake sign-in of fake mode, standing in for the hosted sign-in service: any seeded user or
 * persona signs in by name. Never called against a real API.
 */
import { get, post } from '../http'

export interface FakeSignInResponse {
  access_token: string
  id_token: string
  token_type: 'Bearer'
  username: string
}

export const fakeSignIn = (username: string) =>
  post<FakeSignInResponse>('/fake-auth/sign-in', { username })

export interface FakePersona {
  username: string
  description: string
}

/** The personas the fake sign-in offers (what a hosted sign-in page would list). */
export const listFakePersonas = () => get<FakePersona[]>('/fake-auth/personas')
