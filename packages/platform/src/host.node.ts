/// <reference types="node" />
import type { HostFacts } from './HostFacts.js'
import { nodeBuiltin } from './nodeBuiltin.node.js'

/**
 * The host's processors and this process's heap, as Node reports them (Deno and Bun answer the
 * same calls); `node:os` and `node:v8` are loaded with the first call.
 *
 * @example
 * hostFacts() // { processors: 2, heapUsed: 9_876_543, heapTotal: 12_345_678, heapLimit: 4_345_298_944 }
 */
export function hostFacts(): HostFacts {
  const heap = process.memoryUsage()
  const os = nodeBuiltin('node:os')
  return {
    processors: os.availableParallelism(),
    heapUsed: heap.heapUsed,
    heapTotal: heap.heapTotal,
    heapLimit: nodeBuiltin('node:v8').getHeapStatistics().heap_size_limit,
  }
}

/**
 * The process's CPU time in µs (user + system), to meter work; `undefined` in the portable face.
 *
 * @example
 * const before = cpuMicros?.()
 */
export const cpuMicros: (() => number) | undefined = () => {
  const { user, system } = process.cpuUsage()
  return user + system
}

/**
 * Fills `view` from the runtime's CSPRNG (OpenSSL's, as Web Crypto's is, without loading Node's
 * Web Crypto: ~0.6 ms at start) and returns it.
 *
 * @example
 * fillRandom(new Uint8Array(32))
 */
export function fillRandom<T extends Uint8Array | BigUint64Array>(view: T): T {
  return nodeBuiltin('node:crypto').randomFillSync(view)
}
