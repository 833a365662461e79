import { bytesToHex, hexToBytes, sha256d } from '@ledgernet/crypto'
import type { ContractFailure } from '../report/ContractReport.js'
import { ContractStepError } from './ContractStepError.js'
import { expectStatus } from './expectStatus.js'
import { fieldOf } from './expectValue.js'
import type { ScenarioContext } from './ScenarioContext.js'
import type { ScenarioStep } from './ScenarioRecorder.js'

const operation = 'node-rest.getSystem'

/**
 * The counters of the node's system record (`GET /api/system`) that every transaction the ledger
 * commits moves forward: the logical clock and the ledger's processed and stored counts. Between
 * two readings around a transaction the runner saw CONFIRMED, each must have grown by at least one
 * (other transactions may have been processed meanwhile: never less).
 *
 * @example
 * committedCounters[0] // ['clock']
 */
export const committedCounters: readonly (readonly string[])[] = [
  ['clock'],
  ['ledger', 'processed'],
  ['ledger', 'stored'],
]

/** The digests of what the node committed: a committed transaction changes them. */
export const commitmentDigests: readonly (readonly string[])[] = [['commitment'], ['ledger', 'checksum']]

/** Counts of what has happened since the node started: they never go back. */
export const cumulativeCounters: readonly (readonly string[])[] = [
  ['events', 'queued'],
  ['events', 'dequeued'],
  ['events', 'broadcast'],
  ['events', 'processed', 'synchronous'],
  ['events', 'processed', 'asynchronous'],
  ['ledger', 'faults', 'failed'],
  ['messages', 'inbound', 'received'],
  ['messages', 'inbound', 'processed'],
  ['messages', 'inbound', 'discarded'],
  ['messages', 'outbound', 'sent'],
  ['messages', 'outbound', 'processed'],
  ['messages', 'outbound', 'aborted'],
]

/**
 * Reads the node's system record (`GET /api/system`, checked against the node REST spec), for
 * {@link expectCountersMoved} to compare with a later reading.
 *
 * @example
 * const before = await readNodeCounters(context)
 */
export async function readNodeCounters(context: ScenarioContext): Promise<unknown> {
  const answer = await context.caller.http('node-rest', 'getSystem')
  expectStatus(answer, operation, 200)
  context.recorder.assertClean()
  return answer.body
}

/**
 * The failures of a node whose system record did not move with the transactions the runner saw
 * CONFIRMED between the readings `before` and `after` (their ids, in commit order): a committed
 * counter that grew by less, a cumulative counter that went back, and the digests. When the node
 * processed and stored exactly those transactions in between (its counters grew by exactly their
 * number), the digests are what the spec defines them to be: `commitment` chained with each id
 * (`SHA-256(SHA-256(commitment ‖ id))`), `ledger.checksum` XORed with the first 6 bytes of each
 * id; when it processed others too (another user's), they must have changed. Each failure names
 * the field (`/body/ledger/processed`), the value expected and the value seen.
 *
 * @example
 * expectCountersMoved({ clock: 4, ledger: { processed: 4 } }, { clock: 4, ledger: { processed: 5 } }, [id])
 * // [{ operation: 'node-rest.getSystem', path: '/body/clock', message: 'the logical clock … must grow …', expected: '≥ 5', seen: 4 }, …]
 */
export function expectCountersMoved(before: unknown, after: unknown, ids: readonly string[]): ContractFailure[] {
  const failures: ContractFailure[] = []
  const committed = ids.length
  const path = (field: readonly string[]) => `/body/${field.join('/')}`
  for (const field of committedCounters) {
    const was = Number(fieldOf(before, ...field))
    const seen = fieldOf(after, ...field)
    if (!(Number(seen) >= was + committed))
      failures.push({
        operation,
        path: path(field),
        message: `${field.join('.')} must grow by at least ${committed} with the transaction${committed === 1 ? '' : 's'} the runner saw committed: it was ${was} before`,
        expected: `≥ ${was + committed}`,
        seen,
      })
  }
  const exact = digestsAfter(before, ids)
  const onlyThese = committedCounters.every(
    (field) => Number(fieldOf(after, ...field)) === Number(fieldOf(before, ...field)) + committed,
  )
  for (const field of commitmentDigests) {
    const was = fieldOf(before, ...field)
    const seen = fieldOf(after, ...field)
    const expected = onlyThese && exact ? exact[field.join('.') as keyof typeof exact] : undefined
    if (expected !== undefined) {
      if (!Object.is(seen, expected))
        failures.push({
          operation,
          path: path(field),
          message:
            field[0] === 'commitment'
              ? `the commitment must be SHA-256(SHA-256(commitment ‖ id)) of the one before and the id of each transaction processed since (${ids.join(', ')})`
              : `ledger.checksum must be the one before XOR the first 6 bytes of the id of each transaction stored since (${ids.join(', ')})`,
          expected,
          seen,
        })
    } else if (Object.is(was, seen))
      failures.push({
        operation,
        path: path(field),
        message: `${field.join('.')} must change when a transaction is committed: it is still what it was before`,
        expected: `≠ ${String(was)}`,
        seen,
      })
  }
  for (const field of cumulativeCounters) {
    const was = Number(fieldOf(before, ...field))
    const seen = fieldOf(after, ...field)
    if (Number(seen) < was)
      failures.push({
        operation,
        path: path(field),
        message: `${field.join('.')} counts what happened since the node started and never goes back: it was ${was} before`,
        expected: `≥ ${was}`,
        seen,
      })
  }
  return failures
}

