import { bytesToHex } from '@ledgernet/crypto'
import { describe, expect, it } from 'vitest'
import type { GatewayBuildRequest } from '../actions/GatewayAction.js'
import { xrd } from '../testing/developmentKeys.js'
import { alice, bob, carol, gold, sampleTransfer } from '../testing/samples.js'
import { encodeUnsignedTransaction } from '../unsignedTransaction/encodeUnsignedTransaction.js'
import { compareWithBuildRequest } from './compareWithBuildRequest.js'

const request = (overrides: Partial<GatewayBuildRequest> = {}): GatewayBuildRequest => ({
  network_identifier: { network: 'localnet' },
  fee_payer: { address: alice.address },
  actions: [
    {
      type: 'TransferTokens',
      from_account: { address: alice.address },
      to_account: { address: bob.address },
      amount: { value: '1000000000000000000', token_identifier: { rri: xrd } },
    },
  ],
  ...overrides,
})
const unsigned = bytesToHex(encodeUnsignedTransaction(sampleTransfer()))

describe('compareWithBuildRequest', () => {
  it('finds nothing when the transaction is what was asked', () => {
    expect(compareWithBuildRequest(unsigned, request())).toEqual([])
    expect(compareWithBuildRequest(unsigned, request(), { fee: '1000' })).toEqual([])
    expect(
      compareWithBuildRequest(sampleTransfer(), {
        ...request(),
        fee_payer: undefined,
        feePayer: { address: alice.address.toUpperCase() },
      }),
    ).toEqual([])
  })

  it('finds a changed recipient, amount or token, naming the request field', () => {
    const tampered = encodeUnsignedTransaction(
      sampleTransfer({
        actions: [{ type: 'TransferTokens', from: alice.address, to: carol.address, token: gold, amount: 2n }],
      }),
    )
    expect(compareWithBuildRequest(tampered, request())).toEqual([
      { field: 'actions[0].to_account.address', expected: bob.address, actual: carol.address },
      { field: 'actions[0].amount.value', expected: '1000000000000000000', actual: '2' },
      { field: 'actions[0].amount.token_identifier.rri', expected: xrd, actual: gold },
    ])
  })

  it('finds a different fee payer, network, flag, message or fee', () => {
    const differences = compareWithBuildRequest(
      encodeUnsignedTransaction(
        sampleTransfer({ feePayer: bob.address, disableTokenMintAndBurn: true, message: '00' }),
      ),
      request({ network_identifier: { network: 'stokenet' }, message: '0000' }),
      { fee: '999' },
    )
    expect(differences.map((difference) => difference.field)).toEqual([
      'network_identifier.network',
      'fee_payer.address',
      'disable_token_mint_and_burn',
      'message',
      'fee.value',
    ])
    expect(differences[3]).toEqual({ field: 'message', expected: '0000', actual: '00' })
  })

  it('takes the announced fee whole (value and token) or as its value, to the character', () => {
    const fee = (value: string, rri = xrd) => ({ fee: { value, token_identifier: { rri } } })
    expect(compareWithBuildRequest(unsigned, request(), fee('1000'))).toEqual([])
    expect(compareWithBuildRequest(unsigned, request(), fee('1000', gold))).toEqual([
      { field: 'fee.token_identifier.rri', expected: gold, actual: xrd },
    ])
    expect(compareWithBuildRequest(unsigned, request(), { fee: '01000' })).toEqual([
      { field: 'fee.value', expected: '01000', actual: '1000' },
    ])
  })

  it('names a fee payer by the spelling the request used, and reports one that is no address of the network', () => {
    const camel = { ...request(), fee_payer: undefined, feePayer: { address: bob.address } }
    expect(compareWithBuildRequest(unsigned, camel).map((d) => d.field)).toEqual(['feePayer.address'])
    expect(compareWithBuildRequest(unsigned, request({ fee_payer: { address: 'nonsense' } }))).toEqual([
      { field: 'fee_payer.address', expected: 'nonsense', actual: alice.address },
    ])
  })

  it('notices a message the caller did not ask for, and one that went missing', () => {
    expect(compareWithBuildRequest(encodeUnsignedTransaction(sampleTransfer({ message: 'ff' })), request())).toEqual([
      { field: 'message', expected: '(absent)', actual: 'ff' },
    ])
    expect(compareWithBuildRequest(unsigned, request({ message: 'FF' }))).toEqual([
      { field: 'message', expected: 'ff', actual: '(absent)' },
    ])
  })

  it('finds added, missing and reordered actions', () => {
    const mint = { type: 'MintTokens', to: bob.address, token: gold, amount: 1n } as const
    const transfer = sampleTransfer().actions[0]!
    const two = encodeUnsignedTransaction(sampleTransfer({ actions: [transfer, mint] }))
    expect(compareWithBuildRequest(two, request())).toEqual([{ field: 'actions.length', expected: '1', actual: '2' }])
    const swapped = encodeUnsignedTransaction(sampleTransfer({ actions: [mint, transfer] }))
    const asked = request({
      actions: [
        ...request().actions,
        {
          type: 'MintTokens',
          to_account: { address: bob.address },
          amount: { value: '1', token_identifier: { rri: gold } },
        },
      ],
    })
    expect(compareWithBuildRequest(two, asked)).toEqual([])
    expect(compareWithBuildRequest(swapped, asked).map((d) => d.field)).toEqual(['actions[0].type', 'actions[1].type'])
  })

  it('checks every token property and the derived rri of a created token', () => {
    const properties = {
      name: 'Gold',
      description: 'd',
      icon_url: 'i',
      url: 'u',
      symbol: 'gold',
      is_supply_mutable: true,
      granularity: '1' as const,
      owner: { address: alice.address },
    }
    const asked = request({
      actions: [
        {
          type: 'CreateTokenDefinition',
          token_properties: properties,
          token_supply: { value: '0', token_identifier: { rri: gold } },
        },
      ],
    })
    const built = (name: string) =>
      encodeUnsignedTransaction(
        sampleTransfer({
          actions: [
            {
              type: 'CreateTokenDefinition',
              owner: alice.address,
              symbol: 'gold',
              name,
              description: 'd',
              iconUrl: 'i',
              url: 'u',
              isSupplyMutable: true,
              supply: 0n,
            },
          ],
        }),
      )
    expect(compareWithBuildRequest(built('Gold'), asked)).toEqual([])
    expect(compareWithBuildRequest(built('G0ld'), asked)).toEqual([
      { field: 'actions[0].token_properties.name', expected: 'Gold', actual: 'G0ld' },
    ])
    const wrongRri = request({
      actions: [
        {
          type: 'CreateTokenDefinition',
          token_properties: { ...properties, owner: { address: bob.address } },
          token_supply: { value: '0', token_identifier: { rri: gold } },
        },
      ],
    })
    expect(compareWithBuildRequest(built('Gold'), wrongRri).map((d) => d.field)).toEqual([
      'actions[0].token_properties.owner.address',
    ])
  })

  it('reports a request action the transaction could not hold instead of throwing', () => {
    const asked = request({
      actions: [
        {
          type: 'TransferTokens',
          from_account: { address: alice.address },
          to_account: { address: 'nonsense' },
          amount: { value: '1', token_identifier: { rri: xrd } },
        },
      ],
    })
    const [difference] = compareWithBuildRequest(unsigned, asked)
    expect(difference?.field).toBe('actions[0]')
    expect(difference?.expected).toMatch(
      /^an action the transaction cannot hold \(Invalid actions\[0\]\.to_account\.address: /,
    )
  })
})
