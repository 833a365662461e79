import { deriveTokenRri, encodeV0Address } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandboxControls } from '../src/controlsClient.js'
import type { SandboxState } from '../src/generated/controls/methods.gen.js'
import { startSandbox } from '../src/node/startSandbox.js'
import type { Sandbox } from '../src/Sandbox.js'
import { SandboxControlError } from '../src/SandboxControlError.js'
import { silentLogger } from '../src/SandboxLogger.js'
import { useDataDirectories } from './support/dataDirectories.js'

// State documents made hostile at random (fast-check, a fixed seed): accounts, tokens, resources
// and units listed twice, clocks and amounts past every bound, supplies and balances that do not
// add up, unknown fields, deep nesting, foreign tokens, swapped keys, bad dates, thousands of
// entries. `loadState` must refuse each with a reason naming the field — and change nothing — or
// accept it with every invariant holding, its own `dumpState` loading back to the same text and a
// journaled directory restarting on it. SANDBOX_FUZZ_RUNS and SANDBOX_FUZZ_SEED run it longer.
const RUNS = Number(process.env.SANDBOX_FUZZ_RUNS ?? 150)
const SEED = Number(process.env.SANDBOX_FUZZ_SEED ?? 19)

const bytes26 = (seed: number) => Uint8Array.from({ length: 26 }, (_, index) => (seed * 31 + index * 7) & 0xff)
const accountAddress = (seed: number) => encodeV0Address('account', bytes26(seed), 'localnet')

let sandbox: Sandbox
/** A ledger of every kind: XRD, a user token, a non-fungible resource with live and burned units. */
let base: SandboxState
beforeAll(async () => {
  sandbox = await startSandbox({ accounts: 3, logger: silentLogger })
  const dump = await sandbox.dumpState()
  const [alice, bob] = sandbox.accounts
  const gold = {
    tokenIdentifier: deriveTokenRri(alice!.publicKey, 'gold', 'localnet'),
    symbol: 'gold',
    name: 'Gold',
    description: '',
    iconUrl: '',
    url: '',
    metadata: [{ key: 'name', value: 'Gold' }],
    isSupplyMutable: true,
    owner: alice!.publicKey,
    native: false,
    totalSupply: '700',
  }
  dump.tokens.push(gold)
  dump.accounts.find((account) => account.address === alice!.address)!.balances[gold.tokenIdentifier] = '500'
  dump.accounts.find((account) => account.address === bob!.address)!.balances[gold.tokenIdentifier] = '200'
  dump.nonFungibleResources.push({
    resourceAddress: encodeV0Address('resource', bytes26(1), 'localnet'),
    owner: alice!.publicKey,
    metadata: [{ key: 'name', value: 'Tickets' }],
    units: [
      { id: '01', immutableData: '00', mutableData: '', holder: alice!.v0Address, deleted: false },
      { id: '02', immutableData: '', mutableData: 'ff', holder: bob!.v0Address, deleted: false },
      { id: '03', immutableData: '', mutableData: '', holder: bob!.v0Address, deleted: true },
    ],
  })
  await sandbox.loadState(dump)
  base = await sandbox.dumpState()
})
afterAll(() => sandbox.stop())

