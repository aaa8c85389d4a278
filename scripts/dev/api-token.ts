// `npm run api:token -- <username>`: signs in to `npm run api`'s provider as a persona (code
// flow with PKCE, as the portal does) and prints the access token, for curl:
//   TOKEN=$(npm run --silent api:token -- operator)
//   curl -H "Authorization: Bearer $TOKEN" http://127.0.0.1:8787/v2/Users/me
// --url picks another server (default http://127.0.0.1:8787).
import { parseArgs } from 'node:util'
import { signInWithCodeFlow } from '@/mocks/server/sign-in-client'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { url: { type: 'string', default: 'http://127.0.0.1:8787' } },
})
const username = positionals[0]
if (!username) {
  console.error('Usage: npm run api:token -- <username>  (admin, operator, customer.admin, …)')
  process.exit(2)
}
const tokens = await signInWithCodeFlow({
  issuer: `${values.url}/oidc`,
  username,
})
console.log(tokens.accessToken)
