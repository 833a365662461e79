import { errorJson, LedgernetError } from '@ledgernet/errors'
import type { UnsignedTransaction } from '@ledgernet/transaction'
import { packageTag } from '../packageTag.js'
import type { LedgerViolation } from './LedgerViolation.js'

/**
 * Why a transaction was not built, finalized or submitted — independent of the interface that
 * asked. The Gateway API and JSON-RPC each turn it into their own error.
 *
 * @example
 * const problem: IntakeProblem = { kind: 'wrongNetwork', found: 'mainnet', hex: '4c4e5401…' }
 */
export type IntakeProblem =
  | { kind: 'malformed'; hex: string; offset: number; field: string; reason: string }
  | { kind: 'wrongNetwork'; hex: string; found: string }
  | {
      kind: 'window'
      hex: string
      reason: 'NOT_YET_VALID' | 'EXPIRED'
      currentEpoch: number
      startEpoch: bigint
      endEpoch: bigint
    }
  | { kind: 'idMismatch'; hex: string; given: string; computed: string }
  | { kind: 'publicKey'; publicKeyHex: string; reason: string }
  | {
      kind: 'signature'
      reason: 'MALFORMED_DER' | 'VERIFICATION_FAILED' | 'NOT_FEE_PAYER'
      detail: string
      publicKeyHex: string
      derHex: string
      feePayer: string
    }
  | { kind: 'feeMismatch'; hex: string; given: bigint; expected: bigint }
  | { kind: 'encode'; field: string; reason: string }
  | { kind: 'ledger'; violation: LedgerViolation; transaction: UnsignedTransaction }
  | { kind: 'mempoolFull'; size: number }
  | { kind: 'journalFailing'; error: string }

/**
 * Thrown by the {@link TransactionDesk} when a transaction is refused; carries the problem. Never
 * leaves the sandbox: each interface answers it with its own error.
 *
 * @example
 * try { desk.submit({ signedHex }) } catch (error) { if (error instanceof IntakeError) console.log(error.problem.kind) }
 */
export class IntakeError extends LedgernetError<'INTAKE_REFUSED'> {
  override name = 'IntakeError' as const
  readonly problem: IntakeProblem

  constructor(problem: IntakeProblem, message: string) {
    super(message, { code: 'INTAKE_REFUSED', packageTag })
    this.problem = problem
  }

  /**
   * The error as JSON, the problem's bigints (fees, epochs) as decimal strings.
   *
   * @example
   * JSON.stringify(error) // '{"name":"IntakeError","code":"INTAKE_REFUSED",…}'
   */
  toJSON(): Record<string, unknown> {
    return errorJson(this)
  }
}
