import { getNetwork, type NetworkInput, nativeTokenRri } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import {
  buildTransaction,
  finalizeTransaction,
  type GatewayClient,
  type GetTransactionStatusError,
  getTransactionStatus,
  submitTransaction,
} from '@ledgernet/gateway-client'
import { refused } from './errors/refused.js'
import { TransactionNotFoundError } from './errors/TransactionNotFoundError.js'
import { expectAnswer } from './expectAnswer.js'
import { findMismatches } from './findMismatches.js'
import type { Ledger } from './Ledger.js'

/** The flows' steps over the Gateway API, through one Gateway API client. */
export function gatewayLedger(client: GatewayClient): Ledger {
  return {
    network(option: NetworkInput | undefined) {
      const served = getNetwork(client.network, 'client.network')
      if (option !== undefined && getNetwork(option) !== served)
        throw new InvalidArgumentError(
          'network',
          `is ${getNetwork(option).name} but the Gateway API client serves ${served.name}`,
        )
      return served
    },

    async build(
      { network, actions, feePayer, message, disableTokenMintAndBurn, formats, deriveTokens },
      publicKey,
      call,
    ) {
      await deriveTokens?.(client, actions, publicKey, call)
      // The request, and the server's blob written the same way: every difference is a mismatch
      // named by the request's own path (`actions[0].to_account.address`).
      const write = (feePayer: string, flag: boolean, message: string | undefined, list: typeof actions) => ({
        fee_payer: { address: feePayer },
        disable_token_mint_and_burn: flag,
        message,
        actions: list.map((action) => formats.find((format) => format.type === action.type)!.toGateway(action)),
      })
      const asked = write(feePayer, disableTokenMintAndBurn, message, actions)
      const { transaction_build } = await refused(
        'buildTransaction',
        buildTransaction({ client, body: asked, ...call }),
      )
      const { unsigned_transaction, payload_to_sign, fee } = transaction_build
      return {
        field: 'unsigned_transaction',
        unsigned: unsigned_transaction,
        payload: payload_to_sign,
        // The announced fee must be the blob's, and in the native token (the only fee token).
        mismatches: (decoded) =>
          findMismatches(
            {
              network_identifier: { network: client.network },
              ...asked,
              fee: { value: fee.value, token_identifier: { rri: nativeTokenRri(network) } },
            },
            {
              network_identifier: { network: decoded.network },
              ...write(decoded.feePayer, decoded.disableTokenMintAndBurn, decoded.message, decoded.actions),
              fee: { value: `${decoded.fee}`, token_identifier: { rri: fee.token_identifier.rri } },
            },
          ),
      }
    },

    async finalize({ unsigned, signedHex, id, der, publicKey }, call) {
      const finalized = await refused(
        'finalizeTransaction',
        finalizeTransaction({
          client,
          body: {
            unsigned_transaction: unsigned,
            signature: { public_key: { hex: publicKey }, bytes: der },
            submit: false,
          },
          ...call,
        }),
      )
      expectAnswer('finalizeTransaction', 'signed_transaction', finalized.signed_transaction, signedHex)
      expectAnswer('finalizeTransaction', 'transaction_identifier.hash', finalized.transaction_identifier.hash, id)
    },

    async submit({ signedHex, id }, call) {
      const submitted = await refused(
        'submitTransaction',
        submitTransaction({
          client,
          body: { signed_transaction: signedHex, transaction_identifier: { hash: id } },
          ...call,
        }),
      )
      expectAnswer('submitTransaction', 'transaction_identifier.hash', submitted.transaction_identifier.hash, id)
    },

    async status(transactionId, call) {
      const answer = await getTransactionStatus({
        client,
        body: { transaction_identifier: { hash: transactionId } },
        ...call,
      }).catch((error: unknown) => {
        // Only the gateway's own "not found" says so; a 404 without it is a wrong URL, passed on.
        if ((error as GetTransactionStatusError).body?.details?.type === 'TransactionNotFoundError')
          throw new TransactionNotFoundError({ transactionId, cause: error })
        throw error
      })
      const { transaction_status, transaction_identifier } = answer.transaction
      return {
        status: transaction_status.status,
        transactionId: transaction_identifier.hash,
        failure: transaction_status.status === 'FAILED' ? transaction_status.failure : undefined,
        ledgerState: answer.ledger_state,
      }
    },
  }
}
