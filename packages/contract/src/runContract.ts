import { encodeAccountAddress, getNetwork, type Network, PrivateKey, v0AccountAddress } from '@ledgernet/crypto'
import { InvalidArgumentError, isLedgernetError } from '@ledgernet/errors'
import { createGatewayTransport } from '@ledgernet/gateway-client'
import { createRpcTransport } from '@ledgernet/rpc-client'
import {
  type ContractSpecName,
  createSpecValidator,
  type OpenApiValidator,
  type OpenRpcValidator,
  type SpecName,
} from '@ledgernet/specs'
import { type ContractRandom, createContractRandom } from './ContractRandom.js'
import { createCheckFilter } from './createCheckFilter.js'
import { openApiProbes } from './probes/openApiProbes.js'
import { openRpcProbes } from './probes/openRpcProbes.js'
import type { HttpProbe, RpcProbe, SkippedProbe } from './probes/Probe.js'
import type { ProbeRunContext } from './probes/ProbeRunContext.js'
import { runHttpProbe } from './probes/runHttpProbe.js'
import { runRpcProbe } from './probes/runRpcProbe.js'
import type { RunContractOptions } from './RunContractOptions.js'
import { parsePrivateKey, readPrivateKeyFile } from './readPrivateKey.js'
import {
  type ContractCheck,
  type ContractReport,
  type ExchangeSummary,
  type OperationCoverage,
  summarizeChecks,
} from './report/ContractReport.js'
import { mapStrings } from './report/mapStrings.js'
import { summarizeExchange } from './report/summarizeExchange.js'
import { resolveTargets } from './resolveTargets.js'
import { createRunControl, type RunControl } from './run/RunControl.js'
import { writesToServer } from './run/writesToServer.js'
import { createSpecCaller } from './scenarios/createSpecCaller.js'
import { feeFormulaScenario, feeFormulaSteps } from './scenarios/feeFormulaScenario.js'
import { fundThroughSandbox } from './scenarios/fundThroughSandbox.js'
import { gatewayConflictScenario, gatewayConflictSteps } from './scenarios/gatewayConflictScenario.js'
import { gatewayTokenScenario, gatewayTokenSteps } from './scenarios/gatewayTokenScenario.js'
import { gatewayTransferScenario, gatewayTransferSteps } from './scenarios/gatewayTransferScenario.js'
import { LedgerWatch } from './scenarios/LedgerWatch.js'
import type { LiveState } from './scenarios/LiveState.js'
import { ledgerRuleSteps, ledgerRulesScenario } from './scenarios/ledgerRules.js'
import { rpcTransferScenario, rpcTransferSteps } from './scenarios/rpcTransferScenario.js'
import type { BuiltFee, ScenarioContext } from './scenarios/ScenarioContext.js'
import { ScenarioRecorder, type ScenarioStep } from './scenarios/ScenarioRecorder.js'
import { v0ResourcesScenario, v0ResourcesSteps } from './scenarios/v0ResourcesScenario.js'
import { v0TransactionScenario, v0TransactionSteps } from './scenarios/v0TransactionScenario.js'
import { createRedactor } from './secrets/createRedactor.js'
import { targetOptions } from './targetOptions.js'
import { createRecordingFetch } from './validation/createValidatingFetch.js'

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
    name: 'gateway-conflict',
    needs: 'gateway',
    operation: 'gateway.getTransactionStatus',
    plan: gatewayConflictSteps,
    run: gatewayConflictScenario,
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
  {
    name: 'v0-resources',
    needs: 'gateway-v0',
    operation: 'gateway-v0.submitNotarizedTransaction',
    plan: v0ResourcesSteps,
    run: v0ResourcesScenario,
  },
  {
    name: 'fees',
    needs: 'gateway',
    operation: 'gateway.buildTransaction',
    plan: feeFormulaSteps,
    run: feeFormulaScenario,
  },
  {
    name: 'gateway-rules',
    needs: 'gateway',
    operation: 'gateway.buildTransaction',
    plan: ledgerRuleSteps('gateway'),
    run: (context) => ledgerRulesScenario(context, 'gateway'),
  },
  {
    name: 'rpc-rules',
    needs: 'node-rpc',
    operation: 'node-rpc.ledger.buildTransaction',
    plan: ledgerRuleSteps('rpc'),
    run: (context) => ledgerRulesScenario(context, 'rpc'),
  },
]

/** After this many probes in a row get no answer, the server is taken as gone. */
const unansweredLimit = 3

