import {
  bytesToHex,
  deriveTokenRri,
  encodeAccountAddress,
  fromSubunits,
  hexToBytes,
  nativeTokenRri,
  PrivateKey,
  parseRri,
  privateKeyFromMnemonic,
  Signature,
  sha256,
  sha256d,
  toSubunits,
  verifyPayload,
  verifySha256,
} from '@ledgernet/crypto'
import { expectEqual, expectFailure } from './support/assertions.js'

// The development mnemonic's first account (docs/architecture.md, "Development accounts").
const alice = privateKeyFromMnemonic('test test test test test test test test test test test junk', { index: 0 })
expectEqual(
  alice.publicKey.hex,
  '03ec3e9b291c796f9b137ec481fb313051dd4c32cc087206654f68d12a25b9ab3d',
  'HD key of index 0',
)
expectEqual(
  encodeAccountAddress(alice.publicKey, 'localnet'),
  'ddx1qsp7c05m9yw8jmumzdlvfq0mxyc9rh2vxtxqsusxv48k35f2yku6k0g3rt6md',
  'localnet account address',
)
expectEqual(String(alice), 'PrivateKey(<redacted>)', 'a private key never prints itself')
const byPath = privateKeyFromMnemonic('test test test test test test test test test test test junk', {
  path: "m/44'/1022'/0'/0/0",
})
expectEqual(byPath.publicKey.hex, alice.publicKey.hex, 'HD key by path string')

// The facts file's vectors.
const one = PrivateKey.fromHex('0000000000000000000000000000000000000000000000000000000000000001')
expectEqual(
  deriveTokenRri(one.publicKey, 'foo', 'mainnet'),
  'foo_rr1qv9ee5j4qun9frqj2mcg79maqq55n46u5ypn2j0g9c3qgutsn8',
  'rri of foo',
)
expectEqual(nativeTokenRri('mainnet'), 'xrd_rr1qy5wfsfh', 'native rri')
expectEqual(parseRri('xrd_rr1qy5wfsfh').kind, 'native', 'parseRri')
expectEqual(parseRri('emunie_dr1qygwqn82').kind, 'system', 'parseRri reads a system-token rri')

// Sign a payload as the flows do: SHA-256d of the unsigned bytes, RFC 6979, low S, strict DER.
const unsigned = new TextEncoder().encode('unsigned transaction bytes')
const payload = sha256d(unsigned)
const signature = alice.sign(payload)
expectEqual(bytesToHex(alice.sign(payload).toDER()), signature.toDERHex(), 'deterministic signature')
expectEqual(
  verifyPayload(Signature.fromDER(signature.toDERHex()), payload, alice.publicKey),
  true,
  'verifyPayload after a DER round trip',
)
expectEqual(
  verifySha256(signature, sha256(unsigned), alice.publicKey),
  true,
  'verifySha256 (the Node fast path under Node)',
)
expectEqual(verifyPayload(signature, sha256(payload), alice.publicKey), false, 'another payload does not verify')

expectEqual([toSubunits('1.5'), fromSubunits(1500000000000000000n)], [1500000000000000000n, '1.5'], 'amounts')
const bad = await expectFailure(
  () => hexToBytes('0xzz', 'payload'),
  (error) => error instanceof Error && error.name === 'InvalidArgumentError',
  'bad hex',
)
expectEqual((bad as { field?: string }).field, 'payload', 'the error names the field')
console.log('ok: crypto')
