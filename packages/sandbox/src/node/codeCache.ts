/// <reference types="node" />
import { hash } from 'node:crypto'
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, dirname, join } from 'node:path'
import { constants, Script } from 'node:vm'

// The `ledgernet-sandbox` bin is one CommonJS file (scripts/bundleBin.mjs). Compiling its ~650 KB
// is a good part of a cold start, so it is run as a `vm.Script` with V8's code cache: what V8
// compiled in a build-time session (start, the README's transfer, stop), written beside the
// bundle by the build. V8 refuses a cache of another V8 version or other
// V8 flags by itself; it does not refuse one made from another source of the same length, so the
// cache's name carries the bundle's SHA-256, computed again at every start (OpenSSL: node:crypto
// is loaded now rather than with the first request, which hashes too). Without a cache that fits
// (another Node, a patched bundle), V8 compiles the source as it would have: slower, the same code.

/**
 * What became of the code cache at a start: `accepted` (V8 used it), `rejected` (V8 refused it:
 * another V8 build or flags), `absent` (none made for this bundle, V8 and architecture) or `off`
 * (`LEDGERNET_SANDBOX_CODE_CACHE=off`).
 *
 * @example
 * const use: CodeCacheUse = 'accepted'
 */
type CodeCacheUse = 'accepted' | 'rejected' | 'absent' | 'off'

/**
 * The file a code cache of `source` lives in, beside `file`: named by the V8 version, the
 * architecture and the source's SHA-256, so that no other bundle, V8 or platform reads it.
 *
 * @example
 * codeCacheFile('/pkg/dist/node/sandbox.cjs', readFileSync('/pkg/dist/node/sandbox.cjs')) // '/pkg/dist/node/sandbox.cjs.11.3.244.8-node.35-x64-3f1c….v8cache'
 */
export function codeCacheFile(file: string, source: Uint8Array): string {
  const digest = hash('sha256', source, 'hex')
  const v8 = process.versions.v8.replace(/[^\w.-]/g, '_')
  return join(dirname(file), `${basename(file)}.${v8}-${process.arch}-${digest}.v8cache`)
}

/** The function Node wraps a CommonJS module in, up to its body (on a line of its own). */
const WRAPPER = '(function (exports, require, module, __filename, __dirname) {\n'

/**
 * A CommonJS module's text inside the function Node would wrap it in, as the build writes the
 * bundle: the file's text is then the very script V8 compiles, so that a start reads it once
 * rather than also building a second ~850 KB string around it. The module's `"use strict"` stays
 * its function's first statement.
 *
 * @example
 * writeFileSync(file, wrapCommonJs('"use strict";module.exports=42'))
 */
export function wrapCommonJs(text: string): string {
  return `${WRAPPER}${text}\n})`
}

/**
 * A CommonJS bundle written by {@link wrapCommonJs}, compiled with its code cache when one fits, and run by `run()` as Node runs
 * a CommonJS module (its own `require`, `module`, `__filename`, `__dirname`).
 *
 * @example
 * const bundle = compileBundle('/pkg/dist/node/sandbox.cjs', { cache: 'use' })
 * bundle.run()
 * bundle.use // 'accepted'
 */
export type CompiledBundle = {
  /** What became of the code cache. */
  readonly use: CodeCacheUse
  /** Where its code cache is (or would be) for this V8 and this bundle. */
  readonly cacheFile: string
  /** Runs the bundle's top level; answers its `module.exports`. */
  run(): unknown
  /** Writes what V8 has compiled of the bundle so far as its code cache (to a temporary file, then renamed). */
  writeCache(): number
}

/**
 * Reads `file` (a CommonJS bundle in ASCII, as the build writes it) and compiles it, with its
 * code cache unless `cache` is `'off'`.
 *
 * @example
 * const bundle = compileBundle(join(import.meta.dirname, 'sandbox.cjs'), { cache: 'use' })
 */
export function compileBundle(file: string, options: { cache: 'use' | 'off' }): CompiledBundle {
  const bytes = readFileSync(file)
  const cacheFile = codeCacheFile(file, bytes)
  // latin1: a one-byte string at once (the build writes the bundle in ASCII and checks it).
  const source = bytes.toString('latin1')
  let cachedData: Buffer | undefined
  if (options.cache !== 'off')
    try {
      cachedData = readFileSync(cacheFile)
    } catch {
      cachedData = undefined
    }
  if (!source.startsWith(WRAPPER)) throw new Error(`${file} is not a bundle written with wrapCommonJs`)
  const script = new Script(source, {
    filename: file,
    ...(cachedData ? { cachedData } : {}),
    importModuleDynamically: constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  })
  const use: CodeCacheUse =
    options.cache === 'off' ? 'off' : !cachedData ? 'absent' : script.cachedDataRejected ? 'rejected' : 'accepted'
  return {
    use,
    cacheFile,
    run() {
      const module = { exports: {} }
      const main = script.runInThisContext() as (...args: unknown[]) => void
      main(module.exports, createRequire(file), module, file, dirname(file))
      return module.exports
    },
    writeCache() {
      const data = script.createCachedData()
      const temporary = `${cacheFile}.${process.pid}.tmp`
      writeFileSync(temporary, data)
      renameSync(temporary, cacheFile)
      return data.length
    },
  }
}
