/**
 * The JavaScript runtimes the ledgernet packages tell apart: `node`, `deno` and `bun` (each loads
 * the packages' `node` export condition), a browser page, a web or service worker, and any other.
 *
 * @example
 * const name: RuntimeName = 'bun'
 */
export type RuntimeName = 'node' | 'deno' | 'bun' | 'browser' | 'worker' | 'other'

/**
 * Which runtime this code runs in, and its version where it says (`''` where it does not).
 *
 * @example
 * const { name, version } = currentRuntime() // { name: 'node', version: '22.12.0' }
 */
export type Runtime = { name: RuntimeName; version: string }

type Globals = {
  Deno?: { version?: { deno?: string } }
  Bun?: { version?: string }
  process?: { versions?: { node?: string } }
  document?: unknown
  importScripts?: unknown
}

/**
 * Which runtime this is, read from its globals (`scope`: `globalThis` unless given). Deno and Bun
 * define `process.versions.node` too (their Node compatibility), so they are asked first.
 *
 * @example
 * currentRuntime().name // 'deno' under `deno run`
 */
export function currentRuntime(scope: object = globalThis): Runtime {
  return runtimeOf(scope as Globals)
}

function runtimeOf(scope: Globals): Runtime {
  if (scope.Deno?.version?.deno) return { name: 'deno', version: scope.Deno.version.deno }
  if (typeof scope.Bun?.version === 'string') return { name: 'bun', version: scope.Bun.version }
  const node = scope.process?.versions?.node
  if (typeof node === 'string') return { name: 'node', version: node }
  if (scope.document !== undefined) return { name: 'browser', version: '' }
  if (typeof scope.importScripts === 'function') return { name: 'worker', version: '' }
  return { name: 'other', version: '' }
}
