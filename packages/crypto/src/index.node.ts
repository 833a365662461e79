// Node entry point (the package's `node` export condition, which Node, Deno and Bun load): the
// same API, with `sha256`, `sha256d` and `sha256dAsync` through the runtime's OpenSSL. (Whichever
// entry is loaded, under that condition the package's `imports` map has its own modules hash
// through OpenSSL, `#sha256`, and sign and verify through libsecp256k1, `#ecdsa`: both come from
// `@ledgernet/platform`.)

export { sha256, sha256d } from './hashes/sha256.node.js'
export { sha256dAsync } from './hashes/sha256dAsync.node.js'
export * from './packageExports.js'
