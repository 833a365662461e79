import {
  bytesToHex,
  decodeV0Address,
  encodeV0Address,
  hexToBytes,
  v0AccountAddress,
  v0PackageAddress,
  v0ResourceAddressForRri,
} from '@ledgernet/crypto'
import type { Instruction } from '@ledgernet/transaction'
import {
  getComponent,
  getEpoch,
  getNonFungible,
  getPackage,
  getResource,
  getTransactionReceipt,
  submitNotarizedTransaction,
} from '@ledgernet/v0-client'
import { beforeAll, describe, expect, it } from 'vitest'
import { useCheckedSandbox } from '../../../test/support/checkedSandbox.js'
import { failureOf } from '../../../test/support/failureOf.js'
import type { CheckedClients } from '../../../test/support/specCheckedClients.js'
import { keyOf, notarizedTransaction, XRD } from '../../../test/support/testSandbox.js'
import type { Sandbox } from '../../Sandbox.js'

const checked = useCheckedSandbox()
let sandbox: Sandbox
let clients: CheckedClients
const native = v0ResourceAddressForRri(XRD)

beforeAll(() => {
  sandbox = checked.sandbox()
  clients = checked.clients()
})

let nonce = 1n
async function notarized(
  instructions: Instruction[],
  options: {
    signer?: number
    window?: [number, number]
    costUnitLimit?: number
    network?: 'localnet' | 'mainnet'
  } = {},
) {
  const key = keyOf(sandbox, options.signer ?? 0)
  const epoch = sandbox.ledgerState().epoch
  const [start, end] = options.window ?? [epoch, epoch + 10]
  return notarizedTransaction(key, instructions, {
    network: options.network ?? 'localnet',
    startEpoch: BigInt(start),
    endEpoch: BigInt(end),
    nonce: nonce++,
    costUnitLimit: options.costUnitLimit ?? 1_000_000,
    tipPercentage: 5,
  })
}

const account = (index: number) => sandbox.accounts[index]!.v0Address

