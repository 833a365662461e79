// The in-memory sandbox in this runtime: the exercise through its `fetch`, then the signatures.
import { createMemorySandbox } from '@ledgernet/sandbox'
import { exercise } from './exercise.mjs'
import { platform, signatures } from './signatures.mjs'

const admin = { username: 'admin', password: 'secret' }
const sandbox = createMemorySandbox({ accounts: 2, adminCredentials: admin })
try {
  const seen = await exercise({ baseUrl: sandbox.gatewayUrl, fetch: sandbox.fetch, accounts: sandbox.accounts, admin })
  console.log(JSON.stringify({ ...platform(), seen, signatures: await signatures() }))
} finally {
  await sandbox.stop()
}
