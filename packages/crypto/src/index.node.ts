// Node entry point (the package's `node` export condition): the same API, with `verifySha256`
// and `sha256dAsync` backed by OpenSSL through `node:crypto`. (Signing and verifying go through
// libsecp256k1 on Node by the package's `imports` map, `#ecdsa`, whichever entry is loaded.)
export * from './api.js'
export { sha256dAsync } from './sha256dAsync.node.js'
export { verifySha256 } from './verifySha256.node.js'