type Mutation = { label: string; apply(document: any): void }
const pick = (list: any[], index: number): any => (list.length === 0 ? undefined : list[index % list.length])
const CLOCK_VALUES = [
  2 ** 52,
  2 ** 52 + 1,
  2 ** 53 - 1,
  2 ** 53,
  2 ** 53 + 1,
  1e300,
  -1,
  0.5,
  Number.POSITIVE_INFINITY,
  Number.NaN,
  '5',
  null,
]
const AMOUNTS = [
  '0',
  ((1n << 256n) - 1n).toString(),
  (1n << 256n).toString(),
  '9'.repeat(78),
  `1${'0'.repeat(78)}`,
  '-1',
  '01',
  '1e3',
  5,
]
const deep = (depth: number, kind: 'array' | 'object') => {
  let value: unknown = 'bottom'
  for (let level = 0; level < depth; level += 1) value = kind === 'array' ? [value] : { nested: value }
  return value
}
/** The objects of a document an unknown field can be put into. */
const places = (document: any): any[] => [
  document,
  document.ledgerState,
  ...document.tokens,
  ...document.accounts,
  ...document.accounts.map((account: any) => account.balances),
  ...document.nonFungibleResources,
  ...document.nonFungibleResources.flatMap((resource: any) => resource.units),
  ...document.tokens.flatMap((token: any) => token.metadata),
]

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ at: fc.nat(), changed: fc.boolean() }).map(({ at, changed }) => ({
    label: `account ${at} twice${changed ? ', with other balances' : ''}`,
    apply: (document: any) => {
      const account = pick(document.accounts, at)
      if (!account) return
      const copy = structuredClone(account)
      if (changed) for (const rri of Object.keys(copy.balances)) copy.balances[rri] = '1'
      document.accounts.push(copy)
    },
  })),
  fc.nat().map((at) => ({
    label: `token ${at} twice`,
    apply: (document: any) => document.tokens.push(structuredClone(pick(document.tokens, at))),
  })),
  fc.record({ at: fc.nat(), unit: fc.boolean() }).map(({ at, unit }) => ({
    label: unit ? `a unit of resource ${at} twice` : `resource ${at} twice`,
    apply: (document: any) => {
      const resource = pick(document.nonFungibleResources, at)
      if (!resource) return
      if (unit && resource.units.length > 0) resource.units.push(structuredClone(resource.units[0]))
      else document.nonFungibleResources.push(structuredClone(resource))
    },
  })),
  fc
    .record({ field: fc.constantFrom('version', 'epoch', 'round'), value: fc.constantFrom(...CLOCK_VALUES) })
    .map(({ field, value }) => ({
      label: `ledgerState.${field} = ${String(value)}`,
      apply: (document: any) => {
        document.ledgerState[field] = value
      },
    })),
  fc
    .record({ supply: fc.boolean(), at: fc.nat(), value: fc.constantFrom(...AMOUNTS) })
    .map(({ supply, at, value }) => ({
      label: `${supply ? 'a supply' : 'a balance'} = ${String(value).slice(0, 20)}`,
      apply: (document: any) => {
        if (supply) pick(document.tokens, at).totalSupply = value
        else {
          const account = pick(document.accounts, at)
          const rri = account && pick(Object.keys(account.balances), at)
          if (rri) account.balances[rri] = value
        }
      },
    })),
  fc.record({ supply: fc.boolean(), at: fc.nat(), delta: fc.constantFrom(-1n, 1n) }).map(({ supply, at, delta }) => ({
    label: `${supply ? 'a supply' : 'a balance'} ${delta > 0n ? '+' : '−'} 1`,
    apply: (document: any) => {
      if (supply) {
        const token = pick(document.tokens, at)
        token.totalSupply = (BigInt(token.totalSupply) + delta).toString()
      } else {
        const account = pick(document.accounts, at)
        const rri = account && pick(Object.keys(account.balances), at)
        if (rri) account.balances[rri] = (BigInt(account.balances[rri]) + delta).toString()
      }
    },
  })),
  fc
    .record({
      at: fc.nat(),
      key: fc.constantFrom('extra', '__proto__', 'constructor', 'toString'),
      value: fc.jsonValue(),
    })
    .map(({ at, key, value }) => ({
      label: `an unknown field ${key}`,
      apply: (document: any) => {
        Object.defineProperty(pick(places(document), at), key, {
          value,
          enumerable: true,
          configurable: true,
          writable: true,
        })
      },
    })),
  fc
    .record({
      at: fc.nat(),
      depth: fc.integer({ min: 1, max: 20_000 }),
      kind: fc.constantFrom('array' as const, 'object' as const),
    })
    .map(({ at, depth, kind }) => ({
      label: `${kind}s nested ${depth} deep`,
      apply: (document: any) => {
        const place = pick(places(document), at)
        const key = pick(Object.keys(place), at) ?? 'extra'
        place[key] = deep(depth, kind)
      },
    })),
  fc.record({ at: fc.nat(), seed: fc.nat({ max: 1000 }) }).map(({ at, seed }) => ({
    label: 'a balance of a token the document does not list',
    apply: (document: any) => {
      const account = pick(document.accounts, at)
      if (account) account.balances[deriveTokenRri(sandbox.accounts[seed % 3]!.publicKey, `t${seed}`, 'localnet')] = '0'
    },
  })),
  fc
    .constantFrom('no native token', 'gold native', 'xrd not native', 'gold symbol xrd', 'resource at gold')
    .map((label) => ({
      label,
      apply: (document: any) => {
        const native = document.tokens.find((token: any) => token.native)
        const gold = document.tokens.find((token: any) => !token.native)
        if (label === 'no native token') document.tokens = document.tokens.filter((token: any) => !token.native)
        if (label === 'gold native' && gold) gold.native = true
        if (label === 'xrd not native' && native) native.native = false
        if (label === 'gold symbol xrd' && gold) gold.symbol = 'xrd'
        if (label === 'resource at gold' && gold)
          document.nonFungibleResources.push({
            ...structuredClone(document.nonFungibleResources[0]),
            resourceAddress: encodeV0Address('resource', new Uint8Array(26).fill(9), 'localnet'),
          })
      },
    })),
  fc.record({ from: fc.nat(), to: fc.nat(), address: fc.boolean() }).map(({ from, to, address }) => ({
    label: `the ${address ? 'address' : 'public key'} of account ${from} given to account ${to}`,
    apply: (document: any) => {
      const giver = pick(document.accounts, from)
      const taker = pick(document.accounts, to)
      if (!giver?.publicKey || !taker) return
      if (address) taker.address = giver.address
      else taker.publicKey = giver.publicKey
    },
  })),
  fc
    .constantFrom(
      'not a date',
      '2026-02-30T00:00:00Z',
      '+275760-09-13T00:00:00.001Z',
      '2020-12-31T23:59:60Z',
      '0000-01-01T00:00:00Z',
      '2026-11-24T09:21:07+05:30',
    )
    .map((timestamp) => ({
      label: `timestamp ${timestamp}`,
      apply: (document: any) => {
        document.ledgerState.timestamp = timestamp
      },
    })),
  fc
    .record({ count: fc.integer({ min: 1, max: 3000 }), consistent: fc.boolean(), seed: fc.nat() })
    .map(({ count, consistent, seed }) => ({
      label: `${count} more accounts${consistent ? ', the supply with them' : ''}`,
      apply: (document: any) => {
        const native = document.tokens.find((token: any) => token.native)
        for (let index = 0; index < count; index += 1)
          document.accounts.push({
            v0Address: accountAddress(seed + index + 100),
            balances: { [native.tokenIdentifier]: '3' },
          })
        if (consistent) native.totalSupply = (BigInt(native.totalSupply) + 3n * BigInt(count)).toString()
      },
    })),
  fc
    .record({ from: fc.nat(), to: fc.nat(), amount: fc.bigInt({ min: 0n, max: 10n ** 25n }) })
    .map(({ from, to, amount }) => ({
      label: `${amount} moved between accounts (still a ledger)`,
      apply: (document: any) => {
        const giver = pick(document.accounts, from)
        const taker = pick(document.accounts, to)
        const rri = giver && pick(Object.keys(giver.balances), from)
        if (!rri || !taker || giver === taker) return
        const moved = amount > BigInt(giver.balances[rri]) ? BigInt(giver.balances[rri]) : amount
        giver.balances[rri] = (BigInt(giver.balances[rri]) - moved).toString()
        taker.balances[rri] = (BigInt(taker.balances[rri] ?? '0') + moved).toString()
      },
    })),
  fc.record({ at: fc.nat(), seed: fc.nat({ max: 1000 }), burn: fc.boolean() }).map(({ at, seed, burn }) => ({
    label: burn ? 'a unit burned' : 'a unit given to a new account (still a ledger)',
    apply: (document: any) => {
      const unit = pick(
        document.nonFungibleResources.flatMap((resource: any) => resource.units),
        at,
      )
      if (!unit) return
      if (burn) unit.deleted = true
      else unit.holder = accountAddress(seed + 5000)
    },
  })),
  fc.record({ at: fc.nat(), value: fc.constantFrom(null, 7, true, 'x', [], {}) }).map(({ at, value }) => ({
    label: `a value of the wrong type (${JSON.stringify(value)})`,
    apply: (document: any) => {
      const place = pick(places(document), at)
      const key = pick(Object.keys(place), at)
      if (key) place[key] = value
    },
  })),
)
const hostileDocument = fc
  .array(mutation, { minLength: 1, maxLength: 4 })
  .map((mutations) => {
    const document = structuredClone(base) as SandboxState
    const labels: string[] = []
    for (const change of mutations) {
      // A change that cannot apply to what the ones before left (a list that is no list now) is skipped.
      try {
        change.apply(document)
        labels.push(change.label)
      } catch {
        labels.push(`(${change.label}: not applicable)`)
      }
    }
    return { document, label: labels.join('; ') }
  })
  .map((drawn) => Object.assign(drawn, { [fc.toStringMethod]: () => drawn.label }))

