import { bytesToHex } from '@ledgernet/crypto'

/**
 * JSON text of a command's result: bigints as decimal strings (amounts are subunit strings on every
 * interface), `Uint8Array`s as lower-case hex, two-space indentation.
 *
 * @example
 * toJsonText({ fee: 55600000000000000n }) // '{\n  "fee": "55600000000000000"\n}'
 */
export function toJsonText(value: unknown): string {
  return JSON.stringify(
    value,
    (_key, item: unknown) => {
      if (typeof item === 'bigint') return item.toString()
      if (item instanceof Uint8Array) return bytesToHex(item)
      return item
    },
    2,
  )
}
