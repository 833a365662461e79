// Every function of every Node face (what Node, Deno and Bun run: libsecp256k1 in each of its two
// builds, the machine's and WebAssembly, OpenSSL's digests, Node's hex, the remembering Bech32
// codec) against its portable twin (what
// browsers run: noble, @noble/hashes, Web Crypto, @scure/base), byte for byte, on edge inputs —
// payloads 0, 1, n−1, n, n+1, 2^256−1; keys 1, 2, n−1, n−2; every Wycheproof case — and on random
// ones. Answers and refusals alike: a refusal must name the same field with the same reason.
// rfc6979.test.ts holds both signing paths to RFC 6979's own algorithm as well.
import { readFileSync } from 'node:fs'
import { type Libsecp256k1Build, libsecp256k1Of, nativeDigests, nativeHex } from '@ledgernet/platform'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import * as portableBech32 from '../addresses/bech32.js'
import { bigIntTo32Bytes, bytesToBigInt } from '../bytes/bytes.js'
import * as portableSha256 from '../hashes/sha256.js'
import * as nodeSha256 from '../hashes/sha256.node.js'
import * as portableAsync from '../hashes/sha256dAsync.js'
import * as nodeAsync from '../hashes/sha256dAsync.node.js'
import { readSignature } from '../keys/readSignature.js'
import { CURVE_ORDER as n } from '../keys/secp256k1.js'
import * as nodeBech32 from './bech32.node.js'
import * as portableEcdsa from './ecdsa.js'
import * as nodeEcdsa from './ecdsa.node.js'
import { etc as portableHex } from './hexCodec.js'
import { etc as nodeHex } from './hexCodec.node.js'

/** Comparisons made, per function: the coverage printed after the run. */
const compared = new Map<string, number>()
const count = (name: string, times = 1) => compared.set(name, (compared.get(name) ?? 0) + times)

const hex = (bytes: Uint8Array) => portableHex.bytesToHex(bytes)

/** What `run` gives: its answer, or the class, field and reason of what it throws. */
function outcome(run: () => unknown): unknown {
  try {
    const answer = run()
    return answer instanceof Uint8Array ? { bytes: hex(answer) } : { answer }
  } catch (error) {
    const { name, message } = error as Error
    return { thrown: name, message, field: (error as { field?: unknown }).field }
  }
}

/** Both faces of one function give the same outcome for `input`. */
function sameFaces(name: string, portable: () => unknown, node: () => unknown, label = ''): void {
  expect(outcome(node), `${name} ${label}`).toEqual(outcome(portable))
  count(name)
}

const same = sameFaces
/** Hundreds of portable curve operations: seconds on a loaded machine, which no target here measures. */
const HEAVY = { timeout: 120_000 }
const edgePayloads = [0n, 1n, n - 1n, n, n + 1n, 2n ** 256n - 1n].map(bigIntTo32Bytes)
const edgeKeys = [1n, 2n, n - 1n, n - 2n].map(bigIntTo32Bytes)
const payloads = fc.uint8Array({ minLength: 32, maxLength: 32 })
const keys = fc.bigInt({ min: 1n, max: n - 1n }).map(bigIntTo32Bytes)
const messages = fc.uint8Array({ minLength: 0, maxLength: 300 })

const builds: Libsecp256k1Build[] = ['native', 'webassembly']

