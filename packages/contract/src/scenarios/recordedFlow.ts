import type { PrivateKey, Signer } from '@ledgernet/crypto'
import {
  type FlowOptions,
  type FlowResult,
  gatewaySteps,
  type InterfaceSteps,
  type LedgerSteps,
  viaJsonRpc,
} from '@ledgernet/flows'
import { ContractStepError } from './ContractStepError.js'
import { expectDuplicate, fieldOf } from './expectValue.js'
import { gatewayFinalize, type SignedForms } from './gatewayFinalize.js'
import type { ScenarioContext } from './ScenarioContext.js'
import type { OpenStep } from './ScenarioRecorder.js'

/** What a flow asked its build step for. */
type FlowBuildRequest = Parameters<InterfaceSteps['build']>[0]

/** The names of the steps one transaction of a scenario reports (each is in the scenario's plan). */
export type FlowStepNames = {
  build: string
  /** The flows' check of the built transaction before signing (the one pre-sign comparison). */
  check: string
  /** Finalize, where the plan has one (always over JSON-RPC; over the Gateway API when asked). */
  finalize?: string
  submit: string
  wait: string
}

/**
 * One transaction of a scenario: the flow's request and build answer, the transaction as the
 * flows signed it, the flow's result, and the newest ledger version seen just before the submit.
 *
 * @example
 * const { signed, result } = transaction
 */
export type RecordedTransaction = {
  request: FlowBuildRequest
  /** The fee the build answer announced (subunits), which the flows compared with the blob's. */
  fee: bigint
  signed: SignedForms
  result: FlowResult
  versionBeforeSubmit: number | undefined
}

/**
 * How a scenario runs one transaction through the flows: over which interface, the names of its
 * steps, the Gateway API's finalize before the submit (`submit: false`, the described lifecycle;
 * `submit: true`, after which the submit must answer `duplicate: true`; none: the flows' own
 * submit without finalize), what the contract sends right before the submit, and the largest fee
 * it signs for.
 *
 * @example
 * const plan: FlowPlan = { via: 'gateway', names, finalize: 'submit-false', maxFee: 10n ** 19n }
 */
export type FlowPlan = {
  via: 'gateway' | 'rpc'
  names: FlowStepNames
  finalize?: 'submit-false' | 'submit-true'
  beforeSubmit?: (signed: SignedForms) => Promise<void>
  /**
   * Gateway API without finalize: a server that keeps the described lifecycle refuses the submit
   * (a 4xx); the transaction is then finalized (`submit: false`) and submitted again, in the same
   * step, and the report notes which lifecycle the server keeps.
   */
  orFinalizeFirst?: boolean
  maxFee: bigint
  /** Another signer than the run's funded key (a scenario's own account, funded by it first). */
  key?: PrivateKey
}

/**
 * A transaction a flow built, checked, signed and finalized, held at the moment it would submit
 * (so that a scenario can submit several at once with the flows' own submit step).
 *
 * @example
 * const { signed } = held
 */
export type HeldTransaction = Omit<RecordedTransaction, 'result' | 'versionBeforeSubmit'>

/** A read-only run's stop at the moment the flow would sign: everything before it was checked. */
class ReadOnlyStop extends Error {}

/** A held flow's stop at the moment it would submit: everything before it was recorded. */
class HeldBeforeSubmit extends Error {}

const operations = {
  gateway: {
    build: 'gateway.buildTransaction',
    finalize: 'gateway.finalizeTransaction',
    submit: 'gateway.submitTransaction',
    status: 'gateway.getTransactionStatus',
  },
  rpc: {
    build: 'node-rpc.ledger.buildTransaction',
    finalize: 'node-rpc.ledger.finalizeTransaction',
    submit: 'node-rpc.ledger.submitTransaction',
    status: 'node-rpc.ledger.statusOfTransaction',
  },
}

