import {
  bytesToHex,
  checkSigner,
  decodeV0Address,
  getNetwork,
  hexToBytes,
  v0NonFungibleResourceAddress,
} from '@ledgernet/crypto'
import type { MetadataEntry } from '@ledgernet/transaction'
import { getResource, type ResourceResponse } from '@ledgernet/v0-client'
import { AnswerMismatchError } from '../errors/AnswerMismatchError.js'
import { type SubmitIntentErrorType, submitIntent, type V0FlowResult } from './submitIntent.js'
import type { V0FlowOptions } from './V0FlowOptions.js'
import type { V0LedgerClient } from './V0LedgerClient.js'

/**
 * Parameters of {@link createNonFungibleResource}: the {@link V0FlowOptions} and the resource's
 * metadata (unique keys; default none). The notary owns it and is the one who may mint.
 *
 * @example
 * const parameters: CreateNonFungibleResourceParameters = { notary: signer, network: 'localnet', metadata: [{ key: 'name', value: 'Seats' }] }
 */
export type CreateNonFungibleResourceParameters = V0FlowOptions & { metadata?: readonly MetadataEntry[] }

/**
 * The committed creation, the new resource's address and its manager as the ledger holds it.
 *
 * @example
 * const { resourceAddress, resource }: CreateNonFungibleResourceResult = await createNonFungibleResource(v0, parameters)
 */
export type CreateNonFungibleResourceResult = V0FlowResult & { resourceAddress: string; resource: ResourceResponse }

/**
 * Everything {@link createNonFungibleResource} may throw.
 *
 * @example
 * const failure = error as CreateNonFungibleResourceErrorType
 */
export type CreateNonFungibleResourceErrorType = SubmitIntentErrorType

/**
 * Creates a non-fungible resource owned by the notary through {@link submitIntent}. Its address
 * is computed here from the intent hash (it cannot be known before signing, so mint in a later
 * transaction); the receipt's output must name the same address (else `AnswerMismatchError`),
 * and the resource is read back (`/v0/state/resource`).
 *
 * @example
 * import { createNonFungibleResource } from '@ledgernet/flows'
 * const { resourceAddress } = await createNonFungibleResource(v0, { notary, network: 'localnet', metadata: [{ key: 'name', value: 'Seats' }] })
 */
export async function createNonFungibleResource(
  client: V0LedgerClient,
  parameters: CreateNonFungibleResourceParameters,
): Promise<CreateNonFungibleResourceResult> {
  const { metadata = [], ...options } = parameters
  const v0 = client
  checkSigner(options.notary, 'notary')
  const result = await submitIntent(v0, {
    ...options,
    instructions: [{ type: 'CreateNonFungibleResource', owner: options.notary.publicKey, metadata }],
  })
  const resourceAddress = v0NonFungibleResourceAddress(hexToBytes(result.intentHash), 0, getNetwork(options.network))
  const expected = `04${bytesToHex(decodeV0Address(resourceAddress).bytes)}`
  const actual = result.receipt.output[0] ?? ''
  if (actual !== expected)
    throw new AnswerMismatchError({ operation: 'getTransactionReceipt', field: 'receipt.output[0]', expected, actual })
  const resource = await getResource({
    client: v0,
    body: { resource_address: resourceAddress },
    signal: options.signal,
  })
  return { ...result, resourceAddress, resource }
}