describe.each(builds)('#ecdsa: libsecp256k1 (%s) against noble', (build) => {
  /** Runs `work` on this build of libsecp256k1; every comparison counts under its build's name. */
  const on = <T>(work: () => T): T => nodeEcdsa.ecdsaOn(() => libsecp256k1Of(build), work)
  // libsecp256k1 loaded first: a key check alone would not load it, and would be noble's.
  const same = (name: string, portable: () => unknown, node: () => unknown, label = '') =>
    sameFaces(
      `${name} (${build})`,
      portable,
      () =>
        on(() => {
          nodeEcdsa.ecdsaPath()
          return node()
        }),
      label,
    )

  it('loads this build here', () => {
    expect(libsecp256k1Of(build)).toBeDefined()
    expect(on(() => nodeEcdsa.ecdsaPath())).toBe('libsecp256k1')
  })

  it('publicKeyOf, signRecovered, checkKey and recoveryOf on edge keys × edge payloads', HEAVY, () => {
    for (const key of edgeKeys) {
      same(
        'publicKeyOf',
        () => portableEcdsa.publicKeyOf(key),
        () => nodeEcdsa.publicKeyOf(key),
        hex(key),
      )
      const publicKey = portableEcdsa.publicKeyOf(key)
      same(
        'checkKey',
        () => portableEcdsa.checkKey(publicKey).toBytes(true),
        () => nodeEcdsa.checkKey(publicKey),
      )
      for (const payload of edgePayloads) {
        same(
          'signRecovered',
          () => portableEcdsa.signRecovered(payload, key),
          () => nodeEcdsa.signRecovered(payload, key),
          `${hex(key)} ${hex(payload)}`,
        )
        const signed = portableEcdsa.signRecovered(payload, key)
        const r = bytesToBigInt(signed.subarray(1, 33))
        const s = bytesToBigInt(signed.subarray(33))
        for (const [sValue, id] of [
          [s, signed[0]!],
          [n - s, signed[0]! ^ 1],
        ] as const)
          for (const given of [undefined, { recovery: id }, { recovery: id ^ 1 }]) {
            same(
              'recoveryOf',
              () => portableEcdsa.recoveryOf(r, sValue, payload, portableEcdsa.checkKey(publicKey), given),
              () => nodeEcdsa.recoveryOf(r, sValue, payload, nodeEcdsa.checkKey(publicKey), given),
            )
          }
      }
    }
  })

  it(
    'random keys and payloads: the same keys, signatures, recovery ids and refusals of tampered payloads',
    HEAVY,
    () => {
      fc.assert(
        fc.property(keys, payloads, fc.integer({ min: 0, max: 31 }), (key, payload, byte) => {
          same(
            'publicKeyOf',
            () => portableEcdsa.publicKeyOf(key),
            () => nodeEcdsa.publicKeyOf(key),
          )
          same(
            'signRecovered',
            () => portableEcdsa.signRecovered(payload, key),
            () => nodeEcdsa.signRecovered(payload, key),
          )
          const signed = nodeEcdsa.signRecovered(payload, key)
          const [r, s] = [bytesToBigInt(signed.subarray(1, 33)), bytesToBigInt(signed.subarray(33))]
          const publicKey = portableEcdsa.publicKeyOf(key)
          const tampered = payload.slice()
          tampered[byte] = tampered[byte]! ^ 1
          for (const message of [payload, tampered])
            same(
              'recoveryOf',
              () => portableEcdsa.recoveryOf(r, s, message, portableEcdsa.checkKey(publicKey)),
              () => nodeEcdsa.recoveryOf(r, s, message, nodeEcdsa.checkKey(publicKey)),
            )
        }),
        { numRuns: 150 },
      )
    },
  )

  it('checkKey: the same refusals, with the same reasons, for keys that are not points or not compressed keys', () => {
    const generator = portableEcdsa.publicKeyOf(edgeKeys[0]!)
    const notOnCurve = generator.slice()
    notOnCurve[32] = notOnCurve[32]! ^ 1
    const xAtP = Uint8Array.of(2, ...bigIntTo32Bytes(2n ** 256n - 2n ** 32n - 977n)) // x = p
    const candidates: unknown[] = [
      generator,
      notOnCurve,
      xAtP,
      Uint8Array.of(4, ...generator.subarray(1), ...generator.subarray(1)),
      Uint8Array.of(5, ...generator.subarray(1)),
      new Uint8Array(33),
      generator.subarray(0, 32),
      hex(generator),
      hex(generator).toUpperCase(),
      'zz',
      42,
      null,
    ]
    for (const candidate of candidates)
      same(
        'checkKey',
        () => {
          const key = portableEcdsa.checkKey(candidate as Uint8Array, 'signer')
          return key.toBytes(true)
        },
        () => nodeEcdsa.checkKey(candidate as Uint8Array, 'signer'),
        String(candidate),
      )
  })

  it('every Wycheproof ecdsa_secp256k1_sha256 case: the same key checks and the same recovery answers', HEAVY, () => {
    const vectors = JSON.parse(
      readFileSync(new URL('../../test/vectors/wycheproof/ecdsa_secp256k1_sha256_test.json', import.meta.url), 'utf8'),
    ) as {
      testGroups: { publicKey: { uncompressed: string }; tests: { msg: string; sig: string }[] }[]
    }
    let cases = 0
    for (const group of vectors.testGroups) {
      const publicKey = secp256k1.Point.fromHex(group.publicKey.uncompressed).toBytes(true)
      same(
        'checkKey',
        () => portableEcdsa.checkKey(publicKey).toBytes(true),
        () => nodeEcdsa.checkKey(publicKey),
      )
      for (const test of group.tests) {
        cases++
        const parsed = readSignature(test.sig)
        const payload = portableSha256.sha256(portableHex.hexToBytes(test.msg))
        if (!parsed) continue // refused by the strict DER reader, which both faces share
        same(
          'recoveryOf',
          () => portableEcdsa.recoveryOf(parsed.r, parsed.s, payload, portableEcdsa.checkKey(publicKey)),
          () => nodeEcdsa.recoveryOf(parsed.r, parsed.s, payload, nodeEcdsa.checkKey(publicKey)),
          `tcId of ${test.sig}`,
        )
      }
    }
    expect(cases).toBeGreaterThan(400)
  })
})

