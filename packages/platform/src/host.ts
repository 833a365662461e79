import type { HostFacts } from './HostFacts.js'

type WebGlobals = {
  navigator?: { hardwareConcurrency?: number }
  performance?: { memory?: { usedJSHeapSize: number; totalJSHeapSize: number; jsHeapSizeLimit: number } }
}

/**
 * The host's processors as `navigator.hardwareConcurrency` says and the heap as Chromium's
 * `performance.memory` does (0 where the runtime does not say).
 *
 * @example
 * hostFacts() // { processors: 8, heapUsed: 0, heapTotal: 0, heapLimit: 0 } in Firefox
 */
export function hostFacts(): HostFacts {
  const scope = globalThis as WebGlobals
  const memory = scope.performance?.memory
  return {
    processors: scope.navigator?.hardwareConcurrency ?? 1,
    heapUsed: memory?.usedJSHeapSize ?? 0,
    heapTotal: memory?.totalJSHeapSize ?? 0,
    heapLimit: memory?.jsHeapSizeLimit ?? 0,
  }
}

/**
 * The process's CPU time in µs: a browser has no such clock, so `undefined` here.
 *
 * @example
 * cpuMicros // undefined in a browser
 */
export const cpuMicros: (() => number) | undefined = undefined

/**
 * Fills `view` from Web Crypto's CSPRNG and returns it.
 *
 * @example
 * fillRandom(new Uint8Array(32))
 */
export function fillRandom<T extends Uint8Array | BigUint64Array>(view: T): T {
  return crypto.getRandomValues(view)
}
