import type { HttpExchange } from '../exchangeHttp.js'
import type { ContractCheck, ContractFailure } from '../report/ContractReport.js'
import { summarizeExchange } from '../report/summarizeExchange.js'
import type { HttpProbe, RpcProbe } from './Probe.js'

/**
 * The report record of one probe: a pass when nothing failed, else a fail whose reason is the
 * first failure and which keeps a summary of the exchange. `operation` is `spec.operation`.
 *
 * @example
 * return probeCheck(probe, `${probe.spec}.${probe.operation}`, exchange, failures)
 */
export function probeCheck(
  probe: HttpProbe | RpcProbe,
  operation: string,
  exchange: HttpExchange,
  failures: ContractFailure[],
): ContractCheck {
  return {
    id: `${operation} › ${probe.name}`,
    kind: 'operation',
    spec: probe.spec,
    operation: probe.operation,
    category: probe.category,
    name: probe.name,
    outcome: failures.length ? 'fail' : 'pass',
    ...(failures.length ? { reason: failures[0]!.message, exchange: summarizeExchange(exchange) } : {}),
    failures,
    durationMs: Math.round(exchange.durationMs),
  }
}
