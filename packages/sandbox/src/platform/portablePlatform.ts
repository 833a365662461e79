import { bytesToHex, hexToBytes, PrivateKey, sha256, sha256d } from '@ledgernet/crypto'
import type { Platform } from './Platform.js'

/**
 * The engine's platform in any JavaScript runtime — browsers, Deno, Bun, Node: hashing and hex of
 * `@ledgernet/crypto` (noble), signatures checked by its portable path, no CPU clock, the host's
 * processors as `navigator.hardwareConcurrency` says and its heap as Chromium's
 * `performance.memory` does (0 elsewhere).
 *
 * @example
 * const sandbox = createMemorySandbox() // in a browser: the portable platform
 * portablePlatform.sha256dHex(new Uint8Array()) // '5df6e0e2…'
 */
export const portablePlatform: Platform = Object.freeze({
  name: 'portable' as const,
  sha256,
  sha256d,
  sha256dHex: (bytes: Uint8Array) => bytesToHex(sha256d(bytes)),
  toHex: bytesToHex,
  fromHex: hexToBytes,
  secp256k1: () => undefined,
  cpuMicros: undefined,
  host: () => {
    const memory = (
      globalThis.performance as {
        memory?: { usedJSHeapSize: number; totalJSHeapSize: number; jsHeapSizeLimit: number }
      }
    )?.memory
    return {
      processors: (globalThis as { navigator?: { hardwareConcurrency?: number } }).navigator?.hardwareConcurrency ?? 1,
      heapUsed: memory?.usedJSHeapSize ?? 0,
      heapTotal: memory?.totalJSHeapSize ?? 0,
      heapLimit: memory?.jsHeapSizeLimit ?? 0,
    }
  },
  nodeKey: () => PrivateKey.generate().publicKey.hex,
  fillRandom: (view) => crypto.getRandomValues(view),
})
