import { DecodeError } from '../DecodeError.js'

export const equalBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i])

const stable = (value: unknown) => JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? `${item}n` : item))

// The original's rendering is computed once per original, not once per change.
const rendered = new WeakMap<object, string>()
function renderOriginal(original: unknown, toJson: (value: never) => unknown): string {
  if (typeof original !== 'object' || original === null) return stable(toJson(original as never))
  let text = rendered.get(original)
  if (text === undefined) {
    text = stable(toJson(original as never))
    rendered.set(original, text)
  }
  return text
}

/**
 * Changes byte `position` of `bytes` to `replacement` and decodes. The change must be refused
 * with a DecodeError whose offset lies within the input, or decode to a value whose encoding is
 * exactly the changed bytes — and so a value different from the original, since encoding is a
 * function (checked too). Throws on anything else. Plain checks rather than `expect`, because
 * this runs tens of thousands of times.
 */
export function checkSingleByteChange<T>(
  bytes: Uint8Array,
  position: number,
  replacement: number,
  decode: (bytes: Uint8Array) => T,
  encode: (value: T) => Uint8Array,
  toJson: (value: T) => unknown,
  original: T,
): 'refused' | 'different' {
  const changed = bytes.slice()
  changed[position] = replacement
  let value: T
  try {
    value = decode(changed)
  } catch (error) {
    if (!(error instanceof DecodeError)) throw error
    if (error.offset < 0 || error.offset > bytes.length) {
      throw new Error(`offset ${error.offset} outside the input after changing byte ${position}`)
    }
    return 'refused'
  }
  if (!equalBytes(encode(value), changed)) {
    throw new Error(
      `changing byte ${position} to ${replacement} decodes to a value that does not encode back to the changed bytes`,
    )
  }
  if (stable(toJson(value)) === renderOriginal(original, toJson as (value: never) => unknown)) {
    throw new Error(`changing byte ${position} to ${replacement} decodes to the original value`)
  }
  return 'different'
}