/**
 * Runs one flow of `@ledgernet/flows` (`run`: `transfer`, `createToken`, `submitActions`, … given
 * the steps as its client) with each of its steps recorded as a check of the scenario: the build
 * (its answer checked against the spec), the flows' own check of the built transaction before
 * signing (it passes when the flow signs: the flows sign nothing they have not compared with the
 * request — network, fee payer, message, flag, every action, the announced fee, the payload),
 * the finalize, the submit (and what the contract adds before it), the wait for CONFIRMED. The
 * flows' lifecycle is run as it is: nothing of it is done again here. Answers the transaction,
 * or `undefined` in a read-only run, which stops when the flow would sign. A failed step records
 * its failures (the flow's error read field by field) and ends the scenario.
 *
 * @example
 * const sent = await recordedFlow(context, plan, (client, options) => transfer(client, { ...options, to, amount }))
 */
export async function recordedFlow(
  context: ScenarioContext,
  plan: FlowPlan,
  run: (client: LedgerSteps, options: FlowOptions) => Promise<FlowResult>,
  held = false,
): Promise<RecordedTransaction | undefined> {
  const { recorder } = context
  const { names, via } = plan
  const ops = operations[via]
  const inner = via === 'gateway' ? gatewaySteps(context.clients.gateway!) : viaJsonRpc(context.clients.rpc!)
  let check: OpenStep | undefined
  let wait: OpenStep | undefined
  const captured: Partial<RecordedTransaction> = {}

  // The flows' own finalize (JSON-RPC's; the Gateway API's with submit: false), recorded as a step;
  // a Gateway API finalize that submits is the contract's own (the flows never submit by finalize).
  const finalize = async (signed: SignedForms, call: Parameters<InterfaceSteps['submit']>[1]) =>
    recorder.step(ops.finalize, names.finalize!, async () => {
      // A finalize that submits may commit at once: the version before submission is read before it.
      captured.versionBeforeSubmit ??= context.ledger.version
      if (plan.finalize === 'submit-true')
        await gatewayFinalize(context.clients.gateway!, signed, { submit: true }, call)
      else await inner.finalize(signed, call)
      recorder.assertClean()
    })
  const finalizes = via === 'rpc' || plan.finalize !== undefined

  const steps: LedgerSteps = {
    interface: via === 'gateway' ? 'Gateway API' : 'JSON-RPC',
    network: (option) => inner.network(option),
    async build(request, publicKey, call) {
      const built = await recorder.step(ops.build, names.build, async () => {
        const answer = await inner.build(request, publicKey, call)
        recorder.assertClean()
        return answer
      })
      captured.request = request
      check = recorder.open(ops.build, names.check)
      return {
        ...built,
        mismatches: (decoded) => {
          captured.fee = decoded.fee
          return built.mismatches(decoded)
        },
      }
    },
    finalize: finalizes ? finalize : (signed, call) => inner.finalize(signed, call),
    finalizeFirst: () => finalizes,
    // The flows' own check of a CONFIRMED record against what was signed: a difference fails the wait.
    ...(inner.checkRecord ? { checkRecord: (answer, expected) => inner.checkRecord!(answer, expected) } : {}),
    async submit(signed, call) {
      captured.signed = signed
      if (held) throw new HeldBeforeSubmit()
      await plan.beforeSubmit?.(signed)
      captured.versionBeforeSubmit ??= context.ledger.version
      await recorder.step(ops.submit, names.submit, async () => {
        if (plan.orFinalizeFirst) await submitOrFinalizeFirst(context, inner, signed, call)
        else await inner.submit(signed, call)
        recorder.assertClean()
        // After a finalize that submitted, the submit must find the transaction known already.
        const duplicate = fieldOf(context.lastAnswer(), ...(via === 'rpc' ? ['result', 'duplicate'] : ['duplicate']))
        const failures = expectDuplicate(
          ops.submit,
          via === 'rpc' ? '/body/result/duplicate' : '/body/duplicate',
          plan.finalize === 'submit-true',
          duplicate,
        )
        if (failures.length) throw new ContractStepError(failures)
      })
      // A CONFIRMED answer that breaks the spec fails the wait, and the steps after it still run:
      // comparing the record with what was signed names the field a lie changed.
      wait = recorder.open(ops.status, names.wait, { continueOnFailure: true })
    },
    async status(transactionId, call) {
      const answer = await inner.status(transactionId, call)
      // A status no lifecycle has ends the wait at once, rather than at its timeout.
      if (!['PENDING', 'CONFIRMED', 'FAILED'].includes(answer.status))
        throw new ContractStepError([
          {
            operation: ops.status,
            path: via === 'rpc' ? '/body/result/status' : '/body/transaction/transaction_status/status',
            message: `a transaction is PENDING, CONFIRMED or FAILED, got ${JSON.stringify(answer.status)}`,
            expected: ['PENDING', 'CONFIRMED', 'FAILED'],
            seen: answer.status,
          },
        ])
      return answer
    },
  }

  const key = (plan.key ?? context.key).toSigner()
  const signer: Signer = {
    publicKey: key.publicKey,
    async sign(payload) {
      // The flows sign only once every check of the built transaction passed.
      check?.pass()
      if (context.readOnly) throw new ReadOnlyStop()
      return key.sign(payload)
    },
  }

  try {
    const result = await run(steps, {
      signer,
      maxFee: plan.maxFee,
      network: context.network.name,
      timeout: context.confirmTimeout,
      requestTimeout: context.timeout,
      signal: context.signal,
      submitRetry: false,
    })
    wait?.pass()
    const transaction = { ...(captured as Omit<RecordedTransaction, 'result'>), result }
    context.builds.push({
      what: `${recorder.scenario}: ${names.build}`,
      signedLength: transaction.signed.signedHex.length / 2,
      tokensCreated: transaction.request.actions.filter((action) => action.type === 'CreateTokenDefinition').length,
      fee: transaction.fee,
    })
    return transaction
  } catch (error) {
    if (error instanceof ReadOnlyStop) return undefined
    if (error instanceof HeldBeforeSubmit) return captured as RecordedTransaction
    const open = [check, wait].find((step) => step !== undefined && !step.done)
    if (open) {
      open.fail(error)
      throw new ContractStepError([])
    }
    throw error
  }
}

