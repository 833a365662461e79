// Node modules the sandbox needs only on some paths, loaded with their first use rather than when
// the command starts: `node:fs/promises` (~1 ms) only with a data directory, `node:os` only for
// the system record and a host beyond loopback. The pattern of `@ledgernet/platform`'s `nodeBuiltin`.

/**
 * `node:fs/promises`, loaded on first call.
 *
 * @example
 * const handle = await fsPromises().open(path, 'r')
 */
export const fsPromises = (): typeof import('node:fs/promises') => process.getBuiltinModule('node:fs/promises')

/**
 * `node:os`, loaded on first call.
 *
 * @example
 * operatingSystem().availableParallelism() // 2
 */
export const operatingSystem = (): typeof import('node:os') => process.getBuiltinModule('node:os')
