import { encodeAccountAddress, getNetwork, PrivateKey, v0AccountAddress } from '@ledgernet/crypto'
import { InvalidArgumentError, isLedgernetError } from '@ledgernet/errors'
import {
  type ContractSpecName,
  createSpecValidator,
  type OpenApiValidator,
  type OpenRpcValidator,
  type SpecName,
} from '@ledgernet/specs'
import { createContractRandom } from './ContractRandom.js'
import { createCheckFilter } from './createCheckFilter.js'
import { openApiProbes } from './probes/openApiProbes.js'
import { openRpcProbes } from './probes/openRpcProbes.js'
import type { SkippedProbe } from './probes/Probe.js'
import type { ProbeRunContext } from './probes/ProbeRunContext.js'
import { runHttpProbe } from './probes/runHttpProbe.js'
import { runRpcProbe } from './probes/runRpcProbe.js'
import type { RunContractOptions } from './RunContractOptions.js'
import { parsePrivateKey, readPrivateKeyFile } from './readPrivateKey.js'
import {
  type ContractCheck,
  type ContractReport,
  type OperationCoverage,
  summarizeChecks,
} from './report/ContractReport.js'
import { resolveTargets } from './resolveTargets.js'
import { createSpecCaller } from './scenarios/createSpecCaller.js'
import { fundThroughSandbox } from './scenarios/fundThroughSandbox.js'
import { gatewayTokenScenario, gatewayTokenSteps } from './scenarios/gatewayTokenScenario.js'
import { gatewayTransferScenario, gatewayTransferSteps } from './scenarios/gatewayTransferScenario.js'
import type { LiveState } from './scenarios/LiveState.js'
import { rpcTransferScenario, rpcTransferSteps } from './scenarios/rpcTransferScenario.js'
import type { ScenarioContext } from './scenarios/ScenarioContext.js'
import { ScenarioRecorder, type ScenarioStep } from './scenarios/ScenarioRecorder.js'
import { v0TransactionScenario, v0TransactionSteps } from './scenarios/v0TransactionScenario.js'
import { targetOptions } from './targetOptions.js'
import { createValidatingFetch } from './validation/createValidatingFetch.js'

/**
 * The stateful scenarios, in the order they run: what each needs, the operation it is about, and
 * its plan (every step, so that those that do not run are reported as skipped).
 */
const scenarios: {
  name: string
  needs: ContractSpecName
  operation: string
  plan: readonly ScenarioStep[]
  run: (context: ScenarioContext) => Promise<void>
}[] = [
  {
    name: 'gateway-transfer',
    needs: 'gateway',
    operation: 'gateway.submitTransaction',
    plan: gatewayTransferSteps,
    run: gatewayTransferScenario,
  },
  {
    name: 'gateway-token',
    needs: 'gateway',
    operation: 'gateway.buildTransaction',
    plan: gatewayTokenSteps,
    run: gatewayTokenScenario,
  },
  {
    name: 'rpc-transfer',
    needs: 'node-rpc',
    operation: 'node-rpc.ledger.submitTransaction',
    plan: rpcTransferSteps,
    run: rpcTransferScenario,
  },
  {
    name: 'v0-transaction',
    needs: 'gateway-v0',
    operation: 'gateway-v0.submitNotarizedTransaction',
    plan: v0TransactionSteps,
    run: v0TransactionScenario,
  },
]

/** After this many probes in a row get no answer, the server is taken as gone. */
const unansweredLimit = 3

/**
 * Runs the contract tests of the servers given against `specs/`: first the stateful scenarios
 * (when a funded key is given), whose every call is checked against the spec and whose results
 * (a confirmed transaction, a token, a non-fungible) feed the live probes; then, for every
 * operation of every spec, the probes derived from the spec (examples, live requests, invalid
 * requests, wrong verb, unknown path, credentials). Answers the report; `report.ok` is false on
 * any failure. Reporters get the report at the end.
 *
 * @example
 * import { runContract, tableReporter } from '@ledgernet/contract'
 * const report = await runContract({
 *   gateway: 'http://127.0.0.1:8080', rpc: 'http://127.0.0.1:8080/rpc', node: 'http://127.0.0.1:8080', v0: 'http://127.0.0.1:8080',
 *   privateKey: process.env.LEDGERNET_PRIVATE_KEY, admin: { username: 'admin', password: 'secret' },
 *   reporters: [tableReporter()],
 * })
 * process.exitCode = report.ok ? 0 : 1
 */
