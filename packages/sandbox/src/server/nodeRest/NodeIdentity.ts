import { bytesToHex, hexToBytes, PrivateKey, sha256, sha256d } from '@ledgernet/crypto'

/**
 * One of the peers the sandbox simulates (it runs alone, but the node REST API describes a
 * network): a key, an address, and whether it is live.
 *
 * @example
 * const peer: SimulatedPeer = { keyHex: '03c1…', nid: '7323…', ip: '127.0.0.1', port: 30001, live: true }
 */
type SimulatedPeer = { keyHex: string; nid: string; ip: string; port: number; live: boolean }

/**
 * Who the node is: its key and node id, the universe it belongs to (name, creation time,
 * planck period, default port) and its simulated peers — two live ones that follow the ledger,
 * and a seed known only by address.
 *
 * @example
 * const node = createNodeIdentity('02684f…', 1763740800000)
 * node.nid // first 16 bytes of SHA-256d(key), hex
 */
export type NodeIdentity = {
  keyHex: string
  nid: string
  universe: { name: string; description: string; timestamp: number; planck: number; port: number; magic: number }
  peers: readonly SimulatedPeer[]
}

/** The first 16 bytes of SHA-256d(the 33-byte key), hex: a node id. */
export function nodeIdOf(keyHex: string): string {
  return bytesToHex(sha256d(hexToBytes(keyHex)).subarray(0, 16))
}

/**
 * A 32-bit signed tag: the first 4 bytes of SHA-256(UTF-8 type name), big-endian
 * (`api.system` → 1853760613, `mass.node_mass` → 2069849791).
 *
 * @example
 * serializerOf('api.system') // 1853760613
 */
export function serializerOf(typeName: string): number {
  return int32(sha256(new TextEncoder().encode(typeName)))
}

/**
 * The identity of a node with key `keyHex` in the localnet universe created at `timestamp`.
 * Peers' keys are derived from the node's, so they are stable across restarts.
 *
 * @example
 * createNodeIdentity(nodeKeyHex, genesis.timestamp).peers.filter((peer) => peer.live).length // 2
 */
export function createNodeIdentity(keyHex: string, timestamp: number): NodeIdentity {
  // Worked out when first asked for: three curve multiplications are not worth a slower start.
  let peers: SimulatedPeer[] | undefined
  const simulatedPeers = (): SimulatedPeer[] =>
    [1, 2, 3].map((index) => {
      const peerKey = PrivateKey.fromBytes(
        sha256(new TextEncoder().encode(`ledgernet-sandbox peer ${index} of ${keyHex}`)),
      ).publicKey.hex
      return {
        keyHex: peerKey,
        nid: nodeIdOf(peerKey),
        ip: index === 3 ? '::1' : '127.0.0.1',
        port: 30000 + index,
        live: index !== 3,
      }
    })
  const magic = int32(sha256d(new TextEncoder().encode('localnet')))
  return {
    keyHex,
    nid: nodeIdOf(keyHex),
    universe: {
      name: 'localnet',
      description: 'ledgernet local development network',
      timestamp,
      planck: 60_000,
      port: 30000,
      magic,
    },
    get peers() {
      peers ??= simulatedPeers()
      return peers
    },
  }
}

function int32(bytes: Uint8Array): number {
  return new DataView(bytes.buffer, bytes.byteOffset, 4).getInt32(0)
}
