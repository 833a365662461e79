import type { HttpExchange } from '../exchangeHttp.js'
import type { ContractCheck, ContractFailure } from '../report/ContractReport.js'
import { summarizeExchange } from '../report/summarizeExchange.js'
import type { HttpProbe, RpcProbe } from './Probe.js'

/**
 * What running a probe gives: its check, how long it took, and whether the server answered at
 * all (a run takes a server that stopped answering as gone).
 *
 * @example
 * const { check, durationMs, answered } = await runHttpProbe(probe, context)
 */
export type ProbeOutcome = { check: ContractCheck; durationMs: number; answered: boolean }

/**
 * The report record of one probe: a pass when nothing failed, else a fail whose reason is the
 * first failure and which keeps a summary of the exchange; a skip when the run's own stop cut
 * the request short. `operation` is `spec.operation`. Answers the check and how long it took.
 *
 * @example
 * return probeCheck(probe, `${probe.spec}.${probe.operation}`, exchange, failures)
 */
export function probeCheck(
  probe: HttpProbe | RpcProbe,
  operation: string,
  exchange: HttpExchange,
  failures: ContractFailure[],
): ProbeOutcome {
  const durationMs = Math.round(exchange.durationMs)
  // A body over the limit is an answer: the server is there, it said too much.
  const answered = exchange.answer !== undefined || exchange.tooLarge !== undefined
  if (exchange.stopped)
    return {
      check: {
        id: `${operation} › ${probe.name}`,
        kind: 'operation',
        spec: probe.spec,
        operation: probe.operation,
        category: probe.category,
        name: probe.name,
        outcome: 'skip',
        reason: 'not run: the run stopped',
        failures: [],
      },
      durationMs,
      answered: true,
    }
  const check: ContractCheck = {
    id: `${operation} › ${probe.name}`,
    kind: 'operation',
    spec: probe.spec,
    operation: probe.operation,
    category: probe.category,
    name: probe.name,
    outcome: failures.length ? 'fail' : 'pass',
    ...(failures.length ? { reason: failures[0]!.message, exchange: summarizeExchange(exchange) } : {}),
    failures,
  }
  return { check, durationMs, answered }
}

/**
 * The failure of a probe that got no answer: none within the time limit, a refused or reset
 * connection, or a body longer than the run's limit (naming the limit and the size seen).
 *
 * @example
 * if (!exchange.answer) failures.push(noAnswer('gateway.deriveToken', exchange))
 */
export function noAnswer(operation: string, exchange: HttpExchange): ContractFailure {
  const { tooLarge } = exchange
  return tooLarge
    ? {
        operation,
        path: '/body',
        message: `${operation}: ${tooLarge.shortMessage}`,
        expected: `at most ${tooLarge.limit} bytes`,
        seen: tooLarge.declared ?? tooLarge.seen,
      }
    : { operation, path: '', message: exchange.error ?? 'no answer' }
}