/**
 * Runs the contract tests of the servers given against `specs/`: first the stateful scenarios
 * (when a funded key is given), which run `@ledgernet/flows`' own lifecycle step by step, every
 * call checked against the spec, and whose results (a confirmed transaction, a token, a
 * non-fungible) feed the live probes; then, for every operation of every spec, the probes derived
 * from the spec (examples, live requests, invalid requests, wrong verb, unknown path,
 * credentials). Every request goes through one fetch that keeps the run's bounds (read-only,
 * rate, concurrency, time budget, body size). Answers the report, which no secret given to the
 * run reaches in any form; `report.ok` is false on any failure or when the run stopped early.
 * Reporters get the report at the end, also after a stop.
 *
 * @example
 * import { runContract, tableReporter } from '@ledgernet/contract'
 * const report = await runContract({
 *   gateway: 'http://127.0.0.1:8080', rpc: 'http://127.0.0.1:8080/rpc', node: 'http://127.0.0.1:8080', v0: 'http://127.0.0.1:8080',
 *   privateKey: process.env.LEDGERNET_PRIVATE_KEY, admin: 'admin:secret',
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
  const timeBudget = positive(options.timeBudget, 15 * 60_000, 'timeBudget')
  const maxBodyBytes = wholeNumber(options.maxBodyBytes, 1_048_576, 'maxBodyBytes', 'bytes')
  const concurrency = wholeNumber(options.concurrency, 4, 'concurrency', 'requests')
  if (options.rate !== undefined && !(Number.isFinite(options.rate) && options.rate > 0))
    throw new InvalidArgumentError('rate', 'must be a positive number of requests per second')
  if (options.readOnly !== undefined && typeof options.readOnly !== 'boolean')
    throw new InvalidArgumentError('readOnly', 'must be true or false')
  const readOnly = options.readOnly === true
  if (
    options.secrets !== undefined &&
    !(Array.isArray(options.secrets) && options.secrets.every((s) => typeof s === 'string'))
  )
    throw new InvalidArgumentError('secrets', 'must be an array of strings')
  if (options.signal !== undefined && !(options.signal instanceof AbortSignal))
    throw new InvalidArgumentError('signal', 'must be an AbortSignal')
  const given = await resolveKey(options)
  if (options.seed !== undefined && !(Number.isInteger(options.seed) && options.seed >= 0 && options.seed < 2 ** 32))
    throw new InvalidArgumentError('seed', 'must be an integer from 0 to 4294967295')
  // Nothing the run writes may hold a secret, in any form a server could echo it in.
  const redact = createRedactor({
    secrets: [...(options.secrets ?? []), ...(given.text ? [given.text] : []), ...(admin ? [admin.password] : [])],
    pairs: admin ? [`${admin.username}:${admin.password}`] : [],
  })
  const random = createContractRandom(options.seed)
  const selected = createCheckFilter(options.only)
  const specs = Object.keys(baseUrls) as SpecName[]
  const control = createRunControl({
    fetch: options.fetch ?? globalThis.fetch,
    specs,
    timeBudget,
    signal: options.signal,
    rate: options.rate,
    concurrency,
    maxBodyBytes,
    readOnly,
  })
  const durations: Record<string, number> = {}
  const values: Record<string, string | number> = {}
  const clean = (check: ContractCheck, durationMs: number): ContractCheck => {
    const redacted = mapStrings(check, redact)
    durations[redacted.id] = durationMs
    options.onCheck?.(redacted)
    return redacted
  }
  const checks: ContractCheck[] = []
  try {
    // Provider state: without a funded key, a sandbox's test controls fund one for the scenarios
    // (never in a read-only run).
    const key =
      given.key ??
      (!readOnly &&
      baseUrls['node-rpc'] !== undefined &&
      scenarios.some((scenario) => selected(`scenario ${scenario.name}`))
        ? await fundThroughSandbox({
            fetch: control.fetch,
            timeout,
            rpcUrl: baseUrls['node-rpc'],
            network,
            random,
            signal: control.signal,
          })
        : undefined)
    const live: LiveState = { network }
    if (key)
      live.account = {
        publicKey: key.publicKey,
        address: encodeAccountAddress(key.publicKey, network),
        v0Address: v0AccountAddress(key.publicKey, network),
      }
    await runScenarios({
      baseUrls,
      network,
      key,
      live,
      random,
      selected,
      control,
      readOnly,
      timeout,
      confirmTimeout,
      specs,
      vary: (what, value) => {
        values[redact(what)] = typeof value === 'string' ? redact(value) : value
      },
      record: (check, durationMs) => checks.push(clean(check, durationMs)),
      ...(admin ? { admin } : {}),
    })
    checks.push(
      ...(await runProbes({
        baseUrls,
        network,
        live,
        random,
        selected,
        control,
        readOnly,
        timeout,
        record: clean,
        ...(admin ? { admin } : {}),
      })),
    )
  } finally {
    control.dispose()
  }

  const summary = summarizeChecks(checks)
  const stopped = control.stopped()
  const report: ContractReport = {
    ok: summary.fail === 0 && stopped === undefined,
    seed: random.seed,
    network: network.name,
    targets,
    mode: { readOnly },
    ...(stopped !== undefined ? { stopped } : {}),
    summary,
    coverage: coverageOf(checks),
    checks,
    varies: {
      startedAt: startedAt.toISOString(),
      durationMs: Math.round(performance.now() - started),
      durations,
      values,
    },
  }
  for (const reporter of options.reporters ?? []) await reporter(report)
  return report
}

type RunParts = {
  baseUrls: Partial<Record<ContractSpecName, string>>
  network: Network
  live: LiveState
  random: ContractRandom
  selected: (id: string) => boolean
  control: RunControl
  readOnly: boolean
  timeout: number
  admin?: { username: string; password: string }
}

/**
 * The scenarios, one after the other (they share the funded account: its balances are read
 * before and after each), through one recording fetch: every call checked against the specs, the
 * last exchange kept for a failed step, the ledger state the Gateway API shows followed.
 */
