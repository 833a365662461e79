import type { InterfaceSteps } from '@ledgernet/flows'
import { finalizeTransaction, type GatewayClient } from '@ledgernet/gateway-client'
import type { CallOptions } from '@ledgernet/transport'
import { ContractStepError } from './ContractStepError.js'
import { expectValue } from './expectValue.js'

/** A transaction signed by the flows, in the forms finalize and submit send. */
export type SignedForms = Parameters<InterfaceSteps['submit']>[0]

/**
 * The Gateway API's finalize, the step of the described lifecycle the flows skip (they submit the
 * signed transaction they encoded: decision 031): the unsigned transaction and the signature
 * the flows made, `submit` as given. The answer's signed transaction and id must be those the
 * flows computed — the same bytes the submit then sends, so a server that keeps the lifecycle
 * strictly (submits only what it finalized) is given exactly what it finalized.
 *
 * @example
 * await gatewayFinalize(gateway, signed, { submit: false }, {})
 */
export async function gatewayFinalize(
  client: GatewayClient,
  signed: SignedForms,
  { submit }: { submit: boolean },
  call: CallOptions,
): Promise<void> {
  const operation = 'gateway.finalizeTransaction'
  const answer = await finalizeTransaction({
    client,
    body: {
      unsigned_transaction: signed.unsigned,
      signature: { public_key: { hex: signed.publicKey }, bytes: signed.der },
      submit,
    },
    ...call,
  })
  const failures = [
    ...expectValue(
      operation,
      '/body/signed_transaction',
      signed.signedHex,
      answer.signed_transaction,
      'must be the unsigned transaction ‖ 0x0b ‖ recovery id ‖ r ‖ s',
    ),
    ...expectValue(
      operation,
      '/body/transaction_identifier/hash',
      signed.id,
      answer.transaction_identifier?.hash,
      'must be SHA-256(SHA-256(signed transaction))',
    ),
  ]
  if (failures.length) throw new ContractStepError(failures)
}
