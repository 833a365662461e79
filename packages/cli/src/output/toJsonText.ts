import { bytesToHex } from '@ledgernet/crypto'
import { terminalSafeJson } from '@ledgernet/errors'

/**
 * JSON text of a command's result: bigints as decimal strings (amounts are subunit strings on every
 * interface), `Uint8Array`s as lower-case hex, two-space indentation. Exact JSON, safe on a
 * terminal (`terminalSafeJson`): the control characters JSON.stringify leaves as they are (DEL, C1,
 * bidi controls, …) are written as `\u` escapes too, so a server's text read back is the same and
 * shown is harmless.
 *
 * @example
 * toJsonText({ fee: 55600000000000000n }) // '{\n  "fee": "55600000000000000"\n}'
 */
export function toJsonText(value: unknown): string {
  const text: string | undefined = JSON.stringify(
    value,
    (_key, item: unknown) => {
      if (typeof item === 'bigint') return item.toString()
      if (item instanceof Uint8Array) return bytesToHex(item)
      return item
    },
    2,
  )
  return terminalSafeJson(text ?? 'null')
}