/** A reason that names its field: `accounts[1].v0Address: …`, `ledgerState.version: …`, `state: …`. */
const NAMED = /^([A-Za-z]+(\[\d+\])?)(\.[^\s:]+)*: \S|^… and \d+ more problems$/

/** Loads `document` into `target`: refused with named reasons and nothing changed, or accepted and sound. */
async function expectRefusedOrSound(target: Sandbox, document: unknown, label: string) {
  const before = JSON.stringify(await target.dumpState())
  try {
    await target.loadState(document as SandboxState)
  } catch (error) {
    if (error instanceof SandboxControlError) {
      expect(error.reason, label).toBe('INVALID_STATE')
      const problems = error.data.problems as string[]
      expect(problems.length, label).toBeGreaterThan(0)
      for (const problem of problems) expect(problem, label).toMatch(NAMED)
    } else if (error instanceof InvalidArgumentError) expect(error.field, label).toMatch(/^state(\.|$)/)
    else throw error
    expect(JSON.stringify(await target.dumpState()), `${label}: refused, and nothing changed`).toBe(before)
    return 'refused' as const
  }
  expect(target.invariantProblems(), label).toEqual([])
  const dumped = JSON.stringify(await target.dumpState())
  await target.loadState(JSON.parse(dumped))
  expect(JSON.stringify(await target.dumpState()), `${label}: its dump loads back to the same text`).toBe(dumped)
  return 'accepted' as const
}

