// A step of the sandbox's `build`, after tsc: the entries Node, Deno and Bun load (the `node`
// condition of `.`, `./options`, `./controls` and `./vitest`) as one ES module bundle split into
// shared chunks, dist/bundle/. tsc's module tree (~300 modules with its dependencies) is what a
// test file imported before its first test, again in every isolated test file: ~0.3–0.4 s. The
// bundle holds the sandbox, its engine's dependencies (crypto, transaction, platform, the specs'
// request checks, json-rpc-2.0, @scure/bip32 on first use) and loads in a fraction of that.
//
// Kept outside, imported as packages: the @ledgernet packages whose classes cross the sandbox's API
// — `@ledgernet/errors` (every error it throws is one, so `instanceof` and `isLedgernetError` see the
// application's classes), `@ledgernet/transport` and `@ledgernet/rpc-client` (what the controls
// client throws and returns) — libsecp256k1's WebAssembly (read beside its module), ws, commander
// and vitest (the runner's own copy). The entries share their chunks, so a class is one class
// whichever subpath it came from. The `default` condition (browsers, bundlers) keeps tsc's tree.
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { bip32OnFirstUse, portableFormats } from './bundlePlugins.mjs'

const dist = fileURLToPath(new URL('../dist/', import.meta.url))
const outdir = join(dist, 'bundle')
rmSync(outdir, { recursive: true, force: true })
const result = await build({
  entryPoints: {
    'index.node': join(dist, 'index.node.js'),
    options: join(dist, 'options.js'),
    controls: join(dist, 'controlsClient.js'),
    vitest: join(dist, 'vitest.js'),
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  legalComments: 'eof',
  logLevel: 'warning',
  metafile: true,
  external: [
    '@ledgernet/errors',
    '@ledgernet/transport',
    '@ledgernet/rpc-client',
    'tiny-secp256k1',
    'secp256k1',
    'ws',
    'commander',
    'vitest',
    'bufferutil',
    'utf-8-validate',
  ],
  plugins: [portableFormats, bip32OnFirstUse],
})
const bytes = Object.values(result.metafile.outputs).reduce((total, output) => total + output.bytes, 0)
console.log(
  `dist/bundle/: the Node entries in ${Object.keys(result.metafile.outputs).length} files, ${(bytes / 1024).toFixed(0)} KiB`,
)
