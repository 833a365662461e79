import type { HostFacts } from '@ledgernet/platform'

/**
 * What the ledger engine takes from the runtime it runs in, and nothing else: hashing and hex, a
 * CPU clock, facts about the host, a node key, randomness. The engine itself imports no `node:`
 * module: `enginePlatform` serves it from `@ledgernet/crypto` and `@ledgernet/platform`, whose
 * `node` faces are the fast ones. Tests give the ledger another (a fixed node key, say).
 *
 * @example
 * const ledger = new Ledger({ ...options, platform: enginePlatform })
 */
export type Platform = {
  sha256(bytes: Uint8Array): Uint8Array
  /** SHA-256(SHA-256(bytes)): payloads to sign, transaction ids, intent hashes. */
  sha256d(bytes: Uint8Array): Uint8Array
  /** SHA-256d as lower-case hex. */
  sha256dHex(bytes: Uint8Array): string
  /** Lower-case hex of bytes. */
  toHex(bytes: Uint8Array): string
  /** Bytes of hex text; refuses what is not hex as `@ledgernet/crypto`'s `hexToBytes` does. */
  fromHex(hex: string): Uint8Array
  /** The process's CPU time in µs, to meter signature checks; `undefined` where the runtime has no such clock. */
  readonly cpuMicros: (() => number) | undefined
  /** The host's processors and heap, for `/api/system`. */
  host(): HostFacts
  /** A fresh node key (a compressed public key, hex): the node's identity in node REST answers. */
  nodeKey(): string
  /** Fills `view` from the runtime's CSPRNG and returns it: nonces, generated passwords. */
  fillRandom<T extends Uint8Array | BigUint64Array>(view: T): T
}
