// The Node face (the `node` condition: Node, Deno and Bun): the same names as `index.ts`, with
// libsecp256k1 (WebAssembly), OpenSSL's digests, Buffer's hex and the process's own facts.
export type { HostFacts } from './HostFacts.js'
export { cpuMicros, fillRandom, hostFacts } from './host.node.js'
export type { Libsecp256k1, Libsecp256k1Build } from './libsecp256k1.js'
export { libsecp256k1, libsecp256k1Build, libsecp256k1Of } from './libsecp256k1.node.js'
export type { NativeDigests } from './nativeDigests.js'
export { nativeDigests } from './nativeDigests.node.js'
export type { NativeHex } from './nativeHex.js'
export { nativeHex } from './nativeHex.node.js'
export type { Runtime, RuntimeName } from './runtime.js'
export { currentRuntime } from './runtime.js'
export type { RuntimeFace } from './runtimeFaces.js'
export { runtimeFaces } from './runtimeFaces.js'