export async function runContract(options: RunContractOptions): Promise<ContractReport> {
  const startedAt = new Date()
  const started = performance.now()
  if (typeof options !== 'object' || options === null) throw new InvalidArgumentError('options', 'must be an object')
  const { baseUrls, targets, admin } = resolveTargets(options)
  const network = getNetwork(options.network ?? 'localnet')
  const timeout = positive(options.timeout, 10_000, 'timeout')
  const confirmTimeout = positive(options.confirmTimeout, 30_000, 'confirmTimeout')
  const givenKey = await resolveKey(options)
  if (options.seed !== undefined && !(Number.isInteger(options.seed) && options.seed >= 0 && options.seed < 2 ** 32))
    throw new InvalidArgumentError('seed', 'must be an integer from 0 to 4294967295')
  const random = createContractRandom(options.seed)
  const selected = createCheckFilter(options.only)
  const fetchImpl = options.fetch ?? globalThis.fetch
  // Provider state: without a funded key, a sandbox's test controls fund one for the scenarios.
  const key =
    givenKey ??
    (baseUrls['node-rpc'] !== undefined && scenarios.some((scenario) => selected(`scenario ${scenario.name}`))
      ? await fundThroughSandbox({ fetch: fetchImpl, timeout, rpcUrl: baseUrls['node-rpc'], network, random })
      : undefined)
  const checks: ContractCheck[] = []
  const record = (check: ContractCheck) => {
    checks.push(check)
    options.onCheck?.(check)
  }

  const live: LiveState = { network }
  if (key)
    live.account = {
      publicKey: key.publicKey,
      address: encodeAccountAddress(key.publicKey, network),
      v0Address: v0AccountAddress(key.publicKey, network),
    }
  const given = Object.keys(baseUrls) as SpecName[]
  const validatingFetch = createValidatingFetch({ specs: given, fetch: fetchImpl, mode: 'record' })
  const caller = createSpecCaller({ fetch: validatingFetch, timeout, baseUrls, ...(admin ? { admin } : {}) })
  const interfaces = {
    gateway: !!baseUrls.gateway,
    rpc: !!baseUrls['node-rpc'],
    node: !!baseUrls['node-rest'],
    v0: !!baseUrls['gateway-v0'],
  }

  for (const scenario of scenarios) {
    if (!selected(`scenario ${scenario.name}`)) continue
    const missing = !baseUrls[scenario.needs]
      ? `needs --${targetOptions[scenario.needs]}`
      : !key
        ? 'needs a funded key (--key-file or LEDGERNET_PRIVATE_KEY)'
        : undefined
    const recorder = new ScenarioRecorder(scenario.name, {
      plan: scenario.plan,
      validatingFetch,
      exchanges: caller.exchanges,
      record,
    })
    if (missing || !key || !live.account) {
      // Nothing of it can run: one check says why, rather than each of its steps.
      record({
        ...scenarioCheck(scenario, 'the whole scenario', 'skip'),
        reason: missing ?? 'needs a funded key',
      })
      continue
    }
    try {
      await scenario.run({
        caller,
        recorder,
        key,
        network,
        account: live.account,
        interfaces,
        confirmTimeout,
        live,
        random,
      })
      recorder.finish()
    } catch (error) {
      if (recorder.stopped) recorder.finish()
      else {
        const message = isLedgernetError(error)
          ? error.shortMessage
          : error instanceof Error
            ? error.message
            : String(error)
        record({
          ...scenarioCheck(scenario, 'unexpected error', 'fail'),
          reason: message,
          failures: [{ operation: scenario.operation, path: '', message }],
        })
        recorder.finish(`an unexpected error ended the scenario: ${message}`)
      }
    }
  }

  const probeContext = { network, live, hasAdmin: admin !== undefined, random }
  const runContext: ProbeRunContext = { fetch: fetchImpl, timeout, baseUrls, random, ...(admin ? { admin } : {}) }
  const probeChecks = await Promise.all(
    (Object.keys(targetOptions) as ContractSpecName[]).map(async (spec) => {
      const found: ContractCheck[] = []
      const note = (check: ContractCheck) => {
        found.push(check)
        options.onCheck?.(check)
      }
      const validator = createSpecValidator(spec as SpecName) as OpenApiValidator | OpenRpcValidator
      if (!baseUrls[spec]) {
        const operations =
          validator.kind === 'openapi'
            ? validator.operations.map((info) => info.operationId)
            : validator.methods.map((info) => info.name)
        for (const operation of operations)
          if (selected(`${spec}.${operation}`))
            note(
              skipped({
                spec,
                operation,
                category: 'all',
                name: 'every probe',
                skip: `--${targetOptions[spec]} not given`,
              }),
            )
        return found
      }
      const probes =
        validator.kind === 'openapi'
          ? openApiProbes(validator, spec, probeContext)
          : openRpcProbes(validator, spec, probeContext)
      let unanswered = 0
      for (const probe of probes) {
        if (!selected(`${spec}.${probe.operation} › ${probe.name}`)) continue
        if ('skip' in probe) {
          note(skipped(probe))
          continue
        }
        if (unanswered >= unansweredLimit) {
          note(
            skipped({
              ...probe,
              skip: `the server stopped answering (${unansweredLimit} requests in a row got no answer)`,
            }),
          )
          continue
        }
        const check =
          probe.kind === 'rpc' ? await runRpcProbe(probe, runContext) : await runHttpProbe(probe, runContext)
        unanswered = check.exchange?.error !== undefined && check.exchange.status === undefined ? unanswered + 1 : 0
        note(check)
      }
      return found
    }),
  )
  checks.push(...probeChecks.flat())

  const summary = summarizeChecks(checks)
  const report: ContractReport = {
    ok: summary.fail === 0,
    startedAt: startedAt.toISOString(),
    durationMs: Math.round(performance.now() - started),
    seed: random.seed,
    network: network.name,
    targets,
    summary,
    coverage: coverageOf(checks),
    checks,
  }
  for (const reporter of options.reporters ?? []) await reporter(report)
  return report
}

