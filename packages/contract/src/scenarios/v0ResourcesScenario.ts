import {
  deriveTokenRri,
  encodeV0Address,
  PrivateKey,
  v0AccountAddress,
  v0ResourceAddressForRri,
} from '@ledgernet/crypto'
import { buildNotarizedTransaction, type Instruction } from '@ledgernet/transaction'
import { addressPayloadHex } from './addressPayloadHex.js'
import { expectBalanceChanges, nativeResource } from './balances.js'
import { ContractStepError } from './ContractStepError.js'
import { expectStatus } from './expectStatus.js'
import { expectValue, fieldOf } from './expectValue.js'
import { readV0Balance } from './readV0Balance.js'
import { recordedIntent, v0Header } from './recordedIntent.js'
import type { ScenarioContext } from './ScenarioContext.js'
import type { ScenarioStep } from './ScenarioRecorder.js'

const operation = 'gateway-v0.submitNotarizedTransaction'
const symbolStep = "find a resource symbol the ledger does not know yet (the seed's first free one)"
const create = {
  submit: 'submit the creation of a mutable fungible resource with 500 to the notary',
  receipt: 'receipt of the creation is committed, Succeeded, and says what happened',
}
const created = 'the new resource is fungible, not the native token, its supply 500, the notary holds 500'
const move = {
  submit: 'submit a mint of 100 to another account and a burn of 50, with a tip of 10 %',
  receipt: 'receipt of the mint and the burn is committed, Succeeded, and says what happened',
}
const moved = 'the supply is 550, the notary holds 450, the other account 100'

/** Intents that break a rule of the ledger: each must fail, and move nothing. */
const refusals: {
  name: string
  instructions: (parts: Parts) => Instruction[]
  notary?: (parts: Parts) => PrivateKey
}[] = [
  {
    name: 'an intent whose notary cannot pay its fee',
    instructions: ({ other, resource }) => [{ type: 'TransferFungible', from: other, to: other, resource, amount: 1n }],
    notary: ({ otherKey }) => otherKey,
  },
  {
    name: 'a transfer of more than the sender holds',
    instructions: ({ self, other, resource }) => [
      { type: 'TransferFungible', from: self, to: other, resource, amount: 10n ** 40n },
    ],
  },
  {
    name: 'a transfer from an account that did not sign',
    instructions: ({ self, other, resource }) => [
      { type: 'TransferFungible', from: other, to: self, resource, amount: 1n },
    ],
  },
  {
    name: 'a burn of more than the account holds',
    instructions: ({ self, resource }) => [{ type: 'BurnFungible', from: self, resource, amount: 10n ** 40n }],
  },
  {
    name: 'a mint of the native token',
    instructions: ({ self, native }) => [{ type: 'MintFungible', resource: native, to: self, amount: 1n }],
  },
  {
    name: 'a burn of the native token',
    instructions: ({ self, native }) => [{ type: 'BurnFungible', from: self, resource: native, amount: 1n }],
  },
  {
    name: 'a non-fungible minted into a fungible resource',
    instructions: ({ self, resource }) => [
      { type: 'MintNonFungible', resource, to: self, id: '02', immutableData: '', mutableData: '' },
    ],
  },
  {
    name: 'a resource created for an owner who did not sign',
    instructions: ({ otherKey }) => [{ type: 'CreateNonFungibleResource', owner: otherKey.publicKey, metadata: [] }],
  },
  {
    name: 'the creation of a resource that exists',
    instructions: ({ key, self, symbol }) => [
      {
        type: 'CreateFungibleResource',
        owner: key.publicKey,
        symbol,
        metadata: [],
        isSupplyMutable: true,
        initialSupply: 0n,
        to: self,
      },
    ],
  },
]

type Parts = {
  key: PrivateKey
  self: string
  other: string
  otherKey: PrivateKey
  resource: string
  native: string
  symbol: string
}

const refusalName = (name: string) => `${name}: the intent fails and moves nothing`
const wrongNetwork = 'a notarized transaction of another network: refused with a documented 4xx'
const broken =
  'a notarized transaction whose notary signature does not verify, one over its cost unit limit, bytes that are no transaction: refused'
const outsideWindow =
  'a notarized transaction outside its validity window (not valid yet, or expired): refused, or Rejected'

/**
 * The steps of the v0-resources scenario, in order.
 *
 * @example
 * v0ResourcesSteps.length // 17
 */
