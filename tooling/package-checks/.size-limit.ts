// The size budgets of the repository, the one place they are measured: what a browser app pays,
// minified and gzipped, for code a user writes. Each entry below is that code, written into a
// git-ignored file and bundled by esbuild for the browser (ESM, the packages' built `dist/`, as a
// bundler resolves them once installed). `pnpm size` fails when a budget is exceeded;
// `pnpm size:table` prints the table, `--write` puts it in the root README, `--check` (CI) also
// fails when the README's table is not today's.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { SizeLimitConfig } from 'size-limit'
import { readmeBlock } from './src/readmeBlock.js'
import { repositoryRoot } from './src/repositoryRoot.js'
import { workspaceResolver } from './src/workspaceResolver.js'

/** A budget: the code a user writes, and its limit in bytes, minified + gzip. */
type Budget = { name: string; limit: number; code: string }

/**
 * One operation of a client, its lean factory and the transport under it. 4,500 until the clients
 * took any published spec (2026-11-28): what each call needs for bodies and answers of other media
 * types than JSON (form, multipart, text, bytes, event streams) and for parameter styles comes with
 * the descriptors of the operations that have them (`encode`, `read`, `parameters`), and a JSON
 * operation carries none of it; what stays in every call — the body's media type, fetch's own
 * multipart boundary, the `null` headers hey-api writes, a success answer handed to its reader — is
 * ~280 B.
 */
const operationBudget = 4_750

const budgets: Budget[] = [
  {
    name: 'one gateway operation (createGatewayTransport + deriveToken)',
    // 3,000 until every answer was bounded (2026-11-28): the response size limit read as a stream,
    // JSON held to its depth and number bounds, a redirect's hops (~1.45 KB with them).
    limit: operationBudget,
    code: `import { createGatewayTransport, deriveToken } from '@ledgernet/gateway-client'

const gateway = createGatewayTransport({ baseUrl: 'https://gateway.example', network: 'localnet' })
export const derive = (hex: string) => deriveToken({ client: gateway, body: { public_key: { hex }, symbol: 'gold' } })
`,
  },
  {
    name: 'one RPC method (createRpcTransport + statusOfTransaction)',
    limit: operationBudget,
    code: `import { createRpcTransport, statusOfTransaction } from '@ledgernet/rpc-client'

const node = createRpcTransport({ baseUrl: 'https://node.example/rpc' })
export const status = (txID: string) => statusOfTransaction({ client: node, params: [txID] })
`,
  },
  {
    name: 'crypto: sign + address (PrivateKey, encodeAccountAddress)',
    limit: 12_000,
    code: `import { encodeAccountAddress, PrivateKey } from '@ledgernet/crypto'

export const account = (hex: string, payload: Uint8Array) => {
  const key = PrivateKey.fromHex(hex)
  return { address: encodeAccountAddress(key.publicKey, 'mainnet'), signature: key.sign(payload).toDERHex() }
}
`,
  },
  {
    name: "the root README's wallet example, as written",
    // 21,500 until every answer was bounded and checked (2026-11-28): the transport's bounds (~1.45 KB),
    // the flows reading each field by type, the confirmed record compared with what was signed, and
    // finalize for a gateway that keeps the described lifecycle (~1 KB).
    limit: 24_500,
    code: readmeBlock(readFileSync(join(repositoryRoot, 'README.md'), 'utf8'), 'wallet example'),
  },
  {
    // The whole ledger in the page: about half of it (~48 % of the minified bytes) is the request
    // validators compiled ahead of time from the five specs the sandbox serves; then the engine
    // (~17 %), noble and scure (~14 %), the development keys' table and their addresses (~4 %).
    name: 'the same against an in-memory sandbox (the whole ledger in the page)',
    limit: 200_000,
    code: readmeBlock(readFileSync(join(repositoryRoot, 'README.md'), 'utf8'), 'wallet example in memory'),
  },
]

// Every other OpenAPI client of codegen.config.json (a new one included) gets the same budget as
// the gateway's: one operation, its lean factory and its first generated function.
const config = JSON.parse(readFileSync(join(repositoryRoot, 'codegen.config.json'), 'utf8')) as {
  clients: { name: string; spec: string; package: string; output?: string; sizeBudget?: number | false }[]
}
for (const client of config.clients) {
  // The node REST client has none (its lean tier carries Basic auth): `sizeBudget: false`.
  if (client.name === 'gateway' || client.sizeBudget === false || !/\.openapi\.(ya?ml|json)$/.test(client.spec))
    continue
  const folder = join(repositoryRoot, client.package)
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { name: string; private?: boolean }
  if (manifest.private) continue
  const factory = /export \{ (create\w+Transport) \}/.exec(readFileSync(join(folder, 'src', 'index.ts'), 'utf8'))?.[1]
  const sdk = readFileSync(join(folder, client.output ?? 'src/generated', 'sdk.gen.ts'), 'utf8')
  const operation = /^export const (\w+) = /m.exec(sdk)?.[1]
  if (!factory || !operation)
    throw new Error(`${manifest.name}: no create…Transport export or no generated operation to measure`)
  budgets.push({
    name: `one ${client.name} operation (${factory} + ${operation})`,
    limit: client.sizeBudget ?? operationBudget,
    code: `import { ${factory}, ${operation} } from '${manifest.name}'

const client = ${factory}({ baseUrl: 'https://api.example' })
export const call = (options: Record<string, unknown>) => ${operation}({ client, ...options } as never)
`,
  })
}

const entryDir = join(repositoryRoot, 'tooling', 'package-checks', '.ledgernet-tmp', 'size-limit')
mkdirSync(entryDir, { recursive: true })
const resolver = workspaceResolver(repositoryRoot, entryDir)

export default budgets.map((budget, index): SizeLimitConfig[number] => {
  const path = join(entryDir, `entry-${index}.ts`)
  writeFileSync(path, budget.code)
  return {
    name: budget.name,
    path,
    limit: `${budget.limit} B`,
    gzip: true,
    modifyEsbuildConfig: (config) => ({
      ...config,
      format: 'esm',
      platform: 'browser',
      plugins: [...(config.plugins ?? []), resolver],
    }),
  }
}) satisfies SizeLimitConfig
