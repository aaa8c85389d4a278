/**
 * The fake storage's upload URLs (firmware files, test record attachments), signed and expiring
 * the way a real blob store's shared access signatures are: the API hands out
 * `{publicBase}/fake-storage/…?se=<expiry>&sig=<HMAC>`, and the storage takes an upload only with
 * a signature over its method, path and expiry that is still valid. No bearer token is involved,
 * as with a real storage service; an unsigned, tampered or expired upload is a 403 (issue 34:
 * anyone could store firmware that `…/latest` then handed to every reader).
 *
 * The key is the server's own (kept with its other keys by `npm run api`; one per boot in the
 * browser, where an upload follows its URL at once). Web Crypto only: this runs in the worker too.
 */
import { HttpError } from './errors'

/** How long an upload URL is good for (a large firmware file on a slow line fits). */
export const UPLOAD_URL_SECONDS = 15 * 60

export const STORAGE_PREFIX = '/fake-storage/'

const encoder = new TextEncoder()

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

export interface StorageSigner {
  /** The query (`se=…&sig=…`) that lets `method` on `path` until `now` + UPLOAD_URL_SECONDS. */
  sign(method: string, path: string, now: number): Promise<string>
  /** A 403 unless the request's URL carries a valid signature for its method and path, unexpired. */
  verify(request: Request, now: number): Promise<void>
}

/** A signer with `secret` (at least 32 random bytes), or a random one of its own. */
export function createStorageSigner(secret?: Uint8Array<ArrayBuffer>): StorageSigner {
  const key = crypto.subtle.importKey(
    'raw',
    secret ?? crypto.getRandomValues(new Uint8Array(32)),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  )
  const toSign = (method: string, path: string, expires: string) =>
    encoder.encode(`${method.toUpperCase()}\n${path}\n${expires}`)

  return {
    async sign(method, path, now) {
      const expires = String(Math.floor(now / 1000) + UPLOAD_URL_SECONDS)
      const signature = await crypto.subtle.sign('HMAC', await key, toSign(method, path, expires))
      return `se=${expires}&sig=${base64url(signature)}`
    },
    async verify(request, now) {
      const url = new URL(request.url)
      const expires = url.searchParams.get('se') ?? ''
      const signature = url.searchParams.get('sig') ?? ''
      if (!/^\d{1,12}$/.test(expires) || !/^[\w-]{43}$/.test(signature)) {
        throw forbidden('The upload URL carries no valid signature: ask the API for one.')
      }
      const bytes = Uint8Array.from(atob(signature.replace(/-/g, '+').replace(/_/g, '/')), (char) =>
        char.charCodeAt(0),
      )
      const valid = await crypto.subtle.verify(
        'HMAC',
        await key,
        bytes,
        toSign(request.method, url.pathname, expires),
      )
      if (!valid) throw forbidden('The upload URL’s signature does not match: ask the API again.')
      if (Number(expires) * 1000 < now) {
        throw forbidden('The upload URL has expired: ask the API for a new one.')
      }
    },
  }
}

const forbidden = (message: string) => new HttpError(403, { message })

/** A signed PUT URL for `path` (under STORAGE_PREFIX) at the API's public address. */
export async function signedUploadUrl(
  signer: StorageSigner,
  publicBase: string,
  path: string,
  now: number,
): Promise<string> {
  const url = new URL(`${publicBase}${path}`)
  // The whole path is signed, the API's base included, as the storage sees it.
  url.search = await signer.sign('PUT', url.pathname, now)
  return url.href
}
