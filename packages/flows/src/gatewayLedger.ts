import { getNetwork, nativeTokenRri, type NetworkInput } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import {
  buildTransaction,
  deriveToken,
  finalizeTransaction,
  getTransactionStatus,
  submitTransaction,
  type GatewayTransport,
} from '@ledgernet/gateway-client'
import { toGatewayActions, type Action } from '@ledgernet/transaction'
import type { HttpError } from '@ledgernet/transport'
import { refused } from './errors/refused.js'
import { TokenRriMismatchError } from './errors/TokenRriMismatchError.js'
import { TransactionNotFoundError } from './errors/TransactionNotFoundError.js'
import { expectAnswer } from './expectAnswer.js'
import { findMismatches } from './findMismatches.js'
import type { Ledger } from './Ledger.js'

/** A transaction as the Gateway API's build request writes it, plus the fee. */
const view = (network: string, feePayer: string, flag: boolean, message: string | undefined, actions: readonly Action[], fee: unknown) => ({
  network_identifier: { network },
  fee_payer: { address: feePayer },
  disable_token_mint_and_burn: flag,
  message,
  fee,
  actions: toGatewayActions(actions),
})

/** The flows' steps over the Gateway API, through one lean transport. */
export function gatewayLedger(gateway: GatewayTransport): Ledger {
  return {
    network(option: NetworkInput | undefined) {
      const served = getNetwork(gateway.network as never, 'client.network')
      if (option !== undefined && getNetwork(option) !== served)
        throw new InvalidArgumentError('network', `is ${getNetwork(option).name} but the Gateway API client serves ${served.name}`)
      return served
    },

    async build({ network, actions, feePayer, message, disableTokenMintAndBurn }, publicKey, call) {
      for (const action of actions) {
        if (action.type !== 'CreateTokenDefinition') continue
        const { symbol, token } = action
        const { token_identifier } = await refused('deriveToken', deriveToken(gateway, { public_key: { hex: publicKey.hex }, symbol }, call))
        if (token_identifier.rri.toLowerCase() !== token) throw new TokenRriMismatchError({ symbol, derived: token!, received: token_identifier.rri })
      }
      const request = {
        actions: toGatewayActions(actions),
        fee_payer: { address: feePayer },
        ...(message === undefined ? {} : { message }),
        ...(disableTokenMintAndBurn ? { disable_token_mint_and_burn: true } : {}),
      }
      const { transaction_build } = await refused('buildTransaction', buildTransaction(gateway, request as never, call))
      const { unsigned_transaction, payload_to_sign, fee } = transaction_build
      return {
        field: 'unsigned_transaction',
        unsigned: unsigned_transaction,
        payload: payload_to_sign,
        // The announced fee must be the blob's, and in the native token (the only fee token).
        mismatches: (decoded) =>
          findMismatches(
            view(gateway.network, feePayer, disableTokenMintAndBurn, message, actions, { value: fee.value, token_identifier: { rri: nativeTokenRri(network) } }),
            view(decoded.network, decoded.feePayer, decoded.disableTokenMintAndBurn, decoded.message, decoded.actions, {
              value: `${decoded.fee}`,
              token_identifier: { rri: fee.token_identifier.rri },
            }),
          ),
      }
    },

    async finalize({ unsigned, signedHex, id, der, publicKey }, call) {
      const finalized = await refused(
        'finalizeTransaction',
        finalizeTransaction(gateway, { unsigned_transaction: unsigned, signature: { public_key: { hex: publicKey }, bytes: der }, submit: false }, call),
      )
      expectAnswer('finalizeTransaction', 'signed_transaction', finalized.signed_transaction, signedHex)
      expectAnswer('finalizeTransaction', 'transaction_identifier.hash', finalized.transaction_identifier.hash, id)
    },

    async submit({ signedHex, id }, call) {
      const submitted = await refused('submitTransaction', submitTransaction(gateway, { signed_transaction: signedHex, transaction_identifier: { hash: id } }, call))
      expectAnswer('submitTransaction', 'transaction_identifier.hash', submitted.transaction_identifier.hash, id)
    },

    async status(transactionId, call) {
      let answer
      try {
        answer = await getTransactionStatus(gateway, { transaction_identifier: { hash: transactionId } }, call)
      } catch (error) {
        // Only the gateway's own "not found" says so; a 404 without it is a wrong URL, passed on.
        if ((error as HttpError<{ details?: { type?: string } }>).body?.details?.type === 'TransactionNotFoundError')
          throw new TransactionNotFoundError({ transactionId, cause: error })
        throw error
      }
      const { transaction_status, transaction_identifier } = answer.transaction
      return {
        status: transaction_status.status,
        transactionId: transaction_identifier.hash,
        reason: (transaction_status as { failure?: string }).failure,
        ledgerState: answer.ledger_state,
      }
    },
  }
}
