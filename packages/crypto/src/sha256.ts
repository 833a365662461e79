import { InvalidArgumentError } from '@ledgernet/errors'

// SHA-256 (FIPS 180-4) written here rather than taken from @noble/hashes: noble's sha256 costs
// ~2.7 KB min+gzip in a browser bundle (its generic hash framework and input checks come along),
// these lines ~0.6 KB, and every bundle that signs carries one (README, "Size"). Web Crypto cannot
// replace it: `PrivateKey.sign` is synchronous. Tests check it against @noble/hashes on random
// inputs of every length around the block boundaries and against the NIST vectors.

/** Round constants K and initial hash H, computed on first use (section 4.2.2 and 5.3.3). */
let roundConstants: Uint32Array | undefined
let initialHash: Uint32Array | undefined
/** The message schedule W, reused by every call (hashing is synchronous). */
const schedule = /* @__PURE__ */ new Uint32Array(64)

/** The first 32 bits of the fractional part of `x`. */
const fractionBits = (x: number) => ((x - Math.floor(x)) * 2 ** 32) >>> 0

/**
 * FIPS 180-4 defines the constants as the first 32 bits of the fractional parts of the cube roots
 * (K, first 64 primes) and square roots (H, first 8 primes); doubles carry enough bits for both.
 */
function constants(): [Uint32Array, Uint32Array] {
  if (!roundConstants || !initialHash) {
    roundConstants = new Uint32Array(64)
    initialHash = new Uint32Array(8)
    for (let candidate = 2, found = 0; found < 64; candidate++) {
      let prime = true
      for (let divisor = 2; divisor * divisor <= candidate; divisor++) if (candidate % divisor === 0) prime = false
      if (!prime) continue
      if (found < 8) initialHash[found] = fractionBits(Math.sqrt(candidate))
      roundConstants[found++] = fractionBits(Math.cbrt(candidate))
    }
  }
  return [roundConstants, initialHash]
}

const rotate = (word: number, bits: number) => (word >>> bits) | (word << (32 - bits))

/** SHA-256 of bytes already checked to be a `Uint8Array`. */
function digest(message: Uint8Array): Uint8Array {
  const [k, initial] = constants()
  // message ‖ 0x80 ‖ zeros ‖ bit length as 64-bit big-endian, a whole number of 64-byte blocks.
  const padded = new Uint8Array(Math.ceil((message.length + 9) / 64) * 64)
  padded.set(message)
  padded[message.length] = 0x80
  const view = new DataView(padded.buffer)
  view.setUint32(padded.length - 8, Math.floor(message.length / 2 ** 29))
  view.setUint32(padded.length - 4, (message.length * 8) >>> 0)
  const hash = initial.slice()
  for (let block = 0; block < padded.length; block += 64) {
    for (let t = 0; t < 16; t++) schedule[t] = view.getUint32(block + 4 * t)
    for (let t = 16; t < 64; t++) {
      const a = schedule[t - 15] as number
      const b = schedule[t - 2] as number
      schedule[t] =
        (rotate(a, 7) ^ rotate(a, 18) ^ (a >>> 3)) + (rotate(b, 17) ^ rotate(b, 19) ^ (b >>> 10)) + (schedule[t - 7] as number) + (schedule[t - 16] as number)
    }
    let a = hash[0] as number
    let b = hash[1] as number
    let c = hash[2] as number
    let d = hash[3] as number
    let e = hash[4] as number
    let f = hash[5] as number
    let g = hash[6] as number
    let h = hash[7] as number
    for (let t = 0; t < 64; t++) {
      const t1 = (h + (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) + ((e & f) ^ (~e & g)) + (k[t] as number) + (schedule[t] as number)) | 0
      const t2 = ((rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0
      h = g
      g = f
      f = e
      e = (d + t1) | 0
      d = c
      c = b
      b = a
      a = (t1 + t2) | 0
    }
    // The Uint32Array keeps each sum modulo 2^32.
    hash[0] = (hash[0] as number) + a
    hash[1] = (hash[1] as number) + b
    hash[2] = (hash[2] as number) + c
    hash[3] = (hash[3] as number) + d
    hash[4] = (hash[4] as number) + e
    hash[5] = (hash[5] as number) + f
    hash[6] = (hash[6] as number) + g
    hash[7] = (hash[7] as number) + h
  }
  const out = new Uint8Array(32)
  const outView = new DataView(out.buffer)
  hash.forEach((word, index) => outView.setUint32(4 * index, word))
  return out
}

/**
 * SHA-256 of `bytes` (32 bytes).
 *
 * @example
 * bytesToHex(sha256(new Uint8Array())) // 'e3b0c442...b855'
 */
export function sha256(bytes: Uint8Array): Uint8Array {
  if (!(bytes instanceof Uint8Array)) throw new InvalidArgumentError('bytes', 'must be a Uint8Array')
  return digest(bytes)
}

/**
 * SHA-256(SHA-256(bytes)): the network's hash for payloads to sign, transaction ids and rri.
 *
 * @example
 * const payload = sha256d(unsignedTransactionBytes) // what the sender signs
 */
export function sha256d(bytes: Uint8Array): Uint8Array {
  return digest(sha256(bytes))
}
