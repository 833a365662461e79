/**
 * The outcome of one check.
 *
 * @example
 * const outcome: CheckOutcome = 'skip'
 */
export type CheckOutcome = 'pass' | 'fail' | 'skip'

/**
 * Why a check failed: the operation, the JSON path, what the spec expects there and the value
 * seen. A failure that is not about a spec path (a timeout, a transaction that never confirms, a
 * replay that executed twice) still names its operation and the field it is about.
 *
 * @example
 * const failure: ContractFailure = {
 *   operation: 'gateway.deriveToken', path: '/body/token_identifier/rri',
 *   message: 'must be string', expected: { type: 'string' }, seen: 42,
 * }
 */
export type ContractFailure = {
  /** `<spec>.<operationId or method>`. */
  operation: string
  path: string
  message: string
  expected?: unknown
  seen?: unknown
}

/**
 * What the check sent and what came back, kept for failed checks (secrets redacted, bodies cut
 * to a few kilobytes).
 *
 * @example
 * const exchange: ExchangeSummary = { method: 'POST', url: 'http://127.0.0.1:8080/token/derive', status: 200, curl: "curl -sS -i -X POST 'http://127.0.0.1:8080/token/derive'" }
 */
export type ExchangeSummary = {
  method: string
  /** Without credentials. */
  url: string
  /** The request's headers; the admin's credentials show as `[redacted]`. */
  requestHeaders?: Record<string, string>
  requestBody?: string
  status?: number
  responseHeaders?: Record<string, string>
  responseBody?: string
  error?: string
  /** A shell command that sends the request again (`curl`; admin credentials from `$LEDGERNET_ADMIN`). */
  curl: string
}

/**
 * One check of the report: a probe of one operation (a valid or an invalid request and the
 * verdict on its answer) or a step of a stateful scenario.
 *
 * @example
 * const check: ContractCheck = {
 *   id: 'gateway.deriveToken missing-field /body/symbol', kind: 'operation', spec: 'gateway',
 *   operation: 'deriveToken', category: 'missing-field', name: 'missing required field /body/symbol',
 *   outcome: 'pass', failures: [],
 * }
 */
export type ContractCheck = {
  /** Unique within a report; what `--only` matches besides the operation and scenario names. */
  id: string
  kind: 'operation' | 'scenario'
  /** The spec document the check is about. */
  spec: string
  /** The operationId or JSON-RPC method (`(unknown path)`, `(envelope)` for document-level probes). */
  operation: string
  /** The scenario, for scenario steps. */
  scenario?: string
  /** `example`, `live`, `missing-field`, `wrong-type`, `bad-hex`, `wrong-network`, … or `step`. */
  category: string
  name: string
  outcome: CheckOutcome
  /** Why it was skipped, or a one-line summary of why it failed. */
  reason?: string
  failures: ContractFailure[]
  exchange?: ExchangeSummary
}

/**
 * How many checks passed, failed and were skipped.
 *
 * @example
 * const summary: ContractSummary = { total: 3, pass: 2, fail: 1, skip: 0 }
 */
export type ContractSummary = { total: number; pass: number; fail: number; skip: number }

/**
 * Per operation of every spec: how many checks ran against it and how they ended. An operation
 * whose interface was not given has only skipped checks.
 *
 * @example
 * const entry: OperationCoverage = { spec: 'gateway', operation: 'deriveToken', pass: 12, fail: 0, skip: 0 }
 */
export type OperationCoverage = {
  spec: string
  operation: string
  pass: number
  fail: number
  skip: number
  /** Set when no check of the operation ran (every one skipped, or none could be made): why. */
  notProbed?: string
}

/**
 * What may differ between two runs with the same seed against the same server, kept in one place
 * so that everything else of the report is the run's verdict: when it ran and how long each check
 * took, and the values the server chose or the run drew beyond the seed (transaction ids of
 * transactions the server built, v0 intent hashes, the ledger versions they were committed at,
 * which of the seed's fresh symbols was still free).
 *
 * @example
 * const varies: RunVariance = { startedAt: '2024-05-14T09:21:07.512Z', durationMs: 1234, durations: { 'gateway.deriveToken › spec example "gold"': 3 }, values: { 'gateway-transfer transaction id': 'ab…' } }
 */
export type RunVariance = {
  startedAt: string
  durationMs: number
  /** How long each check took, in milliseconds, by check id. */
  durations: Record<string, number>
  /** Values the run cannot choose, by what they are. */
  values: Record<string, string | number>
}

/**
 * The result of {@link runContract}: every check, the summary, the coverage of the specs'
 * operations, and `ok` (no failure, and the run was not stopped before its end). Two runs with
 * the same seed against the same server give the same report but for `varies`.
 *
 * @example
 * const report: ContractReport = await runContract({ gateway: 'http://127.0.0.1:8080' })
 * if (!report.ok) process.exitCode = 1
 */
export type ContractReport = {
  ok: boolean
  /** The seed of the run's values: `seed` repeats it (see `RunContractOptions.seed`). */
  seed: number
  network: string
  /** The URLs checked, without credentials. */
  targets: { gateway?: string; rpc?: string; node?: string; v0?: string }
  /** How the run was asked to behave towards the server. */
  mode: { readOnly: boolean }
  /**
   * Set when the run stopped before its end (its time budget spent, interrupted): why. The checks
   * it did not reach are skipped with that reason, and `ok` is false.
   */
  stopped?: string
  summary: ContractSummary
  coverage: OperationCoverage[]
  checks: ContractCheck[]
  varies: RunVariance
}

/**
 * Counts the outcomes of `checks`.
 *
 * @example
 * summarizeChecks(report.checks) // { total: 120, pass: 118, fail: 0, skip: 2 }
 */
export function summarizeChecks(checks: readonly ContractCheck[]): ContractSummary {
  const summary: ContractSummary = { total: checks.length, pass: 0, fail: 0, skip: 0 }
  for (const check of checks) summary[check.outcome] += 1
  return summary
}