export const v0ResourcesSteps: readonly ScenarioStep[] = [
  { operation: 'gateway-v0.getResource', name: symbolStep },
  { operation, name: create.submit },
  { operation: 'gateway-v0.getTransactionReceipt', name: create.receipt },
  { operation: 'gateway-v0.getResource', name: created },
  { operation, name: move.submit },
  { operation: 'gateway-v0.getTransactionReceipt', name: move.receipt },
  { operation: 'gateway-v0.getResource', name: moved },
  ...refusals.map((refusal) => ({ operation, name: refusalName(refusal.name) })),
  { operation, name: wrongNetwork },
  { operation, name: outsideWindow },
  { operation, name: broken },
]

/**
 * The v0 resources through `@ledgernet/flows`' `submitIntent`: a mutable fungible resource of a
 * symbol the ledger does not know yet, created with 500 to the notary, then 100 minted to another
 * account and 50 burned — each receipt saying what happened, the resource's supply and the
 * balances what the instructions make them (read through `/v0/resource` and
 * `/v0/state/component`). Then an intent for each rule of the ledger it must refuse (more than an
 * account holds, an account that did not sign, the native token minted or burned, a non-fungible
 * in a fungible resource, an owner who did not sign, a resource that exists): each must fail and
 * move nothing; and a notarized transaction of another network, and one whose window has passed,
 * must be refused.
 *
 * @example
 * await v0ResourcesScenario(context)
 */
export async function v0ResourcesScenario(context: ScenarioContext): Promise<void> {
  const { account, key, network, recorder } = context
  const self = account.v0Address
  const otherKey = PrivateKey.fromBytes(context.random.bytes('v0-resources other account', 32))
  const other = v0AccountAddress(otherKey.publicKey, network)
  const { symbol, resource } = await recorder.step('gateway-v0.getResource', symbolStep, () => freeSymbol(context))
  const sent = await recordedIntent(
    context,
    create,
    [
      {
        type: 'CreateFungibleResource',
        owner: key.publicKey,
        symbol,
        metadata: [{ key: 'name', value: 'ledgernet contract' }],
        isSupplyMutable: true,
        initialSupply: 500n,
        to: self,
      },
    ],
    () => ({
      payer: self,
      native: nativeResource(context),
      output: [addressPayloadHex(resource)],
      newResources: [resource],
      balanceChanges: [{ component_address: self, resource_address: resource, delta: 500n }],
      nonFungibleChanges: [],
    }),
  )
  if (sent === undefined) return recorder.skipRest('read-only: nothing is signed or submitted')
  context.vary('v0-resources: the creation: intent hash', sent.intentHash)
  await recorder.step('gateway-v0.getResource', created, () =>
    expectResource(context, resource, { supply: 500n, holdings: [[self, 500n]] }),
  )
  const before = await readV0Balance(context, other, resource)
  const minted = await recordedIntent(
    context,
    move,
    [
      { type: 'MintFungible', resource, to: other, amount: 100n },
      { type: 'BurnFungible', from: self, resource, amount: 50n },
    ],
    () => ({
      payer: self,
      native: nativeResource(context),
      output: ['', ''],
      newResources: [],
      balanceChanges: [
        { component_address: other, resource_address: resource, delta: 100n },
        { component_address: self, resource_address: resource, delta: -50n },
      ],
      nonFungibleChanges: [],
    }),
    { costUnitLimit: v0Header.costUnitLimit, tipPercentage: 10 },
  )
  if (minted === undefined) return recorder.skipRest('read-only: nothing is signed or submitted')
  await recorder.step('gateway-v0.getResource', moved, () =>
    expectResource(context, resource, {
      supply: 550n,
      holdings: [
        [self, 450n],
        [other, before + 100n],
      ],
    }),
  )

  const parts: Parts = { key, self, other, otherKey, resource, native: nativeResource(context), symbol }
  for (const refusal of refusals)
    await recorder.step(
      operation,
      refusalName(refusal.name),
      async () => {
        const mine = await readV0Balance(context, self, resource)
        const theirs = await readV0Balance(context, other, resource)
        await expectIntentFails(context, refusal.instructions(parts), refusal.notary?.(parts))
        const path = '/body/committed/receipt/status'
        await expectBalanceChanges(context, [
          { account: self, resource, before: mine, change: 0n, what: 'the notary', operation, path },
          { account: other, resource, before: theirs, change: 0n, what: 'the other account', operation, path },
        ])
      },
      { continueOnFailure: true },
    )
  await recorder.step(operation, wrongNetwork, () => expectNotarizedRefused(context, 'network'), {
    continueOnFailure: true,
  })
  await recorder.step(
    operation,
    outsideWindow,
    async () => {
      await expectNotarizedRefused(context, 'not yet valid')
      await expectNotarizedRefused(context, 'expired')
    },
    { continueOnFailure: true },
  )
  await recorder.step(
    operation,
    broken,
    async () => {
      await expectNotarizedRefused(context, 'signature')
      await expectNotarizedRefused(context, 'cost unit limit')
      await expectNotarizedRefused(context, 'no transaction')
    },
    { continueOnFailure: true },
  )
}

