import { checkSigner, getNetwork, nativeTokenRri, v0AccountAddress, v0ResourceAddressForRri } from '@ledgernet/crypto'
import { type ComponentResponse, getComponent } from '@ledgernet/v0-client'
import { type AmountInput, positiveAmount } from '../AmountInput.js'
import { checkV0Address } from './checkV0Address.js'
import { type SubmitIntentErrorType, submitIntent, type V0FlowResult } from './submitIntent.js'
import type { V0FlowOptions } from './V0FlowOptions.js'
import type { V0LedgerClient } from './V0LedgerClient.js'

/**
 * Parameters of {@link transferFungible}: the {@link V0FlowOptions}, the recipient's v0 account
 * (`account_sim1…`), the amount in subunits, and the resource: a v0 `resource_…` address or a
 * token's rri (a token with an rri is the same resource on v0); default the native token.
 *
 * @example
 * const parameters: TransferFungibleParameters = { notary: signer, network: 'localnet', to: bobV0, amount: toSubunits('10') }
 */
export type TransferFungibleParameters = V0FlowOptions & { to: string; amount: AmountInput; resource?: string }

/**
 * A committed v0 transfer and both accounts as the ledger holds them after it.
 *
 * @example
 * const { recipient }: TransferFungibleResult = await transferFungible(v0, parameters)
 */
export type TransferFungibleResult = V0FlowResult & { sender: ComponentResponse; recipient: ComponentResponse }

/**
 * Everything {@link transferFungible} may throw (an overspend ends in a `Failed` receipt:
 * `TransactionFailedError`).
 *
 * @example
 * const failure = error as TransferFungibleErrorType
 */
export type TransferFungibleErrorType = SubmitIntentErrorType

/**
 * Transfers `amount` subunits of a fungible resource from the notary's v0 account to `to`
 * through {@link submitIntent}, then reads both accounts back (`/v0/state/component`).
 *
 * @example
 * import { transferFungible } from '@ledgernet/flows'
 * const { recipient } = await transferFungible(v0, {
 *   notary,
 *   network: 'localnet',
 *   to: 'account_sim1qd295jru2cq57pyl74qtxg3yfeyg8qfulpv3zvung2ys7an0en',
 *   amount: toSubunits('10'),
 * })
 */
export async function transferFungible(
  client: V0LedgerClient,
  parameters: TransferFungibleParameters,
): Promise<TransferFungibleResult> {
  const { to, amount, resource, ...options } = parameters
  const v0 = client
  checkSigner(options.notary, 'notary')
  const network = getNetwork(options.network)
  const from = v0AccountAddress(options.notary.publicKey, network)
  checkV0Address(to, 'account', network, 'to')
  const address =
    resource === undefined
      ? v0ResourceAddressForRri(nativeTokenRri(network))
      : resource.startsWith('resource_')
        ? checkV0Address(resource, 'resource', network, 'resource')
        : v0ResourceAddressForRri(resource)
  const result = await submitIntent(v0, {
    ...options,
    instructions: [{ type: 'TransferFungible', from, to, resource: address, amount: positiveAmount(amount, 'amount') }],
  })
  const call = { signal: options.signal }
  const [sender, recipient] = await Promise.all([
    getComponent({ client: v0, body: { component_address: from }, ...call }),
    getComponent({ client: v0, body: { component_address: to }, ...call }),
  ])
  return { ...result, sender, recipient }
}
