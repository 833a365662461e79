import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

/**
 * What a browser app pays for `entry` (TypeScript importing from `./src/…` and packages):
 * bundled and minified by esbuild for the browser as ESM, then gzip -9. `external` leaves
 * packages out, to measure one package's own code. Returns the text, both sizes and the
 * minified bytes each package contributes.
 */
export async function bundleSize(entry: string, external: string[] = []) {
  const result = await build({
    stdin: { contents: entry, resolveDir: new URL('..', import.meta.url).pathname, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    external,
  })
  const bytes = result.outputFiles[0]!.contents
  const byPackage: Record<string, number> = {}
  for (const [input, { bytesInOutput }] of Object.entries(Object.values(result.metafile.outputs)[0]!.inputs)) {
    byPackage[packageOf(input)] = (byPackage[packageOf(input)] ?? 0) + bytesInOutput
  }
  return { code: new TextDecoder().decode(bytes), minified: bytes.length, gzipped: gzipSync(bytes, { level: 9 }).length, byPackage }
}

/** The package an esbuild input path belongs to: the last `node_modules/<name>`, a sibling `../<pkg>/`, or this one. */
function packageOf(input: string): string {
  const dependency = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1]
  if (dependency) return dependency
  const sibling = /^\.\.\/([^/]+)\//.exec(input)?.[1]
  return sibling ? `@ledgernet/${sibling}` : '@ledgernet/flows'
}
