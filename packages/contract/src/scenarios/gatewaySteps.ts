import { bytesToHex, hexToBytes, type NetworkInput, nativeTokenRri, type PrivateKey } from '@ledgernet/crypto'
import { isLedgernetError } from '@ledgernet/errors'
import {
  compareWithBuildRequest,
  encodeSignedTransaction,
  type GatewayAction,
  type GatewayBuildRequest,
  payloadToSign,
  transactionId,
} from '@ledgernet/transaction'
import type { ContractFailure } from '../report/ContractReport.js'
import { ContractStepError } from './ContractStepError.js'
import { expectSame } from './expectSame.js'
import { expectStatus } from './expectStatus.js'
import { expectDuplicate, expectValue, fieldOf } from './expectValue.js'
import { pollUntil } from './pollUntil.js'
import type { ScenarioContext } from './ScenarioContext.js'

/**
 * A Gateway API transaction as the scenario holds it after signing: the request, the fee of the
 * build it signed (subunits), the unsigned and signed hex, the signature and the id computed
 * locally.
 *
 * @example
 * const signed: SignedGatewayTransaction = await buildAndSign(context, 'transfer', actions)
 */
export type SignedGatewayTransaction = {
  request: GatewayBuildRequest
  fee: string
  unsigned: string
  signed: string
  signatureDer: string
  id: string
}

/**
 * Builds `actions` paid by the funded account, checks the unsigned transaction does exactly what
 * was asked (`compareWithBuildRequest`) and that `payload_to_sign` is its SHA-256d, then signs the
 * payload computed locally. Never signs what it has not checked.
 *
 * @example
 * const transaction = await buildAndSign(context, 'a transfer of 1 XRD', [transfer])
 */
export async function buildAndSign(
  context: ScenarioContext,
  label: string,
  actions: GatewayAction[],
): Promise<SignedGatewayTransaction> {
  const { caller, recorder, network, account, key } = context
  const operation = 'gateway.buildTransaction'
  return recorder.step(operation, `build ${label}`, async () => {
    const request: GatewayBuildRequest = {
      network_identifier: { network: network.name },
      actions,
      fee_payer: { address: account.address },
    }
    const answer = await caller.http('gateway', 'buildTransaction', request)
    expectStatus(answer, operation, 200)
    recorder.assertClean()
    const unsigned = String(fieldOf(answer.body, 'transaction_build', 'unsigned_transaction'))
    const fee = String(fieldOf(answer.body, 'transaction_build', 'fee', 'value'))
    const failures: ContractFailure[] = []
    try {
      for (const mismatch of compareWithBuildRequest(unsigned, request, { fee }))
        failures.push({
          operation,
          path: '/body/transaction_build/unsigned_transaction',
          message: `does not do what the request asked: ${mismatch.field} is ${mismatch.actual}, the request says ${mismatch.expected}`,
          expected: mismatch.expected,
          seen: mismatch.actual,
        })
    } catch (error) {
      failures.push({
        operation,
        path: '/body/transaction_build/unsigned_transaction',
        message: `does not decode: ${describe(error)}`,
      })
    }
    if (failures.length) throw new ContractStepError(failures)
    const payload = payloadToSign(unsigned)
    failures.push(
      ...expectValue(
        operation,
        '/body/transaction_build/payload_to_sign',
        payload,
        fieldOf(answer.body, 'transaction_build', 'payload_to_sign'),
        'must be SHA-256(SHA-256(unsigned transaction))',
      ),
    )
    if (failures.length) throw new ContractStepError(failures)
    return { request, fee, unsigned, ...sign(key, unsigned, payload) }
  })
}

/**
 * Finalizes a signed transaction (optionally submitting it) and checks the gateway's signed
 * transaction and id are the ones computed locally.
 *
 * @example
 * await finalize(context, 'the transfer', transaction, { submit: false })
 */
