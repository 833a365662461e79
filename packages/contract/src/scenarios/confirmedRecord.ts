import { nativeTokenRri } from '@ledgernet/crypto'
import { toGatewayActions } from '@ledgernet/transaction'
import type { ContractFailure } from '../report/ContractReport.js'
import { ContractStepError } from './ContractStepError.js'
import { expectSame } from './expectSame.js'
import { expectValue, fieldOf } from './expectValue.js'
import type { RecordedTransaction } from './recordedFlow.js'
import type { ScenarioContext } from './ScenarioContext.js'

const operation = 'gateway.getTransactionStatus'

/**
 * The name of {@link confirmedRecordStep}'s step for a transaction (`label`: `the transfer`), as
 * a scenario's plan lists it.
 *
 * @example
 * confirmedRecordName('the burn') // 'the CONFIRMED record of the burn says what was signed, at the version that committed it'
 */
export function confirmedRecordName(label: string): string {
  return `the CONFIRMED record of ${label} says what was signed, at the version that committed it`
}

/**
 * The step after a Gateway API transaction is CONFIRMED: its status record must say what was
 * signed and where the ledger put it. Three reads: at the current state, at the version the record
 * says committed it (`at_state_identifier`), and at the version before. Every field of the record
 * is checked: the id, the actions asked for (every field), the fee of the build signed in the
 * native token, the signed bytes, the message; the status CONFIRMED at the commit version and
 * not before it (unknown or PENDING there); that version after the newest one the run saw before
 * the submit and not after the state the answer was read at; `confirmed_time` the time of the
 * state at that version and not after the answer's; an answer read at a version is read there.
 *
 * @example
 * await confirmedRecordStep(context, 'the transfer', transaction)
 */
