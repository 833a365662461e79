import { decodeAccountAddress, encodeAccountAddress, type Network } from '@ledgernet/crypto'
import { transactionToken } from '../unsignedTransaction/tokenReference.js'

/**
 * An account address of `network`, checked and rewritten canonically (lower-case bech32), as
 * the actions read from a Gateway or JSON-RPC request carry it. A bad one throws an
 * `InvalidArgumentError` naming `field`.
 *
 * @example
 * canonicalAccount(request.from, getNetwork('localnet'), 'actions[0].from') // the same key's address, lower-case
 */
export function canonicalAccount(address: string, network: Network, field: string): string {
  return encodeAccountAddress(decodeAccountAddress(address, network, field).publicKey, network)
}

/**
 * An rri of `network` that a transaction can carry, checked and written canonically (lower-case).
 * A bad one, or a system token's, throws an `InvalidArgumentError` naming `field`.
 *
 * @example
 * canonicalRri('XRD_DR1QYRS8QWL', getNetwork('localnet'), 'actions[0].tokenIdentifier') // 'xrd_dr1qyrs8qwl'
 */
export function canonicalRri(rri: string, network: Network, field: string): string {
  transactionToken(rri, network, field)
  return rri.toLowerCase()
}