describe('a hostile state document', () => {
  it(`is refused with a reason naming its field and changes nothing, or loads a sound ledger (${RUNS} documents, seed ${SEED})`, async () => {
    const outcomes = { refused: 0, accepted: 0 }
    await fc.assert(
      fc.asyncProperty(hostileDocument, async ({ document, label }) => {
        outcomes[await expectRefusedOrSound(sandbox, document, label)] += 1
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    )
    // Both sides are reached: the check is neither a wall nor a sieve.
    expect(outcomes.refused).toBeGreaterThan(RUNS / 4)
    expect(outcomes.accepted).toBeGreaterThan(RUNS / 20)
  })

  it('over JSON-RPC is -32602 or 4002 (never an internal error), or loads', async () => {
    const controls = createSandboxControls({ url: sandbox.rpcUrl })
    await fc.assert(
      fc.asyncProperty(hostileDocument, async ({ document, label }) => {
        // What JSON can carry of it (NaN and Infinity are null there; V8 writes no JSON thousands deep).
        let text: string
        try {
          text = JSON.stringify(document)
        } catch {
          return
        }
        const sent = JSON.parse(text)
        try {
          await controls.loadState(sent)
        } catch (error) {
          expect([-32602, 4002], label).toContain((error as { rpcCode?: number }).rpcCode)
        }
        expect(sandbox.invariantProblems(), label).toEqual([])
      }),
      { numRuns: Math.ceil(RUNS / 5), seed: SEED + 1, endOnFailure: true },
    )
  })

  const dataDirectories = useDataDirectories('ledgernet-hostile-state-')
  it('that loads, a journaled directory restarts on: the same ledger, every invariant holding', async () => {
    const dataDir = await dataDirectories.create()
    let journaled = await dataDirectories.start({ dataDir, controls: true, accounts: 3 })
    await journaled.loadState(base)
    let restarts = 0
    await fc.assert(
      fc.asyncProperty(hostileDocument, async ({ document, label }) => {
        if ((await expectRefusedOrSound(journaled, document, label)) === 'refused') return
        const dumped = JSON.stringify(await journaled.dumpState())
        await journaled.stop()
        journaled = await dataDirectories.start({ dataDir, controls: true, accounts: 3 })
        restarts += 1
        expect(journaled.invariantProblems(), label).toEqual([])
        expect(JSON.stringify(await journaled.dumpState()), `${label}: after a restart`).toBe(dumped)
      }),
      { numRuns: Math.ceil(RUNS / 5), seed: SEED + 2, endOnFailure: true },
    )
    expect(restarts).toBeGreaterThan(0)
  })

  it('of 10^6 entries, or nested 10^6 deep over JSON-RPC, is refused naming the field', async () => {
    const before = JSON.stringify(await sandbox.dumpState())
    const account = base.accounts[0]!
    const unit = base.nonFungibleResources[0]!.units[0]
    const huge: [string, (document: any) => void][] = [
      ['state.accounts', (document) => (document.accounts = new Array(1_000_000).fill(account))],
      [
        'state.nonFungibleResources.0.units',
        (document) => (document.nonFungibleResources[0].units = new Array(1_000_000).fill(unit)),
      ],
      [
        'state.accounts.0.balances',
        (document) =>
          (document.accounts[0].balances = Object.fromEntries(
            Array.from({ length: 20_000 }, (_, index) => [`t${index.toString(36)}_dr1q${'q'.repeat(49)}`, '0']),
          )),
      ],
    ]
    for (const [field, grow] of huge) {
      const document = structuredClone(base)
      grow(document)
      await expect(sandbox.loadState(document), field).rejects.toMatchObject({
        code: 'INVALID_ARGUMENT',
        field: expect.stringMatching(new RegExp(`^${field.replace(/\./g, '\\.')}`)),
      })
    }
    // 11 resources of 100,000 units: within every list's bound, beyond the 1,000,000 in all.
    const many = structuredClone(base)
    const units = new Array(100_000).fill(unit)
    many.nonFungibleResources = Array.from({ length: 11 }, (_, index) => ({
      ...base.nonFungibleResources[0]!,
      resourceAddress: encodeV0Address('resource', bytes26(index + 50), 'localnet'),
      units,
    }))
    await expect(sandbox.loadState(many)).rejects.toMatchObject({
      reason: 'INVALID_STATE',
      data: { problems: ['nonFungibleResources: hold 1100000 units in all, more than 1000000'] },
    })

    const depth = 1_000_000
    const body = `{"jsonrpc":"2.0","id":1,"method":"sandbox_loadState","params":[${'['.repeat(depth)}${']'.repeat(depth)}]}`
    const answer = await fetch(sandbox.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    }).then((response) => response.json())
    expect(answer.error.code).toBe(-32602)
    expect(JSON.stringify(await sandbox.dumpState())).toBe(before)
  })
})