export async function finalize(
  context: ScenarioContext,
  label: string,
  transaction: SignedGatewayTransaction,
  { submit }: { submit: boolean },
): Promise<void> {
  const { caller, recorder, network, key } = context
  const operation = 'gateway.finalizeTransaction'
  await recorder.step(operation, `finalize ${label}${submit ? ' with submit: true' : ''}`, async () => {
    const answer = await caller.http('gateway', 'finalizeTransaction', {
      network_identifier: { network: network.name },
      unsigned_transaction: transaction.unsigned,
      signature: { public_key: { hex: key.publicKey.hex }, bytes: transaction.signatureDer },
      submit,
    })
    expectStatus(answer, operation, 200)
    recorder.assertClean()
    const failures = [
      ...expectValue(
        operation,
        '/body/signed_transaction',
        transaction.signed,
        fieldOf(answer.body, 'signed_transaction'),
        'must be the unsigned transaction ‖ 0x0b ‖ recovery id ‖ r ‖ s',
      ),
      ...expectValue(
        operation,
        '/body/transaction_identifier/hash',
        transaction.id,
        fieldOf(answer.body, 'transaction_identifier', 'hash'),
        'must be SHA-256(SHA-256(signed transaction))',
      ),
    ]
    if (failures.length) throw new ContractStepError(failures)
  })
}

/**
 * Submits a signed transaction naming its id, and checks the answer: the same id, and
 * `duplicate` as expected (false the first time, true for a re-submission). A wrong answer to a
 * re-submission is recorded and the scenario goes on, so that the replay's effect is checked too.
 *
 * @example
 * await submit(context, 'the transfer', transaction, { duplicate: false })
 */
export async function submit(
  context: ScenarioContext,
  label: string,
  transaction: SignedGatewayTransaction,
  { duplicate }: { duplicate: boolean },
): Promise<void> {
  const { caller, recorder, network } = context
  const operation = 'gateway.submitTransaction'
  await recorder.step(
    operation,
    `submit ${label}`,
    async () => {
      const answer = await caller.http('gateway', 'submitTransaction', {
        network_identifier: { network: network.name },
        signed_transaction: transaction.signed,
        transaction_identifier: { hash: transaction.id },
      })
      expectStatus(answer, operation, 200)
      recorder.assertClean()
      const failures = [
        ...expectValue(
          operation,
          '/body/transaction_identifier/hash',
          transaction.id,
          fieldOf(answer.body, 'transaction_identifier', 'hash'),
          'must be the id of the submitted transaction',
        ),
        ...expectDuplicate(operation, '/body/duplicate', duplicate, fieldOf(answer.body, 'duplicate')),
      ]
      if (failures.length) throw new ContractStepError(failures)
    },
    { continueOnFailure: duplicate },
  )
}

/**
 * Submits a signed transaction naming an id that is not its own: the spec says nothing is
 * submitted then, and the flows rely on it (they submit without finalize, decision 031). The
 * answer must be a refusal (HTTP 4xx); the submit that follows (`duplicate: false`) shows that
 * nothing was submitted.
 *
 * @example
 * await submitNamingAnotherId(context, 'the transfer', transaction)
 */
export async function submitNamingAnotherId(
  context: ScenarioContext,
  label: string,
  transaction: SignedGatewayTransaction,
): Promise<void> {
  const { caller, recorder, network } = context
  const operation = 'gateway.submitTransaction'
  const other = transaction.id === '00'.repeat(32) ? '11'.repeat(32) : '00'.repeat(32)
  await recorder.step(operation, `submit ${label} naming another id: refused, nothing submitted`, async () => {
    const answer = await caller.http('gateway', 'submitTransaction', {
      network_identifier: { network: network.name },
      signed_transaction: transaction.signed,
      transaction_identifier: { hash: other },
    })
    if (answer.status < 400 || answer.status > 499)
      throw new ContractStepError([
        {
          operation,
          path: '/status',
          message: `a submit naming another id than the transaction's must be refused (nothing submitted), got HTTP ${answer.status}`,
          expected: ['4xx'],
          seen: answer.status,
        },
      ])
    recorder.assertClean()
  })
}

/**
 * Polls `/transaction/status` until the transaction leaves PENDING, within the scenario's bounded
 * wait: CONFIRMED passes; FAILED, a status still PENDING at the deadline, or an answer about
 * another transaction fails, naming the id. A CONFIRMED record must then say what the runner
 * signed (see {@link confirmedRecordFailures}).
 *
 * @example
 * await waitForConfirmation(context, 'the transfer', transaction)
 */
