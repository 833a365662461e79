import { bytesToHex, hexToBytes } from '@ledgernet/crypto'
import { isLedgernetError } from '@ledgernet/errors'
import {
  actionsEqual,
  decodeUnsignedTransaction,
  encodeSignedTransaction,
  fromRpcActions,
  payloadToSign,
  type RpcAction,
  transactionId,
} from '@ledgernet/transaction'
import type { ContractFailure } from '../report/ContractReport.js'
import { ContractStepError } from './ContractStepError.js'
import { expectDuplicate, expectValue, fieldOf } from './expectValue.js'
import { pollUntil } from './pollUntil.js'
import type { ScenarioContext } from './ScenarioContext.js'

/**
 * A JSON-RPC transaction as the scenario holds it after signing.
 *
 * @example
 * const signed: SignedRpcTransaction = await rpcBuildAndSign(context, 'a transfer', actions)
 */
export type SignedRpcTransaction = { blob: string; signatureDer: string; publicKey: string; txID: string }

/**
 * Calls a method and stops the step unless it answered a result that matches the spec.
 *
 * @example
 * const result = await rpcResult(context, 'ledger.statusOfTransaction', [txID])
 */
export async function rpcResult(context: ScenarioContext, method: string, params: unknown[]): Promise<unknown> {
  const { result, error } = await context.caller.rpc(method, params)
  context.recorder.assertClean()
  if (error !== undefined || result === undefined)
    throw new ContractStepError([
      {
        operation: `node-rpc.${method}`,
        path: '/body/error',
        message: `a valid call must get a result, got error ${String(error?.code)}: ${String(error?.message ?? '')}`,
        expected: 'result',
        seen: error,
      },
    ])
  return result
}

/**
 * `ledger.buildTransaction` of `actions` paid by the funded account; checks the blob holds exactly
 * those actions and fee payer (`actionsEqual` with `fromRpcActions`) and `hashOfBlobToSign` is its
 * SHA-256d, then signs the hash computed locally.
 *
 * @example
 * const transaction = await rpcBuildAndSign(context, 'a transfer of 2 XRD', [transfer])
 */
export async function rpcBuildAndSign(
  context: ScenarioContext,
  label: string,
  actions: RpcAction[],
): Promise<SignedRpcTransaction> {
  const { recorder, network, account, key } = context
  const operation = 'node-rpc.ledger.buildTransaction'
  return recorder.step(operation, `build ${label}`, async () => {
    const result = await rpcResult(context, 'ledger.buildTransaction', [actions, account.address])
    const blob = String(fieldOf(result, 'transaction', 'blob'))
    const failures: ContractFailure[] = []
    try {
      const decoded = decodeUnsignedTransaction(blob)
      if (!actionsEqual(decoded.actions, fromRpcActions(actions, network)))
        failures.push({
          operation,
          path: '/body/result/transaction/blob',
          message: 'does not hold the actions of the request',
          expected: actions,
        })
      failures.push(
        ...expectValue(
          operation,
          '/body/result/transaction/blob',
          account.address,
          decoded.feePayer,
          'must be paid by the fee payer of the request',
        ),
      )
      failures.push(
        ...expectValue(
          operation,
          '/body/result/fee',
          decoded.fee.toString(),
          fieldOf(result, 'fee'),
          'must be the fee the blob carries',
        ),
      )
    } catch (error) {
      failures.push({
        operation,
        path: '/body/result/transaction/blob',
        message: `does not decode: ${isLedgernetError(error) ? error.shortMessage : String(error)}`,
      })
    }
    if (failures.length) throw new ContractStepError(failures)
    const hash = payloadToSign(blob)
    failures.push(
      ...expectValue(
        operation,
        '/body/result/transaction/hashOfBlobToSign',
        hash,
        fieldOf(result, 'transaction', 'hashOfBlobToSign'),
        'must be SHA-256(SHA-256(blob))',
      ),
    )
    if (failures.length) throw new ContractStepError(failures)
    const signature = key.sign(hexToBytes(hash))
    const signed = encodeSignedTransaction(blob, signature)
    return {
      blob,
      signatureDer: signature.toDERHex(),
      publicKey: key.publicKey.hex,
      txID: transactionId(bytesToHex(signed)),
    }
  })
}

