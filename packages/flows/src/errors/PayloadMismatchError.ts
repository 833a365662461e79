import { FlowError } from './FlowError.js'

/**
 * The server's payload to sign (`payload_to_sign`, JSON-RPC `hashOfBlobToSign`) is not
 * SHA-256(SHA-256(unsigned transaction)) of the blob it sent with it. Signing it would sign
 * something other than the transaction that was checked, so nothing was signed.
 *
 * @example
 * import { PayloadMismatchError } from '@ledgernet/flows'
 * try {
 *   await transfer(gateway, { signer, to: bob, amount: 1n, maxFee: 10n ** 18n })
 * } catch (error) {
 *   if (error instanceof PayloadMismatchError) console.log(error.computed, error.received)
 * }
 */
export class PayloadMismatchError extends FlowError<'PAYLOAD_MISMATCH'> {
  override name = 'PayloadMismatchError' as const
  /** SHA-256d of the unsigned transaction, computed here. */
  declare readonly computed: string
  /** What the server said to sign. */
  declare readonly received: string

  constructor(params: { computed: string; received: string }) {
    super(
      'PAYLOAD_MISMATCH',
      'The payload to sign is not the hash of the transaction built; nothing was signed.',
      params,
      {
        metaMessages: [`computed: ${params.computed}`, `received: ${params.received}`],
      },
    )
  }
}