export async function confirmedRecordStep(
  context: ScenarioContext,
  label: string,
  transaction: RecordedTransaction,
): Promise<void> {
  const { recorder } = context
  await recorder.step(operation, confirmedRecordName(label), async () => {
    const { signed, request, fee } = transaction
    const read = async (at?: number | Record<string, unknown>) => {
      const answer = await context.caller.http('gateway', 'getTransactionStatus', {
        network_identifier: { network: context.network.name },
        transaction_identifier: { hash: signed.id },
        ...(at !== undefined ? { at_state_identifier: typeof at === 'number' ? { version: at } : at } : {}),
      })
      return answer
    }
    const now = await read()
    const failures: ContractFailure[] = []
    if (now.status !== 200)
      throw new ContractStepError([
        {
          operation,
          path: '/status',
          message: `the status of a confirmed transaction must be read, got HTTP ${now.status}`,
          expected: [200],
          seen: now.status,
        },
      ])
    // No assertClean: an answer that breaks the spec fails the step anyway (its violations are the
    // step's failures), and comparing it with what was signed names the field a lie changed.
    const expected = {
      transaction_identifier: { hash: signed.id },
      actions: toGatewayActions(request.actions),
      fee_paid: { value: fee.toString(), token_identifier: { rri: nativeTokenRri(context.network) } },
      metadata: { hex: signed.signedHex },
    }
    const recordFailures = (body: unknown, where: string) => [
      ...expectSame(
        operation,
        '/body/transaction',
        expected,
        fieldOf(body, 'transaction'),
        `must say what was signed${where}`,
      ),
      ...expectValue(
        operation,
        '/body/transaction/metadata/message',
        request.message,
        fieldOf(body, 'transaction', 'metadata', 'message'),
        `must be the message signed (none: absent)${where}`,
      ),
      ...expectValue(
        operation,
        '/body/transaction/transaction_status/status',
        'CONFIRMED',
        fieldOf(body, 'transaction', 'transaction_status', 'status'),
        `a confirmed transaction stays CONFIRMED${where}`,
      ),
    ]
    failures.push(...recordFailures(now.body, ''))
    const version = fieldOf(now.body, 'transaction', 'transaction_status', 'ledger_state_version')
    const confirmedTime = fieldOf(now.body, 'transaction', 'transaction_status', 'confirmed_time')
    const readAt = fieldOf(now.body, 'ledger_state', 'version')
    const versionPath = '/body/transaction/transaction_status/ledger_state_version'
    if (typeof version !== 'number' || typeof readAt !== 'number') throw new ContractStepError(failures)
    if (version > readAt)
      failures.push({
        operation,
        path: versionPath,
        message: `committed at version ${version}, after the state the answer was read at (${readAt})`,
        expected: `≤ ${readAt}`,
        seen: version,
      })
    const before = transaction.versionBeforeSubmit
    if (before !== undefined && version <= before)
      failures.push({
        operation,
        path: versionPath,
        message: `committed at version ${version}, but the ledger was at version ${before} before the transaction was submitted`,
        expected: `> ${before}`,
        seen: version,
      })
    const readTime = fieldOf(now.body, 'ledger_state', 'timestamp')
    if (
      typeof confirmedTime === 'string' &&
      typeof readTime === 'string' &&
      Date.parse(confirmedTime) > Date.parse(readTime)
    )
      failures.push({
        operation,
        path: '/body/transaction/transaction_status/confirmed_time',
        message: `confirmed after the time of the state the answer was read at (${readTime})`,
        expected: `≤ ${readTime}`,
        seen: confirmedTime,
      })
    if (failures.length) throw new ContractStepError(failures)

    // At the version it names, the record is there, CONFIRMED, read at that very state and time.
    const at = await read(version)
    if (at.status !== 200)
      throw new ContractStepError([
        {
          operation,
          path: versionPath,
          message: `at version ${version}, which the record says committed it, the transaction is unknown (HTTP ${at.status})`,
          expected: 'a CONFIRMED record at that version',
          seen: version,
        },
      ])
    failures.push(...recordFailures(at.body, ` (read at version ${version})`))
    failures.push(
      ...expectValue(
        operation,
        '/body/ledger_state/version',
        version,
        fieldOf(at.body, 'ledger_state', 'version'),
        `an answer read at version ${version} is read there`,
      ),
    )
    const atStatus = fieldOf(at.body, 'transaction', 'transaction_status', 'status')
    if (atStatus !== 'CONFIRMED')
      failures.push({
        operation,
        path: versionPath,
        message: `at version ${version}, which the record says committed it, the transaction is ${String(atStatus)}`,
        expected: `the version that committed it`,
        seen: version,
      })
    const stateTime = fieldOf(at.body, 'ledger_state', 'timestamp')
    if (typeof stateTime === 'string' && confirmedTime !== stateTime)
      failures.push({
        operation,
        path: '/body/transaction/transaction_status/confirmed_time',
        message: `must be the time of the state that committed it (version ${version}: ${stateTime})`,
        expected: stateTime,
        seen: confirmedTime,
      })
    failures.push(
      ...expectValue(
        operation,
        versionPath,
        version,
        fieldOf(at.body, 'transaction', 'transaction_status', 'ledger_state_version'),
        'must name the same version read at that version',
      ),
    )
    if (failures.length) throw new ContractStepError(failures)

    // The same state asked by its time, and by its epoch and round: the last state at or before
    // them is at or after the commit, and the record is CONFIRMED there.
    const state = fieldOf(at.body, 'ledger_state') as { epoch?: unknown; round?: unknown; timestamp?: unknown }
    for (const point of [{ timestamp: state.timestamp }, { epoch: state.epoch, round: state.round }]) {
      const answer = await read(point)
      const where = ` (read at ${JSON.stringify(point)}, the state of version ${version})`
      if (answer.status !== 200) {
        failures.push({
          operation,
          path: '/body/at_state_identifier',
          message: `the state of version ${version} asked by ${Object.keys(point).join(' and ')} must be found, got HTTP ${answer.status}`,
          expected: [200],
          seen: answer.status,
        })
        continue
      }
      const seenVersion = fieldOf(answer.body, 'ledger_state', 'version')
      if (typeof seenVersion !== 'number' || seenVersion < version)
        failures.push({
          operation,
          path: '/body/ledger_state/version',
          message: `the last state at or before ${JSON.stringify(point)} is at or after version ${version}${where}`,
          expected: `≥ ${version}`,
          seen: seenVersion,
        })
      failures.push(...recordFailures(answer.body, where))
    }
    if (failures.length) throw new ContractStepError(failures)

    // At the version before, it was not committed yet: unknown, or PENDING.
    if (version >= 1) {
      const previous = await read(version - 1)
      const status = fieldOf(previous.body, 'transaction', 'transaction_status', 'status')
      if (!(previous.status === 404 || (previous.status === 200 && status === 'PENDING')))
        failures.push({
          operation,
          path: versionPath,
          message: `at version ${version - 1}, before the version the record says committed it, the transaction must be unknown or PENDING: got HTTP ${previous.status}${previous.status === 200 ? ` ${String(status)}` : ''}`,
          expected: `committed at ${version}`,
          seen: version,
        })
    }
    if (failures.length) throw new ContractStepError(failures)
    context.vary(`${recorder.scenario}: ${label}: commit version`, version)
  })
}
