import { InvalidArgumentError } from '@ledgernet/errors'
import { describe, expect, it } from 'vitest'
import { alice, gold, sampleTransfer } from '../testing/samples.js'
import { unsignedTransactionFromJson, unsignedTransactionToJson } from './unsignedTransactionJson.js'

describe('unsignedTransactionToJson / unsignedTransactionFromJson', () => {
  it('write bigints as decimal strings and read them back', () => {
    const transaction = sampleTransfer({
      message: '00',
      actions: [
        {
          type: 'CreateTokenDefinition',
          owner: alice.address,
          symbol: 'gold',
          name: 'G',
          description: '',
          iconUrl: '',
          url: '',
          isSupplyMutable: false,
          supply: 10n ** 30n,
          to: alice.address,
          token: gold,
        },
      ],
    })
    const json = unsignedTransactionToJson(transaction)
    expect(json).toMatchObject({
      startEpoch: '10',
      endEpoch: '20',
      nonce: '7',
      fee: '1000',
      actions: [{ supply: '1000000000000000000000000000000' }],
    })
    expect(JSON.parse(JSON.stringify(json))).toEqual(json)
    expect(unsignedTransactionFromJson(json)).toEqual(transaction)
  })

  it('refuses a number that is not a decimal string, naming it', () => {
    const json = unsignedTransactionToJson(sampleTransfer())
    expect(() => unsignedTransactionFromJson({ ...json, fee: '1e3' })).toThrow(
      new InvalidArgumentError('fee', 'must be a decimal string of a non-negative integer'),
    )
    expect(() =>
      unsignedTransactionFromJson({ ...json, actions: [{ ...json.actions[0], amount: 5 } as never] }),
    ).toThrow(new InvalidArgumentError('actions[0].amount', 'must be a decimal string of a non-negative integer'))
  })
})
