import { encodeAccountAddress, PrivateKey, v0AccountAddress } from '@ledgernet/crypto'
import {
  gatewaySteps,
  refusalReasonOf,
  TransactionFailedError,
  TransactionRefusedError,
  transfer,
  waitForStatus,
} from '@ledgernet/flows'
import { type BalanceChange, expectBalanceChanges, nativeResource, readBalances } from './balances.js'
import { ContractStepError } from './ContractStepError.js'
import { expectDuplicate, expectValue, fieldOf } from './expectValue.js'
import { flowPlan, flowStepNames } from './flowStepNames.js'
import { type HeldTransaction, heldFlow, recordedFlow } from './recordedFlow.js'
import type { ScenarioContext } from './ScenarioContext.js'
import type { ScenarioStep } from './ScenarioRecorder.js'

/** What the spender is given each run (0.3 XRD): enough for either transfer alone and its fee. */
const funding = 3n * 10n ** 17n
/** The most the runner signs for a transfer's fee (the sandbox charges about 0.05 XRD). */
const maxFee = 10n ** 17n

const fund = flowStepNames("a transfer of 0.3 XRD to the seed's spender", 'the funding transfer')
const first = flowStepNames(
  'the first of two transfers that together spend more than the spender holds',
  'the first transfer',
  'finalize the first transfer (submit: false)',
)
const second = flowStepNames(
  'the second of the two transfers',
  'the second transfer',
  'finalize the second transfer (submit: false)',
)
const balancesBefore = 'read the balances of the spender and both recipients'
const submitBoth = 'submit both at once: each fits the committed ledger'
const oneWins = 'one of the two is CONFIRMED, the other FAILED (or refused at submit): never both'
const failedRecord =
  'the FAILED record: its failure, fee_paid 0, its signed bytes; FAILED is final; its resubmit a duplicate'
const balancesMoved = 'the balances moved by the committed transfer only'

/** The steps of a held transaction: build, the check before signing, finalize (no submit, no wait). */
const heldPlan = (names: typeof first) => flowPlan(names, 'gateway').slice(0, -2)

/**
 * The steps of the gateway-conflict scenario, in order.
 *
 * @example
 * gatewayConflictSteps.length // 15
 */
export const gatewayConflictSteps: readonly ScenarioStep[] = [
  ...flowPlan(fund, 'gateway'),
  { operation: 'gateway-v0.getComponent', name: balancesBefore },
  ...heldPlan(first),
  ...heldPlan(second),
  { operation: 'gateway.submitTransaction', name: submitBoth },
  { operation: 'gateway.getTransactionStatus', name: oneWins },
  { operation: 'gateway.getTransactionStatus', name: failedRecord },
  { operation: 'gateway-v0.getComponent', name: balancesMoved },
]

/**
 * A conflict, the way the Gateway API describes it: a transaction that passed the submit's checks
 * may still fail "later (a conflict with another transaction): its status then becomes FAILED",
 * and "a FAILED transaction changed nothing" (`fee_paid` "0"). The funded account gives the seed's
 * spender 0.3 XRD; with its balance read (v0), the flows build, check, sign and finalize two
 * transfers from it, each of half of what it holds — either alone is affordable, both are not —
 * and submit them with their own submit step, one right after the other. Exactly one may commit:
 * the other must end FAILED (a server that counts pending transactions may refuse it at submit
 * instead, or one that committed the first before the second came; the report notes which). The
 * FAILED record must say why, charge nothing, carry the signed bytes, stay FAILED, and a resubmit
 * of it must be a duplicate (one refused at submit must be unknown); the balances must have moved
 * by the committed transfer and its fee only. Either way the checks and verdicts are the same.
 *
 * @example
 * await gatewayConflictScenario(context)
 */