export async function waitForConfirmation(
  context: ScenarioContext,
  label: string,
  transaction: SignedGatewayTransaction,
): Promise<void> {
  const { caller, recorder, network, confirmTimeout } = context
  const { id } = transaction
  const operation = 'gateway.getTransactionStatus'
  await recorder.step(operation, `status of ${label} reaches CONFIRMED`, async () => {
    let last: unknown
    let lastBody: unknown
    let lastVersion = 0
    const final = await pollUntil(async () => {
      const answer = await caller.http('gateway', 'getTransactionStatus', {
        network_identifier: { network: network.name },
        transaction_identifier: { hash: id },
      })
      expectStatus(answer, operation, 200)
      // No assertClean here: an answer that breaks the spec fails the step anyway (its violations
      // are the step's failures), and checking it against what was signed too names the field a
      // lie changed, where the schema may only name the object around it.
      const idSeen = fieldOf(answer.body, 'transaction', 'transaction_identifier', 'hash')
      if (idSeen !== id)
        throw new ContractStepError(
          expectValue(
            operation,
            '/body/transaction/transaction_identifier/hash',
            id,
            idSeen,
            'must be the id asked for',
          ),
        )
      // The ledger state an answer was read at never goes back.
      const version = Number(fieldOf(answer.body, 'ledger_state', 'version'))
      if (version < lastVersion)
        throw new ContractStepError([
          {
            operation,
            path: '/body/ledger_state/version',
            message: `the ledger state went back: version ${lastVersion} was seen before`,
            expected: `≥ ${lastVersion}`,
            seen: version,
          },
        ])
      lastVersion = version
      lastBody = answer.body
      last = fieldOf(answer.body, 'transaction', 'transaction_status')
      return fieldOf(last, 'status') === 'PENDING' ? undefined : last
    }, confirmTimeout)
    const path = '/body/transaction/transaction_status/status'
    if (final === undefined)
      throw new ContractStepError([
        {
          operation,
          path,
          message: `transaction ${id} stayed PENDING for ${confirmTimeout} ms`,
          expected: 'CONFIRMED',
          seen: fieldOf(last, 'status'),
        },
      ])
    if (fieldOf(final, 'status') !== 'CONFIRMED')
      throw new ContractStepError([
        {
          operation,
          path,
          message: `transaction ${id} ended ${String(fieldOf(final, 'status'))}: ${String(fieldOf(final, 'failure') ?? '')}`,
          expected: 'CONFIRMED',
          seen: fieldOf(final, 'status'),
        },
      ])
    const failures = confirmedRecordFailures(operation, transaction, network, lastBody)
    if (failures.length) throw new ContractStepError(failures)
  })
}

/**
 * What a CONFIRMED `/transaction/status` answer must say about a transaction the runner built and
 * signed: the actions of its request (every field: types, accounts, amounts, token ids), the fee
 * of the build it signed in the native token, its signed bytes (`metadata.hex`), and a ledger
 * state at or after the version that committed it. Each differing value is one failure naming its
 * field, the expected and the seen value.
 *
 * @example
 * confirmedRecordFailures('gateway.getTransactionStatus', transaction, 'localnet', answer.body) // []
 */
export function confirmedRecordFailures(
  operation: string,
  transaction: SignedGatewayTransaction,
  network: NetworkInput,
  body: unknown,
): ContractFailure[] {
  const record = fieldOf(body, 'transaction')
  const committedAt = fieldOf(record, 'transaction_status', 'ledger_state_version')
  const readAt = fieldOf(body, 'ledger_state', 'version')
  return [
    ...expectSame(
      operation,
      '/body/transaction/actions',
      transaction.request.actions,
      fieldOf(record, 'actions'),
      'must be the actions of the transaction signed',
    ),
    ...expectSame(
      operation,
      '/body/transaction/fee_paid',
      { value: transaction.fee, token_identifier: { rri: nativeTokenRri(network) } },
      fieldOf(record, 'fee_paid'),
      'must be the fee of the build signed, in the native token',
    ),
    ...expectValue(
      operation,
      '/body/transaction/metadata/hex',
      transaction.signed,
      fieldOf(record, 'metadata', 'hex'),
      'must be the signed transaction submitted',
    ),
    ...(typeof committedAt === 'number' && typeof readAt === 'number' && committedAt > readAt
      ? [
          {
            operation,
            path: '/body/transaction/transaction_status/ledger_state_version',
            message: `committed at version ${committedAt}, after the state the answer was read at (${readAt})`,
            expected: `≤ ${readAt}`,
            seen: committedAt,
          },
        ]
      : []),
  ]
}

function sign(key: PrivateKey, unsigned: string, payload: string) {
  const signature = key.sign(hexToBytes(payload))
  const signed = bytesToHex(encodeSignedTransaction(unsigned, signature))
  return { signed, signatureDer: signature.toDERHex(), id: transactionId(signed) }
}

function describe(error: unknown): string {
  return isLedgernetError(error) ? error.shortMessage : error instanceof Error ? error.message : String(error)
}
