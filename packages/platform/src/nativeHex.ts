/**
 * The runtime's native hex codec: what `nativeHex()` answers where the runtime has one.
 * `fromHex` takes text already checked to be hex of an even length.
 *
 * @example
 * nativeHex()?.toHex(Uint8Array.of(1, 171)) // '01ab'
 */
export type NativeHex = {
  toHex(bytes: Uint8Array): string
  fromHex(hex: string): Uint8Array
}

/**
 * The runtime's native hex codec: none in this portable face (noble's codec runs).
 *
 * @example
 * nativeHex() // undefined in a browser
 */
export function nativeHex(): NativeHex | undefined {
  return undefined
}
