import type { ContractReport } from '../src/report/ContractReport.js'

/** A small report with a pass, a failure and a skipped scenario, for the reporter tests. */
export const exampleReport: ContractReport = {
  ok: false,
  seed: 42,
  network: 'localnet',
  targets: { gateway: 'http://127.0.0.1:8080' },
  mode: { readOnly: false },
  summary: { total: 3, pass: 1, fail: 1, skip: 1 },
  coverage: [{ spec: 'gateway', operation: 'deriveToken', pass: 1, fail: 1, skip: 1 }],
  checks: [
    {
      id: 'gateway.deriveToken › spec example "gold"',
      kind: 'operation',
      spec: 'gateway',
      operation: 'deriveToken',
      category: 'example',
      name: 'spec example "gold"',
      outcome: 'pass',
      failures: [],
    },
    {
      id: 'gateway.deriveToken › live <&>',
      kind: 'operation',
      spec: 'gateway',
      operation: 'deriveToken',
      category: 'live',
      name: 'live <&>',
      outcome: 'fail',
      reason: 'must be string',
      failures: [
        {
          operation: 'gateway.deriveToken',
          path: '/body/token_identifier/rri',
          message: 'must be string',
          expected: { type: 'string' },
          seen: 42,
        },
      ],
      exchange: {
        method: 'POST',
        url: 'http://127.0.0.1:8080/token/derive',
        requestHeaders: { 'content-type': 'application/json', 'x-ledger-target-gw-api': '1.0' },
        requestBody: '{"symbol":"gold"}',
        status: 200,
        responseBody: '{"token_identifier":{"rri":42}}',
        curl: `curl -sS -i -X POST 'http://127.0.0.1:8080/token/derive' -H 'content-type: application/json' --data-raw '{"symbol":"gold"}'`,
      },
    },
    {
      id: 'scenario gateway-transfer › the whole scenario',
      kind: 'scenario',
      spec: 'gateway',
      operation: 'submitTransaction',
      scenario: 'gateway-transfer',
      category: 'step',
      name: 'the whole scenario',
      outcome: 'skip',
      reason: 'needs a funded key',
      failures: [],
    },
  ],  varies: {
    startedAt: '2024-05-14T09:21:07.512Z',
    durationMs: 1234,
    durations: { 'gateway.deriveToken › spec example "gold"': 3, 'gateway.deriveToken › live <&>': 5 },
    values: {},
  },
}
