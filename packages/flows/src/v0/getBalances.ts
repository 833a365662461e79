import {
  decodeAccountAddress,
  decodeV0Address,
  type Network,
  nativeTokenRri,
  userTokenRri,
  v0AccountAddress,
} from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import { getComponent, getResource } from '@ledgernet/v0-client'
import { readAnswer } from '../readAnswer.js'
import type { V0LedgerClient } from './V0LedgerClient.js'

/**
 * One token an account holds: the amount in subunits, and what the ledger says of the token.
 *
 * @example
 * const { symbol, amount }: TokenBalance = await getBalance(v0, 'ddx1…') // 'xrd', 1000000000000000000000000n
 */
export type TokenBalance = {
  /** The token's rri, as the Gateway API and JSON-RPC name it (`xrd_dr1qyrs8qwl`, `gem_dr1…`). */
  rri: string
  /** The same token's v0 resource address (`resource_sim1…`). */
  resourceAddress: string
  /** The symbol it was created with (`xrd`, `gem`). */
  symbol: string
  /** Its `name` metadata, when it has one. */
  name: string | undefined
  /** The amount held, in subunits (1 token = 10^18 subunits). */
  amount: bigint
  /** Whether its owner may still mint and burn it. */
  isSupplyMutable: boolean
}

/**
 * The v0 account address of an account given by its account address (`ddx1…`, what the Gateway
 * API and JSON-RPC take) or its v0 address (`account_sim1…`), with its network.
 */
export function accountOnV0(address: string, field = 'address'): { v0Address: string; network: Network } {
  if (typeof address === 'string' && address.toLowerCase().startsWith('account_')) {
    const { entity, network } = decodeV0Address(address, undefined, field)
    if (entity !== 'account') throw new InvalidArgumentError(field, `is a v0 ${entity} address, not an account's`)
    return { v0Address: address.toLowerCase(), network }
  }
  const { publicKey, network } = decodeAccountAddress(address, undefined, field)
  return { v0Address: v0AccountAddress(publicKey, network), network }
}

/** Where an answer of v0 came from, for its errors: the operation and its URL. */
function at(client: V0LedgerClient, operation: string, path: string) {
  return { operation, url: `${client.transport?.baseUrl ?? ''}${path}` }
}

/** The balance of one fungible vault, with its token's metadata (`/v0/state/resource`). */
export async function tokenBalance(
  client: V0LedgerClient,
  resourceAddress: string,
  amount: bigint,
  network: Network,
): Promise<TokenBalance> {
  const answer = await getResource({ client, body: { resource_address: resourceAddress } })
  const read = readAnswer(answer, at(client, 'getResource', '/v0/state/resource'))
  if (read.string('/manager/resource_type') !== 'Fungible')
    throw new InvalidArgumentError('rri', `names a non-fungible resource (${resourceAddress}); it has no balance`)
  const symbol = read.string('/manager/symbol')
  const metadata = read.array('/manager/metadata')
  const named = metadata.findIndex((_, index) => read.value(`/manager/metadata/${index}/key`) === 'name')
  const isSupplyMutable = read.boolean('/manager/is_supply_mutable')
  const { bytes } = decodeV0Address(resourceAddress, network, 'resourceAddress')
  // The rri carries the same 26 bytes (none for the native token: v0ResourceAddressForRri).
  let rri: string
  try {
    rri = bytes.every((byte) => byte === 0) ? nativeTokenRri(network) : userTokenRri(symbol, bytes, network)
  } catch (error) {
    if (!(error instanceof InvalidArgumentError)) throw error
    return read.fail('/manager/symbol', `is not a token symbol (${error.problem})`)
  }
  return {
    rri,
    resourceAddress,
    symbol,
    name: named < 0 ? undefined : read.string(`/manager/metadata/${named}/value`),
    amount,
    isSupplyMutable,
  }
}

/**
 * The fungible vaults of a component answer (`/v0/state/component`): each vault's resource address
 * (a v0 resource address of the network) and amount, read field by field.
 */
export function fungibleVaults(
  client: V0LedgerClient,
  answer: unknown,
  network: Network,
): Array<{ resourceAddress: string; amount: bigint }> {
  const read = readAnswer(answer, at(client, 'getComponent', '/v0/state/component'))
  const vaults: Array<{ resourceAddress: string; amount: bigint }> = []
  read.array('/owned_vaults').forEach((_, index) => {
    const path = `/owned_vaults/${index}`
    if (read.string(`${path}/resource_type`) !== 'Fungible') return
    const resourceAddress = read.string(`${path}/resource_address`)
    try {
      if (decodeV0Address(resourceAddress, network, 'resource_address').entity !== 'resource')
        read.fail(`${path}/resource_address`, 'must be a resource address')
    } catch (error) {
      if (!(error instanceof InvalidArgumentError)) throw error
      read.fail(`${path}/resource_address`, error.problem)
    }
    vaults.push({ resourceAddress, amount: read.subunits(`${path}/amount`) })
  })
  return vaults
}

/**
 * Every token an account holds, in subunits with each token's symbol, name and rri, read through
 * Gateway API v0 (`/v0/state/component`, then `/v0/state/resource` per token, in parallel): the
 * Gateway API and JSON-RPC have no balance query. The account is given by its account address
 * (`ddx1…`) or its v0 address (`account_sim1…`); an account nothing was sent to holds nothing
 * (`[]`). Non-fungible vaults are not listed (`getComponent` shows them).
 *
 * @example
 * import { getBalances } from '@ledgernet/flows'
 * const balances = await getBalances(v0, 'ddx1qsprsa558ezf92sdtkeqy9auxecgrr9gu22fcx5p883d7w5vv6jxyccl7z4d6')
 * for (const { symbol, amount } of balances) console.log(symbol, fromSubunits(amount))
 */
export async function getBalances(client: V0LedgerClient, address: string): Promise<TokenBalance[]> {
  const { v0Address, network } = accountOnV0(address)
  const component = await getComponent({ client, body: { component_address: v0Address } })
  return Promise.all(
    fungibleVaults(client, component, network).map(({ resourceAddress, amount }) =>
      tokenBalance(client, resourceAddress, amount, network),
    ),
  )
}
