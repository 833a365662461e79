/// <reference types="node" />

let crypto: typeof import('node:crypto') | undefined

/**
 * `node:crypto`, loaded with its first use rather than when the package is imported (~5 ms of a
 * cold start: a server that signs nothing at start-up does not pay it before its first request).
 *
 * @example
 * openssl().hash('sha256', bytes, 'buffer')
 */
export function openssl(): typeof import('node:crypto') {
  crypto ??= process.getBuiltinModule('node:crypto')
  return crypto
}
