// `pnpm bench`: operations per second of this package's sign, verify and public-key derivation on
// each face of `#ecdsa` — the portable one (noble, what browsers run) and the Node one
// (libsecp256k1 compiled to WebAssembly, what Node, Deno and Bun run) — and, for comparison, the
// native `secp256k1` addon (libsecp256k1 compiled for this machine, which needs an install script)
// when BENCH_SECP256K1_ADDON names an installed copy of it. Prints numbers; asserts nothing. Runs
// against dist/ (the bench script builds first).
import { createRequire } from 'node:module'
import * as node from '../dist/index.node.js'
import * as nobleFace from '../dist/platform/ecdsa.js'
import * as wasmFace from '../dist/platform/ecdsa.node.js'

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
const secrets = Array.from({ length: 16 }, (_, index) => node.sha256(encoder.encode(`bench key ${index}`)))
const keys = secrets.map((secret) => node.PrivateKey.fromBytes(secret))
const cases = Array.from({ length: 256 }, (_, index) => {
  const unsigned = encoder.encode(`unsigned transaction ${index}`)
  const digest = node.sha256(unsigned)
  const payload = node.sha256(digest)
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
    signature,
  }
})
for (const c of cases) {
  // Every fixture must verify on every path, or the numbers would measure failures.
  if (!node.verifySha256(c.der, c.digest, c.publicKey)) {
    throw new Error('a benchmark signature does not verify')
  }
}
const at = (i) => cases[i % cases.length]

// A server that sees a new key on every call never hits the KeyObject cache.
const freshCases = Array.from({ length: 4096 }, (_, index) => {
  const key = node.PrivateKey.fromBytes(node.sha256(encoder.encode(`fresh key ${index}`)))
  const c = at(index)
  return { publicKey: key.publicKey, der: key.sign(c.payload).toDER(), digest: c.digest }
})

const rows = []
const row = (group, implementation, operation) => rows.push({ group, implementation, operation, rounds: [] })
const rs = (c) => [c.signature.r, c.signature.s]

row('sign', 'noble (the portable face: RFC 6979, low S, recovery id)', (i) =>
  nobleFace.signRecovered(at(i).payload, at(i).secret),
)
row('sign', 'libsecp256k1, WebAssembly (the Node face)', (i) => wasmFace.signRecovered(at(i).payload, at(i).secret))
row('verify', 'noble recovery with the id as hint (the portable face)', (i) => {
  const c = at(i)
  nobleFace.recoveryOf(...rs(c), c.payload, nobleFace.checkKey(c.publicKey), c.signature)
})
row('verify', 'libsecp256k1, WebAssembly: recovery with the id as hint (the Node face)', (i) => {
  const c = at(i)
  wasmFace.recoveryOf(...rs(c), c.payload, wasmFace.checkKey(c.publicKey), c.signature)
})
row('verify', '@ledgernet/crypto verifySha256 (DER in; the Node faces)', (i) =>
  node.verifySha256(at(i).der, at(i).digest, at(i).publicKey),
)
row('verify', '@ledgernet/crypto verifySha256, a new key every call', (i) => {
  const c = freshCases[i % freshCases.length]
  node.verifySha256(c.der, c.digest, c.publicKey)
})
row('public key', 'noble (the portable face)', (i) => nobleFace.publicKeyOf(at(i).secret))
row('public key', 'libsecp256k1, WebAssembly (the Node face)', (i) => wasmFace.publicKeyOf(at(i).secret))

let native
if (process.env.BENCH_SECP256K1_ADDON)
  native = createRequire(import.meta.url)(`${process.env.BENCH_SECP256K1_ADDON}/bindings`)
else console.log('BENCH_SECP256K1_ADDON is not set: the native addon rows are skipped')
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
  const nativeRow = groupRows.find((r) => r.implementation.startsWith('libsecp256k1, WebAssembly'))
  console.log(group)
  for (const r of groupRows) {
    const value = median(r.rounds)
    const ratio =
      nativeRow && r !== nativeRow ? `   (${(value / median(nativeRow.rounds)).toFixed(2)}× WebAssembly)` : ''
    console.log(
      `  ${format(value)}  ${r.implementation}${ratio}   [min ${format(Math.min(...r.rounds)).trim()}, max ${format(Math.max(...r.rounds)).trim()}]`,
    )
  }
}
const fast = median(rows.find((r) => r.implementation.startsWith('@ledgernet/crypto verifySha256 (DER')).rounds)
console.log(
  `\nverifySha256 on the Node faces: ${format(fast).trim()}/s; target 2,000/s ${fast >= 2000 ? 'met' : 'not met on this run'}`,
)
