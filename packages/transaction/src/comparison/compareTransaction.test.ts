import { describe, expect, it } from 'vitest'
import { actionFormats } from '../actions/actionFormats.js'
import { transferTokensFormat } from '../actions/transferTokensFormat.js'
import { xrd } from '../testing/developmentKeys.js'
import { alice, bob, carol, gold, goldDefinition, sampleTransfer } from '../testing/samples.js'
import type { Action, TransferTokens } from '../unsignedTransaction/UnsignedTransaction.js'
import { compareTransaction, type ExpectedTransaction } from './compareTransaction.js'
import { gatewayVocabulary } from './gatewayVocabulary.js'
import { rpcVocabulary } from './rpcVocabulary.js'

const gateway = gatewayVocabulary(actionFormats)
const transfer = sampleTransfer().actions[0] as TransferTokens
const mint: Action = { type: 'MintTokens', to: bob.address, token: gold, amount: 1n }

/** What `sampleTransfer()` does, as a flow asks it, with the fee its build answer announced. */
const asked = (overrides: Partial<ExpectedTransaction> = {}): ExpectedTransaction => ({
  network: 'localnet',
  feePayer: alice.address,
  message: undefined,
  disableTokenMintAndBurn: false,
  actions: [transfer],
  fee: '1000',
  feeToken: xrd,
  ...overrides,
})

describe('compareTransaction', () => {
  it('finds nothing when the transaction is what was asked, in either vocabulary', () => {
    for (const vocabulary of [gateway, gatewayVocabulary([transferTokensFormat]), rpcVocabulary])
      expect(compareTransaction(sampleTransfer(), asked(), vocabulary)).toEqual([])
    const withMessage = sampleTransfer({ message: 'abcd' })
    expect(compareTransaction(withMessage, asked({ message: 'abcd' }), gateway)).toEqual([])
    expect(compareTransaction(sampleTransfer(), asked({ fee: undefined, feeToken: undefined }), gateway)).toEqual([])
  })

  it('names each differing field by the interface’s path, with both values as text', () => {
    const built = sampleTransfer({ fee: 6n, actions: [{ ...transfer, to: carol.address }] })
    const expected = asked({ fee: '5' })
    expect(compareTransaction(built, expected, gateway)).toEqual([
      { field: 'actions[0].to_account.address', expected: bob.address, actual: carol.address },
      { field: 'fee.value', expected: '5', actual: '6' },
    ])
    expect(compareTransaction(built, expected, rpcVocabulary)).toEqual([
      { field: 'actions[0].to', expected: bob.address, actual: carol.address },
      { field: 'fee', expected: '5', actual: '6' },
    ])
  })

  it('finds another network, fee payer, flag or message, and a field present on one side only', () => {
    const built = sampleTransfer({
      network: 'stokenet',
      feePayer: bob.address,
      disableTokenMintAndBurn: true,
      message: '00',
    })
    expect(compareTransaction(built, asked({ feeToken: undefined }), gateway)).toEqual([
      { field: 'network_identifier.network', expected: 'localnet', actual: 'stokenet' },
      { field: 'fee_payer.address', expected: alice.address, actual: bob.address },
      { field: 'disable_token_mint_and_burn', expected: 'false', actual: 'true' },
      { field: 'message', expected: '(absent)', actual: '00' },
    ])
    expect(compareTransaction(sampleTransfer(), asked({ message: 'ff' }), rpcVocabulary)).toEqual([
      { field: 'message', expected: 'ff', actual: '(absent)' },
    ])
  })

  it('holds the announced fee to the transaction’s to the character, and to the native token', () => {
    for (const fee of ['01000', '1000.0', ' 1000', '1e3'])
      expect(compareTransaction(sampleTransfer(), asked({ fee }), gateway)).toEqual([
        { field: 'fee.value', expected: fee, actual: '1000' },
      ])
    expect(compareTransaction(sampleTransfer(), asked({ feeToken: gold }), gateway)).toEqual([
      { field: 'fee.token_identifier.rri', expected: gold, actual: xrd },
    ])
  })

  it('reports lists of another length and compares their common part; another type only once', () => {
    const built = sampleTransfer({ actions: [{ ...transfer, amount: 2n }, mint] })
    expect(compareTransaction(built, asked(), gateway)).toEqual([
      { field: 'actions.length', expected: '1', actual: '2' },
      { field: 'actions[0].amount.value', expected: '1000000000000000000', actual: '2' },
    ])
    const swapped = sampleTransfer({ actions: [mint, transfer] })
    expect(compareTransaction(swapped, asked({ actions: [transfer, mint] }), rpcVocabulary)).toEqual([
      { field: 'actions[0].type', expected: 'TokenTransfer', actual: 'MintTokens' },
      { field: 'actions[1].type', expected: 'MintTokens', actual: 'TokenTransfer' },
    ])
  })

  it('checks every token property and the created token’s rri', () => {
    const built = sampleTransfer({ actions: [{ ...goldDefinition(), token: gold }] })
    const create = { ...goldDefinition(), token: gold }
    for (const vocabulary of [gateway, rpcVocabulary])
      expect(compareTransaction(built, asked({ actions: [create] }), vocabulary)).toEqual([])
    const other = { ...create, name: 'G0ld', url: 'u', supply: 5n, token: xrd }
    expect(compareTransaction(built, asked({ actions: [other] }), gateway).map((m) => m.field)).toEqual([
      'actions[0].token_properties.name',
      'actions[0].token_properties.url',
      'actions[0].token_supply.value',
      'actions[0].token_supply.token_identifier.rri',
    ])
    expect(compareTransaction(built, asked({ actions: [other] }), rpcVocabulary).map((m) => m.field)).toEqual([
      'actions[0].name',
      'actions[0].url',
      'actions[0].tokenIdentifier',
    ])
    const fixed = { ...create, isSupplyMutable: false, supply: 5n, to: bob.address }
    expect(compareTransaction(built, asked({ actions: [fixed] }), gateway)).toEqual([
      { field: 'actions[0].token_properties.is_supply_mutable', expected: 'false', actual: 'true' },
      { field: 'actions[0].token_supply.value', expected: '5', actual: '0' },
      { field: 'actions[0].to_account', expected: JSON.stringify({ address: bob.address }), actual: '(absent)' },
    ])
    expect(compareTransaction(built, asked({ actions: [fixed] }), rpcVocabulary)).toEqual([
      { field: 'actions[0].type', expected: 'CreateFixedSupplyToken', actual: 'CreateMutableSupplyToken' },
    ])
  })
})