describe('#sha256, sha256dAsync and the platform digests: OpenSSL against @noble/hashes and Web Crypto', () => {
  const lengths = [0, 1, 31, 32, 55, 56, 63, 64, 65, 119, 120, 212, 1000, 65_536]

  it('the same digests for block-boundary lengths, views at an offset, and random messages', async () => {
    const digests = nativeDigests()!
    const inputs = lengths.map((length) => crypto.getRandomValues(new Uint8Array(length)))
    inputs.push(new Uint8Array(inputs[7]!.buffer, 3, 40))
    for (const input of inputs) {
      same(
        'sha256',
        () => portableSha256.sha256(input),
        () => nodeSha256.sha256(input),
      )
      same(
        'sha256d',
        () => portableSha256.sha256d(input),
        () => nodeSha256.sha256d(input),
      )
      expect(hex(await nodeAsync.sha256dAsync(input))).toBe(hex(await portableAsync.sha256dAsync(input)))
      count('sha256dAsync')
      same(
        'platform sha256dHex',
        () => hex(portableSha256.sha256d(input)),
        () => digests.sha256dHex(input),
      )
    }
    await fc.assert(
      fc.asyncProperty(messages, async (message) => {
        same(
          'sha256',
          () => portableSha256.sha256(message),
          () => nodeSha256.sha256(message),
        )
        same(
          'sha256d',
          () => portableSha256.sha256d(message),
          () => nodeSha256.sha256d(message),
        )
        expect(hex(await nodeAsync.sha256dAsync(message))).toBe(hex(await portableAsync.sha256dAsync(message)))
        count('sha256dAsync')
      }),
      { numRuns: 100 },
    )
  })

  it('the same refusals of what is not bytes', async () => {
    for (const input of ['abc', [1, 2], null, new ArrayBuffer(4)]) {
      same(
        'sha256',
        () => portableSha256.sha256(input as unknown as Uint8Array),
        () => nodeSha256.sha256(input as unknown as Uint8Array),
      )
      same(
        'sha256d',
        () => portableSha256.sha256d(input as unknown as Uint8Array),
        () => nodeSha256.sha256d(input as unknown as Uint8Array),
      )
      const [portable, node] = await Promise.all(
        [portableAsync, nodeAsync].map((face) =>
          face.sha256dAsync(input as unknown as Uint8Array).then(
            () => 'resolved',
            (error: Error) => error.message,
          ),
        ),
      )
      expect(node).toBe(portable)
      count('sha256dAsync')
    }
  })
})