/**
 * Runs a flow as {@link recordedFlow} does up to the moment it would submit — build, the flows'
 * check before signing, sign, finalize when the plan has one — and holds it there: answers the
 * transaction (`undefined` in a read-only run). Its plan's names need no submit or wait step.
 *
 * @example
 * const first = await heldFlow(context, plan, (client, options) => transfer(client, { ...options, to, amount }))
 */
export async function heldFlow(
  context: ScenarioContext,
  plan: FlowPlan,
  run: (client: LedgerSteps, options: FlowOptions) => Promise<FlowResult>,
): Promise<HeldTransaction | undefined> {
  return recordedFlow(context, plan, run, true)
}

/**
 * The submit of a transaction that was not finalized (decision 031), against either lifecycle:
 * taken, or refused with a 4xx by a server that submits only what it finalized — then finalized
 * (`submit: false`) and submitted again. Notes which one the server keeps.
 */
async function submitOrFinalizeFirst(
  context: ScenarioContext,
  inner: InterfaceSteps,
  signed: SignedForms,
  call: Parameters<InterfaceSteps['submit']>[1],
): Promise<void> {
  const what = 'gateway: lifecycle'
  try {
    await inner.submit(signed, call)
    context.vary(what, 'takes a submit without finalize (decision 031)')
  } catch (error) {
    // The flows' own reading of a refusal that may be a gateway keeping the described lifecycle.
    if (!inner.refusedUnfinalized?.(error)) throw error
    const status = (error as { cause?: { status?: unknown } }).cause?.status
    context.vary(what, `submits only what it finalized (a submit without finalize: HTTP ${String(status)})`)
    await inner.finalize(signed, call)
    await inner.submit(signed, call)
  }
}
