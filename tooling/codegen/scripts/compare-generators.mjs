#!/usr/bin/env node
// Measures what one gateway operation costs a browser bundle with each generator:
// @hey-api/openapi-ts 0.95 (sdk + its bundled fetch client) against openapi-typescript types +
// our emitter + @ledgernet/transport. Each variant is bundled and minified with esbuild and
// gzipped (level 9). Run after building the workspace: `pnpm --filter @ledgernet/codegen measure`.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { createClient } from '@hey-api/openapi-ts'
import { build } from 'esbuild'
import { generateClient, writeGenerated } from '../dist/index.js'

const here = fileURLToPath(new URL('..', import.meta.url))
const spec = fileURLToPath(new URL('../../../specs/gateway.openapi.yaml', import.meta.url))
// Inside the package, so that the generated code resolves @ledgernet/transport.
mkdirSync(join(here, '.ledgernet-tmp'), { recursive: true })
const work = mkdtempSync(join(here, '.ledgernet-tmp', 'measure-'))

async function size(contents) {
  const result = await build({
    stdin: { contents, resolveDir: work, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
  })
  const code = result.outputFiles[0].contents
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length }
}

try {
  let started = performance.now()
  await createClient({
    input: spec,
    output: { path: join(work, 'hey') },
    plugins: ['@hey-api/client-fetch', '@hey-api/sdk', '@hey-api/typescript'],
    logs: { level: 'silent' },
  })
  const heyTime = performance.now() - started
  started = performance.now()
  writeGenerated(join(work, 'ours'), await generateClient('openapi', spec))
  const oursTime = performance.now() - started

  const body = '{ network_identifier: { network: "localnet" }, public_key: { hex: "03" }, symbol: "foo" }'
  const transport = "import { createHttpTransport } from '@ledgernet/transport'\nconst transport = createHttpTransport({ baseUrl: 'https://gateway.example' })\n"
  const variants = {
    'hey-api sdk + client-fetch: deriveToken (no validation, no retry/timeout)': `import { deriveToken } from './hey/sdk.gen.ts'\nexport const go = () => deriveToken({ body: ${body} })`,
    'ours: transport only (createHttpTransport + one request)': `${transport}export const go = () => transport.request({ operationId: 'deriveToken', method: 'POST', path: '/token/derive', retrySafe: true }, { body: ${body} })`,
    'ours: deriveToken without response validation': `${transport}export const go = () => transport.request({ operationId: 'deriveToken', method: 'POST', path: '/token/derive', retrySafe: true, headers: { 'X-Ledger-Target-Gw-Api': '1.0' } }, { body: ${body} })`,
    'ours: deriveToken validating the 200 answer only': `${transport}import { validateDeriveTokenResponse } from './ours/validators.gen.ts'\nexport const go = () => transport.request({ operationId: 'deriveToken', method: 'POST', path: '/token/derive', retrySafe: true, headers: { 'X-Ledger-Target-Gw-Api': '1.0' }, validate: { 200: validateDeriveTokenResponse } }, { body: ${body} })`,
    'ours: deriveToken as generated (lean: no validators)': `${transport}import { deriveToken } from './ours/operations.gen.ts'\nexport const go = () => deriveToken(transport, ${body})`,
    'ours: deriveToken checked (+ deriveTokenValidators: 200 and every error body)': `import { createHttpTransport } from '@ledgernet/transport'\nimport { deriveToken } from './ours/operations.gen.ts'\nimport { deriveTokenValidators } from './ours/responseValidators.gen.ts'\nconst transport = createHttpTransport({ baseUrl: 'https://gateway.example', validators: { deriveToken: deriveTokenValidators } })\nexport const go = () => deriveToken(transport, ${body})`,
    'ours: all five gateway operations, checked (responseValidators)': `import { createHttpTransport } from '@ledgernet/transport'\nimport * as gateway from './ours/operations.gen.ts'\nimport { responseValidators } from './ours/responseValidators.gen.ts'\nconst transport = createHttpTransport({ baseUrl: 'https://gateway.example', validators: responseValidators })\nexport const go = () => [gateway.deriveToken, gateway.buildTransaction, gateway.finalizeTransaction, gateway.submitTransaction, gateway.getTransactionStatus].map((f) => f(transport, {}))`,
  }
  console.log(`generation time: hey-api ${Math.round(heyTime)} ms, ours ${Math.round(oursTime)} ms (in process)\n`)
  console.log('| variant | min | min+gzip |\n|---|---:|---:|')
  for (const [name, entry] of Object.entries(variants)) {
    const { min, gzip } = await size(entry)
    console.log(`| ${name} | ${min} B | ${gzip} B |`)
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}