async function runScenarios(
  parts: RunParts & {
    key: PrivateKey | undefined
    confirmTimeout: number
    specs: SpecName[]
    vary: (what: string, value: string | number) => void
    record: (check: ContractCheck, durationMs: number) => void
  },
): Promise<void> {
  const { baseUrls, network, key, live, control, timeout, record } = parts
  let last: { count: number; summary: ExchangeSummary | undefined; body: unknown } = {
    count: 0,
    summary: undefined,
    body: undefined,
  }
  const ledger = new LedgerWatch()
  const builds: BuiltFee[] = []
  const recording = createRecordingFetch({
    specs: parts.specs,
    fetch: control.fetch,
    mode: 'record',
    onExchange: (exchange) => {
      const flagged = exchange.request.headers?.authorization !== undefined
      last = {
        count: last.count + 1,
        summary: summarizeExchange(
          flagged ? { ...exchange, request: { ...exchange.request, adminCredentials: true } } : exchange,
        ),
        body: exchange.answer?.body,
      }
      ledger.see(exchange.answer?.body, exchange.request.body?.includes('"at_state_identifier"') ?? false)
    },
  })
  const caller = createSpecCaller({
    fetch: recording,
    timeout,
    baseUrls,
    signal: control.signal,
    ...(parts.admin ? { admin: parts.admin } : {}),
  })
  const clients = {
    ...(baseUrls.gateway
      ? {
          gateway: createGatewayTransport({
            baseUrl: baseUrls.gateway,
            network: network.name,
            fetch: recording,
            timeout,
            retry: false,
          }),
        }
      : {}),
    ...(baseUrls['node-rpc']
      ? { rpc: createRpcTransport({ baseUrl: baseUrls['node-rpc'], fetch: recording, timeout, retry: false }) }
      : {}),
  }
  const interfaces = {
    gateway: !!baseUrls.gateway,
    rpc: !!baseUrls['node-rpc'],
    node: !!baseUrls['node-rest'],
    v0: !!baseUrls['gateway-v0'],
  }
  for (const scenario of scenarios) {
    if (!parts.selected(`scenario ${scenario.name}`)) continue
    const missing = !baseUrls[scenario.needs]
      ? `needs --${targetOptions[scenario.needs]}`
      : !key
        ? parts.readOnly
          ? 'needs a funded key (--key-file or LEDGERNET_PRIVATE_KEY): a read-only run funds none'
          : 'needs a funded key (--key-file or LEDGERNET_PRIVATE_KEY)'
        : undefined
    const recorder = new ScenarioRecorder(scenario.name, {
      plan: scenario.plan,
      violations: () => recording.violations,
      lastExchange: () => last,
      stopped: control.stopped,
      record,
    })
    if (missing || !key || !live.account) {
      // Nothing of it can run: one check says why, rather than each of its steps.
      record({ ...scenarioCheck(scenario, 'the whole scenario', 'skip'), reason: missing ?? 'needs a funded key' }, 0)
      continue
    }
    if (control.stopped() !== undefined) {
      recorder.finish()
      continue
    }
    try {
      await scenario.run({
        caller,
        clients,
        recorder,
        key,
        network,
        account: live.account,
        interfaces,
        confirmTimeout: parts.confirmTimeout,
        timeout,
        readOnly: parts.readOnly,
        signal: control.signal,
        ledger,
        live,
        random: parts.random,
        vary: parts.vary,
        lastAnswer: () => last.body,
        baseUrls: {
          ...(baseUrls.gateway ? { gateway: baseUrls.gateway } : {}),
          ...(baseUrls['node-rpc'] ? { rpc: baseUrls['node-rpc'] } : {}),
          ...(baseUrls['node-rest'] ? { node: baseUrls['node-rest'] } : {}),
          ...(baseUrls['gateway-v0'] ? { v0: baseUrls['gateway-v0'] } : {}),
        },
        fetch: recording,
        builds,
      })
      recorder.finish()
    } catch (error) {
      if (recorder.stopped || control.stopped() !== undefined) recorder.finish()
      else {
        const message = isLedgernetError(error)
          ? error.shortMessage
          : error instanceof Error
            ? error.message
            : String(error)
        record(
          {
            ...scenarioCheck(scenario, 'unexpected error', 'fail'),
            reason: message,
            failures: [{ operation: scenario.operation, path: '', message }],
          },
          0,
        )
        recorder.finish(`an unexpected error ended the scenario: ${message}`)
      }
    }
  }
}

