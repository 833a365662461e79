import { getNetwork } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import {
  type BuildTransactionParams,
  buildTransaction,
  finalizeTransaction,
  statusOfTransaction,
  submitTransaction,
} from '@ledgernet/rpc-client'
import { compareTransaction, rpcVocabulary, toRpcActions } from '@ledgernet/transaction'
import type { RpcTransport } from '@ledgernet/transport'
import { refusalReasonOf } from './errors/refusalReasonOf.js'
import { refused } from './errors/refused.js'
import { TransactionNotFoundError } from './errors/TransactionNotFoundError.js'
import { expectAnswer } from './expectAnswer.js'
import type { InterfaceSteps } from './InterfaceSteps.js'
import { readAnswer } from './readAnswer.js'
import type { TransactionStatusName } from './waitForStatus.js'

const statuses: readonly string[] = ['PENDING', 'CONFIRMED', 'FAILED'] satisfies TransactionStatusName[]

/**
 * A JSON-RPC client the flows can use, made by {@link viaJsonRpc}: the flows' steps over
 * JSON-RPC, told from a Gateway API client by its `interface`.
 *
 * @example
 * const node: JsonRpcLedger = viaJsonRpc(createRpcTransport({ baseUrl: 'http://127.0.0.1:8080/rpc' }))
 */
export type JsonRpcLedger = InterfaceSteps & { readonly interface: 'JSON-RPC' }

/**
 * Runs the flows over the node's JSON-RPC (`ledger.buildTransaction` → check → sign →
 * `ledger.finalizeTransaction` → `ledger.submitTransaction` → `ledger.statusOfTransaction`)
 * instead of the Gateway API: pass what it returns where a flow takes a client. The same options,
 * checks and errors apply; `network` is then required (a JSON-RPC client does not know it). A
 * function of its own, rather than a client told apart at run time, so that the JSON-RPC code
 * is only in the bundles of apps that call it.
 *
 * @example
 * import { createRpcTransport } from '@ledgernet/rpc-client'
 * import { transfer, viaJsonRpc } from '@ledgernet/flows'
 * const node = viaJsonRpc(createRpcTransport({ baseUrl: 'http://127.0.0.1:8080/rpc' }))
 * await transfer(node, { signer, network: 'localnet', to: bob, amount: 1n, maxFee: 10n ** 18n })
 */
export function viaJsonRpc(client: RpcTransport): JsonRpcLedger {
  const at = (operation: string) => ({
    operation,
    url: (client as { baseUrl?: string }).baseUrl ?? '',
    root: '/result',
  })
  return Object.freeze<JsonRpcLedger>({
    interface: 'JSON-RPC',
    network(option) {
      if (option === undefined)
        throw new InvalidArgumentError('network', 'is required with a JSON-RPC client (it does not know its network)')
      return getNetwork(option)
    },

    async build(request, _publicKey, call) {
      const { actions, feePayer, message, disableTokenMintAndBurn } = request
      const params: BuildTransactionParams = [toRpcActions(actions), feePayer, message ?? null, disableTokenMintAndBurn]
      const answer = await refused('buildTransaction', buildTransaction({ client, params, ...call }), refusalReasonOf)
      const read = readAnswer(answer, at('buildTransaction'))
      const fee = read.string('/fee')
      const unsigned = read.string('/transaction/blob')
      const payload = read.string('/transaction/hashOfBlobToSign')
      return {
        field: 'blob',
        unsigned,
        payload,
        mismatches: (decoded) => compareTransaction(decoded, { ...request, fee }, rpcVocabulary),
      }
    },

    async finalize({ unsigned, der, publicKey, id }, call) {
      const finalized = await refused(
        'finalizeTransaction',
        finalizeTransaction({ client, params: [{ blob: unsigned }, der, publicKey], ...call }),
        refusalReasonOf,
      )
      expectAnswer('finalizeTransaction', 'txID', readAnswer(finalized, at('finalizeTransaction')).string('/txID'), id)
    },

    finalizeFirst: () => true,

    async submit({ unsigned, der, publicKey, id }, call) {
      const submitted = await refused(
        'submitTransaction',
        submitTransaction({ client, params: [{ blob: unsigned }, der, publicKey, id], ...call }),
        refusalReasonOf,
      )
      expectAnswer('submitTransaction', 'txID', readAnswer(submitted, at('submitTransaction')).string('/txID'), id)
    },

    async status(transactionId, call) {
      const answer = await statusOfTransaction({ client, params: [transactionId], ...call })
      const read = readAnswer(answer, at('statusOfTransaction'))
      // The node's own "not found" is a result, `{ txID, failure }`, not an error.
      if (read.value('/failure') !== undefined) {
        read.string('/failure')
        throw new TransactionNotFoundError({ transactionId })
      }
      const status = read.string('/status')
      if (!statuses.includes(status)) read.fail('/status', 'must be PENDING, CONFIRMED or FAILED')
      return { status: status as TransactionStatusName, transactionId: read.string('/txID') }
    },
  })
}