export async function gatewayConflictScenario(context: ScenarioContext): Promise<void> {
  const { network, recorder } = context
  const spenderKey = PrivateKey.fromBytes(context.random.bytes('gateway-conflict spender', 32))
  const spender = encodeAccountAddress(spenderKey.publicKey, network)
  const recipients = ['first', 'second'].map(
    (which) => PrivateKey.fromBytes(context.random.bytes(`gateway-conflict ${which} recipient`, 32)).publicKey,
  )
  const funded = await recordedFlow(
    context,
    { via: 'gateway', names: fund, orFinalizeFirst: true, maxFee: 10n ** 19n },
    (client, options) => transfer(client, { ...options, to: spender, amount: funding }),
  )
  if (funded === undefined) return recorder.skipRest('read-only: nothing is signed or submitted')
  const xrd = nativeResource(context)
  const holdings = [spenderKey.publicKey, ...recipients].map((key) => ({
    account: v0AccountAddress(key, network),
    resource: xrd,
  }))
  const before = await readBalances(context, balancesBefore, holdings)
  if (before === undefined)
    return recorder.skipRest('needs --v0: the two transfers spend halves of the balance /v0/state/component reads')
  // Halves of what the spender holds: either transfer and its fee fit, both do not.
  const amounts = [before[0]! / 2n, before[0]! / 2n - 1n]
  const held: HeldTransaction[] = []
  for (const [index, names] of [first, second].entries()) {
    const transaction = await heldFlow(
      context,
      { via: 'gateway', names, finalize: 'submit-false', maxFee, key: spenderKey },
      (client, options) =>
        transfer(client, {
          ...options,
          to: encodeAccountAddress(recipients[index]!, network),
          amount: amounts[index]!,
        }),
    )
    if (transaction === undefined) return recorder.skipRest('read-only: nothing is signed or submitted')
    held.push(transaction)
  }
  const [a, b] = held as [HeldTransaction, HeldTransaction]
  if (a.fee + amounts[0]! > before[0]! || 2n * (a.fee + amounts[1]!) <= before[0]!)
    return recorder.skipRest(`the fee (${a.fee} subunits) leaves no conflict to test with ${before[0]} subunits`)

  // The flows' own submit step, for both at once (so that both are pending together): each fits
  // the committed ledger, so each is taken — or one is refused by a server that counts what is
  // pending (or that committed the other in between): never both.
  const steps = gatewaySteps(context.clients.gateway!)
  const call = { timeout: context.timeout, signal: context.signal }
  const refused = await recorder.step('gateway.submitTransaction', submitBoth, async () => {
    const submits = await Promise.allSettled([steps.submit(a.signed, call), steps.submit(b.signed, call)])
    const refusals = submits.map((submit) => {
      const reason = submit.status === 'rejected' ? reasonOf(submit.reason) : undefined
      return reason?.startsWith('INSUFFICIENT_FUNDS') ? reason : undefined
    })
    const other = submits.find((submit, index) => submit.status === 'rejected' && refusals[index] === undefined)
    if (other?.status === 'rejected') throw other.reason
    if (refusals.every((reason) => reason !== undefined)) throw (submits[1] as PromiseRejectedResult).reason
    const which = refusals.findIndex((reason) => reason !== undefined)
    context.vary(
      'gateway-conflict: at submit',
      which === -1 ? 'both taken (each fits the committed ledger)' : `one refused (${refusals[which]})`,
    )
    return refusals.map((reason) => reason !== undefined)
  })

  const outcomes = await recorder.step('gateway.getTransactionStatus', oneWins, async () => {
    const ends = await Promise.all(
      [a, b].map(async (transaction, index) => {
        if (refused[index]) return { status: 'REFUSED' as const }
        try {
          await waitForStatus(context.clients.gateway!, transaction.signed.id, {
            timeout: context.confirmTimeout,
            requestTimeout: context.timeout,
            signal: context.signal,
          })
          return { status: 'CONFIRMED' as const }
        } catch (error) {
          if (error instanceof TransactionFailedError) return { status: 'FAILED' as const, failure: error.failure }
          throw error
        }
      }),
    )
    recorder.assertClean()
    const statuses = ends.map((end) => end.status)
    const confirmed = statuses.filter((status) => status === 'CONFIRMED').length
    if (confirmed !== 1)
      throw new ContractStepError([
        {
          operation: 'gateway.getTransactionStatus',
          path: '/body/transaction/transaction_status/status',
          message:
            confirmed === 2
              ? `both transfers were committed: together they spend ${amounts[0]! + amounts[1]! + 2n * a.fee} subunits of the ${before[0]} the spender held`
              : 'neither transfer was committed, though either alone fits the balance',
          expected: 'one CONFIRMED, the other FAILED',
          seen: statuses,
        },
      ])
    context.vary('gateway-conflict: committed', statuses.join(', '))
    return ends
  })

  const winner = outcomes[0]!.status === 'CONFIRMED' ? 0 : 1
  const loser = 1 - winner
  await checkFailedRecord(context, held[loser]!, outcomes[loser]!.status === 'REFUSED')

  await recorder.step(
    'gateway-v0.getComponent',
    balancesMoved,
    () =>
      expectBalanceChanges(context, [
        {
          ...holdings[0]!,
          before: before[0]!,
          change: -(amounts[winner]! + held[winner]!.fee),
          what: 'the spender (the committed transfer and its fee; nothing for the FAILED one)',
          operation: 'gateway.getTransactionStatus',
          path: '/body/transaction/fee_paid',
        },
        {
          ...holdings[1 + winner]!,
          before: before[1 + winner]!,
          change: amounts[winner]!,
          what: 'the recipient of the committed transfer',
          operation: 'gateway.getTransactionStatus',
          path: '/body/transaction/actions',
        },
        {
          ...holdings[1 + loser]!,
          before: before[1 + loser]!,
          change: 0n,
          what: 'the recipient of the FAILED transfer',
          operation: 'gateway.getTransactionStatus',
          path: '/body/transaction/transaction_status/status',
          ifMore: 'a FAILED transaction changed the ledger',
        },
      ] satisfies BalanceChange[]),
    { continueOnFailure: true },
  )
}

