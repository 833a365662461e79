// Size budgets (minified + gzip, as the issue states them; size-limit reads "3000 B" exactly) of
// what a browser app pays, measured on the built `dist/` that `pnpm pack` ships. `pnpm size`
// fails when one is exceeded; `pnpm size:table` prints the table of the README.
import { existsSync } from 'node:fs'

const dist = (folder) => `../../packages/${folder}/dist/index.js`

/** @type {import('size-limit').SizeLimitConfig} */
const budgets = [
  {
    name: 'one gateway operation, lean (createGatewayTransport + deriveToken)',
    import: { [dist('gateway-client')]: '{ createGatewayTransport, deriveToken }' },
    limit: '3000 B',
    gzip: true,
  },
  {
    name: 'one RPC method, lean (createRpcTransport + statusOfTransaction)',
    import: { [dist('rpc-client')]: '{ createRpcTransport, statusOfTransaction }' },
    limit: '3000 B',
    gzip: true,
  },
  {
    name: 'crypto: sign + address (PrivateKey, encodeAccountAddress)',
    import: { [dist('crypto')]: '{ PrivateKey, encodeAccountAddress }' },
    limit: '8000 B',
    gzip: true,
  },
]

// The flow budget applies as soon as the flows package exists (its dist is built by CI's first step).
if (existsSync('../../packages/flows/package.json')) {
  budgets.push({
    name: 'a whole transfer flow through the gateway (transfer + createGatewayTransport + createSigner)',
    import: {
      [dist('flows')]: '{ transfer }',
      [dist('gateway-client')]: '{ createGatewayTransport }',
      [dist('crypto')]: '{ createSigner }',
    },
    limit: '15000 B',
    gzip: true,
  })
}

export default budgets
