import { ContractStepError } from './ContractStepError.js'
import type { BuiltFee, ScenarioContext } from './ScenarioContext.js'
import type { ScenarioStep } from './ScenarioRecorder.js'

const name =
  'every fee the run paid is perByte × L + perToken × T with one perByte and one perToken (transaction-format A.4)'

/**
 * The steps of the fees scenario: one.
 *
 * @example
 * feeFormulaSteps.length // 1
 */
export const feeFormulaSteps: readonly ScenarioStep[] = [{ operation: 'gateway.buildTransaction', name }]

/**
 * The fee formula of `specs/transaction-format.md` A.4 over every Gateway API and JSON-RPC
 * transaction the run built and signed: the fee depends only on the signed length `L` and the
 * number of tokens created `T`, as perByte × L + perToken × T, where the server owns the two
 * numbers. A transfer gives perByte (an exact division); every other transaction must agree
 * with it, and those that create tokens with one perToken. Needs two transactions that create no
 * token (the scenarios before build them).
 *
 * @example
 * await feeFormulaScenario(context)
 */
export async function feeFormulaScenario(context: ScenarioContext): Promise<void> {
  const plain = context.builds.filter((built) => built.tokensCreated === 0)
  if (plain.length < 2)
    return context.recorder.skip(
      feeFormulaSteps[0]!.operation,
      name,
      'needs two transactions without a token creation (the transfer scenarios did not run)',
    )
  await context.recorder.step(feeFormulaSteps[0]!.operation, name, async () => {
    const failures = feeFormulaFailures(context.builds)
    if (failures.length) throw new ContractStepError(failures)
  })
}

/**
 * The failures of fees that no one perByte and perToken explain, each naming the transaction, its
 * L, T and fee, and the fee the formula gives.
 *
 * @example
 * feeFormulaFailures([{ what: 'a', signedLength: 10, tokensCreated: 0, fee: 20n }, { what: 'b', signedLength: 12, tokensCreated: 0, fee: 25n }]) // one failure, naming b
 */
export function feeFormulaFailures(builds: readonly BuiltFee[]) {
  const operation = 'gateway.buildTransaction'
  const path = '/body/transaction_build/fee'
  const first = builds.find((built) => built.tokensCreated === 0)
  if (!first) return []
  const failures = []
  const perByte = first.fee / BigInt(first.signedLength)
  if (perByte * BigInt(first.signedLength) !== first.fee)
    failures.push({
      operation,
      path,
      message: `${first.what}: a fee of ${first.fee} for ${first.signedLength} signed bytes and no token is no whole number per byte`,
      expected: 'perByte × L',
      seen: first.fee.toString(),
    })
  let perToken: bigint | undefined
  for (const built of builds) {
    const rest = built.fee - perByte * BigInt(built.signedLength)
    const tokens = BigInt(built.tokensCreated)
    const fits =
      tokens === 0n
        ? rest === 0n
        : rest >= 0n && rest % tokens === 0n && (perToken === undefined || rest / tokens === perToken)
    if (tokens > 0n && fits) perToken ??= rest / tokens
    if (!fits)
      failures.push({
        operation,
        path,
        message: `${built.what}: ${built.signedLength} signed bytes and ${built.tokensCreated} token(s) created cost ${built.fee}, not ${perByte} × ${built.signedLength}${tokens > 0n ? ` + ${perToken ?? 'perToken'} × ${tokens}` : ''}`,
        expected: (perByte * BigInt(built.signedLength) + (perToken ?? 0n) * tokens).toString(),
        seen: built.fee.toString(),
      })
  }
  return failures
}
