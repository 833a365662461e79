import { bundleSize } from '@ledgernet/test-support/bundleSize'
import { describe, expect, it } from 'vitest'

describe('@ledgernet/sandbox/controls', () => {
  it('bundles for a browser (no node: module, no Buffer) and carries no server code', async () => {
    // esbuild's browser platform fails the build on a Node built-in.
    const { code, byPackage, gzipped } = await bundleSize(
      new URL('..', import.meta.url),
      `import { createSandboxControls } from './src/controlsClient.ts'
export const controls = createSandboxControls({ url: 'http://127.0.0.1:8080' })`,
    )
    expect(code).not.toMatch(/\bBuffer\b|node:/)
    expect(Object.keys(byPackage).filter((name) => /ws|json-rpc-2\.0|ajv|@ledgernet\/specs/.test(name))).toEqual([])
    expect(gzipped).toBeLessThan(40_000)
  })
})
