import { sha256 } from './sha256.js'

const BLOCK_LENGTH = 64

/**
 * HMAC-SHA256 (RFC 2104) on this package's {@link sha256}: what the RFC 6979 nonce of a
 * synchronous signature needs. Internal; keys and messages come from the signing code.
 */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  const block = new Uint8Array(BLOCK_LENGTH)
  block.set(key.length > BLOCK_LENGTH ? sha256(key) : key)
  const inner = new Uint8Array(BLOCK_LENGTH + message.length)
  const outer = new Uint8Array(BLOCK_LENGTH + 32)
  for (let index = 0; index < BLOCK_LENGTH; index++) {
    inner[index] = (block[index] as number) ^ 0x36
    outer[index] = (block[index] as number) ^ 0x5c
  }
  inner.set(message, BLOCK_LENGTH)
  outer.set(sha256(inner), BLOCK_LENGTH)
  block.fill(0)
  inner.fill(0, 0, BLOCK_LENGTH)
  return sha256(outer)
}
