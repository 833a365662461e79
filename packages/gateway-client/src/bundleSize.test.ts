import { describe, expect, it } from 'vitest'
import { bundleSize } from '@ledgernet/test-support/bundleSize'

const packageDir = new URL('..', import.meta.url)

// The budget, one gateway operation on the lean path ≤ 3000 B min+gzip, is size-limit's entry in
// tooling/package-checks (2,968 B). This esbuild build of the same bundle from the sources reads
// ~120 B more (3,085 B); its limits are the measured sizes, so that any growth fails here too.
const lean = `import { createGatewayTransport, deriveToken } from './src/index.ts'
const gateway = createGatewayTransport({ baseUrl: 'https://gateway.example', network: 'localnet' })
export const go = () => deriveToken({ client: gateway, body: { public_key: { hex: '03' }, symbol: 'gold' } })`

describe('bundle size (esbuild --bundle --minify --format=esm --platform=browser, gzip -9)', () => {
  it('one lean gateway operation stays within its measured size and carries no validator', async () => {
    const { code, gzipped } = await bundleSize(packageDir, lean)
    expect(gzipped).toBeLessThanOrEqual(3_100)
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
