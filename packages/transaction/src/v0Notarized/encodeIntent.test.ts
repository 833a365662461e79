import { bytesToHex, decodeV0Address, encodeV0Address, tokenHash, v0ResourceAddressForRri } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import { describe, expect, it } from 'vitest'
import { xrdResource } from '../testing/developmentKeys.js'
import { alice, bob, gold, sampleIntent } from '../testing/samples.js'
import { decodeIntent } from './decodeIntent.js'
import { encodeIntent } from './encodeIntent.js'
import type { Instruction, Intent } from './Intent.js'

const u64 = (value: bigint) => value.toString(16).padStart(16, '0')
const u256 = (value: bigint) => value.toString(16).padStart(64, '0')
const payload27 = (address: string, entity: string) => `${entity}${bytesToHex(decodeV0Address(address).bytes)}`

function invalid(intent: Intent): { field: string; problem: string } {
  try {
    encodeIntent(intent)
  } catch (error) {
    if (error instanceof InvalidArgumentError) return { field: error.field, problem: error.problem }
    throw error
  }
  throw new Error('expected an InvalidArgumentError')
}

describe('encodeIntent', () => {
  it('lays an intent out exactly as specs/transaction-format.md section B says', () => {
    const hex = bytesToHex(encodeIntent(sampleIntent()))
    const expected = [
      '4c4e49', // magic "LNI"
      '01', // version
      '63', // localnet
      u64(5n),
      u64(15n),
      u64(99n),
      alice.publicKey.hex, // notary
      '01', // notary is signatory
      '000f4240', // cost unit limit 1 000 000
      '0000', // tip
      '0001', // one instruction
      '01', // TransferFungible
      payload27(alice.v0Address, '03'),
      payload27(bob.v0Address, '03'),
      `04${'00'.repeat(26)}`, // the native resource
      u256(3n),
    ].join('')
    expect(hex).toBe(expected)
    expect(hex.length / 2).toBe(71 + 1 + 27 * 3 + 32)
  })

  it('writes a fungible resource creation with its metadata sorted by key bytes', () => {
    const instruction: Instruction = {
      type: 'CreateFungibleResource',
      owner: alice.publicKey,
      symbol: 'gold',
      metadata: [
        { key: 'name', value: 'Gold' },
        { key: 'Name', value: 'upper case sorts first' },
        { key: 'description', value: '' },
      ],
      isSupplyMutable: false,
      initialSupply: 5n,
      to: bob.v0Address,
    }
    const hex = bytesToHex(encodeIntent(sampleIntent({}, [instruction]))).slice(71 * 2)
    const text = (value: string) => {
      const bytes = new TextEncoder().encode(value)
      return bytes.length.toString(16).padStart(4, '0') + bytesToHex(bytes)
    }
    expect(hex).toBe(
      [
        '04',
        alice.publicKey.hex,
        '04676f6c64',
        '03',
        text('Name'),
        text('upper case sorts first'),
        text('description'),
        text(''),
        text('name'),
        text('Gold'),
        '00',
        u256(5n),
        payload27(bob.v0Address, '03'),
      ].join(''),
    )
    const decoded = decodeIntent(encodeIntent(sampleIntent({}, [instruction]))).manifest.instructions[0]
    expect(decoded).toMatchObject({ metadata: [{ key: 'Name' }, { key: 'description' }, { key: 'name' }] })
  })

  it('sorts metadata keys by UTF-8 bytes, not by JavaScript’s UTF-16 order', () => {
    const metadata = [
      { key: '\u{1F600}', value: 'emoji' },
      { key: '\uFFFD', value: 'replacement character' },
    ]
    expect([...metadata].sort((a, b) => (a.key < b.key ? -1 : 1))[0]?.key).toBe('\u{1F600}') // UTF-16 order
    const decoded = decodeIntent(
      encodeIntent(sampleIntent({}, [{ type: 'CreateNonFungibleResource', owner: alice.publicKey, metadata }])),
    )
    const instruction = decoded.manifest.instructions[0] as { metadata: readonly { key: string }[] }
    expect(instruction.metadata.map((entry) => entry.key)).toEqual(['\uFFFD', '\u{1F600}'])
  })

  it('gives a created fungible resource the 26 bytes of the rri of (owner, symbol)', () => {
    expect(v0ResourceAddressForRri(gold)).toBe(
      encodeV0Address('resource', tokenHash(alice.publicKey, 'gold'), 'localnet'),
    )
  })

  it('writes a non-fungible mint with its id and data', () => {
    const resource = encodeV0Address('resource', new Uint8Array(26).fill(9), 'localnet')
    const hex = bytesToHex(
      encodeIntent(
        sampleIntent({}, [
          { type: 'MintNonFungible', resource, to: bob.v0Address, id: 'AB01', immutableData: '', mutableData: 'ff' },
        ]),
      ),
    ).slice(71 * 2)
    expect(hex).toBe(
      ['06', `04${'09'.repeat(26)}`, payload27(bob.v0Address, '03'), '02ab01', '0000', '0001ff'].join(''),
    )
  })

  it('names the field and the problem of every bad value', () => {
    const transfer = sampleIntent().manifest.instructions[0] as Instruction & { type: 'TransferFungible' }
    const create = {
      type: 'CreateFungibleResource',
      owner: alice.publicKey,
      symbol: 'gold',
      metadata: [],
      isSupplyMutable: false,
      initialSupply: 1n,
      to: bob.v0Address,
    } as const
    const at = 'manifest.instructions[0]'
    const cases: [Intent, string, string?][] = [
      [
        sampleIntent({ endEpoch: 5n }),
        'header.endEpoch',
        'must be greater than startEpoch (the end epoch is exclusive)',
      ],
      [sampleIntent({ costUnitLimit: 0 }), 'header.costUnitLimit', 'is 0; it must be 1 to 4294967295'],
      [sampleIntent({ tipPercentage: 65_536 }), 'header.tipPercentage', 'is 65536; it must be 0 to 65535'],
      [sampleIntent({ notaryPublicKey: alice.publicKey.hex as never }), 'header.notaryPublicKey'],
      [sampleIntent({ network: 'mainnet' }), `${at}.from`],
      [sampleIntent({}, []), 'manifest.instructions', 'is 0; it must be 1 to 65535'],
      [
        sampleIntent({}, [{ ...transfer, from: xrdResource }]),
        `${at}.from`,
        'is a resource address; an account address is expected here',
      ],
      [
        sampleIntent({}, [{ ...transfer, resource: alice.v0Address }]),
        `${at}.resource`,
        'is an account address; a resource address is expected here',
      ],
      [sampleIntent({}, [{ ...transfer, to: bob.address }]), `${at}.to`],
      [sampleIntent({}, [{ ...transfer, amount: 0n }]), `${at}.amount`, 'is zero; it must be at least 1'],
      [sampleIntent({}, [{ ...create, initialSupply: 0n }]), `${at}.initialSupply`, 'is zero; it must be at least 1'],
      [
        sampleIntent({}, [
          {
            ...create,
            metadata: [
              { key: 'a', value: '1' },
              { key: 'a', value: '2' },
            ],
          },
        ]),
        `${at}.metadata[1].key`,
        `repeats the key of ${at}.metadata[0]; keys are unique`,
      ],
      [
        sampleIntent({}, [{ ...create, metadata: [{ key: '', value: '1' }] }]),
        `${at}.metadata[0].key`,
        'has 0 characters; it must have 1 to 64',
      ],
      [
        sampleIntent({}, [{ ...create, metadata: new Array(33).fill(0).map((_, i) => ({ key: `k${i}`, value: '' })) }]),
        `${at}.metadata`,
        'is 33; it must be 0 to 32',
      ],
      [
        sampleIntent({}, [
          {
            type: 'MintNonFungible',
            resource: xrdResource,
            to: bob.v0Address,
            id: '',
            immutableData: '',
            mutableData: '',
          },
        ]),
        `${at}.id`,
        'is 0 bytes; it must be 1 to 64',
      ],
      [
        sampleIntent({}, [
          {
            type: 'MintNonFungible',
            resource: xrdResource,
            to: bob.v0Address,
            id: '01',
            immutableData: '00'.repeat(4097),
            mutableData: '',
          },
        ]),
        `${at}.immutableData`,
        'is 4097 bytes; it must be 0 to 4096',
      ],
      [sampleIntent({}, [{ type: 'CallMethod' } as unknown as Instruction]), `${at}.type`],
    ]
    for (const [intent, field, reason] of cases) {
      const error = invalid(intent)
      expect(error.field).toBe(field)
      if (reason) expect(error.problem).toBe(reason)
    }
  })

  it('allows a mutable resource to start with no supply', () => {
    const instruction: Instruction = {
      type: 'CreateFungibleResource',
      owner: alice.publicKey,
      symbol: 'silver',
      metadata: [],
      isSupplyMutable: true,
      initialSupply: 0n,
      to: alice.v0Address,
    }
    expect(decodeIntent(encodeIntent(sampleIntent({}, [instruction]))).manifest.instructions[0]).toEqual(instruction)
  })
})
