import { decodeAccountAddress, encodeAccountAddress, parseRri, type Network } from '@ledgernet/crypto'

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
 * An rri of `network`, checked and written canonically (lower-case). A bad one throws an
 * `InvalidArgumentError` naming `field`.
 *
 * @example
 * canonicalRri('XRD_DR1QYRS8QWL', getNetwork('localnet'), 'actions[0].tokenIdentifier') // 'xrd_dr1qyrs8qwl'
 */
export function canonicalRri(rri: string, network: Network, field: string): string {
  parseRri(rri, network, field)
  return rri.toLowerCase()
}
