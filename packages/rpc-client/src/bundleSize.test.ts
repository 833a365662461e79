import { describe, expect, it } from 'vitest'
import { bundleSize } from '@ledgernet/test-support/bundleSize'

const packageDir = new URL('..', import.meta.url)

// Budget (lead's decision): one RPC method on the lean path ≤ 3 KB (3000 B, as size-limit reads
// "3 KB") min+gzip: the JSON-RPC envelope, its check and JsonRpcError on the shared transport.
const lean = `import { createRpcTransport, statusOfTransaction } from './src/index.ts'
const rpc = createRpcTransport({ baseUrl: 'https://node.example/rpc' })
export const go = () => statusOfTransaction({ client: rpc, params: ['ab'] })`

describe('bundle size (esbuild --bundle --minify --format=esm --platform=browser, gzip -9)', () => {
  it('one lean RPC method stays within its measured size and carries no validator', async () => {
    const { code, gzipped } = await bundleSize(packageDir, lean)
    expect(gzipped).toBeLessThanOrEqual(3000)
    expect(code).not.toMatch(/additionalProperties|validateStatusOfTransactionResult/)
  })

  it('one checked method and the whole client stay within their measured sizes', async () => {
    const checked = await bundleSize(packageDir, `import { createRpcTransport, statusOfTransaction } from './src/index.ts'
import { validateStatusOfTransactionResult } from './src/validators.ts'
const rpc = createRpcTransport({ baseUrl: 'https://node.example/rpc', validators: { statusOfTransaction: validateStatusOfTransactionResult } })
export const go = () => statusOfTransaction({ client: rpc, params: ['ab'] })`)
    expect(checked.gzipped).toBeLessThanOrEqual(4_800)
    const client = await bundleSize(packageDir, `import { createRpcClient } from './src/index.ts'
export const client = createRpcClient({ baseUrl: 'https://node.example/rpc' })`)
    expect(client.gzipped).toBeLessThanOrEqual(5_700)
  })
})
