import { createSpecValidator } from '@ledgernet/specs'
import { basicAuthHeader } from '@ledgernet/transport'
import { exchangeHttp, type HttpAnswer } from '../exchangeHttp.js'
import type { ContractFailure } from '../report/ContractReport.js'
import { checkHttpAnswer } from '../validation/checkHttpAnswer.js'
import { failuresFromViolations } from '../validation/failuresFromViolations.js'
import type { HttpProbe } from './Probe.js'
import type { ProbeRunContext } from './ProbeRunContext.js'
import { noAnswer, type ProbeOutcome, probeCheck } from './probeCheck.js'

/**
 * Sends one HTTP probe and judges the answer: it must match the spec (documented status, content
 * type, headers, body) and meet the probe's expectation (a valid request succeeds, an invalid one
 * is refused with a 4xx whose validation errors name the broken field, missing credentials get
 * 401, a wrong verb 405 with an `Allow` listing the declared methods, an unknown path 404), and
 * the probe's own value checks.
 *
 * @example
 * const check = await runHttpProbe(probe, { fetch, timeout: 10_000, baseUrls: { gateway: url } })
 */
export async function runHttpProbe(probe: HttpProbe, context: ProbeRunContext): Promise<ProbeOutcome> {
  const validator = createSpecValidator(probe.spec)
  if (validator.kind !== 'openapi') throw new TypeError(`${probe.spec} is not an OpenAPI document`)
  const operation = `${probe.spec}.${probe.operation}`
  const headers = { ...probe.request.headers }
  if (probe.credentials === 'admin' && context.admin)
    headers.authorization = basicAuthHeader(context.admin.username, context.admin.password)
  if (probe.credentials === 'wrong')
    headers.authorization = basicAuthHeader('ledgernet-contract', wrongPassword(context))
  const exchange = await exchangeHttp(
    context.fetch,
    {
      method: probe.request.method,
      url: `${context.baseUrls[probe.spec]}${probe.request.path}`,
      headers,
      ...(probe.credentials === 'admin' && context.admin ? { adminCredentials: true } : {}),
      ...(probe.request.body !== undefined ? { body: probe.request.body } : {}),
    },
    context.timeout,
    context.signal,
  )
  const failures: ContractFailure[] = []
  const answer = exchange.answer
  if (!answer) failures.push(noAnswer(operation, exchange))
  else {
    const target = probe.expect === 'wrong-verb' || probe.expect === 'unknown-path' ? probe.expect : probe.operation
    // A wrong-verb answer is checked against the document's convention, and its failures name the
    // operation whose path was probed.
    const named = probe.expect === 'wrong-verb' ? `${probe.operation} (wrong verb)` : undefined
    failures.push(...failuresFromViolations(checkHttpAnswer(validator, probe.spec, target, answer, named)))
    const expectation = expectationFailures(
      probe,
      answer,
      validator.operations.find((info) => info.operationId === probe.operation)?.successStatus,
      operation,
    )
    failures.push(...expectation)
    if (expectation.length === 0 && answer.status < 300 && probe.verify) failures.push(...probe.verify(answer))
  }
  return probeCheck(probe, operation, exchange, failures)
}

function expectationFailures(
  probe: HttpProbe,
  answer: HttpAnswer,
  successStatus: string | undefined,
  operation: string,
): ContractFailure[] {
  const { status } = answer
  const said = describeAnswer(answer)
  const fail = (message: string, expected: unknown): ContractFailure[] => [
    { operation, path: '/status', message, expected, seen: status },
  ]
  const expect = probe.expect
  if (expect === 'success') {
    const wanted = Number(successStatus ?? 200)
    return status === wanted
      ? []
      : fail(`a valid request must succeed with HTTP ${wanted}, got HTTP ${status}${said}`, [wanted])
  }
  if (expect === 'refused') {
    if (status < 300) return fail(`an invalid request (${probe.name}) was accepted with HTTP ${status}`, '4xx')
    if (status >= 500)
      return fail(`an invalid request (${probe.name}) was answered with a server error HTTP ${status}${said}`, '4xx')
    if (status < 400) return fail(`an invalid request must be refused with a 4xx, got HTTP ${status}`, '4xx')
    return namesBrokenField(probe, answer, operation)
  }
  if (expect === 'unauthorized')
    return status === 401 ? [] : fail(`${probe.name} must be refused with HTTP 401, got HTTP ${status}${said}`, [401])
  if (expect === 'wrong-verb') {
    if (status !== 405) return [] // checkHttpAnswer already reports the status
    const declared = [...(probe.declaredMethods ?? [])].sort()
    const allowed = (answer.headers.get('allow') ?? '')
      .split(',')
      .map((method) => method.trim().toUpperCase())
      .filter(Boolean)
      .sort()
    return allowed.join(',') === declared.join(',')
      ? []
      : [
          {
            operation,
            path: '/headers/allow',
            message: 'must list the methods the path declares',
            expected: declared.join(', '),
            seen: answer.headers.get('allow'),
          },
        ]
  }
  if (expect === 'unknown-path' || expect === 'documented') return []
  return status === expect.status
    ? []
    : fail(`must be HTTP ${expect.status}, got HTTP ${status}${said}`, [expect.status])
}

/** A Gateway error lists `validation_errors`: one of them must name the field the probe broke. */
function namesBrokenField(probe: HttpProbe, answer: HttpAnswer, operation: string): ContractFailure[] {
  const errors = (answer.body as { details?: { validation_errors?: unknown } } | undefined)?.details?.validation_errors
  if (!probe.brokenPath || !Array.isArray(errors)) return []
  const broken = probe.brokenPath
  const paths = errors
    .map((error) => (error as { path?: unknown })?.path)
    .filter((path): path is string => typeof path === 'string')
  const related = paths.some(
    (path) => path === broken || broken.startsWith(`${path}/`) || path.startsWith(`${broken}/`),
  )
  return related
    ? []
    : [
        {
          operation,
          path: '/body/details/validation_errors',
          message: `must name the broken field ${broken}`,
          expected: broken,
          seen: paths,
        },
      ]
}

function describeAnswer(answer: HttpAnswer): string {
  const message = (answer.body as { message?: unknown } | undefined)?.message
  return typeof message === 'string' ? ` (${message.slice(0, 160)})` : ''
}

function wrongPassword(context: ProbeRunContext): string {
  const candidate = `wrong-${context.random.hex('wrong password', 16)}`
  return candidate === context.admin?.password ? `${candidate}-x` : candidate
}
