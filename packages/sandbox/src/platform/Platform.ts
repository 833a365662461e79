/**
 * libsecp256k1's two calls the engine makes, as the `secp256k1` package's addon exposes them:
 * recover a public key from a compact signature (r ‖ s, low S) and its recovery id over a 32-byte
 * payload (throws when none), and verify such a signature.
 *
 * @example
 * const key: Uint8Array = native.ecdsaRecover(compact, 0, payload, true)
 */
export type Libsecp256k1 = {
  ecdsaRecover(
    signature: Uint8Array,
    recovery: number,
    payload: Uint8Array,
    compressed: boolean,
    output?: Uint8Array,
  ): Uint8Array
  ecdsaVerify(signature: Uint8Array, payload: Uint8Array, publicKey: Uint8Array): boolean
}

/**
 * What the host process reports of itself in the node REST system record: its processors and
 * its heap (bytes; 0 where the runtime does not say).
 *
 * @example
 * const facts: HostFacts = { processors: 2, heapUsed: 9_000_000, heapTotal: 12_000_000, heapLimit: 4_345_298_944 }
 */
export type HostFacts = { processors: number; heapUsed: number; heapTotal: number; heapLimit: number }

/**
 * What the ledger engine takes from the runtime it runs in, and nothing else: hashing and hex,
 * signature recovery, a CPU clock, facts about the host, a node key. The engine itself imports no
 * `node:` module: `portablePlatform` serves it with `@ledgernet/crypto` and web APIs (browsers,
 * Deno, Bun, Node), `nodePlatform` with OpenSSL and libsecp256k1 where Node has them — the same
 * answers, byte for byte, faster.
 *
 * @example
 * const ledger = new Ledger({ ...options, platform: portablePlatform })
 */
export type Platform = {
  /** `portable` or `node`: which implementation this is. */
  readonly name: 'portable' | 'node'
  sha256(bytes: Uint8Array): Uint8Array
  /** SHA-256(SHA-256(bytes)): payloads to sign, transaction ids, intent hashes. */
  sha256d(bytes: Uint8Array): Uint8Array
  /** SHA-256d as lower-case hex. */
  sha256dHex(bytes: Uint8Array): string
  /** Lower-case hex of bytes. */
  toHex(bytes: Uint8Array): string
  /** Bytes of hex text; refuses what is not hex as `@ledgernet/crypto`'s `hexToBytes` does. */
  fromHex(hex: string): Uint8Array
  /** libsecp256k1, when this runtime has it (loaded on first use); `undefined`: `@ledgernet/crypto`'s portable path. */
  secp256k1(): Libsecp256k1 | undefined
  /** The process's CPU time in µs, to meter signature checks; `undefined` where the runtime has no such clock. */
  readonly cpuMicros: (() => number) | undefined
  /** The host's processors and heap, for `/api/system`. */
  host(): HostFacts
  /** A fresh node key (a compressed public key, hex): the node's identity in node REST answers. */
  nodeKey(): string
  /** Fills `view` from the runtime's CSPRNG and returns it: nonces, generated passwords. */
  fillRandom<T extends Uint8Array | BigUint64Array>(view: T): T
}
