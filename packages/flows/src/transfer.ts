import { transferTokensFormat } from '@ledgernet/transaction'
import type { AmountInput } from './AmountInput.js'
import type { FlowOptions } from './FlowOptions.js'
import type { FlowResult } from './FlowResult.js'
import type { LedgerClient } from './LedgerClient.js'
import { runLifecycle } from './runLifecycle.js'
import type { SubmitActionsErrorType } from './submitActions.js'
import { transferAction } from './transferAction.js'

/**
 * Parameters of {@link transfer}: the {@link FlowOptions}, the recipient, the amount in
 * subunits, and the token (default the native token).
 *
 * @example
 * const parameters: TransferParameters = { signer, maxFee: toSubunits('1'), to: bob, amount: toSubunits('2.5') }
 */
export type TransferParameters = FlowOptions & { to: string; amount: AmountInput; token?: string }

/**
 * Everything {@link transfer} may throw (an overspend is a `TransactionRefusedError` with reason
 * `INSUFFICIENT_FUNDS`).
 *
 * @example
 * const failure = error as TransferErrorType
 */
export type TransferErrorType = SubmitActionsErrorType

/**
 * Sends `amount` subunits of a token from the signer's account to `to`, through the whole
 * checked lifecycle of `submitActions`, and resolves once it is confirmed.
 *
 * @example
 * import { createGatewayTransport } from '@ledgernet/gateway-client'
 * import { createSigner, privateKeyFromMnemonic, toSubunits } from '@ledgernet/crypto'
 * import { transfer } from '@ledgernet/flows'
 * const gateway = createGatewayTransport({ baseUrl: 'http://127.0.0.1:8080', network: 'localnet' })
 * const signer = createSigner(privateKeyFromMnemonic('test test test test test test test test test test test junk', { index: 0 }))
 * const { transactionId, fee } = await transfer(gateway, {
 *   signer,
 *   to: 'ddx1qsprsa558ezf92sdtkeqy9auxecgrr9gu22fcx5p883d7w5vv6jxyccl7z4d6',
 *   amount: toSubunits('2.5'),
 *   maxFee: toSubunits('1'),
 * })
 */
export async function transfer(client: LedgerClient, parameters: TransferParameters): Promise<FlowResult> {
  const { to, amount, token, ...options } = parameters
  // Not through submitActions: a transfer reads, writes and decodes only its own kind of action.
  return runLifecycle(client, options, {
    read: (context) => [transferAction({ type: 'TransferTokens', to, amount, token }, context, 'actions[0]')],
    formats: [transferTokensFormat],
  })
}
