import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { expect, it } from 'vitest'

// What a browser app pays for createHttpTransport + one request (esbuild, minified, gzip -9).
// 2539 B measured (README); every client's 3 KB-per-operation budget sits on it, so it may not grow.
it('createHttpTransport with one request stays under 2600 B min+gzip', async () => {
  const result = await build({
    stdin: {
      contents: `import { createHttpTransport } from './src/index.ts'
export const answer = createHttpTransport({ baseUrl: 'https://gateway.example' }).request(
  { operationId: 'getEpoch', method: 'POST', path: '/v0/state/epoch', retrySafe: true }, { body: {} })`,
      resolveDir: new URL('..', import.meta.url).pathname,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
  })
  const gzipped = gzipSync(result.outputFiles[0]!.contents, { level: 9 }).length
  expect(gzipped).toBeLessThan(2600)
})
