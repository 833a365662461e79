import {
  bytesToHex,
  createSigner,
  deriveTokenRri,
  encodeAccountAddress,
  nativeTokenRri,
  PrivateKey,
  type Signer,
  v0AccountAddress,
  v0ResourceAddressForRri,
} from '@ledgernet/crypto'
import {
  burn,
  createNonFungibleResource,
  createToken,
  mint,
  mintNonFungibles,
  submitActions,
  transfer,
  transferFungible,
  viaJsonRpc,
} from '@ledgernet/flows'
import { deriveToken } from '@ledgernet/gateway-client'
import { getModules, getNodeMass, getPeers, getSystem, getUniverse, ping } from '@ledgernet/node-rest-client'
import { getEpoch, getNonFungible, getResource } from '@ledgernet/v0-client'
import type { CliContext } from '../commands/CliContext.js'
import { check, checkAmount, DemoRun, type DemoStep, DemoStepFailed } from './DemoRun.js'
import { type Holdings, readHoldings } from './readHoldings.js'

const TOKEN = 10n ** 18n
const tokens = (whole: bigint) => whole * TOKEN

/** A demo account: its key stays in the Signer, only public parts are shown. */
type DemoAccount = { name: string; signer: Signer; address: string; v0Address: string }

/**
 * The final holdings of the demo's two accounts, in subunits (and the non-fungible ids).
 *
 * @example
 * const { xrd, gem, gold, nfts } = report.balances[0]!
 */
export type DemoBalance = { account: string; address: string; xrd: bigint; gem: bigint; gold: bigint; nfts: string[] }

/**
 * What the demo did: every step (see `DemoStep`), the accounts and tokens it made, the final
 * balances, and `ok` — true only if every step did what it should.
 *
 * @example
 * if (!report.ok) console.error(report.failedStep)
 */
export type DemoReport = {
  ok: boolean
  network: string
  funder: string
  accounts: Record<string, { address: string; v0Address: string; publicKey: string }>
  tokens: Record<string, string>
  steps: DemoStep[]
  balances: DemoBalance[]
  failedStep?: DemoStep
  ms: number
}

/**
 * The demo: two new keys funded from `funder`; a mutable token derived, created, minted,
 * transferred and burnt and a fixed-supply token created (Gateway API); a transfer over JSON-RPC;
 * a v0 notarized transfer, a non-fungible resource and a mint; the node's ping, system, peers,
 * universe and Basic-auth mass and modules; the v0 epoch, an account and the token resource. Each
 * step's effect is verified (balances to the subunit, fees included, and supplies), and the demo
 * stops at the first step that did not do what it should.
 *
 * @example
 * const report = await runDemo(context, PrivateKey.fromHex(sandbox.accounts[0]!.privateKey!))
 */
