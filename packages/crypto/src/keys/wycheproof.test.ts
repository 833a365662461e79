// Every case of Wycheproof's ecdsa_secp256k1_sha256_test.json through every verify path. The
// file is vendored in test/vectors/wycheproof/ (its README says where it comes from; Apache-2.0).
import { readFileSync } from 'node:fs'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { describe, expect, it } from 'vitest'
import * as portable from '../index.js'
import * as node from '../index.node.js'
import * as nobleEcdsa from '../platform/ecdsa.js'
import * as nativeEcdsa from '../platform/ecdsa.node.js'
import { readSignature } from './readSignature.js'

type WycheproofTest = {
  tcId: number
  comment: string
  flags: string[]
  msg: string
  sig: string
  result: 'valid' | 'invalid' | 'acceptable'
}
type WycheproofGroup = { publicKey: { uncompressed: string }; sha: string; tests: WycheproofTest[] }

const vectorsUrl = new URL('../../test/vectors/wycheproof/ecdsa_secp256k1_sha256_test.json', import.meta.url)

function loadVectors(): { numberOfTests: number; testGroups: WycheproofGroup[] } {
  return JSON.parse(readFileSync(vectorsUrl, 'utf8'))
}

/**
 * How each result is expected to classify. "acceptable" cases (legacy encodings in Wycheproof's
 * ECDSA files) must be refused: this package accepts strict DER only.
 */
const expectedOutcome = (result: WycheproofTest['result']) => result === 'valid'

describe('Wycheproof ecdsa_secp256k1_sha256', () => {
  const vectors = loadVectors()
  const cases = vectors.testGroups.flatMap((group) => {
    expect(group.sha).toBe('SHA-256')
    const compressed = secp256k1.Point.fromHex(group.publicKey.uncompressed).toBytes(true)
    return group.tests.map((test) => ({ ...test, publicKey: compressed }))
  })

  it('reads every test of the file', () => {
    expect(cases.length).toBe(vectors.numberOfTests)
    expect(cases.length).toBeGreaterThan(400)
  })

  const paths = {
    'verifyPayload(sig, sha256(msg)) — portable': (c: (typeof cases)[number]) =>
      portable.verifyPayload(c.sig, portable.sha256(portable.hexToBytes(c.msg)), c.publicKey),
    'verifySha256 — portable entry point': (c: (typeof cases)[number]) =>
      portable.verifySha256(c.sig, portable.hexToBytes(c.msg), c.publicKey),
    'verifySha256 — node entry point (OpenSSL)': (c: (typeof cases)[number]) =>
      node.verifySha256(c.sig, node.hexToBytes(c.msg), c.publicKey),
  }

  // The elliptic-curve layer under verifyPayload (`#ecdsa`), each implementation by itself.
  for (const [name, ecdsa] of Object.entries({ noble: nobleEcdsa, libsecp256k1: nativeEcdsa })) {
    Object.assign(paths, {
      [`verifyPayload's curve check — ${name}`]: (c: (typeof cases)[number]) => {
        const parsed = readSignature(c.sig)
        const payload = portable.sha256(portable.hexToBytes(c.msg))
        return (
          parsed !== undefined &&
          ecdsa.recoveryOf(parsed.r, parsed.s, payload, ecdsa.checkKey(c.publicKey) as never) !== undefined
        )
      },
    })
  }

  for (const [name, check] of Object.entries(paths)) {
    it(`classifies every case right: ${name}`, () => {
      const wrong = cases
        .filter((c) => check(c) !== expectedOutcome(c.result))
        .map((c) => `tcId ${c.tcId} (${c.result}, ${c.comment})`)
      expect(wrong).toEqual([])
    }, 30_000)
  }

  it('the portable and the OpenSSL paths agree on every case, also with lowS', () => {
    for (const c of cases) {
      const message = portable.hexToBytes(c.msg)
      expect(node.verifySha256(c.sig, message, c.publicKey), `tcId ${c.tcId}`).toBe(
        portable.verifySha256(c.sig, message, c.publicKey),
      )
      expect(node.verifySha256(c.sig, message, c.publicKey, { lowS: true }), `tcId ${c.tcId} lowS`).toBe(
        portable.verifySha256(c.sig, message, c.publicKey, { lowS: true }),
      )
    }
  }, 30_000)

  it('parses every valid case and re-encodes every accepted one byte for byte', () => {
    // Every valid case parses; the re-encoding of every parsed case is byte-identical.
    for (const c of cases) {
      let parsed: portable.Signature | undefined
      try {
        parsed = portable.Signature.fromDER(c.sig)
      } catch {
        expect(c.result, `tcId ${c.tcId} refused by the parser`).not.toBe('valid')
        continue
      }
      expect(parsed.toDERHex(), `tcId ${c.tcId}`).toBe(c.sig)
    }
  }, 30_000)
})
