import { checkSigner, getNetwork, v0AccountAddress } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import { getNonFungible, type NonFungible } from '@ledgernet/v0-client'
import { checkV0Address } from './checkV0Address.js'
import { type SubmitIntentErrorType, submitIntent, type V0FlowResult } from './submitIntent.js'
import type { V0FlowOptions } from './V0FlowOptions.js'
import type { V0LedgerClient } from './V0LedgerClient.js'

/**
 * Parameters of {@link mintNonFungibles}: the {@link V0FlowOptions}, the non-fungible resource
 * (the notary must own it), the recipient's v0 account (default the notary's), and the units:
 * an id (hex, 1 to 64 bytes, new in the resource) and data (hex, default empty).
 *
 * @example
 * const parameters: MintNonFungiblesParameters = { notary: signer, network: 'localnet', resource, nonFungibles: [{ id: '01', immutableData: '00' }] }
 */
export type MintNonFungiblesParameters = V0FlowOptions & {
  resource: string
  to?: string
  nonFungibles: readonly { id: string; immutableData?: string; mutableData?: string }[]
}

/**
 * The committed mint and each minted unit as the ledger holds it, in the order given.
 *
 * @example
 * const { nonFungibles }: MintNonFungiblesResult = await mintNonFungibles(v0, parameters)
 */
export type MintNonFungiblesResult = V0FlowResult & { nonFungibles: NonFungible[] }

/**
 * Everything {@link mintNonFungibles} may throw (an id that exists, or a resource the notary
 * does not own, ends in a `Failed` receipt: `TransactionFailedError`).
 *
 * @example
 * const failure = error as MintNonFungiblesErrorType
 */
export type MintNonFungiblesErrorType = SubmitIntentErrorType

/**
 * Mints non-fungible units of a resource the notary owns through {@link submitIntent}, one
 * `MintNonFungible` instruction each, then reads every unit back (`/v0/state/non-fungible`).
 *
 * @example
 * import { mintNonFungibles } from '@ledgernet/flows'
 * const { nonFungibles } = await mintNonFungibles(v0, { notary, network: 'localnet', resource: resourceAddress, nonFungibles: [{ id: '01', mutableData: 'ff' }] })
 */
export async function mintNonFungibles(
  client: V0LedgerClient,
  parameters: MintNonFungiblesParameters,
): Promise<MintNonFungiblesResult> {
  const { resource, to, nonFungibles, ...options } = parameters
  const v0 = client
  checkSigner(options.notary, 'notary')
  const network = getNetwork(options.network)
  checkV0Address(resource, 'resource', network, 'resource')
  const recipient =
    to === undefined
      ? v0AccountAddress(options.notary.publicKey, network)
      : checkV0Address(to, 'account', network, 'to')
  if (!Array.isArray(nonFungibles) || nonFungibles.length === 0)
    throw new InvalidArgumentError('nonFungibles', 'must be a non-empty array')
  const result = await submitIntent(v0, {
    ...options,
    instructions: nonFungibles.map(({ id, immutableData = '', mutableData = '' }) => ({
      type: 'MintNonFungible' as const,
      resource,
      to: recipient,
      id,
      immutableData,
      mutableData,
    })),
  })
  const read = await Promise.all(
    nonFungibles.map(({ id }) =>
      getNonFungible({
        client: v0,
        body: { resource_address: resource, non_fungible_id_hex: id.toLowerCase() },
        signal: options.signal,
      }),
    ),
  )
  return { ...result, nonFungibles: read.map((answer) => answer.non_fungible) }
}
