import { build } from 'esbuild'

/**
 * A browser bundle and what went into it.
 *
 * @example
 * const { inputs }: BrowserBundle = await bundleForBrowser(dir, source, outfile)
 */
export type BrowserBundle = {
  outfile: string
  /** Bytes written (minified). */
  bytes: number
  /** Every module esbuild read, relative to the project (`node_modules/@ledgernet/crypto/dist/index.js`). */
  inputs: string[]
}

/**
 * Bundles a TypeScript/JavaScript module for the browser with esbuild, resolving imports from
 * `projectDir`'s `node_modules` as an app's bundler would (`browser`/`import`/`default`
 * conditions, never `node`). A Node built-in anywhere in the graph fails the build, naming
 * the importing file.
 *
 * @example
 * const bundle = await bundleForBrowser('/tmp/consumer', "import { sha256 } from '@ledgernet/crypto'\nconsole.log(sha256)", '/tmp/consumer/page.js')
 */
export async function bundleForBrowser(projectDir: string, source: string, outfile: string): Promise<BrowserBundle> {
  const result = await build({
    stdin: { contents: source, resolveDir: projectDir, loader: 'ts', sourcefile: 'entry.ts' },
    absWorkingDir: projectDir,
    bundle: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    minify: true,
    metafile: true,
    outfile,
    logLevel: 'silent',
  })
  const inputs = Object.keys(result.metafile.inputs)
  const output = Object.values(result.metafile.outputs)[0]
  return { outfile, bytes: output?.bytes ?? 0, inputs }
}
