// Node entry point (the package's `node` export condition): the same API, with `verifySha256`
// backed by OpenSSL through `node:crypto`.
export * from './api.js'
export { verifySha256 } from './verifySha256.node.js'
