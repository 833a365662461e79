import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

/**
 * What {@link bundleSize} measured.
 *
 * @example
 * const { gzipped, byPackage }: BundleSize = await bundleSize(packageDir, `export { transfer } from './src/index.ts'`)
 */
export type BundleSize = {
  /** The minified bundle, to check what it does (not) carry. */
  code: string
  /** Minified bytes. */
  minified: number
  /** Minified, then gzip -9, bytes: what the budgets count. */
  gzipped: number
  /** Minified bytes each package contributes: `node_modules/<name>`, a sibling `../<dir>/` as `@ledgernet/<dir>`, or the measured package. */
  byPackage: Record<string, number>
}

/**
 * Options of {@link bundleSize}.
 *
 * @example
 * const options: BundleSizeOptions = { external: ['@ledgernet/*'] }
 */
export type BundleSizeOptions = {
  /** Packages left out, to measure one package's own code. */
  external?: string[]
}

/**
 * What a browser app pays for `entry` (TypeScript importing from `./src/…` and packages,
 * resolved from `packageDir`): bundled and minified by esbuild for the browser as ESM, then
 * gzip -9. Returns the text, both sizes and the minified bytes each package contributes.
 *
 * @example
 * const packageDir = new URL('..', import.meta.url)
 * const { gzipped } = await bundleSize(packageDir, `export { PrivateKey } from './src/index.ts'`)
 */
export async function bundleSize(packageDir: URL, entry: string, options: BundleSizeOptions = {}): Promise<BundleSize> {
  const dir = fileURLToPath(packageDir)
  const result = await build({
    stdin: { contents: entry, resolveDir: dir, loader: 'ts' },
    absWorkingDir: dir,
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    external: options.external ?? [],
  })
  const bytes = result.outputFiles[0]!.contents
  const self = (JSON.parse(readFileSync(new URL('package.json', packageDir), 'utf8')) as { name: string }).name
  const byPackage: Record<string, number> = {}
  for (const [input, { bytesInOutput }] of Object.entries(Object.values(result.metafile.outputs)[0]!.inputs)) {
    const owner = packageOf(input, self)
    byPackage[owner] = (byPackage[owner] ?? 0) + bytesInOutput
  }
  return { code: new TextDecoder().decode(bytes), minified: bytes.length, gzipped: gzipSync(bytes, { level: 9 }).length, byPackage }
}

/** The package an esbuild input path (relative to the measured package) belongs to: the last `node_modules/<name>`, a sibling `../<dir>/`, or `self`. */
function packageOf(input: string, self: string): string {
  const dependency = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1]
  if (dependency) return dependency
  const sibling = /^\.\.\/([^/]+)\//.exec(input)?.[1]
  return sibling ? `@ledgernet/${sibling}` : self
}
