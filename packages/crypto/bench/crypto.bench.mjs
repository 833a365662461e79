// `pnpm bench`: operations per second of this package's sign, verify and public-key derivation,
// next to the native `secp256k1` addon (libsecp256k1) when it loads, with the ratios. Prints
// numbers; asserts nothing. Runs against dist/ (the bench script builds first).
import { createPublicKey, verify as opensslVerify } from 'node:crypto'
import { createRequire } from 'node:module'
import * as portable from '../dist/index.js'
import * as node from '../dist/index.node.js'

const require = createRequire(import.meta.url)

// Rows are measured in interleaved rounds and the median round is reported, so a burst of load
// from another process on a shared machine skews one round of every row, not one whole row.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7)
const ROUND_MS = Number(process.env.BENCH_ROUND_MS ?? 300)

/** Runs `operation(i)` for about ROUND_MS; returns operations per second. */
function measureRound(operation) {
  const start = performance.now()
  let count = 0
  let now = start
  while (now - start < ROUND_MS) {
    for (let batch = 0; batch < 8; batch++) operation(count++)
    now = performance.now()
  }
  return (count * 1000) / (now - start)
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

// Fixtures: 16 keys, 256 transactions; the payload signed is SHA-256d(unsigned), as on the network.
const encoder = new TextEncoder()
const secrets = Array.from({ length: 16 }, (_, index) => portable.sha256(encoder.encode(`bench key ${index}`)))
const keys = secrets.map((secret) => portable.PrivateKey.fromBytes(secret))
const cases = Array.from({ length: 256 }, (_, index) => {
  const unsigned = encoder.encode(`unsigned transaction ${index}`)
  const digest = portable.sha256(unsigned)
  const payload = portable.sha256(digest)
  const key = keys[index % keys.length]
  const signature = key.sign(payload)
  return {
    digest,
    payload,
    key,
    secret: secrets[index % secrets.length],
    publicKey: key.publicKey,
    der: signature.toDER(),
    derHex: signature.toDERHex(),
    compact: signature.toCompact(),
  }
})
for (const c of cases) {
  // Every fixture must verify on every path, or the numbers would measure failures.
  if (!portable.verifySha256(c.der, c.digest, c.publicKey) || !node.verifySha256(c.der, c.digest, c.publicKey)) {
    throw new Error('a benchmark signature does not verify')
  }
}
const at = (i) => cases[i % cases.length]

// A server that sees a new key on every call never hits the KeyObject cache.
const freshCases = Array.from({ length: 4096 }, (_, index) => {
  const key = portable.PrivateKey.fromBytes(portable.sha256(encoder.encode(`fresh key ${index}`)))
  const c = at(index)
  return { publicKey: key.publicKey, der: key.sign(c.payload).toDER(), digest: c.digest }
})

const SPKI_PREFIX = Uint8Array.from([
  0x30, 0x36, 0x30, 0x10, 0x06, 0x07, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01, 0x06, 0x05, 0x2b, 0x81, 0x04, 0x00,
  0x0a, 0x03, 0x22, 0x00,
])
const rawKeyObjects = keys.map((key) =>
  createPublicKey({ key: Buffer.concat([SPKI_PREFIX, key.publicKey.bytes]), format: 'der', type: 'spki' }),
)

const rows = []
const row = (group, implementation, operation) => rows.push({ group, implementation, operation, rounds: [] })

row('sign', '@ledgernet/crypto sign (noble, RFC 6979, low S, recovery id)', (i) => at(i).key.sign(at(i).payload))
row('verify', '@ledgernet/crypto verifyPayload(der, payload) — portable', (i) =>
  portable.verifyPayload(at(i).der, at(i).payload, at(i).publicKey),
)
row('verify', '@ledgernet/crypto verifySha256 — portable entry point', (i) =>
  portable.verifySha256(at(i).der, at(i).digest, at(i).publicKey),
)
row('verify', '@ledgernet/crypto verifySha256 — node fast path', (i) =>
  node.verifySha256(at(i).der, at(i).digest, at(i).publicKey),
)
row('verify', '@ledgernet/crypto verifySha256 — node, DER hex + key hex in', (i) =>
  node.verifySha256(at(i).derHex, at(i).digest, at(i).publicKey.hex),
)
row('verify', '@ledgernet/crypto verifySha256 — node, new key every call', (i) => {
  const c = freshCases[i % freshCases.length]
  node.verifySha256(c.der, c.digest, c.publicKey)
})
row('verify', 'node:crypto verify alone (reference: no parsing, no checks)', (i) =>
  opensslVerify('sha256', at(i).digest, { key: rawKeyObjects[i % keys.length], dsaEncoding: 'der' }, at(i).der),
)
row(
  'public key',
  '@ledgernet/crypto PrivateKey.fromBytes(k).publicKey',
  (i) => portable.PrivateKey.fromBytes(at(i).secret).publicKey,
)

let native
try {
  native = require('secp256k1/bindings')
} catch (error) {
  console.log(`native secp256k1 addon did not load (${String(error.message).split('\n')[0]}); its rows are skipped`)
}
if (native) {
  const nativeCases = cases.map((c) => ({
    signature: native.ecdsaSign(c.payload, c.secret).signature,
    publicKey: c.publicKey.bytes,
  }))
  row('sign', 'secp256k1 native addon', (i) => native.ecdsaSign(at(i).payload, at(i).secret))
  row('verify', 'secp256k1 native addon (compact signature, payload as is)', (i) => {
    const c = nativeCases[i % nativeCases.length]
    native.ecdsaVerify(c.signature, at(i).payload, c.publicKey)
  })
  row('public key', 'secp256k1 native addon', (i) => native.publicKeyCreate(at(i).secret, true))
}

for (const r of rows) measureRound(r.operation) // warm-up
for (let round = 0; round < ROUNDS; round++) for (const r of rows) r.rounds.push(measureRound(r.operation))

const format = (value) => Math.round(value).toLocaleString('en-US').padStart(8)
console.log(
  `\n@ledgernet/crypto benchmark — Node ${process.version}, median of ${ROUNDS} rounds × ${ROUND_MS} ms, ops/s\n`,
)
for (const group of ['sign', 'verify', 'public key']) {
  const groupRows = rows.filter((r) => r.group === group)
  const nativeRow = groupRows.find((r) => r.implementation.startsWith('secp256k1 native'))
  console.log(group)
  for (const r of groupRows) {
    const value = median(r.rounds)
    const ratio = nativeRow && r !== nativeRow ? `   (${(value / median(nativeRow.rounds)).toFixed(2)}× native)` : ''
    console.log(
      `  ${format(value)}  ${r.implementation}${ratio}   [min ${format(Math.min(...r.rounds)).trim()}, max ${format(Math.max(...r.rounds)).trim()}]`,
    )
  }
}
const fast = median(rows.find((r) => r.implementation.endsWith('node fast path')).rounds)
const slow = median(rows.find((r) => r.implementation.endsWith('portable entry point')).rounds)
console.log(
  `\nverifySha256: node fast path ${format(fast).trim()}/s = ${(fast / slow).toFixed(1)}× the portable path; target 2,000/s ${fast >= 2000 ? 'met' : 'not met on this run'}`,
)