/** The first of the seed's fungible symbols whose resource the ledger does not know (a 404). */
async function freeSymbol(context: ScenarioContext): Promise<{ symbol: string; resource: string }> {
  for (let generation = 0; generation < 1_000; generation++) {
    const symbol = `cv${context.random.hex(`v0-resources symbol ${generation}`, 5)}`
    const resource = v0ResourceAddressForRri(deriveTokenRri(context.key.publicKey, symbol, context.network))
    const answer = await context.caller.http('gateway-v0', 'getResource', { resource_address: resource })
    context.recorder.assertClean()
    if (answer.status === 404) {
      context.vary("v0-resources: the seed's first free symbol (generation)", generation)
      return { symbol, resource }
    }
    expectStatus(answer, 'gateway-v0.getResource', 200)
  }
  throw new ContractStepError([
    {
      operation: 'gateway-v0.getResource',
      path: '',
      message: "the seed's first 1000 resource symbols are all taken: use another seed",
    },
  ])
}

/** `/v0/resource` says fungible, not native, the supply given; each account holds what is given. */
async function expectResource(
  context: ScenarioContext,
  resource: string,
  expected: { supply: bigint; holdings: [string, bigint][] },
): Promise<void> {
  const op = 'gateway-v0.getResource'
  const answer = await context.caller.http('gateway-v0', 'getResource', { resource_address: resource })
  expectStatus(answer, op, 200)
  context.recorder.assertClean()
  const failures = [
    ...expectValue(
      op,
      '/body/manager/resource_type',
      'Fungible',
      fieldOf(answer.body, 'manager', 'resource_type'),
      'the resource was created fungible',
    ),
    ...expectValue(
      op,
      '/body/manager/total_supply',
      expected.supply.toString(),
      fieldOf(answer.body, 'manager', 'total_supply'),
      'must be what was created, minted and burned',
    ),
  ]
  for (const [holder, amount] of expected.holdings) {
    const held = await readV0Balance(context, holder, resource)
    failures.push(
      ...expectValue(
        'gateway-v0.getComponent',
        '/body/owned_vaults',
        amount.toString(),
        held.toString(),
        `${holder} must hold what the instructions gave it`,
      ),
    )
  }
  if (failures.length) throw new ContractStepError(failures)
}

/** An intent that breaks a rule: refused at submit (a 4xx), or committed Failed or Rejected — never Succeeded. */
async function expectIntentFails(
  context: ScenarioContext,
  instructions: Instruction[],
  notary: PrivateKey = context.key,
): Promise<void> {
  const epoch = await readEpoch(context)
  const built = await buildNotarizedTransaction({
    intent: {
      header: {
        network: context.network.name,
        startEpoch: epoch,
        endEpoch: epoch + 10n,
        nonce: new DataView(context.random.bytes('v0-resources nonce', 8).buffer).getBigUint64(0),
        notaryPublicKey: notary.publicKey,
        notaryAsSignatory: true,
        ...v0Header,
      },
      manifest: { instructions },
    },
    signers: [],
    notary: notary.toSigner(),
  })
  const answer = await context.caller.http('gateway-v0', 'submitNotarizedTransaction', {
    notarized_transaction_hex: built.hex,
  })
  if (answer.status >= 400 && answer.status < 500) return context.recorder.assertClean()
  expectStatus(answer, operation, 200)
  context.recorder.assertClean()
  const status = await receiptStatus(context, built.intentHash)
  if (status === 'Succeeded')
    throw new ContractStepError([
      {
        operation: 'gateway-v0.getTransactionReceipt',
        path: '/body/committed/receipt/status',
        message: 'an intent that breaks a rule of the ledger must fail (Failed or Rejected), not succeed',
        expected: ['Failed', 'Rejected'],
        seen: status,
      },
    ])
}

