// Strict UTF-8 both ways. `fatal` refuses overlong forms, encoded surrogates and truncated
// sequences; `ignoreBOM` keeps a leading U+FEFF in the string, because stripping it would make
// two byte strings decode to the same text.
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })
const encoder = new TextEncoder()
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** UTF-8 bytes of `text`, or `undefined` when it holds a lone surrogate (no UTF-8 form exists). */
export function encodeUtf8(text: string): Uint8Array | undefined {
  if (loneSurrogate.test(text)) return undefined
  return encoder.encode(text)
}

/** The text of strict UTF-8 `bytes`, or `undefined` when they are not well-formed UTF-8. */
export function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return decoder.decode(bytes)
  } catch {
    return undefined
  }
}

/** Number of Unicode scalar values in well-formed UTF-8: every byte that is not a continuation byte. */
export function countCharacters(utf8: Uint8Array): number {
  let count = 0
  for (const byte of utf8) if ((byte & 0xc0) !== 0x80) count++
  return count
}
