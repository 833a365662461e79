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
 * The failures of a node whose system record did not move with `committed` transactions the runner
 * saw CONFIRMED between the readings `before` and `after`: a committed counter that grew by less,
 * a commitment digest that stayed the same, a cumulative counter that went back. Each names the
 * field (`/body/ledger/processed`), the value expected and the value seen.
 *
 * @example
 * expectCountersMoved({ clock: 4, ledger: { processed: 4 } }, { clock: 4, ledger: { processed: 5 } }, 1)
 * // [{ operation: 'node-rest.getSystem', path: '/body/clock', message: 'the logical clock … must grow …', expected: '≥ 5', seen: 4 }, …]
 */
export function expectCountersMoved(before: unknown, after: unknown, committed: number): ContractFailure[] {
  const failures: ContractFailure[] = []
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
  for (const field of commitmentDigests) {
    const was = fieldOf(before, ...field)
    const seen = fieldOf(after, ...field)
    if (Object.is(was, seen))
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
 * await countersMoved(context, 'the transfer', counters)
 */
export async function countersMoved(context: ScenarioContext, what: string, before: unknown): Promise<void> {
  const [, step] = nodeCounterSteps(what)
  if (before === undefined) {
    context.recorder.skip(step.operation, step.name, needsNode)
    return
  }
  await context.recorder.step(
    step.operation,
    step.name,
    async () => {
      const failures = expectCountersMoved(before, await readNodeCounters(context), 1)
      if (failures.length) throw new ContractStepError(failures)
    },
    { continueOnFailure: true },
  )
}
