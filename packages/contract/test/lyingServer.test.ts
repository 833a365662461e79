import { type Sandbox, silentLogger, startSandbox } from '@ledgernet/sandbox'
import { type ProxiedAnswer, startTamperingProxy, withJson } from '@ledgernet/test-support/tamperingProxy'
import { pointerToken, refTokens } from '@ledgernet/transport'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ContractReport } from '../src/report/ContractReport.js'
import { runContract } from '../src/runContract.js'
import { commitmentDigests, committedCounters, cumulativeCounters } from '../src/scenarios/nodeCounters.js'

// A server that answers with the right shapes but misreports what happened: a proxy in front of a
// real sandbox changes by one unit one field of what a server says about a transaction the runner
// made — a Gateway API CONFIRMED status record (its actions, its fee, its bytes), a v0 committed
// receipt (its fee summary, state updates, outputs), the node REST counters the transaction moves
// (at the end of this file). Each field in turn — every field the
// sandbox's answers hold, found by reading an honest run's answers, not a hand-picked few — must
// fail the run with a failure naming that field. (The JSON-RPC status says only an id and a
// status, which the scenarios check already.)

let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox({ roundMs: 10, accounts: 1, logger: silentLogger })
})
afterAll(() => sandbox.stop())

/** Where each interface describes a transaction the runner made, and which of its fields. */
type Lie = {
  scenario: string
  operation: string
  /** The answers that describe a transaction that happened. */
  describes: (path: string, answer: ProxiedAnswer) => boolean
  /** Their fields that say what happened, as JSON Pointers into the answer body. */
  fields: string[]
}

const lies: Lie[] = [
  ...['gateway-transfer', 'gateway-token'].map((scenario) => ({
    scenario,
    operation: 'gateway.getTransactionStatus',
    describes: (path: string, answer: ProxiedAnswer) =>
      path === '/transaction/status' && answer.json?.transaction?.transaction_status?.status === 'CONFIRMED',
    // Every field of the record: what was signed, and where and when the ledger committed it.
    fields: ['/transaction'],
  })),
  {
    scenario: 'v0-transaction',
    operation: 'gateway-v0.getTransactionReceipt',
    describes: (path, answer) => path === '/v0/transaction/receipt' && answer.json?.committed !== undefined,
    fields: ['/committed/receipt/fee_summary', '/committed/receipt/state_updates', '/committed/receipt/output'],
  },
]

