import { InvalidArgumentError } from '@ledgernet/errors'

/** Refuses anything but a `Uint8Array` of exactly `length` bytes, naming `field`. */
export function checkBytes(value: unknown, length: number, field: string): Uint8Array {
  if (!(value instanceof Uint8Array) || value.length !== length) {
    throw new InvalidArgumentError(
      field,
      `must be ${length} bytes${value instanceof Uint8Array ? `, got ${value.length}` : ' (a Uint8Array)'}`,
    )
  }
  return value
}

/**
 * Refuses anything but exactly 32 bytes: the network signs a 32-byte hash as is, so a payload of
 * another length is a caller bug (an unhashed transaction, a hex string), never something to sign.
 */
export function checkPayload(payload: unknown, field = 'payload'): Uint8Array {
  return checkBytes(payload, 32, field)
}

/**
 * Refuses a message to hash that is not a `Uint8Array`. Both `verifySha256` implementations (the
 * portable one and the `node` one) check it here, so they refuse the same messages.
 */
export function checkMessage(message: unknown): void {
  if (!(message instanceof Uint8Array)) throw new InvalidArgumentError('message', 'must be a Uint8Array')
}
