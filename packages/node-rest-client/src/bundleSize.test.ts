import { describe, expect, it } from 'vitest'
import { bundleSize } from '@ledgernet/test-support/bundleSize'

const packageDir = new URL('..', import.meta.url)

// One lean node REST operation (the generated SDK over the transport, the nine descriptors, and the
// Basic-auth header code only this client needs): its measured size, so that any growth fails.
describe('bundle size (esbuild --bundle --minify --format=esm --platform=browser, gzip -9)', () => {
  it('one lean operation (getSystem, closeWebsockets) stays within its measured size', async () => {
    for (const operation of ['getSystem', 'closeWebsockets']) {
      const { code, gzipped } = await bundleSize(packageDir, `import { createNodeRestTransport, ${operation} } from './src/index.ts'
export const go = () => ${operation}({ client: createNodeRestTransport({ baseUrl: 'https://node.example' }) })`)
      expect(gzipped, operation).toBeLessThanOrEqual(3_160)
      expect(code).not.toMatch(/additionalProperties/)
    }
  })

  it('one checked operation and the whole client stay within their measured sizes', async () => {
    const checked = await bundleSize(packageDir, `import { createNodeRestTransport, getSystem } from './src/index.ts'
import { getSystemValidators } from './src/validators.ts'
export const go = () => getSystem({ client: createNodeRestTransport({ baseUrl: 'https://node.example', validators: { getSystem: getSystemValidators } }) })`)
    expect(checked.gzipped).toBeLessThanOrEqual(7_900)
    const client = await bundleSize(packageDir, `import { createNodeRestClient } from './src/index.ts'
export const client = createNodeRestClient({ baseUrl: 'https://node.example' })`)
    expect(client.gzipped).toBeLessThanOrEqual(13_300)
  })
})
