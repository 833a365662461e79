#!/usr/bin/env node
// Measures what one gateway operation costs a browser bundle: @hey-api/openapi-ts's SDK over its
// own bundled fetch client, against the same SDK over @ledgernet/transport (what `pnpm generate`
// makes: hey-api's sdk.gen.ts + our operation descriptors + createSdkClient), lean and checked.
// Each variant is bundled and minified with esbuild and gzipped (level 9). Run after building the
// workspace: `pnpm --filter @ledgernet/codegen measure`. The budget itself is measured by
// size-limit in tooling/package-checks; this compares the generators.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
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
  writeGenerated(join(work, 'ours', 'generated'), await generateClient('openapi', spec, { supplied: ['network_identifier'] }))
  const oursTime = performance.now() - started
  writeFileSync(join(work, 'ours', 'client.ts'), "export type { SdkClient as Client, SdkOptions as Options, TDataShape } from '@ledgernet/transport'\n")

  const body = '{ public_key: { hex: "03" }, symbol: "foo" }'
  const client = (validators) =>
    `import { createHttpTransport, createSdkClient } from '@ledgernet/transport'
import { operations } from './ours/generated/operations.gen.ts'
${validators ? `import { ${validators} } from './ours/generated/responseValidators.gen.ts'\n` : ''}const client = createSdkClient({ transport: createHttpTransport({ baseUrl: 'https://gateway.example'${validators ? `, validators: ${validators === 'responseValidators' ? validators : `{ deriveToken: ${validators} }`}` : ''} }), operations, supplied: { network_identifier: { network: 'localnet' } } })\n`
  const variants = {
    'hey-api SDK + its bundled client-fetch: deriveToken (no retry, no timeout, no typed errors)': `import { deriveToken } from './hey/sdk.gen.ts'\nexport const go = () => deriveToken({ body: { network_identifier: { network: 'localnet' }, ...${body} } })`,
    'hey-api SDK over @ledgernet/transport: deriveToken, lean (no validators)': `${client()}import { deriveToken } from './ours/generated/sdk.gen.ts'\nexport const go = () => deriveToken({ client, body: ${body} })`,
    'the same, checked (+ deriveTokenValidators: 200 and every error body)': `${client('deriveTokenValidators')}import { deriveToken } from './ours/generated/sdk.gen.ts'\nexport const go = () => deriveToken({ client, body: ${body} })`,
    'all five gateway operations, checked (responseValidators)': `${client('responseValidators')}import * as sdk from './ours/generated/sdk.gen.ts'\nexport const go = () => [sdk.deriveToken, sdk.buildTransaction, sdk.finalizeTransaction, sdk.submitTransaction, sdk.getTransactionStatus].map((f) => f({ client, body: {} }))`,
  }
  console.log(`generation time: hey-api alone ${Math.round(heyTime)} ms, ledgernet-codegen (hey-api + descriptors + validators) ${Math.round(oursTime)} ms (in process)\n`)
  console.log('| variant | min | min+gzip |\n|---|---:|---:|')
  for (const [name, entry] of Object.entries(variants)) {
    const { min, gzip } = await size(entry)
    console.log(`| ${name} | ${min} B | ${gzip} B |`)
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}
