import { describe, expect, it } from 'vitest'
import { bundleSize } from '@ledgernet/test-support/bundleSize'

const packageDir = new URL('..', import.meta.url)

// Same 3 KB (3000 B, as size-limit reads "3 KB") budget as one gateway operation, for one lean v0 operation.
describe('bundle size (esbuild --bundle --minify --format=esm --platform=browser, gzip -9)', () => {
  it('one lean operation stays within 3 KB and carries no validator', async () => {
    const { code, gzipped } = await bundleSize(packageDir, `import { createV0Transport, getTransactionReceipt } from './src/index.ts'
export const go = () => getTransactionReceipt({ client: createV0Transport({ baseUrl: 'https://gateway.example' }), body: { intent_hash: 'ab' } })`)
    expect(gzipped).toBeLessThanOrEqual(3000)
    expect(code).not.toMatch(/additionalProperties/)
  })

  it('one checked operation and the whole client stay within their measured sizes', async () => {
    const checked = await bundleSize(packageDir, `import { createV0Transport, getTransactionReceipt } from './src/index.ts'
import { getTransactionReceiptValidators } from './src/validators.ts'
export const go = () => getTransactionReceipt({ client: createV0Transport({ baseUrl: 'https://gateway.example', validators: { getTransactionReceipt: getTransactionReceiptValidators } }), body: { intent_hash: 'ab' } })`)
    expect(checked.gzipped).toBeLessThanOrEqual(8_100)
    const client = await bundleSize(packageDir, `import { createV0Client } from './src/index.ts'
export const client = createV0Client({ baseUrl: 'https://gateway.example' })`)
    expect(client.gzipped).toBeLessThanOrEqual(11_400)
  })
})
