import { describe, expect, it } from 'vitest'
import { bundleSize } from '@ledgernet/test-support/bundleSize'

const packageDir = new URL('..', import.meta.url)

// Budget (lead's decision): one gateway operation on the lean path ≤ 3 KB (3000 B, as size-limit reads "3 KB") min+gzip.
// The checked operation and the whole client are measured and guarded against growth; the
// numbers are in the README.
const lean = `import { createGatewayTransport, deriveToken } from './src/index.ts'
const gateway = createGatewayTransport({ baseUrl: 'https://gateway.example', network: 'localnet' })
export const go = () => deriveToken({ client: gateway, body: { public_key: { hex: '03' }, symbol: 'gold' } })`

describe('bundle size (esbuild --bundle --minify --format=esm --platform=browser, gzip -9)', () => {
  it('one lean gateway operation stays within 3 KB and carries no validator', async () => {
    const { code, gzipped } = await bundleSize(packageDir, lean)
    expect(gzipped).toBeLessThanOrEqual(3000)
    expect(code).not.toMatch(/additionalProperties|validateGatewayError/)
  })

  it('one checked operation (its validators from /validators) and the whole client stay within their measured sizes', async () => {
    const checked = await bundleSize(packageDir, `import { createGatewayTransport, deriveToken } from './src/index.ts'
import { deriveTokenValidators } from './src/validators.ts'
const gateway = createGatewayTransport({ baseUrl: 'https://gateway.example', network: 'localnet', validators: { deriveToken: deriveTokenValidators } })
export const go = () => deriveToken({ client: gateway, body: { public_key: { hex: '03' }, symbol: 'gold' } })`)
    expect(checked.code).toMatch(/additionalProperties/)
    expect(checked.gzipped).toBeLessThanOrEqual(11_300)
    const client = await bundleSize(packageDir, `import { createGatewayClient } from './src/index.ts'
export const client = createGatewayClient({ baseUrl: 'https://gateway.example', network: 'localnet' })`)
    expect(client.gzipped).toBeLessThanOrEqual(13_500)
  })
})
