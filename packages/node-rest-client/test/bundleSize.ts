import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

/**
 * What a browser app pays for `entry` (TypeScript importing from `./src/…`): bundled and
 * minified by esbuild for the browser as ESM, then gzip -9. Returns the text and both sizes.
 */
export async function bundleSize(entry: string): Promise<{ code: string; minified: number; gzipped: number }> {
  const result = await build({
    stdin: { contents: entry, resolveDir: new URL('..', import.meta.url).pathname, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
  })
  const bytes = result.outputFiles[0]!.contents
  return { code: new TextDecoder().decode(bytes), minified: bytes.length, gzipped: gzipSync(bytes, { level: 9 }).length }
}
