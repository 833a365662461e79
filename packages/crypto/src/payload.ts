import { InvalidArgumentError } from '@ledgernet/errors'

/**
 * Refuses anything but exactly 32 bytes: the network signs a 32-byte hash as is, so a payload of
 * another length is a caller bug (an unhashed transaction, a hex string), never something to sign.
 */
export function checkPayload(payload: unknown, field = 'payload'): Uint8Array {
  if (!(payload instanceof Uint8Array)) {
    throw new InvalidArgumentError(field, 'must be a Uint8Array of 32 bytes')
  }
  if (payload.length !== 32) {
    throw new InvalidArgumentError(field, `must be 32 bytes, got ${payload.length}`)
  }
  return payload
}
