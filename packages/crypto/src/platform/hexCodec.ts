// The portable face of `#hexCodec` (the package's `imports` map; `hexCodec.node.ts` is Node's): the
// codec of @noble/secp256k1, `etc`, which every bundle that signs or reads a key carries already
// (@noble/hashes' would add ~300 B min+gzip to the wallet budget). `hex.ts` checks the input first
// and calls `etc.bytesToHex` and `etc.hexToBytes` only (the name is noble's, so that a browser's
// bundle is what it was before this face existed).
export { etc } from '@noble/secp256k1'