async function readEpoch(context: ScenarioContext): Promise<bigint> {
  const answer = await context.caller.http('gateway-v0', 'getEpoch', {})
  expectStatus(answer, 'gateway-v0.getEpoch', 200)
  context.recorder.assertClean()
  return BigInt(fieldOf(answer.body, 'epoch') as number)
}

/** The status of a committed receipt, polled until it is committed (within the confirmation wait). */
async function receiptStatus(context: ScenarioContext, intentHash: string): Promise<unknown> {
  const deadline = performance.now() + context.confirmTimeout
  for (let delay = 25; ; delay = Math.min(delay * 2, 1_000)) {
    const answer = await context.caller.http('gateway-v0', 'getTransactionReceipt', { intent_hash: intentHash })
    context.recorder.assertClean()
    // A rejected intent may be forgotten: unknown is a refusal too.
    if (answer.status === 404) return 'Rejected'
    expectStatus(answer, 'gateway-v0.getTransactionReceipt', 200)
    const committed = fieldOf(answer.body, 'committed')
    if (committed !== undefined) return fieldOf(committed, 'receipt', 'status')
    if (performance.now() > deadline)
      throw new ContractStepError([
        {
          operation: 'gateway-v0.getTransactionReceipt',
          path: '/body/pending',
          message: `intent ${intentHash} stayed pending for ${context.confirmTimeout} ms`,
          expected: 'committed',
        },
      ])
    await new Promise((resolve) => setTimeout(resolve, delay))
  }
}

/**
 * A notarized transaction the server must not commit: built for another network, valid only from a
 * later epoch, or expired (its window over before the current epoch; at epoch 0 there is none to
 * build). Refused with a 4xx, or (for a window) Rejected.
 */
async function expectNotarizedRefused(
  context: ScenarioContext,
  what: 'network' | 'not yet valid' | 'expired' | 'signature' | 'cost unit limit' | 'no transaction',
): Promise<void> {
  const epoch = await readEpoch(context)
  if (what === 'expired' && epoch === 0n) return
  const network =
    what === 'network' ? (context.network.name === 'localnet' ? 'stokenet' : 'localnet') : context.network.name
  const self = v0AccountAddress(context.key.publicKey, network)
  const window =
    what === 'not yet valid' ? [epoch + 5n, epoch + 10n] : what === 'expired' ? [0n, epoch] : [epoch, epoch + 10n]
  const built = await buildNotarizedTransaction({
    intent: {
      header: {
        network,
        startEpoch: window[0]!,
        endEpoch: window[1]!,
        nonce: new DataView(context.random.bytes('v0-resources nonce', 8).buffer).getBigUint64(0),
        notaryPublicKey: context.key.publicKey,
        notaryAsSignatory: true,
        ...v0Header,
        ...(what === 'cost unit limit' ? { costUnitLimit: 1 } : {}),
      },
      manifest: {
        instructions: [
          {
            type: 'TransferFungible',
            from: self,
            to: self,
            resource: encodeV0Address('resource', new Uint8Array(26), network),
            amount: 1n,
          },
        ],
      },
    },
    signers: [],
    notary: context.key.toSigner(),
  })
  // The notary's signature closes the transaction: its last byte changed, it verifies no more.
  const hex =
    what === 'no transaction'
      ? '00'
      : what === 'signature'
        ? `${built.hex.slice(0, -2)}${built.hex.endsWith('00') ? '01' : '00'}`
        : built.hex
  const answer = await context.caller.http('gateway-v0', 'submitNotarizedTransaction', {
    notarized_transaction_hex: hex,
  })
  if (answer.status >= 400 && answer.status < 500) return context.recorder.assertClean()
  if (what !== 'network' && what !== 'signature' && what !== 'no transaction' && answer.status === 200) {
    context.recorder.assertClean()
    if ((await receiptStatus(context, built.intentHash)) === 'Rejected') return
  }
  throw new ContractStepError([
    {
      operation,
      path: '/status',
      message: `a notarized transaction (${what}) must be refused, got HTTP ${answer.status}`,
      expected: ['4xx'],
      seen: answer.status,
    },
  ])
}