/**
 * The digests of the node-rest spec after `ids` were processed and stored, from the record read
 * before them; `undefined` when that record's digests are not of their schema's shape.
 */
function digestsAfter(
  before: unknown,
  ids: readonly string[],
): { commitment: string; 'ledger.checksum': number } | undefined {
  const commitment = fieldOf(before, 'commitment')
  const checksum = fieldOf(before, 'ledger', 'checksum')
  if (typeof commitment !== 'string' || !/^[0-9a-f]{64}$/.test(commitment)) return undefined
  if (!Number.isSafeInteger(checksum) || (checksum as number) < 0) return undefined
  let chained = hexToBytes(commitment)
  let xored = BigInt(checksum as number)
  for (const id of ids) {
    const bytes = hexToBytes(id)
    const joined = new Uint8Array(64)
    joined.set(chained, 0)
    joined.set(bytes, 32)
    chained = sha256d(joined)
    xored ^= BigInt(`0x${id.slice(0, 12)}`)
  }
  return { commitment: bytesToHex(chained), 'ledger.checksum': Number(xored) }
}

const needsNode = 'needs --node: the node REST system record (GET /api/system) holds the counters'

/**
 * The two steps a scenario adds to its plan around a transaction (`what`, as its steps name it):
 * the node's counters read before it, and the check that they moved once it was confirmed.
 *
 * @example
 * const [before, moved] = nodeCounterSteps('the transfer')
 */
export function nodeCounterSteps(what: string): [ScenarioStep, ScenarioStep] {
  return [
    { operation, name: `read the node's counters before ${what}` },
    { operation, name: `the node's counters moved with ${what}` },
  ]
}

/**
 * The first of {@link nodeCounterSteps}: the node's system record before `what` is built, or
 * `undefined` (the step skipped) when no node REST URL was given.
 *
 * @example
 * const counters = await countersBefore(context, 'the transfer')
 */
export async function countersBefore(context: ScenarioContext, what: string): Promise<unknown> {
  const [step] = nodeCounterSteps(what)
  if (!context.interfaces.node) {
    context.recorder.skip(step.operation, step.name, needsNode)
    return undefined
  }
  return context.recorder.step(step.operation, step.name, () => readNodeCounters(context))
}

/**
 * The second of {@link nodeCounterSteps}, once `what` is CONFIRMED: reads the system record again
 * and fails naming each counter that did not move ({@link expectCountersMoved}). Later steps do not
 * depend on it: the scenario goes on after a failure.
 *
 * @example
 * await countersMoved(context, 'the transfer', counters, [sent.signed.id])
 */
export async function countersMoved(
  context: ScenarioContext,
  what: string,
  before: unknown,
  ids: readonly string[],
): Promise<void> {
  const [, step] = nodeCounterSteps(what)
  if (before === undefined) {
    context.recorder.skip(step.operation, step.name, needsNode)
    return
  }
  await context.recorder.step(
    step.operation,
    step.name,
    async () => {
      const after = await readNodeCounters(context)
      const processed = Number(fieldOf(after, 'clock')) - Number(fieldOf(before, 'clock'))
      context.vary(
        `${context.recorder.scenario}: the node's digests around ${what}`,
        processed === ids.length ? 'recomputed (it processed only these)' : `changed (it processed ${processed})`,
      )
      const failures = expectCountersMoved(before, after, ids)
      if (failures.length) throw new ContractStepError(failures)
    },
    { continueOnFailure: true },
  )
}
