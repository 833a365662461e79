import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const r = await build({
  stdin: { contents: process.argv[2], resolveDir: process.cwd(), loader: 'ts' },
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  write: false,
  metafile: true,
  logLevel: 'error',
})
const out = r.outputFiles[0].contents
console.log('total', out.length, 'gzip', gzipSync(out).length)
const ins = Object.entries(r.metafile.outputs)[0][1].inputs
for (const [k, v] of Object.entries(ins)
  .sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput)
  .slice(0, 20))
  console.log(
    String(v.bytesInOutput).padStart(6),
    k.replace(/.*node_modules\/\.pnpm\//, '').replace(/.*\/packages\//, 'packages/'),
  )
