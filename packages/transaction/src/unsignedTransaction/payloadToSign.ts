import { bytesToHex, sha256d } from '@ledgernet/crypto'
import { type BytesInput, bytesOf } from '../bytes/bytesInput.js'

/**
 * The payload to sign: SHA-256d(unsigned transaction), 64 lower-case hex characters (the Gateway
 * API's `payload_to_sign`, JSON-RPC's `hashOfBlobToSign`). It hashes the bytes as given: decode
 * them first with `decodeUnsignedTransaction` to know what you are signing, and never sign a
 * payload a server computed for you.
 *
 * @example
 * import { decodeUnsignedTransaction, payloadToSign } from '@ledgernet/transaction'
 * decodeUnsignedTransaction(unsignedHex) // check it first
 * const payload = payloadToSign(unsignedHex) // then hash it yourself
 */
export function payloadToSign(unsigned: BytesInput): string {
  return bytesToHex(sha256d(bytesOf(unsigned, 'unsigned')))
}