async function resolveKey(options: RunContractOptions): Promise<PrivateKey | undefined> {
  if (options.privateKey !== undefined && options.keyFile !== undefined)
    throw new InvalidArgumentError('privateKey', 'give either privateKey or keyFile, not both')
  if (options.keyFile !== undefined) return readPrivateKeyFile(options.keyFile)
  if (options.privateKey instanceof PrivateKey) return options.privateKey
  if (typeof options.privateKey === 'string') return parsePrivateKey(options.privateKey, 'privateKey')
  if (options.privateKey !== undefined)
    throw new InvalidArgumentError('privateKey', 'must be a hex string or a PrivateKey')
  return undefined
}

function positive(value: number | undefined, fallback: number, field: string): number {
  if (value === undefined) return fallback
  if (!Number.isFinite(value) || value <= 0)
    throw new InvalidArgumentError(field, 'must be a positive number of milliseconds')
  return value
}

function skipped(probe: SkippedProbe): ContractCheck {
  return {
    id: `${probe.spec}.${probe.operation} › ${probe.name}`,
    kind: 'operation',
    spec: probe.spec,
    operation: probe.operation,
    category: probe.category,
    name: probe.name,
    outcome: 'skip',
    reason: probe.skip,
    failures: [],
    durationMs: 0,
  }
}

/** Every operation of every spec, with the outcomes of the checks about it (probes and scenario steps). */
function coverageOf(checks: readonly ContractCheck[]): OperationCoverage[] {
  const coverage: OperationCoverage[] = []
  for (const spec of Object.keys(targetOptions) as ContractSpecName[]) {
    const validator = createSpecValidator(spec as SpecName) as OpenApiValidator | OpenRpcValidator
    const operations =
      validator.kind === 'openapi'
        ? validator.operations.map((info) => info.operationId)
        : validator.methods.map((info) => info.name)
    for (const operation of operations) {
      const entry: OperationCoverage = { spec, operation, pass: 0, fail: 0, skip: 0 }
      const reasons = new Set<string>()
      for (const check of checks)
        if (check.spec === spec && check.operation === operation) {
          entry[check.outcome] += 1
          if (check.outcome === 'skip' && check.reason) reasons.add(check.reason)
        }
      // Never silent: an operation no check ran for says why.
      if (entry.pass + entry.fail === 0)
        entry.notProbed = reasons.size ? [...reasons].join('; ') : 'no probe could be derived from the spec'
      coverage.push(entry)
    }
  }
  return coverage
}

/** A check about a whole scenario (not one of its steps): it cannot run, or it broke. */
function scenarioCheck(
  scenario: { name: string; needs: ContractSpecName; operation: string },
  name: string,
  outcome: ContractCheck['outcome'],
): ContractCheck {
  return {
    id: `scenario ${scenario.name} › ${name}`,
    kind: 'scenario',
    spec: scenario.needs,
    operation: scenario.operation.slice(scenario.operation.indexOf('.') + 1),
    scenario: scenario.name,
    category: 'step',
    name,
    outcome,
    failures: [],
    durationMs: 0,
  }
}
