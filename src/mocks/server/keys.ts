/**
 * The server's keys, kept in the data directory so what it issued is still good after a restart:
 * an RSA key that signs the sign-in service's tokens, the keys of its cookies, and the key that
 * signs the fake storage's upload URLs (src/mocks/http/storage.ts). `--reset` deletes them with
 * the journal.
 */
import { randomBytes } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import { exportJWK, generateKeyPair, type JWK } from 'jose'

export interface ServiceKeys {
  signingKey: JWK
  cookieKeys: string[]
  /** 32 random bytes, base64url: signs upload URLs (absent in files from before issue 34). */
  storageKey?: string
}

/** The storage key's bytes. */
export const storageSecretOf = (keys: ServiceKeys): Uint8Array<ArrayBuffer> =>
  new Uint8Array(Buffer.from(keys.storageKey ?? '', 'base64url'))

const newStorageKey = () => randomBytes(32).toString('base64url')

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
  return {
    signingKey,
    cookieKeys: [randomBytes(32).toString('base64url')],
    storageKey: newStorageKey(),
  }
}

/** The keys stored at `path`, or new ones stored there. */
export async function loadOrCreateKeys(path: string): Promise<ServiceKeys> {
  let keys: ServiceKeys | null = null
  try {
    keys = JSON.parse(await readFile(path, 'utf8')) as ServiceKeys
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  if (keys?.storageKey) return keys
  keys = keys ? { ...keys, storageKey: newStorageKey() } : await createKeys()
  await writeFile(path, JSON.stringify(keys), { mode: 0o600 })
  return keys
}
