import { bytesToHex, deriveTokenRri, encodeAccountAddress, tokenHash } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import { describe, expect, it } from 'vitest'
import { xrd } from '../testing/developmentKeys.js'
import { alice, bob, gold, goldDefinition, sampleTransfer } from '../testing/samples.js'
import { encodeUnsignedTransaction } from './encodeUnsignedTransaction.js'
import type { Action, UnsignedTransaction } from './UnsignedTransaction.js'

const u64 = (value: bigint) => value.toString(16).padStart(16, '0')
const u256 = (value: bigint) => value.toString(16).padStart(64, '0')

function invalid(transaction: UnsignedTransaction): { field: string; problem: string } {
  try {
    encodeUnsignedTransaction(transaction)
  } catch (error) {
    if (error instanceof InvalidArgumentError) return { field: error.field, problem: error.problem }
    throw error
  }
  throw new Error('expected an InvalidArgumentError')
}

describe('encodeUnsignedTransaction', () => {
  it('lays a transfer out exactly as specs/transaction-format.md section A says', () => {
    const bytes = encodeUnsignedTransaction(sampleTransfer())
    const expected = [
      '4c4e54', // magic "LNT"
      '01', // version
      '63', // localnet
      u64(10n), // start epoch
      u64(20n), // end epoch
      u64(7n), // nonce
      alice.publicKey.hex, // fee payer
      u256(1000n), // fee
      '00', // flags
      '0001', // one action
      '01', // TransferTokens
      alice.publicKey.hex,
      bob.publicKey.hex,
      '01', // the native token
      u256(10n ** 18n),
      '00', // no message
    ].join('')
    expect(bytesToHex(bytes)).toBe(expected)
    expect(bytes.length).toBe(97 + 1 + 33 + 33 + 1 + 32 + 1)
  })

  it('writes a user token as 0x03 ‖ symbol ‖ 26-byte hash, the flag bit and a message', () => {
    const bytes = encodeUnsignedTransaction(
      sampleTransfer({
        disableTokenMintAndBurn: true,
        actions: [{ type: 'BurnTokens', from: alice.address, token: gold, amount: 5n }],
        message: '00004869',
      }),
    )
    const hex = bytesToHex(bytes)
    expect(hex.slice(94 * 2, 97 * 2)).toBe('010001')
    expect(hex.slice(97 * 2)).toBe(
      [
        '04',
        alice.publicKey.hex,
        '03',
        '04',
        bytesToHex(new TextEncoder().encode('gold')),
        bytesToHex(tokenHash(alice.publicKey, 'gold')),
        u256(5n),
        '01',
        '04',
        '00004869',
      ].join(''),
    )
  })

  it('writes a fixed-supply creation with to and supply, a mutable one without', () => {
    const create = (isSupplyMutable: boolean): Action => ({
      type: 'CreateTokenDefinition',
      owner: alice.address,
      symbol: 'gold',
      name: 'Gold',
      description: 'é',
      iconUrl: '',
      url: 'u',
      isSupplyMutable,
      supply: isSupplyMutable ? 0n : 9n,
      ...(isSupplyMutable ? {} : { to: bob.address }),
    })
    const tail = (action: Action) =>
      bytesToHex(encodeUnsignedTransaction(sampleTransfer({ actions: [action] }))).slice(97 * 2)
    const properties = ['02', alice.publicKey.hex, '04676f6c64', '0004476f6c64', '0002c3a9', '0000', '000175'].join('')
    expect(tail(create(true))).toBe(`${properties}0100`)
    expect(tail(create(false))).toBe(`${properties}00${bob.publicKey.hex}${u256(9n)}00`)
  })

  it('accepts the derived rri as token of a creation and refuses another', () => {
    const base = goldDefinition()
    expect(() => encodeUnsignedTransaction(sampleTransfer({ actions: [{ ...base, token: gold }] }))).not.toThrow()
    expect(() =>
      encodeUnsignedTransaction(sampleTransfer({ actions: [{ ...base, token: gold.toUpperCase() }] })),
    ).not.toThrow()
    expect(
      invalid(sampleTransfer({ actions: [{ ...base, token: deriveTokenRri(bob.publicKey, 'gold', 'localnet') }] })),
    ).toEqual({
      field: 'actions[0].token',
      problem: `is not the rri derived from the owner's key and the symbol (${gold})`,
    })
  })

  it('names the field and the problem of every bad value', () => {
    const transfer = sampleTransfer().actions[0] as Action & { type: 'TransferTokens' }
    const cases: [Partial<UnsignedTransaction>, string, string][] = [
      [{ network: 'devnet' as 'localnet' }, 'network', ''],
      [{ endEpoch: 10n }, 'endEpoch', 'must be greater than startEpoch (the end epoch is exclusive)'],
      [{ nonce: -1n }, 'nonce', 'must be 0 to 2^64 − 1'],
      [{ feePayer: encodeAccountAddress(alice.publicKey, 'mainnet') }, 'feePayer', ''],
      [{ fee: 1n << 256n }, 'fee', 'is above 2^256 − 1'],
      [{ disableTokenMintAndBurn: 'no' as unknown as boolean }, 'disableTokenMintAndBurn', 'must be a boolean'],
      [{ actions: [] }, 'actions', 'is 0; it must be 1 to 65535'],
      [{ actions: [{ ...transfer, amount: 0n }] }, 'actions[0].amount', 'is zero; it must be at least 1'],
      [{ actions: [{ ...transfer, token: 'xrd_rr1qy5wfsfh' }] }, 'actions[0].token', ''],
      [
        { actions: [{ ...transfer, type: 'Stake' } as unknown as Action] },
        'actions[0].type',
        'must be TransferTokens, CreateTokenDefinition, MintTokens or BurnTokens',
      ],
      [{ message: 'ab'.repeat(256) }, 'message', 'is 256 bytes; it must be 0 to 255'],
      [{ message: 'xyz' }, 'message', ''],
    ]
    for (const [overrides, field, reason] of cases) {
      const error = invalid(sampleTransfer(overrides))
      expect(error.field).toBe(field)
      if (reason) expect(error.problem).toBe(reason)
    }
  })

  it('refuses inconsistent token creations', () => {
    const base = goldDefinition()
    expect(invalid(sampleTransfer({ actions: [{ ...base, isSupplyMutable: true, supply: 5n }] }))).toEqual({
      field: 'actions[0].supply',
      problem: 'must be 0 for a mutable-supply token (it starts with no supply)',
    })
    expect(
      invalid(sampleTransfer({ actions: [{ ...base, isSupplyMutable: true, supply: 0n, to: bob.address }] })),
    ).toEqual({
      field: 'actions[0].to',
      problem: 'must be absent for a mutable-supply token (nothing is issued)',
    })
    expect(invalid(sampleTransfer({ actions: [{ ...base, isSupplyMutable: false, supply: 5n }] }))).toEqual({
      field: 'actions[0].to',
      problem: 'is required for a fixed-supply token (it receives the supply)',
    })
    expect(
      invalid(sampleTransfer({ actions: [{ ...base, isSupplyMutable: false, supply: 0n, to: bob.address }] })).field,
    ).toBe('actions[0].supply')
    expect(invalid(sampleTransfer({ actions: [{ ...base, isSupplyMutable: true, supply: 0n, name: '' }] }))).toEqual({
      field: 'actions[0].name',
      problem: 'has 0 characters; it must have 1 to 255',
    })
    expect(
      invalid(
        sampleTransfer({ actions: [{ ...base, isSupplyMutable: true, supply: 0n, description: 'x'.repeat(256) }] }),
      ),
    ).toEqual({
      field: 'actions[0].description',
      problem: 'has 256 characters; it must have 0 to 255',
    })
    // 255 characters of 4 bytes each are fine: the limit counts characters
    expect(() =>
      encodeUnsignedTransaction(
        sampleTransfer({ actions: [{ ...base, isSupplyMutable: true, supply: 0n, description: '🍜'.repeat(255) }] }),
      ),
    ).not.toThrow()
  })

  it('refuses a transaction above 1 MiB signed', () => {
    const big: Action = {
      type: 'CreateTokenDefinition',
      owner: alice.address,
      symbol: 'big',
      name: '🍜'.repeat(255),
      description: '🍜'.repeat(255),
      iconUrl: 'i'.repeat(2048),
      url: 'u'.repeat(2048),
      isSupplyMutable: true,
      supply: 0n,
    }
    const actionLength = 1 + 33 + 4 + 2 + 1020 + 2 + 1020 + 2 + 2048 + 2 + 2048 + 1
    const fits = Math.floor((1_048_510 - 98) / actionLength)
    expect(encodeUnsignedTransaction(sampleTransfer({ actions: new Array(fits).fill(big) })).length).toBe(
      98 + fits * actionLength,
    )
    expect(invalid(sampleTransfer({ actions: new Array(fits + 1).fill(big) }))).toEqual({
      field: 'transaction',
      problem: `encodes to ${98 + (fits + 1) * actionLength} bytes; at most 1048510 are allowed (1 MiB signed)`,
    })
  })

  it('never echoes a value in an error', () => {
    const secretLooking = 'deadbeef'.repeat(8)
    try {
      encodeUnsignedTransaction(sampleTransfer({ feePayer: secretLooking }))
    } catch (error) {
      expect(String((error as Error).message)).not.toContain(secretLooking)
    }
    expect(xrd.startsWith('xrd_dr1')).toBe(true)
  })
})
