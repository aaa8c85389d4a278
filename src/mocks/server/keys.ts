/**
 * The sign-in service's keys, kept in the data directory so the tokens and sessions it issued
 * are still good after a restart: an RSA key that signs tokens, and the keys of its cookies.
 * `--reset` deletes them with the journal.
 */
import { randomBytes } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import { exportJWK, generateKeyPair, type JWK } from 'jose'

export interface ServiceKeys {
  signingKey: JWK
  cookieKeys: string[]
}

/** The public half of a private JWK: what verifies the tokens it signed. */
export function publicKeyOf({ kty, n, e, kid, alg, use }: JWK): JWK {
  return { kty, n, e, kid, alg, use }
}

/** New keys: a fresh RS256 signing key and cookie key. */
export async function createKeys(): Promise<ServiceKeys> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const signingKey: JWK = {
    ...(await exportJWK(privateKey)),
    kid: randomBytes(8).toString('hex'),
    alg: 'RS256',
    use: 'sig',
  }
  return { signingKey, cookieKeys: [randomBytes(32).toString('base64url')] }
}

/** The keys stored at `path`, or new ones stored there. */
export async function loadOrCreateKeys(path: string): Promise<ServiceKeys> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as ServiceKeys
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const keys = await createKeys()
  await writeFile(path, JSON.stringify(keys), { mode: 0o600 })
  return keys
}
