import { bytesToHex, decodeV0Address, v0EntityBytes } from '@ledgernet/crypto'

/**
 * The 27-byte payload (entity byte ‖ 26 bytes) of a v0 address as hex: what a receipt's `output`
 * holds for a created resource.
 *
 * @example
 * addressPayloadHex('resource_sim1qsqq…') // '04000000…'
 */
export function addressPayloadHex(address: string): string {
  const { entity, bytes } = decodeV0Address(address)
  return bytesToHex(Uint8Array.of(v0EntityBytes[entity], ...bytes))
}
