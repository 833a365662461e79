import type { FlowStepNames } from './recordedFlow.js'
import type { ScenarioStep } from './ScenarioRecorder.js'

/**
 * The steps one transaction of a scenario reports, named after it: `what` is how its build is
 * named (`a transfer of 1 XRD`), `label` how the other steps name it (`the transfer`); `finalize`
 * names the finalize step when the transaction has one.
 *
 * @example
 * flowStepNames('a burn of 400 of the token', 'the burn', 'finalize the burn (submit: false)').check
 * // 'the built burn is what was asked (checked before signing)'
 */
export function flowStepNames(what: string, label: string, finalize?: string): FlowStepNames {
  return {
    build: `build ${what}`,
    check: `the built ${label.replace(/^the /, '')} is what was asked (checked before signing)`,
    ...(finalize !== undefined ? { finalize } : {}),
    submit: `submit ${label}`,
    wait: `status of ${label} reaches CONFIRMED`,
  }
}

/**
 * The plan entries of {@link flowStepNames}, in the order the flows run them: build, check,
 * finalize (if any), then what the scenario adds before the submit (`beforeSubmit`), submit, wait.
 *
 * @example
 * const steps = flowPlan({ names, via: 'gateway' })
 */
export function flowPlan(
  names: FlowStepNames,
  via: 'gateway' | 'rpc',
  beforeSubmit: readonly ScenarioStep[] = [],
): ScenarioStep[] {
  const spec = via === 'gateway' ? 'gateway' : 'node-rpc.ledger'
  return [
    { operation: `${spec}.buildTransaction`, name: names.build },
    { operation: `${spec}.buildTransaction`, name: names.check },
    ...(names.finalize !== undefined ? [{ operation: `${spec}.finalizeTransaction`, name: names.finalize }] : []),
    ...beforeSubmit,
    { operation: `${spec}.submitTransaction`, name: names.submit },
    {
      operation: via === 'gateway' ? 'gateway.getTransactionStatus' : 'node-rpc.ledger.statusOfTransaction',
      name: names.wait,
    },
  ]
}
