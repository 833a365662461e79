import { nativeTokenRri, parseRri, v0ResourceAddressForRri } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import { getComponent } from '@ledgernet/v0-client'
import { accountOnV0, fungibleVaults, type TokenBalance, tokenBalance } from './getBalances.js'
import type { V0LedgerClient } from './V0LedgerClient.js'

/**
 * An account's balance of the native token (XRD), with its metadata, read through Gateway API v0
 * as {@link getBalances} reads every token. The account is given by its account address (`ddx1…`)
 * or its v0 address (`account_sim1…`).
 *
 * @example
 * import { getBalance } from '@ledgernet/flows'
 * const { amount } = await getBalance(v0, 'ddx1qsprsa558ezf92sdtkeqy9auxecgrr9gu22fcx5p883d7w5vv6jxyccl7z4d6')
 */
export async function getBalance(client: V0LedgerClient, address: string): Promise<TokenBalance>
/**
 * An account's balance of the token `rri` (`0n` when it holds none), with the token's metadata.
 * A token argument that may be `undefined` does not compile and is refused: only an omitted one
 * means XRD. A token that does not exist is refused by the gateway (HTTP 404).
 *
 * @example
 * const { symbol, amount } = await getBalance(v0, bob, 'gem_dr1qdhhapm4gnw385xmeyl0pszqt7aykjd0h6x9ms95g84qxh7wjm')
 */
export async function getBalance(client: V0LedgerClient, address: string, rri: string): Promise<TokenBalance>
export async function getBalance(
  client: V0LedgerClient,
  address: string,
  ...token: [rri?: string]
): Promise<TokenBalance> {
  const { v0Address, network } = accountOnV0(address)
  if (token.length > 0 && typeof token[0] !== 'string')
    throw new InvalidArgumentError('rri', 'must be a token identifier; omit it to read XRD')
  const rri = token[0] ?? nativeTokenRri(network)
  parseRri(rri, network, 'rri')
  const resourceAddress = v0ResourceAddressForRri(rri)
  const component = await getComponent({ client, body: { component_address: v0Address } })
  const vault = fungibleVaults(client, component, network).find((held) => held.resourceAddress === resourceAddress)
  const amount = vault?.amount ?? 0n
  return tokenBalance(client, resourceAddress, amount, network)
}
