import { describe, expect, it } from 'vitest'
import { decodeRefusal as refusalOf } from '../testing/decodeRefusal.js'
import { alice, sampleIntent } from '../testing/samples.js'
import { decodeIntent } from './decodeIntent.js'
import { encodeIntent } from './encodeIntent.js'

const refusal = (input: Uint8Array) => refusalOf(() => decodeIntent(input))

const intent = encodeIntent(sampleIntent())
const changed = (offset: number, value: number) => {
  const copy = intent.slice()
  copy[offset] = value
  return copy
}

describe('decodeIntent', () => {
  it('gives back the intent', () => {
    expect(decodeIntent(intent)).toEqual(sampleIntent())
  })

  it.each([
    [
      'an unsigned Gateway transaction',
      Uint8Array.from([0x4c, 0x4e, 0x54, 0x01]),
      { offset: 0, field: 'magic', problem: 'is not "LNI" (4c 4e 49); this is not a v0 intent' },
    ],
    ['version 9', changed(3, 9), { offset: 3, field: 'header.version', problem: 'is 9, only version 1 is known' }],
    [
      'a notary key with prefix 0x05',
      changed(29, 5),
      { offset: 29, field: 'header.notaryPublicKey', problem: 'starts with 0x05, not 0x02 or 0x03' },
    ],
    [
      'tag 0x00',
      changed(71, 0),
      {
        offset: 71,
        field: 'manifest.instructions[0].type',
        problem: 'is 0x00; expected an instruction tag 0x01 to 0x06',
      },
    ],
    [
      'an account field holding a package',
      changed(72, 0x01),
      {
        offset: 72,
        field: 'manifest.instructions[0].from',
        problem: 'has entity byte 0x01; an account address has 0x03',
      },
    ],
    [
      'a resource field holding an account',
      changed(72 + 54, 0x03),
      {
        offset: 126,
        field: 'manifest.instructions[0].resource',
        problem: 'has entity byte 0x03; a resource address has 0x04',
      },
    ],
    [
      'a missing amount byte',
      intent.slice(0, -1),
      { offset: 153, field: 'manifest.instructions[0].amount', problem: 'is truncated: 32 bytes needed, 31 left' },
    ],
    [
      'a signature count after the intent',
      Uint8Array.from([...intent, 0]),
      { offset: 185, field: 'end', problem: 'has 1 byte too many' },
    ],
  ])('refuses %s', (_name, input, expected) => {
    expect(refusal(input)).toEqual(expected)
  })

  it('refuses metadata out of order or repeated', () => {
    const create = (keys: string[]) => {
      const bytes = encodeIntent(
        sampleIntent({}, [
          {
            type: 'CreateNonFungibleResource',
            owner: alice.publicKey,
            metadata: keys.map((key) => ({ key, value: '' })),
          },
        ]),
      )
      return bytes
    }
    // Encoded sorted as "a", "b"; swapping the two key bytes gives "b", "a".
    const sorted = create(['a', 'b'])
    const keysAt = 71 + 1 + 33 + 1
    const swapped = sorted.slice()
    swapped[keysAt + 2] = 0x62
    swapped[keysAt + 2 + 1 + 2 + 2] = 0x61
    expect(refusal(swapped)).toEqual({
      offset: keysAt + 5,
      field: 'manifest.instructions[0].metadata[1].key',
      problem: 'sorts before the previous key; keys must be in ascending byte order',
    })
    const repeated = sorted.slice()
    repeated[keysAt + 2 + 1 + 2 + 2] = 0x61
    expect(refusal(repeated).problem).toBe('repeats the previous key; keys are unique')
  })
})