export async function runDemo(context: CliContext, funderKey: PrivateKey): Promise<DemoReport> {
  const started = performance.now()
  const network = context.network
  const [gateway, rpcClient, v0, node] = await Promise.all([
    context.gateway(),
    context.rpc(),
    context.v0(),
    context.node(),
  ])
  const rpc = viaJsonRpc(rpcClient)
  const run = new DemoRun(context)
  const account = (name: string, key: PrivateKey): DemoAccount => ({
    name,
    signer: createSigner(key),
    address: encodeAccountAddress(key.publicKey, network),
    v0Address: v0AccountAddress(key.publicKey, network),
  })
  const funder = account('funder', funderKey)
  const alice = account('alice', PrivateKey.generate())
  const bob = account('bob', PrivateKey.generate())
  // Poll often: the sandbox commits a round every 100 ms, and the demo should not idle.
  const wait = {
    timeout: 60_000,
    requestTimeout: context.options.timeout,
    pollingInterval: 100,
    maxPollingInterval: 1_000,
  }
  const flow = { ...wait, network: network.name, maxFee: tokens(10n) }
  const xrd = nativeTokenRri(network)
  const xrdResource = v0ResourceAddressForRri(xrd)
  const gem = deriveTokenRri(alice.signer.publicKey, 'gem', network)
  const gemResource = v0ResourceAddressForRri(gem)
  const gold = deriveTokenRri(alice.signer.publicKey, 'gold', network)
  const goldResource = v0ResourceAddressForRri(gold)
  let nftResource = ''
  // What alice should hold in XRD: funded 1,000, minus every fee she pays and what she sends.
  let aliceXrd = tokens(1000n)
  let final: { alice?: Holdings; bob?: Holdings } = {}
  const holdings = () => Promise.all([readHoldings(v0, alice.v0Address), readHoldings(v0, bob.v0Address)])
  // A token's resource record read together with both holdings, after a step that changed its supply.
  const resourceAndHoldings = (resource: string) =>
    Promise.all([getResource({ client: v0, body: { resource_address: resource } }), holdings()])
  // The checks after a mint or a burn of GEM: alice paid the fee, the supply and her GEM are as expected.
  const gemSupplyChecks = (supply: bigint, aliceGem: bigint) => async (result: { fee: bigint }) => {
    aliceXrd -= result.fee
    const [{ manager }, [a]] = await resourceAndHoldings(gemResource)
    return [
      checkAmount('GEM supply is', BigInt(manager.total_supply), supply, 'gem'),
      checkAmount('alice holds', a.amount(gemResource), aliceGem, 'gem'),
    ]
  }

  const report = (): DemoReport => {
    const failedStep = run.steps.find((step) => step.outcome === 'failed')
    const row = (who: DemoAccount, held: Holdings | undefined): DemoBalance => ({
      account: who.name,
      address: who.address,
      xrd: held?.amount(xrdResource) ?? 0n,
      gem: held?.amount(gemResource) ?? 0n,
      gold: held?.amount(goldResource) ?? 0n,
      nfts: nftResource && held ? held.ids(nftResource) : [],
    })
    return {
      ok: failedStep === undefined,
      network: network.name,
      funder: funder.address,
      accounts: Object.fromEntries(
        [alice, bob].map((who) => [
          who.name,
          { address: who.address, v0Address: who.v0Address, publicKey: who.signer.publicKey.hex },
        ]),
      ),
      tokens: { xrd, gem, gold, ...(nftResource ? { nft: nftResource } : {}) },
      steps: run.steps,
      balances: final.alice && final.bob ? [row(alice, final.alice), row(bob, final.bob)] : [],
      ...(failedStep ? { failedStep } : {}),
      ms: Math.round(performance.now() - started),
    }
  }

  const terminal = context.terminal
  terminal.say(`  funder  ${funder.address}`)
  terminal.say(`  alice   ${alice.address}   (a new key)`)
  terminal.say(`  bob     ${bob.address}   (a new key)`)
  terminal.say()

  try {
    await run.transaction(
      'fund alice with 1,000 XRD and bob with 10 XRD',
      'gateway',
      (hooks) =>
        submitActions(gateway, {
          ...flow,
          ...hooks,
          signer: funder.signer,
          actions: [
            { type: 'TransferTokens', to: alice.address, amount: tokens(1000n) },
            { type: 'TransferTokens', to: bob.address, amount: tokens(10n) },
          ],
        }),
      async () => {
        const [a, b] = await holdings()
        return [
          checkAmount('alice holds', a.amount(xrdResource), tokens(1000n), 'xrd'),
          checkAmount('bob holds', b.amount(xrdResource), tokens(10n), 'xrd'),
        ]
      },
    )

    await run.read(
      'derive the identifier of alice’s token GEM',
      'gateway',
      () => deriveToken({ client: gateway, body: { public_key: { hex: alice.signer.publicKey.hex }, symbol: 'gem' } }),
      ({ token_identifier }) => [
        check(
          token_identifier.rri === gem,
          `the gateway derives ${gem}, as computed here`,
          `the gateway derives ${token_identifier.rri}, not ${gem}`,
        ),
      ],
    )

    await run.transaction(
      'create the mutable-supply token GEM',
      'gateway',
      (hooks) =>
        createToken(gateway, {
          ...flow,
          ...hooks,
          maxFee: tokens(110n),
          signer: alice.signer,
          symbol: 'gem',
          name: 'Gem',
          description: 'The ledgernet demo’s mutable-supply token',
          isSupplyMutable: true,
        }),
      async (result) => {
        aliceXrd -= result.fee
        const [{ manager }, [a]] = await resourceAndHoldings(gemResource)
        return [
          check(result.tokenRri === gem, `GEM is ${gem}`, `the flow created ${result.tokenRri}, not ${gem}`),
          check(
            manager.resource_type === 'Fungible' && manager.is_supply_mutable && manager.symbol === 'gem',
            'the ledger knows GEM as a mutable-supply token',
            'the ledger does not show GEM as a mutable-supply token',
          ),
          checkAmount('GEM supply is', BigInt(manager.total_supply), 0n, 'gem'),
          checkAmount('alice paid the fee and holds', a.amount(xrdResource), aliceXrd, 'xrd'),
        ]
      },
    )

    await run.transaction(
      'mint 1,000 GEM to alice',
      'gateway',
      (hooks) => mint(gateway, { ...flow, ...hooks, signer: alice.signer, token: gem, amount: tokens(1000n) }),
      gemSupplyChecks(tokens(1000n), tokens(1000n)),
    )

    await run.transaction(
      'transfer 250 GEM from alice to bob',
      'gateway',
      (hooks) =>
        transfer(gateway, {
          ...flow,
          ...hooks,
          signer: alice.signer,
          to: bob.address,
          token: gem,
          amount: tokens(250n),
        }),
      async (result) => {
        aliceXrd -= result.fee
        const [a, b] = await holdings()
        return [
          checkAmount('alice holds', a.amount(gemResource), tokens(750n), 'gem'),
          checkAmount('bob holds', b.amount(gemResource), tokens(250n), 'gem'),
        ]
      },
    )

    await run.transaction(
      'burn 100 of alice’s GEM',
      'gateway',
      (hooks) => burn(gateway, { ...flow, ...hooks, signer: alice.signer, token: gem, amount: tokens(100n) }),
      gemSupplyChecks(tokens(900n), tokens(650n)),
    )

    await run.transaction(
      'create the fixed-supply token GOLD: 1,000,000 to alice',
      'gateway',
      (hooks) =>
        createToken(gateway, {
          ...flow,
          ...hooks,
          maxFee: tokens(110n),
          signer: alice.signer,
          symbol: 'gold',
          name: 'Gold',
          description: 'The ledgernet demo’s fixed-supply token',
          isSupplyMutable: false,
          supply: tokens(1_000_000n),
        }),
      async (result) => {
        aliceXrd -= result.fee
        const [{ manager }, [a]] = await resourceAndHoldings(goldResource)
        return [
          check(
            manager.resource_type === 'Fungible' && !manager.is_supply_mutable,
            'the ledger knows GOLD as a fixed-supply token',
            'the ledger does not show GOLD as a fixed-supply token',
          ),
          checkAmount('GOLD supply is', BigInt(manager.total_supply), tokens(1_000_000n), 'gold'),
          checkAmount('alice holds', a.amount(goldResource), tokens(1_000_000n), 'gold'),
          checkAmount('alice paid the fee and holds', a.amount(xrdResource), aliceXrd, 'xrd'),
        ]
      },
    )

    await run.transaction(
      'transfer 5 XRD from alice to bob over JSON-RPC',
      'rpc',
      (hooks) => transfer(rpc, { ...flow, ...hooks, signer: alice.signer, to: bob.address, amount: tokens(5n) }),
      async (result) => {
        aliceXrd -= result.fee + tokens(5n)
        const [a, b] = await holdings()
        return [
          checkAmount('bob holds', b.amount(xrdResource), tokens(15n), 'xrd'),
          checkAmount('alice holds', a.amount(xrdResource), aliceXrd, 'xrd'),
        ]
      },
    )

    const v0Flow = { ...wait, notary: alice.signer, network: network.name }
    await run.transaction(
      'notarized v0 transfer of 3 XRD from alice to bob',
      'v0',
      (hooks) => transferFungible(v0, { ...v0Flow, ...hooks, to: bob.v0Address, amount: tokens(3n) }),
      async (result) => {
        aliceXrd -= result.fee + tokens(3n)
        const [a, b] = await holdings()
        return [
          check(
            result.receipt.status === 'Succeeded',
            'the receipt says Succeeded',
            `the receipt says ${result.receipt.status}`,
          ),
          checkAmount('bob holds', b.amount(xrdResource), tokens(18n), 'xrd'),
          checkAmount('alice holds', a.amount(xrdResource), aliceXrd, 'xrd'),
        ]
      },
    )

    const created = await run.transaction(
      'create a non-fungible resource, “Demo tickets”',
      'v0',
      (hooks) =>
        createNonFungibleResource(v0, { ...v0Flow, ...hooks, metadata: [{ key: 'name', value: 'Demo tickets' }] }),
      async (result) => {
        aliceXrd -= result.fee
        nftResource = result.resourceAddress
        const { manager } = await getResource({ client: v0, body: { resource_address: result.resourceAddress } })
        return [
          check(
            manager.resource_type === 'NonFungible',
            `the ledger knows ${result.resourceAddress} as non-fungible`,
            `${result.resourceAddress} is not a non-fungible resource`,
          ),
          check(
            manager.total_supply === '0',
            'none of it exists yet',
            `${manager.total_supply} of it exist, expected 0`,
          ),
        ]
      },
    )

    const ticket = bytesToHex(new TextEncoder().encode('seat 1A'))
    await run.transaction(
      'mint non-fungible #01 (“seat 1A”) to bob',
      'v0',
      (hooks) =>
        mintNonFungibles(v0, {
          ...v0Flow,
          ...hooks,
          resource: created.resourceAddress,
          to: bob.v0Address,
          nonFungibles: [{ id: '01', immutableData: ticket }],
        }),
      async (result) => {
        aliceXrd -= result.fee
        const [{ non_fungible }, { manager }, [, b]] = await Promise.all([
          getNonFungible({
            client: v0,
            body: { resource_address: created.resourceAddress, non_fungible_id_hex: '01' },
          }),
          getResource({ client: v0, body: { resource_address: created.resourceAddress } }),
          holdings(),
        ])
        return [
          check(
            !non_fungible.is_deleted && non_fungible.immutable_data === ticket,
            'the ledger holds #01 with its data “seat 1A”',
            'the ledger does not hold #01 with its data',
          ),
          check(manager.total_supply === '1', 'one of it exists', `${manager.total_supply} of it exist, expected 1`),
          check(
            b.ids(created.resourceAddress).join(',') === '01',
            'bob holds #01',
            `bob holds [${b.ids(created.resourceAddress).join(', ')}], expected [01]`,
          ),
        ]
      },
    )

    await run.read(
      'ping the node',
      'node',
      () => ping({ client: node }),
      (pong) => [check(pong.response === 'pong', 'it answers pong', `it answers ${pong.response}`)],
    )
    await run.read(
      'read the node’s system record',
      'node',
      () => getSystem({ client: node }),
      (system) => [
        `agent ${system.agent.name} ${system.agent.version}, clock ${system.clock}, ${system.ledger.stored} transactions stored`,
      ],
    )
    await run.read(
      'read the node’s peers',
      'node',
      () => getPeers({ client: node }),
      (peers) => [`${peers.length} peer${peers.length === 1 ? '' : 's'} known`],
    )
    await run.read(
      'read the node’s universe',
      'node',
      () => getUniverse({ client: node }),
      (universe) => [
        check(
          universe.genesis.some((entry) => entry.type === 'TokenDefinition' && entry.rri === xrd),
          `${universe.name}: its genesis defines ${xrd}`,
          `the genesis of ${universe.name} does not define ${xrd}`,
        ),
      ],
    )
    await run.read(
      'read the node mass (Basic auth)',
      'node',
      () => getNodeMass({ client: node }),
      (mass) => [`${mass.length} mass record${mass.length === 1 ? '' : 's'}`],
    )
    await run.read(
      'read the node modules (Basic auth)',
      'node',
      () => getModules({ client: node }),
      (modules) => [
        check(
          modules.length > 0,
          `modules: ${modules.map((module) => module.name).join(', ')}`,
          'the node lists no module',
        ),
      ],
    )

    await run.read(
      'read the current epoch',
      'v0',
      () => getEpoch({ client: v0 }),
      ({ epoch }) => [
        check(Number.isSafeInteger(epoch) && epoch >= 0, `epoch ${epoch}`, `epoch ${epoch} is not a ledger epoch`),
      ],
    )
    await run.read(
      'read alice’s account component',
      'v0',
      () => readHoldings(v0, alice.v0Address),
      (a) => {
        final.alice = a
        return [
          checkAmount('alice holds', a.amount(xrdResource), aliceXrd, 'xrd'),
          checkAmount('alice holds', a.amount(gemResource), tokens(650n), 'gem'),
          checkAmount('alice holds', a.amount(goldResource), tokens(1_000_000n), 'gold'),
        ]
      },
    )
    await run.read(
      'read the GEM resource',
      'v0',
      () => getResource({ client: v0, body: { resource_address: gemResource } }),
      ({ manager }) => [checkAmount('GEM supply is', BigInt(manager.total_supply), tokens(900n), 'gem')],
    )
    await run.read(
      'read bob’s account component',
      'v0',
      () => readHoldings(v0, bob.v0Address),
      (b) => {
        final.bob = b
        return [
          checkAmount('bob holds', b.amount(xrdResource), tokens(18n), 'xrd'),
          checkAmount('bob holds', b.amount(gemResource), tokens(250n), 'gem'),
          check(
            b.ids(nftResource).join(',') === '01',
            'bob holds ticket #01',
            `bob holds tickets [${b.ids(nftResource).join(', ')}], expected [01]`,
          ),
        ]
      },
    )
  } catch (error) {
    if (!(error instanceof DemoStepFailed)) throw error
    // Best effort: show what the accounts hold after the failure.
    final = await holdings().then(
      ([a, b]) => ({ alice: a, bob: b }),
      () => ({}),
    )
  }
  return report()
}