/** The reason of a refusal: the flows' `TransactionRefusedError`'s, or read from the server's error. */
function reasonOf(error: unknown): string | undefined {
  return error instanceof TransactionRefusedError ? error.reason : refusalReasonOf(error)
}

/**
 * The record of the FAILED transfer, read twice (FAILED is final), and its resubmit: `failure`
 * says why, `fee_paid` is "0" (nothing was committed), `metadata.hex` is the signed transaction,
 * the id is its own; submitted again it is a duplicate (the gateway looks the id up first,
 * whatever the status), and it is still FAILED. A transfer refused at submit must be unknown (404).
 */
async function checkFailedRecord(
  context: ScenarioContext,
  transaction: HeldTransaction,
  refusedAtSubmit: boolean,
): Promise<void> {
  const operation = 'gateway.getTransactionStatus'
  const { signed } = transaction
  if (refusedAtSubmit)
    // Refused at submit, it was never submitted: the gateway must not know it.
    return context.recorder.step(
      operation,
      failedRecord,
      async () => {
        const answer = await context.caller.http('gateway', 'getTransactionStatus', {
          network_identifier: { network: context.network.name },
          transaction_identifier: { hash: signed.id },
        })
        context.recorder.assertClean()
        const failures = expectValue(
          operation,
          '/status',
          404,
          answer.status,
          'a transaction refused at submit was never submitted: it is unknown',
        )
        if (failures.length) throw new ContractStepError(failures)
      },
      { continueOnFailure: true },
    )
  const read = async () => {
    const answer = await context.caller.http('gateway', 'getTransactionStatus', {
      network_identifier: { network: context.network.name },
      transaction_identifier: { hash: signed.id },
    })
    context.recorder.assertClean()
    const record = fieldOf(answer.body, 'transaction')
    const failure = fieldOf(record, 'transaction_status', 'failure')
    return [
      ...expectValue(operation, '/status', 200, answer.status, 'a FAILED transaction is known (its record is kept)'),
      ...expectValue(
        operation,
        '/body/transaction/transaction_status/status',
        'FAILED',
        fieldOf(record, 'transaction_status', 'status'),
        'must be FAILED (final)',
      ),
      ...(typeof failure === 'string' && failure.length > 0
        ? []
        : [
            {
              operation,
              path: '/body/transaction/transaction_status/failure',
              message: 'a FAILED transaction says why',
              expected: 'a non-empty string',
              seen: failure,
            },
          ]),
      ...expectValue(
        operation,
        '/body/transaction/transaction_identifier/hash',
        signed.id,
        fieldOf(record, 'transaction_identifier', 'hash'),
        'must be the id asked for',
      ),
      ...expectValue(
        operation,
        '/body/transaction/fee_paid/value',
        '0',
        fieldOf(record, 'fee_paid', 'value'),
        'a FAILED transaction charged nothing (nothing was committed)',
      ),
      ...expectValue(
        operation,
        '/body/transaction/metadata/hex',
        signed.signedHex,
        fieldOf(record, 'metadata', 'hex'),
        'must be the signed transaction',
      ),
    ]
  }
  await context.recorder.step(
    operation,
    failedRecord,
    async () => {
      const failures = await read()
      const again = await context.caller.http('gateway', 'submitTransaction', {
        network_identifier: { network: context.network.name },
        signed_transaction: signed.signedHex,
      })
      context.recorder.assertClean()
      failures.push(
        ...expectValue(
          'gateway.submitTransaction',
          '/status',
          200,
          again.status,
          'a resubmit of a transaction the gateway knows is a duplicate, whatever its status',
        ),
        ...expectDuplicate('gateway.submitTransaction', '/body/duplicate', true, fieldOf(again.body, 'duplicate')),
        ...(await read()),
      )
      if (failures.length) throw new ContractStepError(failures)
    },
    { continueOnFailure: true },
  )
}
