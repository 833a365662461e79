import {
  decodeAccountAddress,
  decodeV0Address,
  type Network,
  networks,
  parseRri,
  v0AccountAddress,
  v0ResourceAddressForRri,
} from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'

/**
 * A v0 component address from what a user types: a `component_…`/`account_…` address, or an
 * account address of the Gateway API (`ddx1…`, the same account). Checked against `network`.
 *
 * @example
 * v0ComponentAddressOf('ddx1qsp7c05m9yw8jmumzdlvfq0mxyc9rh2vxtxqsusxv48k35f2yku6k0g3rt6md', localnet, 'address')
 * // 'account_sim1qvyzprkf98ap6yr3ctdw42dnv9s8j68rzxnkz9cqftnsppphfx'
 */
export function v0ComponentAddressOf(text: string, network: Network, field: string): string {
  if (Object.values(networks).some((candidate) => text.toLowerCase().startsWith(`${candidate.accountHrp}1`)))
    return v0AccountAddress(decodeAccountAddress(text, network, field).publicKey, network)
  const { entity } = decodeV0Address(text, network, field)
  if (entity !== 'account' && entity !== 'component')
    throw new InvalidArgumentError(field, `is a ${entity} address; expected an account or component address`)
  return text
}

/**
 * A v0 resource address from what a user types: a `resource_…` address, or a token identifier
 * (rri) of the Gateway API, which names the same resource.
 *
 * @example
 * v0ResourceAddressOf('xrd_dr1qyrs8qwl', localnet, 'token') // 'resource_sim1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq…'
 */
export function v0ResourceAddressOf(text: string, network: Network, field: string): string {
  if (!text.startsWith('resource_')) {
    parseRri(text, network, field)
    return v0ResourceAddressForRri(text)
  }
  const { entity } = decodeV0Address(text, network, field)
  if (entity !== 'resource')
    throw new InvalidArgumentError(field, `is a ${entity} address; expected a resource address or a token identifier`)
  return text
}