/**
 * `ledger.finalizeTransaction`: the txID must be the one computed locally.
 *
 * @example
 * await rpcFinalize(context, 'the transfer', transaction)
 */
export async function rpcFinalize(
  context: ScenarioContext,
  label: string,
  transaction: SignedRpcTransaction,
): Promise<void> {
  const operation = 'node-rpc.ledger.finalizeTransaction'
  await context.recorder.step(operation, `finalize ${label}`, async () => {
    const result = await rpcResult(context, 'ledger.finalizeTransaction', [
      { blob: transaction.blob },
      transaction.signatureDer,
      transaction.publicKey,
    ])
    const failures = expectValue(
      operation,
      '/body/result/txID',
      transaction.txID,
      fieldOf(result, 'txID'),
      'must be SHA-256(SHA-256(signed transaction))',
    )
    if (failures.length) throw new ContractStepError(failures)
  })
}

/**
 * `ledger.submitTransaction`: the same txID, `result: "OK"`, and `duplicate` as expected. A wrong
 * answer to a re-submission is recorded and the scenario goes on (its effect is checked next).
 *
 * @example
 * await rpcSubmit(context, 'the transfer', transaction, { duplicate: false })
 */
export async function rpcSubmit(
  context: ScenarioContext,
  label: string,
  transaction: SignedRpcTransaction,
  { duplicate }: { duplicate: boolean },
): Promise<void> {
  const operation = 'node-rpc.ledger.submitTransaction'
  await context.recorder.step(
    operation,
    `submit ${label}`,
    async () => {
      const result = await rpcResult(context, 'ledger.submitTransaction', [
        { blob: transaction.blob },
        transaction.signatureDer,
        transaction.publicKey,
        transaction.txID,
      ])
      const failures = [
        ...expectValue(
          operation,
          '/body/result/txID',
          transaction.txID,
          fieldOf(result, 'txID'),
          'must be the txID of the submitted transaction',
        ),
        ...expectDuplicate(operation, '/body/result/duplicate', duplicate, fieldOf(result, 'duplicate')),
      ]
      if (failures.length) throw new ContractStepError(failures)
    },
    { continueOnFailure: duplicate },
  )
}

/**
 * Polls `ledger.statusOfTransaction` until the transaction leaves PENDING within the bounded wait;
 * anything but CONFIRMED fails, naming the txID.
 *
 * @example
 * await rpcWaitForConfirmation(context, 'the transfer', transaction.txID)
 */
export async function rpcWaitForConfirmation(context: ScenarioContext, label: string, txID: string): Promise<void> {
  const operation = 'node-rpc.ledger.statusOfTransaction'
  await context.recorder.step(operation, `status of ${label} reaches CONFIRMED`, async () => {
    let last: unknown
    const final = await pollUntil(async () => {
      const result = await rpcResult(context, 'ledger.statusOfTransaction', [txID])
      if (fieldOf(result, 'txID') !== txID)
        throw new ContractStepError(
          expectValue(operation, '/body/result/txID', txID, fieldOf(result, 'txID'), 'must be the txID asked for'),
        )
      last = fieldOf(result, 'status') ?? fieldOf(result, 'failure')
      return last === 'PENDING' ? undefined : last
    }, context.confirmTimeout)
    const path = '/body/result/status'
    if (final === undefined)
      throw new ContractStepError([
        {
          operation,
          path,
          message: `transaction ${txID} stayed PENDING for ${context.confirmTimeout} ms`,
          expected: 'CONFIRMED',
          seen: last,
        },
      ])
    if (final !== 'CONFIRMED')
      throw new ContractStepError([
        { operation, path, message: `transaction ${txID} ended ${String(final)}`, expected: 'CONFIRMED', seen: final },
      ])
  })
}
