import { bytesToHex } from '@ledgernet/crypto'

/**
 * The characters JSON.stringify writes as they are and a terminal acts on or hides: DEL, the C1
 * controls, bidirectional and invisible format characters, line and paragraph separators. JSON
 * lets any character be written `\uXXXX`, and these only occur inside strings, so writing them so
 * keeps the document exact.
 */
const terminalActive =
  /[\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/g

/**
 * JSON text of a command's result: bigints as decimal strings (amounts are subunit strings on every
 * interface), `Uint8Array`s as lower-case hex, two-space indentation. Exact JSON, safe on a
 * terminal: the control characters JSON.stringify leaves as they are (DEL, C1, bidi controls, …)
 * are written as `\u` escapes too, so a server's text read back is the same and shown is harmless.
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
  return (text ?? 'null').replace(
    terminalActive,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}
