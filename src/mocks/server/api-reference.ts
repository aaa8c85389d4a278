/**
 * The API's contract for the readers' teams (issue 39): `GET /openapi.json`, the document of
 * src/api/openapi.yaml as this server has it, and `GET /docs`, an interactive reference (Scalar)
 * whose "Authorize" signs in at this server's own OpenID Connect provider. Everything the page
 * loads comes from this server (the reference's script from node_modules): it works offline.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import express, { type Router } from 'express'
import { HTTP_METHODS, loadApiDocument, type OpenApiDocument } from '../openapi/document'
import { PORTAL_CLIENT_ID } from './sign-in-service'

/** Where "Authorize" on the reference comes back to: the provider allows it (sign-in-service.ts). */
export const referencePage = (publicBase: string) => `${publicBase}/docs`

const SCRIPT_PATH = '/docs/scalar.js'
const FAKE_ONLY_TAG = 'fake-only'

export interface ApiReferenceOptions {
  /** The server's public address (`--public-url`, else the listening one). */
  publicBase: string
  /** The OpenID Connect provider's issuer. */
  issuer: string
}

/**
 * The document for this server: its address as the server, the provider's absolute URLs, and
 * without the in-browser fake sign-in (/fake-auth/*), which only fake mode has.
 */
export function servedDocument({ publicBase, issuer }: ApiReferenceOptions): OpenApiDocument {
  const document = structuredClone(loadApiDocument())
  document.servers = [{ url: publicBase, description: 'This server (`npm run api`).' }]
  for (const [path, item] of Object.entries(document.paths)) {
    const operations = HTTP_METHODS.flatMap((method) => item[method] ?? [])
    if (operations.every((operation) => operation.tags?.includes(FAKE_ONLY_TAG))) {
      delete document.paths[path]
    }
  }
  if (Array.isArray(document.tags)) {
    document.tags = document.tags.filter((tag: { name: string }) => tag.name !== FAKE_ONLY_TAG)
  }
  const schemes = document.components.securitySchemes ?? {}
  if (schemes.openIdConnect) {
    schemes.openIdConnect.openIdConnectUrl = `${issuer}/.well-known/openid-configuration`
  }
  const flow = (schemes.signIn?.flows as Record<string, Record<string, unknown>> | undefined)
    ?.authorizationCode
  if (flow) {
    flow.authorizationUrl = `${issuer}/auth`
    flow.tokenUrl = `${issuer}/token`
    flow.refreshUrl = `${issuer}/token`
  }
  return document
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

function referenceHtml(publicBase: string): string {
  const configuration = {
    // The page loads nothing from elsewhere: no web fonts, no proxy.
    withDefaultFonts: false,
    hideClientButton: true,
    // "Ask AI" searched Scalar's own registry (proxy.scalar.com) as the page opened, and the
    // developer toolbar offers Scalar's hosted services: neither has a place offline.
    agent: { disabled: true },
    showDeveloperTools: 'never',
    authentication: {
      preferredSecurityScheme: 'signIn',
      securitySchemes: {
        signIn: {
          flows: {
            authorizationCode: {
              'x-scalar-client-id': PORTAL_CLIENT_ID,
              'x-usePkce': 'SHA-256',
              'x-scalar-redirect-uri': referencePage(publicBase),
              // The portal's client is public (no secret): its id goes in the token request's
              // body. Scalar's default, a Basic header with an empty secret, the provider refuses.
              'x-scalar-credentials-location': 'body',
              selectedScopes: ['openid', 'profile', 'email'],
            },
          },
        },
      },
    },
  }
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Milk-safety API reference</title>
  </head>
  <body>
    <script id="api-reference" data-url="/openapi.json" data-configuration="${escapeAttribute(JSON.stringify(configuration))}"></script>
    <script src="${SCRIPT_PATH}"></script>
  </body>
</html>
`
}

let script: Promise<Buffer> | undefined

/** Scalar's standalone bundle (3.5 MB), read on the first visit of the page, not at start. */
function referenceScript(): Promise<Buffer> {
  const require = createRequire(import.meta.url)
  script ??= readFile(require.resolve('@scalar/api-reference/browser/standalone.js')).catch(
    (error: unknown) => {
      script = undefined
      throw error
    },
  )
  return script
}

export function apiReferenceRoutes(options: ApiReferenceOptions): Router {
  const router = express.Router()
  const document = JSON.stringify(servedDocument(options))
  router.get('/openapi.json', (_request, response) => {
    response.type('application/json').set('Cache-Control', 'no-cache').send(document)
  })
  router.get(['/docs', '/docs/'], (_request, response) => {
    response.type('html').set('Cache-Control', 'no-cache').send(referenceHtml(options.publicBase))
  })
  router.get(SCRIPT_PATH, (_request, response, next) => {
    referenceScript()
      .then((bytes) =>
        response.type('application/javascript').set('Cache-Control', 'max-age=3600').send(bytes),
      )
      .catch(next)
  })
  return router
}
