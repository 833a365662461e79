import { bytesToHex, decodeV0Address, type V0Entity } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'

/**
 * Reads a v0 address of the sandbox's network: `{ entity, id }` (the 26 bytes as hex), or
 * `{ problem }` naming the field and what is wrong (checksum, network, entity byte).
 *
 * @example
 * readV0Address('resource_sim1qsqq…', 'resource_address') // { entity: 'resource', id: '0000…' }
 */
export function readV0Address(address: string, field: string): { entity: V0Entity; id: string } | { problem: string } {
  try {
    const { entity, bytes } = decodeV0Address(address, 'localnet', field)
    return { entity, id: bytesToHex(bytes) }
  } catch (error) {
    if (error instanceof InvalidArgumentError) return { problem: `${field}: ${error.problem}` }
    throw error
  }
}
