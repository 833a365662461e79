// A step of crypto's `build`, after tsc: the Node entry (the `node` condition, which Node, Deno
// and Bun load) as one ES module, dist/bundle/index.node.js — its ~60 modules and those of noble
// and scure in one file, so that a process (a test file's, a command's) loads one module where it
// loaded ~80, in a fraction of the time. `@ledgernet/errors` and `@ledgernet/platform` stay
// packages: the first's classes are the application's, the second loads libsecp256k1 once for
// every package. The `default` condition (browsers, bundlers) keeps tsc's tree, which bundlers
// tree-shake per module.
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const dist = fileURLToPath(new URL('../dist/', import.meta.url))
rmSync(join(dist, 'bundle'), { recursive: true, force: true })
const result = await build({
  entryPoints: { 'index.node': join(dist, 'index.node.js') },
  outdir: join(dist, 'bundle'),
  bundle: true,
  format: 'esm',
  platform: 'node',
  conditions: ['node'],
  target: 'node20',
  sourcemap: 'linked',
  legalComments: 'eof',
  logLevel: 'warning',
  metafile: true,
  external: ['@ledgernet/errors', '@ledgernet/platform'],
})
const inputs = Object.keys(result.metafile.inputs).length
console.log(`dist/bundle/index.node.js: ${inputs} modules in one file`)
