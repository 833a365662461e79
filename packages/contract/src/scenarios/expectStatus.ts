import type { HttpAnswer } from '../exchangeHttp.js'
import { ContractStepError } from './ContractStepError.js'

/**
 * Stops a scenario step unless the answer has `status` (a scenario's requests are valid, so
 * anything else is the server's failure): names the operation, the status seen and the server's
 * own message.
 *
 * @example
 * expectStatus(answer, 'gateway.buildTransaction', 200)
 */
export function expectStatus(answer: HttpAnswer, operation: string, status: number): void {
  if (answer.status === status) return
  const message = (answer.body as { message?: unknown } | undefined)?.message
  throw new ContractStepError([
    {
      operation,
      path: '/status',
      message: `a valid request must succeed with HTTP ${status}, got HTTP ${answer.status}${typeof message === 'string' ? `: ${message.slice(0, 200)}` : ''}`,
      expected: [status],
      seen: answer.status,
    },
  ])
}
