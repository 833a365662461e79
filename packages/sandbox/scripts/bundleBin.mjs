// The last step of the sandbox's `build`: the `ledgernet-sandbox` bin as one file. tsc wrote
// dist/node/bin.js and the ~150 modules it imports (this package's, @ledgernet/*, commander, ws,
// ajv-formats, noble, scure); loading them one by one is most of a cold start, so esbuild puts
// them in one ES module, written over dist/node/bin.js. Only the native addon of `secp256k1`
// stays outside (required where it is installed, beside this package). The library entries
// (`@ledgernet/sandbox` and its subpaths) stay the module tree tsc wrote, so that the classes
// they hand out are those of the @ledgernet packages the application itself imports.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const dist = fileURLToPath(new URL('../dist/', import.meta.url))
const entry = join(dist, 'node', 'bin.js')

/**
 * @ledgernet/specs requires ajv-formats (CommonJS) through `createRequire` under Node, which would
 * look for it beside the bundle; its portable face imports it, which the bundle can hold.
 */
const portableFormats = {
  name: 'portable-formats',
  setup(context) {
    context.onResolve({ filter: /\/specFormats\.node\.js$/ }, (args) => ({
      path: join(args.resolveDir, args.path.replace(/\.node\.js$/, '.js')),
    }))
  },
}

const result = await build({
  entryPoints: [entry],
  bundle: true,
  write: false,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  minify: true,
  sourcemap: 'linked',
  outfile: entry,
  // The addon (and ws's optional native helpers) are looked up at run time, beside the package.
  external: ['secp256k1', 'secp256k1/*', 'bufferutil', 'utf-8-validate'],
  plugins: [portableFormats],
  // CommonJS dependencies bundled into an ES module call `require` for Node's built-ins.
  banner: {
    js: "import { createRequire as __ledgernetRequire } from 'node:module'\nconst require = __ledgernetRequire(import.meta.url)",
  },
  legalComments: 'eof',
  logLevel: 'warning',
})
for (const file of result.outputFiles) writeFileSync(file.path, file.contents, { mode: 0o755 })
rmSync(join(dirname(entry), 'bin.d.ts.map'), { force: true })
const size = readFileSync(entry).length
console.log(`dist/node/bin.js: one file, ${(size / 1024).toFixed(0)} KiB`)
