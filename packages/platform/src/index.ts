// The portable face (browsers and any runtime without the `node` condition): no native path; the
// callers run their portable code. `index.node.ts` is the same names on Node, Deno and Bun.
export type { HostFacts } from './HostFacts.js'
export { cpuMicros, fillRandom, hostFacts } from './host.js'
export type { Libsecp256k1, Libsecp256k1Build } from './libsecp256k1.js'
export { libsecp256k1, libsecp256k1Build, libsecp256k1Of } from './libsecp256k1.js'
export type { NativeDigests } from './nativeDigests.js'
export { nativeDigests } from './nativeDigests.js'
export type { NativeHex } from './nativeHex.js'
export { nativeHex } from './nativeHex.js'
export type { Runtime, RuntimeName } from './runtime.js'
export { currentRuntime } from './runtime.js'
export type { RuntimeFace } from './runtimeFaces.js'
export { runtimeFaces } from './runtimeFaces.js'