describe('#hexCodec and the platform hex: Node against noble', () => {
  it('the same text and bytes, views included, both cases of hex read', () => {
    const platformHex = nativeHex()!
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 200 }), fc.nat(8), (bytes, offset) => {
        const view = bytes.subarray(Math.min(offset, bytes.length))
        same(
          'bytesToHex',
          () => portableHex.bytesToHex(view),
          () => nodeHex.bytesToHex(view),
        )
        const text = portableHex.bytesToHex(bytes)
        same(
          'hexToBytes',
          () => portableHex.hexToBytes(text),
          () => nodeHex.hexToBytes(text),
        )
        same(
          'hexToBytes',
          () => portableHex.hexToBytes(text.toUpperCase()),
          () => nodeHex.hexToBytes(text.toUpperCase()),
        )
        same(
          'platform hex',
          () => portableHex.bytesToHex(view),
          () => platformHex.toHex(view),
        )
      }),
      { numRuns: 200 },
    )
    for (const edge of [new Uint8Array(), Uint8Array.of(0), Uint8Array.of(255), new Uint8Array(32).fill(0xab)])
      same(
        'bytesToHex',
        () => portableHex.bytesToHex(edge),
        () => nodeHex.bytesToHex(edge),
      )
  })
})

describe('#bech32: the remembering codec against @scure/base', () => {
  it('the same strings, bytes and refusals, asked twice (the second answer from memory)', () => {
    const encoded: string[] = []
    fc.assert(
      fc.property(
        fc.constantFrom('ddx', 'rdx', 'tdx', 'account_sim', 'resource_sim'),
        fc.uint8Array({ minLength: 0, maxLength: 34 }),
        fc.constantFrom('bech32' as const, 'bech32m' as const),
        (hrp, bytes, variant) => {
          for (let round = 0; round < 2; round++) {
            same(
              'encodeBech32',
              () => portableBech32.encodeBech32(hrp, bytes, variant),
              () => nodeBech32.encodeBech32(hrp, bytes, variant),
            )
            const text = portableBech32.encodeBech32(hrp, bytes, variant)
            encoded.push(text)
            for (const read of [variant, variant === 'bech32' ? ('bech32m' as const) : ('bech32' as const)])
              same(
                'decodeBech32',
                () => {
                  const { hrp, bytes } = portableBech32.decodeBech32(text, read, 'address')
                  return { hrp, bytes: hex(bytes) }
                },
                () => {
                  const { hrp, bytes } = nodeBech32.decodeBech32(text, read, 'address')
                  return { hrp, bytes: hex(bytes) }
                },
              )
          }
        },
      ),
      { numRuns: 150 },
    )
    const one = encoded[0]!
    const refused: unknown[] = [
      '',
      'x'.repeat(91),
      `${one.slice(0, 3).toUpperCase()}${one.slice(3)}`,
      'noseparator',
      `${one.slice(0, -1)}b`,
      `${one.slice(0, -1)}${one.at(-1) === 'q' ? 'p' : 'q'}`,
      `${one} `,
      one.toUpperCase(),
      42,
      undefined,
    ]
    for (const text of refused)
      for (let round = 0; round < 2; round++)
        same(
          'decodeBech32',
          () => {
            const { hrp, bytes } = portableBech32.decodeBech32(text, 'bech32', 'address')
            return { hrp, bytes: hex(bytes) }
          },
          () => {
            const { hrp, bytes } = nodeBech32.decodeBech32(text, 'bech32', 'address')
            return { hrp, bytes: hex(bytes) }
          },
          String(text),
        )
  })
})

afterAll(() => {
  const rows = [...compared].map(([name, times]) => `  ${name.padEnd(22)} ${times}`)
  const total = [...compared.values()].reduce((sum, times) => sum + times, 0)
  console.info(`Node faces against portable faces, comparisons per function (${total} in all):\n${rows.join('\n')}`)
})