function leaves(value: unknown, pointer: string): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${pointer}/${index}`))
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => leaves(item, `${pointer}/${pointerToken(key)}`))
  return [pointer]
}

/**
 * The value changed by one unit: a number by one, an amount by one subunit, a time by one
 * millisecond, a hex or bech32 string by its last character.
 */
function oneUnitOff(value: unknown): unknown {
  if (typeof value === 'number') return value + 1
  if (typeof value === 'boolean') return !value
  const text = String(value)
  if (/^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(Date.parse(text)))
    return new Date(Date.parse(text) + 1).toISOString()
  if (text === '') return '00'
  if (/^-?\d+$/.test(text)) return (BigInt(text) + 1n).toString()
  const last = text.at(-1)!
  return text.slice(0, -1) + (last === 'q' ? 'p' : last === '0' ? '1' : /[0-9a-f]/.test(last) ? '0' : 'q')
}

function withChanged(body: unknown, pointer: string): unknown {
  const copy = structuredClone(body) as Record<string, any>
  const tokens = refTokens(pointer)!
  let parent: any = copy
  for (const token of tokens.slice(0, -1)) parent = parent[token]
  parent[tokens.at(-1)!] = oneUnitOff(parent[tokens.at(-1)!])
  return copy
}

async function runBehind(
  scenario: string,
  alter: (path: string, answer: ProxiedAnswer) => ProxiedAnswer,
): Promise<ContractReport> {
  const proxy = await startTamperingProxy(sandbox.gatewayUrl, {
    alter: (request, answer) => alter(request.path, answer),
  })
  try {
    return await runContract({
      gateway: proxy.url,
      v0: proxy.url,
      privateKey: sandbox.accounts[0]!.privateKey!,
      only: `scenario ${scenario}`,
      confirmTimeout: 5_000,
    })
  } finally {
    await proxy.close()
  }
}

describe.each(lies)(
  'a server lying in $operation in scenario $scenario',
  ({ scenario, operation, describes, fields: roots }) => {
    // The fields of every answer of an honest run that describes a transaction, each with the
    // number of the answer it was first seen in (a scenario confirms several transactions).
    const fields: { confirmation: number; pointer: string }[] = []
    beforeAll(async () => {
      let confirmation = 0
      const honest = await runBehind(scenario, (path, answer) => {
        if (!describes(path, answer)) return answer
        for (const root of roots)
          for (const pointer of leaves(resolve(answer.json, root), root))
            if (!fields.some((field) => field.pointer === pointer)) fields.push({ confirmation, pointer })
        confirmation++
        return answer
      })
      expect(honest.ok, JSON.stringify(honest.checks.filter((check) => check.outcome === 'fail'))).toBe(true)
    })

    it('is caught whichever field it changes by one unit, naming the field', async () => {
      expect(fields.length).toBeGreaterThan(5)
      const missed: string[] = []
      for (const { confirmation, pointer } of fields) {
        let seen = 0
        const report = await runBehind(scenario, (path, answer) => {
          if (!describes(path, answer)) return answer
          // Lie about the confirmation that has this field; the ones before it pass as they are.
          return seen++ >= confirmation ? withJson(answer, withChanged(answer.json, pointer)) : answer
        })
        const named = report.checks.some((check) =>
          check.failures.some((failure) => failure.operation === operation && failure.path === `/body${pointer}`),
        )
        if (report.ok || !named)
          missed.push(
            `${pointer}: ${report.ok ? 'passed' : report.checks.flatMap((c) => c.failures.map((f) => f.path)).join(', ')}`,
          )
      }
      expect(missed).toEqual([])
    })
  },
)

describe('a record whose ledger_state_version is one less than the truth', () => {
  it('fails, naming the field (at that version the transaction was not committed yet)', async () => {
    const pointer = '/transaction/transaction_status/ledger_state_version'
    const report = await runBehind('gateway-transfer', (path, answer) =>
      path === '/transaction/status' && answer.json?.transaction?.transaction_status?.status === 'CONFIRMED'
        ? withJson(answer, withValue(answer.json, pointer, (resolve(answer.json, pointer) as number) - 1))
        : answer,
    )
    expect(report.ok).toBe(false)
    expect(report.checks.flatMap((check) => check.failures)).toContainEqual(
      expect.objectContaining({ operation: 'gateway.getTransactionStatus', path: `/body${pointer}` }),
    )
  })
})

function resolve(value: unknown, pointer: string): unknown {
  let current: any = value
  for (const token of refTokens(pointer)!) current = current?.[token]
  return current
}

// The node REST counters that a committed transaction moves: a node whose system record, read
// again once the runner's transfer is CONFIRMED, shows one counter one unit short (it did not
// move), one digest as it was, or one cumulative count gone back, fails the run naming that field
// — for a transfer through the Gateway API and one through JSON-RPC.
describe.each([
  { scenario: 'gateway-transfer', rpc: false },
  { scenario: 'rpc-transfer', rpc: true },
])('a node whose counters do not move with a transfer in scenario $scenario', ({ scenario, rpc }) => {
  const runWithNodeBehind = async (alter: (answer: ProxiedAnswer, reading: number) => ProxiedAnswer) => {
    let reading = 0
    const proxy = await startTamperingProxy(sandbox.gatewayUrl, {
      alter: (request, answer) => (request.path === '/api/system' ? alter(answer, reading++) : answer),
    })
    try {
      return await runContract({
        ...(rpc ? { rpc: `${proxy.url}/rpc` } : { gateway: proxy.url }),
        node: proxy.url,
        privateKey: sandbox.accounts[0]!.privateKey!,
        only: `scenario ${scenario}`,
        confirmTimeout: 5_000,
      })
    } finally {
      await proxy.close()
    }
  }

  it('passes an honest node, the counters read before and after the transfer', async () => {
    const readings: unknown[] = []
    const honest = await runWithNodeBehind((answer) => {
      readings.push(answer.json)
      return answer
    })
    expect(honest.checks.filter((check) => check.outcome === 'fail').map((check) => check.id)).toEqual([])
    expect(
      honest.checks.filter((check) => check.operation === 'getSystem').map((check) => [check.name, check.outcome]),
    ).toEqual([
      ["read the node's counters before the transfer", 'pass'],
      ["the node's counters moved with the transfer", 'pass'],
    ])
    expect(readings).toHaveLength(2)
    // Nothing else ran: the digests were recomputed from the record before and the transfer's id.
    expect(honest.varies.values[`${scenario}: the node's digests around the transfer`]).toBe(
      'recomputed (it processed only these)',
    )
  })

  it('is caught when a digest moved, but not to what the spec makes of the transfer id', async () => {
    for (const pointer of ['/commitment', '/ledger/checksum']) {
      const report = await runWithNodeBehind((answer, reading) => {
        if (reading === 0) return answer
        const seen = resolve(answer.json, pointer)
        const lie =
          typeof seen === 'string' ? `${seen.slice(0, -1)}${seen.endsWith('0') ? '1' : '0'}` : Number(seen) + 1
        return withJson(answer, withValue(answer.json, pointer, lie))
      })
      expect(report.checks.flatMap((check) => check.failures)).toEqual([
        expect.objectContaining({ operation: 'node-rest.getSystem', path: `/body${pointer}` }),
      ])
    }
  })

  it('is caught whichever counter stays, naming the field, the value expected and the value seen', async () => {
    const fields = [...committedCounters, ...commitmentDigests, ...cumulativeCounters]
    const missed: string[] = []
    for (const field of fields) {
      const pointer = `/${field.join('/')}`
      let before: unknown
      const report = await runWithNodeBehind((answer, reading) => {
        if (reading === 0) {
          before = resolve(answer.json, pointer)
          return answer
        }
        // The second reading: a counter one unit short of the one transaction the runner committed,
        // a digest as it was, a cumulative count one below what it was.
        const committed = committedCounters.includes(field)
        const lie = commitmentDigests.includes(field) ? before : Number(before) + (committed ? 0 : -1)
        return withJson(answer, withValue(answer.json, pointer, lie))
      })
      const failure = report.checks
        .flatMap((check) => check.failures)
        .find((candidate) => candidate.operation === 'node-rest.getSystem' && candidate.path === `/body${pointer}`)
      if (report.ok || failure === undefined || failure.seen === undefined || failure.expected === undefined)
        missed.push(
          `${pointer}: ${report.ok ? 'passed' : report.checks.flatMap((c) => c.failures.map((f) => f.path)).join(', ')}`,
        )
    }
    expect(missed).toEqual([])
  })
})

function withValue(body: unknown, pointer: string, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string, any>
  const tokens = refTokens(pointer)!
  let parent: any = copy
  for (const token of tokens.slice(0, -1)) parent = parent[token]
  parent[tokens.at(-1)!] = value
  return copy
}
