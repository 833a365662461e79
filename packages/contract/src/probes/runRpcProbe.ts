import { createSpecValidator } from '@ledgernet/specs'
import { exchangeHttp } from '../exchangeHttp.js'
import type { ContractFailure } from '../report/ContractReport.js'
import { checkRpcAnswer } from '../validation/checkRpcAnswer.js'
import { failuresFromViolations } from '../validation/failuresFromViolations.js'
import type { RpcProbe } from './Probe.js'
import type { ProbeRunContext } from './ProbeRunContext.js'
import { noAnswer, type ProbeOutcome, probeCheck } from './probeCheck.js'

/**
 * Sends one JSON-RPC probe and judges the answer: it must be a JSON-RPC 2.0 answer matching the
 * document (result schema, declared error code) and meet the expectation (a result for a valid
 * call, an error for an invalid one, the exact envelope error code), and the probe's value checks.
 *
 * @example
 * const check = await runRpcProbe(probe, { fetch, timeout: 10_000, baseUrls: { 'node-rpc': 'http://127.0.0.1:8080/rpc' } })
 */
export async function runRpcProbe(probe: RpcProbe, context: ProbeRunContext): Promise<ProbeOutcome> {
  const validator = createSpecValidator(probe.spec)
  if (validator.kind !== 'openrpc') throw new TypeError(`${probe.spec} is not an OpenRPC document`)
  const operation = `${probe.spec}.${probe.operation}`
  const exchange = await exchangeHttp(
    context.fetch,
    {
      method: 'POST',
      url: context.baseUrls[probe.spec]!,
      headers: { 'content-type': 'application/json' },
      body: probe.body,
    },
    context.timeout,
    context.signal,
  )
  const failures: ContractFailure[] = []
  if (!exchange.answer) failures.push(noAnswer(operation, exchange))
  else if (probe.judge) failures.push(...probe.judge(exchange.answer, operation))
  else {
    const checked = checkRpcAnswer(validator, probe.spec, probe.method, probe.id, exchange.answer)
    failures.push(...failuresFromViolations(checked.violations))
    const hasResult = 'result' in checked
    const code = checked.error?.code
    const expect = probe.expect
    if (expect === 'result' && !hasResult)
      failures.push({
        operation,
        path: '/body/error',
        message: `a valid call must get a result, got error ${String(code)} (${String(checked.error?.message ?? '')})`,
        expected: 'result',
        seen: checked.error,
      })
    if ((expect === 'error' || typeof expect === 'object') && hasResult)
      failures.push({
        operation,
        path: '/body/result',
        message: `an invalid call (${probe.name}) was answered with a result`,
        expected: 'error',
        seen: checked.result,
      })
    // An invalid call is refused (-32602, or the code of the rule it breaks), not met with an
    // internal error or a node that cannot serve: as an HTTP server's 5xx, that is a crash.
    if (expect === 'error' && !hasResult && (code === -32603 || code === -32000))
      failures.push({
        operation,
        path: '/body/error/code',
        message: `an invalid call (${probe.name}) must be refused (-32602 or the code of the rule it breaks), not answered ${String(code)}`,
        expected: 'a refusal (-32602 or a domain code)',
        seen: code,
      })
    if (typeof expect === 'object' && !hasResult && code !== expect.errorCode)
      failures.push({
        operation,
        path: '/body/error/code',
        message: `must be ${expect.errorCode}`,
        expected: expect.errorCode,
        seen: code,
      })
    if (typeof expect === 'object' && code === expect.errorCode && probe.errorData) {
      const data = checked.error?.data as Record<string, unknown> | undefined
      for (const [field, wanted] of Object.entries(probe.errorData)) {
        const seen = typeof data === 'object' && data !== null ? data[field] : undefined
        if (!Object.is(seen, wanted))
          failures.push({
            operation,
            path: `/body/error/data/${field}`,
            message:
              wanted === undefined
                ? `must be absent for ${probe.name.replace(/ at .*/, '')} here`
                : `must be ${JSON.stringify(wanted)} (the code table's data for ${expect.errorCode})`,
            expected: wanted ?? 'absent',
            seen: seen ?? 'absent',
          })
      }
    }
    if (failures.length === 0 && hasResult && probe.verify) failures.push(...probe.verify(checked.result))
  }
  return probeCheck(probe, operation, exchange, failures)
}
