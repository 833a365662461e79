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
import { compareTransaction, gatewayVocabulary } from '@ledgernet/transaction'
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
  const at = (operation: string, path: string) => ({ operation, url: `${client.transport?.baseUrl ?? ''}${path}` })
  // The actions of this flow's build request: the steps are made for one flow.
  let sentActions: unknown
  return {
    network(option: NetworkInput | undefined) {
      // A known network by name, or an object with its name (crypto's networks, `{ name }`).
      const served = getNetwork(
        typeof client.network === 'string' ? client.network : client.network.name,
        'client.network',
      )
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
      sentActions = body.actions
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

    checkRecord(answer: StatusAnswer, { network, fee, signedHex }) {
      const operation = 'getTransactionStatus'
      const read = readAnswer({ transaction: answer.record }, at(operation, '/transaction/status'))
      // The signed bytes hold the fee payer, the message and every action; the record must be of
      // them, and list the actions the build request asked for (which the signed ones are).
      const difference =
        differs(signedHex, read.string('/transaction/metadata/hex').toLowerCase(), 'transaction.metadata.hex') ??
        differs(
          { value: `${fee}`, token_identifier: { rri: nativeTokenRri(network) } },
          read.value('/transaction/fee_paid'),
          'transaction.fee_paid',
        ) ??
        differs(sentActions, read.array('/transaction/actions'), 'transaction.actions')
      if (difference) throw new AnswerMismatchError({ operation, ...difference })
    },
  }
}

/**
 * The first field where `actual` does not hold what `expected` holds (each of its fields, each
 * item of a list of the same length; open answers may add fields), with both values as text.
 */
function differs(
  expected: unknown,
  actual: unknown,
  field: string,
): { field: string; expected: string; actual: string } | undefined {
  if (
    typeof expected !== 'object' ||
    expected === null ||
    typeof actual !== 'object' ||
    actual === null ||
    Array.isArray(expected) !== Array.isArray(actual)
  )
    return expected === actual ? undefined : { field, expected: shown(expected), actual: shown(actual) }
  if (Array.isArray(expected) && expected.length !== (actual as unknown[]).length)
    return differs(expected.length, (actual as unknown[]).length, `${field}.length`)
  for (const [key, value] of Object.entries(expected)) {
    const found = differs(
      value,
      Object.hasOwn(actual, key) ? (actual as Record<string, unknown>)[key] : undefined,
      Array.isArray(expected) ? `${field}[${key}]` : `${field}.${key}`,
    )
    if (found) return found
  }
  return undefined
}

/** A value as a mismatch shows it: a string as it is, anything else as JSON; cut to what a message can show. */
function shown(value: unknown): string {
  return cut(typeof value === 'string' ? value : (JSON.stringify(value) ?? '(absent)'))
}

/** A server's value, cut to what a message can show. */
function cut(text: string): string {
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text
}
