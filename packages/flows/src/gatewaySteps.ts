import { getNetwork, type NetworkInput, nativeTokenRri } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import {
  type BuildTransactionRequest,
  buildTransaction,
  finalizeTransaction,
  type GatewayClient,
  type GetTransactionStatusError,
  getTransactionStatus,
  submitTransaction,
} from '@ledgernet/gateway-client'
import {
  type Action,
  actionsEqual,
  compareTransaction,
  fromGatewayActions,
  gatewayVocabulary,
} from '@ledgernet/transaction'
import { AnswerMismatchError } from './errors/AnswerMismatchError.js'
import { refused } from './errors/refused.js'
import { TransactionNotFoundError } from './errors/TransactionNotFoundError.js'
import { TransactionRefusedError } from './errors/TransactionRefusedError.js'
import { expectAnswer } from './expectAnswer.js'
import type { InterfaceSteps, StatusAnswer } from './InterfaceSteps.js'
import { readAnswer } from './readAnswer.js'
import type { TransactionStatusName } from './waitForStatus.js'

/** The gateways (by client) that refused a submit of what they had not finalized: finalize comes first there. */
const finalizingGateways = new WeakSet<GatewayClient>()

const statuses: readonly string[] = ['PENDING', 'CONFIRMED', 'FAILED'] satisfies TransactionStatusName[]

/** The flows' steps over the Gateway API, through one Gateway API client. */
export function gatewaySteps(client: GatewayClient): InterfaceSteps {
  const at = (operation: string, path: string) => ({ operation, url: `${client.transport?.baseUrl ?? ''}${path}` })
  // The actions of this flow's build request, as JSON: the steps are made for one flow.
  let sentActions: string | undefined
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
      // What the record of the confirmed transaction lists, as written here (`checkRecord`).
      sentActions = JSON.stringify(body.actions)
      const answer = await refused('buildTransaction', buildTransaction({ client, body, ...call }))
      const read = readAnswer(answer, at('buildTransaction', '/transaction/build'))
      const unsigned = read.string('/transaction_build/unsigned_transaction')
      const payload = read.string('/transaction_build/payload_to_sign')
      const fee = read.string('/transaction_build/fee/value')
      const feeToken = read.string('/transaction_build/fee/token_identifier/rri')
      return {
        field: 'unsigned_transaction',
        unsigned,
        payload,
        // What was sent, and the fee the answer announced (the blob's to the character, in the native token).
        mismatches: (decoded) => compareTransaction(decoded, { ...request, fee, feeToken }, words),
      }
    },

    async finalize({ unsigned, der, publicKey, signedHex, id }, call) {
      const answer = await refused(
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
      const read = readAnswer(answer, at('finalizeTransaction', '/transaction/finalize'))
      // Submit sends finalize's signed transaction: it must be the one signed and checked here.
      expectAnswer('finalizeTransaction', 'signed_transaction', read.string('/signed_transaction'), signedHex)
      expectAnswer(
        'finalizeTransaction',
        'transaction_identifier.hash',
        read.string('/transaction_identifier/hash'),
        id,
      )
    },

    finalizeFirst: () => finalizingGateways.has(client),

    refusedUnfinalized: (error) =>
      error instanceof TransactionRefusedError
        ? error.reason === 'INVALID_TRANSACTION' || error.reason === 'INVALID_REQUEST'
        : (error as { code?: unknown }).code === 'HTTP_ERROR' &&
          (error as { status: number }).status >= 400 &&
          (error as { status: number }).status < 500 &&
          (error as { status: number }).status !== 429,

    learnedFinalizeFirst: () => void finalizingGateways.add(client),

    async submit({ signedHex, id }, call) {
      const answer = await refused(
        'submitTransaction',
        submitTransaction({
          client,
          body: { signed_transaction: signedHex, transaction_identifier: { hash: id } },
          ...call,
        }),
      )
      const read = readAnswer(answer, at('submitTransaction', '/transaction/submit'))
      expectAnswer('submitTransaction', 'transaction_identifier.hash', read.string('/transaction_identifier/hash'), id)
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
      const read = readAnswer(answer, at('getTransactionStatus', '/transaction/status'))
      const status = read.string('/transaction/transaction_status/status')
      if (!statuses.includes(status))
        read.fail('/transaction/transaction_status/status', 'must be PENDING, CONFIRMED or FAILED')
      for (const field of ['version', 'epoch', 'round']) read.count(`/ledger_state/${field}`)
      read.string('/ledger_state/timestamp')
      return {
        status: status as TransactionStatusName,
        transactionId: read.string('/transaction/transaction_identifier/hash'),
        failure: status === 'FAILED' ? read.optionalString('/transaction/transaction_status/failure') : undefined,
        ledgerState: answer.ledger_state,
        record: answer.transaction,
      }
    },

    checkRecord(answer: StatusAnswer, { network, actions, fee, signedHex }) {
      const operation = 'getTransactionStatus'
      const read = readAnswer({ transaction: answer.record }, at(operation, '/transaction/status'))
      const mismatch = (field: string, expected: string, actual: string) => {
        throw new AnswerMismatchError({ operation, field, expected, actual })
      }
      // The signed bytes hold the fee payer, the message and every action: the record must be of them.
      const recorded = read.string('/transaction/metadata/hex')
      if (recorded.toLowerCase() !== signedHex) mismatch('transaction.metadata.hex', signedHex, cut(recorded))
      const paid = read.string('/transaction/fee_paid/value')
      if (paid !== `${fee}`) mismatch('transaction.fee_paid.value', `${fee}`, cut(paid))
      const token = read.string('/transaction/fee_paid/token_identifier/rri')
      if (token.toLowerCase() !== nativeTokenRri(network))
        mismatch('transaction.fee_paid.token_identifier.rri', nativeTokenRri(network), cut(token))
      // The actions exactly as the build request wrote them (which the signed ones were compared with): the same.
      if (JSON.stringify(read.array('/transaction/actions')) === sentActions) return
      let listed: Action[]
      try {
        listed = fromGatewayActions(read.array('/transaction/actions') as never, network)
      } catch (error) {
        if (!(error instanceof InvalidArgumentError)) throw error
        const path = error.field
          .replace(/^actions/, '/transaction/actions')
          .replace(/\[(\d+)\]|\./g, (_, index) => `/${index ?? ''}`)
        return read.fail(path.replace(/\/\//g, '/'), error.problem)
      }
      const count = Math.max(listed.length, actions.length)
      for (let index = 0; index < count; index++) {
        const [ours, theirs] = [actions[index], listed[index]]
        if (!ours || !theirs || !actionsEqual([ours], [theirs]))
          mismatch(`transaction.actions[${index}]`, show(ours), show(theirs))
      }
    },
  }
}

/** An action as a mismatch shows it. */
function show(action: Action | undefined): string {
  return action === undefined
    ? '(absent)'
    : cut(JSON.stringify(action, (_, value) => (typeof value === 'bigint' ? `${value}` : value)))
}

/** A server's value, cut to what a message can show. */
function cut(text: string): string {
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text
}