async function committed(intentHash: string) {
  for (const started = Date.now(); Date.now() - started < 10_000; ) {
    const receipt = await getTransactionReceipt({ client: clients.v0, body: { intent_hash: intentHash } })
    if ('committed' in receipt) return receipt.committed
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  throw new Error('no receipt')
}

describe('state queries', () => {
  it('answers the epoch, with no body or {}', async () => {
    expect((await getEpoch({ client: clients.v0 })).epoch).toBe(sandbox.ledgerState().epoch)
    expect((await getEpoch({ client: clients.v0, body: {} })).epoch).toBeGreaterThanOrEqual(0)
    const extra = await failureOf(getEpoch({ client: clients.v0, body: { epoch: 1 } as never }))
    expect(extra.status).toBe(400)
  })

  it('answers the genesis packages and 404 for others', async () => {
    const account = await getPackage({
      client: clients.v0,
      body: { package_address: v0PackageAddress('account', 'localnet') },
    })
    expect(account.package).toEqual({
      code_hex: bytesToHex(new TextEncoder().encode('native:account')),
      blueprints: ['Account'],
    })
    expect(
      (
        await failureOf(
          getPackage({ client: clients.v0, body: { package_address: v0PackageAddress('nothing', 'localnet') } }),
        )
      ).status,
    ).toBe(404)
    const wrong = await failureOf(
      getPackage({ client: clients.v0, body: { package_address: v0PackageAddress('account', 'mainnet') } }),
    )
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toMatch(/^package_address: /)
  })

  it('shows an account as a component whose XRD vault is its Gateway balance', async () => {
    const alice = await getComponent({ client: clients.v0, body: { component_address: account(0) } })
    expect(alice.info).toEqual({ package_address: v0PackageAddress('account', 'localnet'), blueprint_name: 'Account' })
    expect(alice.owned_vaults).toEqual([
      {
        resource_type: 'Fungible',
        resource_address: native,
        amount: sandbox.balanceOf(sandbox.accounts[0]!.address).toString(),
      },
    ])
    expect(alice.descendent_ids).toHaveLength(1)
    const empty = await getComponent({
      client: clients.v0,
      body: { component_address: encodeV0Address('account', new Uint8Array(26).fill(7), 'localnet') },
    })
    expect(empty.owned_vaults).toEqual([])
    const component = encodeV0Address('component', new Uint8Array(26).fill(7), 'localnet')
    expect((await failureOf(getComponent({ client: clients.v0, body: { component_address: component } }))).status).toBe(
      404,
    )
  })

  it('describes the native token as a resource', async () => {
    const { manager } = await getResource({ client: clients.v0, body: { resource_address: native } })
    expect(manager).toMatchObject({
      resource_type: 'Fungible',
      divisibility: 18,
      symbol: 'xrd',
      is_supply_mutable: true,
    })
    const holdings = sandbox.accounts.reduce((sum, entry) => sum + sandbox.balanceOf(entry.address), 0n)
    expect(BigInt(manager.total_supply)).toBe(holdings)
    expect(
      (
        await failureOf(
          getResource({
            client: clients.v0,
            body: { resource_address: encodeV0Address('resource', new Uint8Array(26).fill(9), 'localnet') },
          }),
        )
      ).status,
    ).toBe(404)
  })
})

describe('transactions', () => {
  it('commits a transfer once, with a receipt the Gateway view agrees with', async () => {
    const bobBefore = sandbox.balanceOf(sandbox.accounts[1]!.address)
    const built = await notarized([
      { type: 'TransferFungible', from: account(0), to: account(1), resource: native, amount: 10n ** 18n },
    ])
    await sandbox.setAutomine(false)
    try {
      expect(
        await submitNotarizedTransaction({ client: clients.v0, body: { notarized_transaction_hex: built.hex } }),
      ).toEqual({ duplicate: false, intent_hash: built.intentHash })
      const pending = await getTransactionReceipt({ client: clients.v0, body: { intent_hash: built.intentHash } })
      expect(pending).toEqual({ pending: { submitted_state_version: sandbox.ledgerState().version } })
      expect(
        await submitNotarizedTransaction({ client: clients.v0, body: { notarized_transaction_hex: built.hex } }),
      ).toEqual({ duplicate: true, intent_hash: built.intentHash })
      await sandbox.mine()
    } finally {
      await sandbox.setAutomine(true)
    }
    const result = await committed(built.intentHash)
    expect(result.notarized_transaction).toEqual({ hex: built.hex, payload_hash: built.notarizedPayloadHash })
    expect(result.receipt.status).toBe('Succeeded')
    const fee = result.receipt.fee_summary
    expect(BigInt(fee.xrd_tipped)).toBe((BigInt(fee.xrd_burned) * 5n) / 100n)
    const changes = result.receipt.state_updates.balance_changes
    expect(changes).toContainEqual({
      component_address: account(1),
      resource_address: native,
      delta: (10n ** 18n).toString(),
    })
    expect(changes).toContainEqual({
      component_address: account(0),
      resource_address: native,
      delta: (-(10n ** 18n + BigInt(fee.xrd_burned) + BigInt(fee.xrd_tipped))).toString(),
    })
    expect(sandbox.balanceOf(sandbox.accounts[1]!.address)).toBe(bobBefore + 10n ** 18n)
    expect(
      await submitNotarizedTransaction({ client: clients.v0, body: { notarized_transaction_hex: built.hex } }),
    ).toEqual({ duplicate: true, intent_hash: built.intentHash })
    expect(sandbox.balanceOf(sandbox.accounts[1]!.address)).toBe(bobBefore + 10n ** 18n)
  })

  it('creates a non-fungible resource, mints into it, and fails a second mint of the same id after charging the fee', async () => {
    const owner = keyOf(sandbox, 0).publicKey
    const create = await notarized([
      { type: 'CreateNonFungibleResource', owner, metadata: [{ key: 'name', value: 'Tickets' }] },
    ])
    await submitNotarizedTransaction({ client: clients.v0, body: { notarized_transaction_hex: create.hex } })
    const created = await committed(create.intentHash)
    expect(created.receipt.status).toBe('Succeeded')
    const resource = created.receipt.state_updates.new_resources[0]!
    expect((created.receipt as { output: string[] }).output[0]).toBe(
      `04${bytesToHex(decodeV0Address(resource, 'localnet').bytes)}`,
    )
    const mint = (nonceShift: number) =>
      notarized([
        {
          type: 'MintNonFungible',
          resource,
          to: account(1),
          id: '01',
          immutableData: 'aa',
          mutableData: `0${nonceShift}`,
        },
      ])
    const first = await mint(0)
    await submitNotarizedTransaction({ client: clients.v0, body: { notarized_transaction_hex: first.hex } })
    const minted = await committed(first.intentHash)
    expect(minted.receipt.state_updates.non_fungible_changes).toEqual([
      { component_address: account(1), resource_address: resource, added_ids_hex: ['01'], removed_ids_hex: [] },
    ])
    expect(
      await getNonFungible({ client: clients.v0, body: { resource_address: resource, non_fungible_id_hex: '01' } }),
    ).toEqual({
      non_fungible: { id_hex: '01', is_deleted: false, immutable_data: 'aa', mutable_data: '00' },
    })
    const { manager } = await getResource({ client: clients.v0, body: { resource_address: resource } })
    expect(manager).toEqual({
      resource_type: 'NonFungible',
      metadata: [{ key: 'name', value: 'Tickets' }],
      total_supply: '1',
    })
    const bob = await getComponent({ client: clients.v0, body: { component_address: account(1) } })
    expect(bob.owned_vaults).toContainEqual({
      resource_type: 'NonFungible',
      resource_address: resource,
      ids_hex: ['01'],
    })
    const aliceBefore = sandbox.balanceOf(sandbox.accounts[0]!.address)
    const second = await mint(1)
    await submitNotarizedTransaction({ client: clients.v0, body: { notarized_transaction_hex: second.hex } })
    const failed = await committed(second.intentHash)
    expect(failed.receipt.status).toBe('Failed')
    expect((failed.receipt as { error_message: string }).error_message).toMatch(
      /instruction 0 \(MintNonFungible\): id 01 already exists/,
    )
    const charged = BigInt(failed.receipt.fee_summary.xrd_burned) + BigInt(failed.receipt.fee_summary.xrd_tipped)
    expect(sandbox.balanceOf(sandbox.accounts[0]!.address)).toBe(aliceBefore - charged)
    expect(
      (
        await failureOf(
          getNonFungible({ client: clients.v0, body: { resource_address: resource, non_fungible_id_hex: '02' } }),
        )
      ).status,
    ).toBe(404)
    expect(
      (
        await failureOf(
          getNonFungible({ client: clients.v0, body: { resource_address: native, non_fungible_id_hex: '01' } }),
        )
      ).status,
    ).toBe(400)
  })

  it('rejects a transaction whose end epoch comes while it is pending, charging nothing', async () => {
    const before = sandbox.balanceOf(sandbox.accounts[0]!.address)
    const epoch = sandbox.ledgerState().epoch
    const built = await notarized(
      [{ type: 'TransferFungible', from: account(0), to: account(1), resource: native, amount: 1n }],
      { window: [epoch, epoch + 1] },
    )
    await sandbox.setAutomine(false)
    try {
      await submitNotarizedTransaction({ client: clients.v0, body: { notarized_transaction_hex: built.hex } })
      await sandbox.increaseEpoch(1)
      await sandbox.mine()
    } finally {
      await sandbox.setAutomine(true)
    }
    const result = await committed(built.intentHash)
    expect(result.receipt.status).toBe('Rejected')
    expect(result.receipt.fee_summary.xrd_burned).toBe('0')
    expect(sandbox.balanceOf(sandbox.accounts[0]!.address)).toBe(before)
  })

  it('fails a withdrawal from an account that did not sign', async () => {
    const built = await notarized([
      { type: 'TransferFungible', from: account(2), to: account(0), resource: native, amount: 1n },
    ])
    await submitNotarizedTransaction({ client: clients.v0, body: { notarized_transaction_hex: built.hex } })
    const result = await committed(built.intentHash)
    expect(result.receipt.status).toBe('Failed')
    expect(result.receipt.state_updates.balance_changes).toHaveLength(1)
  })

  it('refuses at submission what can be found wrong without executing', async () => {
    const transfer: Instruction[] = [
      { type: 'TransferFungible', from: account(0), to: account(1), resource: native, amount: 1n },
    ]
    const notHex = await failureOf(
      submitNotarizedTransaction({ client: clients.v0, body: { notarized_transaction_hex: 'xyz' } }),
    )
    expect(notHex.body.message).toMatch(/^notarized_transaction_hex: /)
    const undecodable = await failureOf(
      submitNotarizedTransaction({ client: clients.v0, body: { notarized_transaction_hex: '4c4e4901' } }),
    )
    expect(undecodable.body.message).toMatch(/cannot decode at offset 4/)
    const good = await notarized(transfer)
    const tampered = hexToBytes(good.hex)
    tampered[tampered.length - 1]! ^= 1
    const signature = await failureOf(
      submitNotarizedTransaction({ client: clients.v0, body: { notarized_transaction_hex: bytesToHex(tampered) } }),
    )
    expect(signature.status).toBe(400)
    const epoch = sandbox.ledgerState().epoch
    const later = await failureOf(
      submitNotarizedTransaction({
        client: clients.v0,
        body: { notarized_transaction_hex: (await notarized(transfer, { window: [epoch + 5, epoch + 9] })).hex },
      }),
    )
    expect(later.body.message).toMatch(/outside the transaction's window/)
    const cheap = await failureOf(
      submitNotarizedTransaction({
        client: clients.v0,
        body: { notarized_transaction_hex: (await notarized(transfer, { costUnitLimit: 10 })).hex },
      }),
    )
    expect(cheap.body.message).toMatch(/cost units; its limit is 10/)
    const key = keyOf(sandbox, 0)
    const mainnet = await notarized(
      [
        {
          type: 'TransferFungible',
          from: v0AccountAddress(key.publicKey, 'mainnet'),
          to: v0AccountAddress(key.publicKey, 'mainnet'),
          resource: v0ResourceAddressForRri('xrd_rr1qy5wfsfh'),
          amount: 1n,
        },
      ],
      { network: 'mainnet' },
    )
    expect(
      (
        await failureOf(
          submitNotarizedTransaction({ client: clients.v0, body: { notarized_transaction_hex: mainnet.hex } }),
        )
      ).body.message,
    ).toMatch(/mainnet/)
    expect(
      (await failureOf(getTransactionReceipt({ client: clients.v0, body: { intent_hash: good.intentHash } }))).status,
    ).toBe(404)
  })
})
