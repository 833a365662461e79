// Node entry point (the package's `node` export condition): the same API, with `sha256`,
// `sha256d`, `verifySha256` and `sha256dAsync` backed by OpenSSL through `node:crypto`. (Whichever
// entry is loaded, on Node the package's `imports` map has its own modules hash through OpenSSL,
// `#sha256`, and sign and verify through libsecp256k1, `#ecdsa`.)
export * from './api.js'
export { sha256, sha256d } from './sha256.node.js'
export { sha256dAsync } from './sha256dAsync.node.js'
export { verifySha256 } from './verifySha256.node.js'