/**
 * Every probe of every spec given: one lane per interface, each probe after the other, the lanes
 * side by side (the run's fetch keeps its concurrency and rate limits). The checks come back in
 * the order of the specs and their probes, whatever order they finished in.
 */
async function runProbes(
  parts: RunParts & { record: (check: ContractCheck, durationMs: number) => ContractCheck },
): Promise<ContractCheck[]> {
  const { baseUrls, control, selected, record } = parts
  const probeContext = {
    network: parts.network,
    live: parts.live,
    hasAdmin: parts.admin !== undefined,
    random: parts.random,
  }
  const runContext: ProbeRunContext = {
    fetch: control.fetch,
    timeout: parts.timeout,
    baseUrls,
    random: parts.random,
    signal: control.signal,
    ...(parts.admin ? { admin: parts.admin } : {}),
  }
  const specs = Object.keys(baseUrls) as SpecName[]
  const lanes = await Promise.all(
    (Object.keys(targetOptions) as ContractSpecName[]).map(async (spec) => {
      const found: ContractCheck[] = []
      const note = (check: ContractCheck, durationMs = 0) => found.push(record(check, durationMs))
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
        const stopped = control.stopped()
        if (stopped !== undefined) {
          note(skipped({ ...probe, skip: `not run: ${stopped}` }))
          continue
        }
        const writes = parts.readOnly ? probeWrites(specs, baseUrls, probe) : undefined
        if (writes !== undefined) {
          note(
            skipped({
              ...probe,
              skip: `read-only: ${writes} submits or changes the server (x-ledgernet-retry-safe), and this request could`,
            }),
          )
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
        const { check, durationMs, answered } =
          probe.kind === 'rpc' ? await runRpcProbe(probe, runContext) : await runHttpProbe(probe, runContext)
        unanswered = answered ? 0 : unanswered + 1
        note(
          check.outcome === 'skip' ? { ...check, reason: `not run: ${control.stopped() ?? 'the run stopped'}` } : check,
          durationMs,
        )
      }
      return found
    }),
  )
  return lanes.flat()
}

/** The operation a probe's request would change the server through (see `writesToServer`), if any. */
function probeWrites(
  specs: readonly SpecName[],
  baseUrls: Partial<Record<ContractSpecName, string>>,
  probe: HttpProbe | RpcProbe,
): string | undefined {
  return probe.kind === 'rpc'
    ? writesToServer(specs, 'POST', baseUrls[probe.spec as ContractSpecName]!, probe.body)
    : writesToServer(
        specs,
        probe.request.method,
        `${baseUrls[probe.spec as ContractSpecName]}${probe.request.path}`,
        probe.request.body,
      )
}

async function resolveKey(options: RunContractOptions): Promise<{ key?: PrivateKey; text?: string }> {
  if (options.privateKey !== undefined && options.keyFile !== undefined)
    throw new InvalidArgumentError('privateKey', 'give either privateKey or keyFile, not both')
  if (options.keyFile !== undefined) return readPrivateKeyFile(options.keyFile)
  if (options.privateKey instanceof PrivateKey) return { key: options.privateKey }
  if (typeof options.privateKey === 'string')
    return { key: parsePrivateKey(options.privateKey, 'privateKey'), text: options.privateKey }
  if (options.privateKey !== undefined)
    throw new InvalidArgumentError('privateKey', 'must be a hex string or a PrivateKey')
  return {}
}

function positive(value: number | undefined, fallback: number, field: string): number {
  if (value === undefined) return fallback
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0)
    throw new InvalidArgumentError(field, 'must be a positive number of milliseconds')
  return value
}

function wholeNumber(value: number | undefined, fallback: number, field: string, unit: string): number {
  if (value === undefined) return fallback
  if (!Number.isSafeInteger(value) || value <= 0)
    throw new InvalidArgumentError(field, `must be a positive whole number of ${unit}`)
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
  }
}
