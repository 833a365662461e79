// Node entry point (the package's `node` export condition): the same API, with `verifySha256`
// and `sha256dAsync` backed by OpenSSL through `node:crypto`. (Whichever entry is loaded, on Node
// the package's `imports` map hashes through OpenSSL, `#sha256`, and signs and verifies through
// libsecp256k1, `#ecdsa`.)
export * from './api.js'
export { sha256dAsync } from './sha256dAsync.node.js'
export { verifySha256 } from './verifySha256.node.js'
