import { getNetwork, type NetworkInput } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import {
  type BuildTransactionRequest,
  buildTransaction,
  type GatewayClient,
  type GetTransactionStatusError,
  getTransactionStatus,
  submitTransaction,
} from '@ledgernet/gateway-client'
import { compareTransaction, gatewayVocabulary } from '@ledgernet/transaction'
import { refused } from './errors/refused.js'
import { TransactionNotFoundError } from './errors/TransactionNotFoundError.js'
import { expectAnswer } from './expectAnswer.js'
import type { InterfaceSteps } from './InterfaceSteps.js'

/**
 * The flows' steps over the Gateway API, through one Gateway API client: what every flow runs when
 * given that client. Exported for callers that run a flow step by step around their own records —
 * wrap the steps and pass the wrapper where a flow takes a client (a `LedgerSteps`), as
 * `@ledgernet/contract` does to report each step of a server under test.
 *
 * @example
 * import { createGatewayTransport } from '@ledgernet/gateway-client'
 * import { gatewaySteps } from '@ledgernet/flows'
 * const steps = gatewaySteps(createGatewayTransport({ baseUrl: 'http://127.0.0.1:8080', network: 'localnet' }))
 * steps.network(undefined).name // 'localnet'
 */
export function gatewaySteps(client: GatewayClient): InterfaceSteps {
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

    async build(request, publicKey, call) {
      await request.deriveTokens?.(client, request.actions, publicKey, call)
      // The request body is the Gateway API's words for what was asked (less the network, which the
      // client fills in): the very words the server's blob is written in and compared with.
      const words = gatewayVocabulary(request.formats)
      const { network_identifier, fee: _, ...body } = words(request) as BuildTransactionRequest & { fee: undefined }
      const { transaction_build } = await refused('buildTransaction', buildTransaction({ client, body, ...call }))
      const { unsigned_transaction, payload_to_sign, fee } = transaction_build
      return {
        field: 'unsigned_transaction',
        unsigned: unsigned_transaction,
        payload: payload_to_sign,
        // What was sent, and the fee the answer announced (the blob's to the character, in the native token).
        mismatches: (decoded) =>
          compareTransaction(decoded, { ...request, fee: fee.value, feeToken: fee.token_identifier.rri }, words),
      }
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
