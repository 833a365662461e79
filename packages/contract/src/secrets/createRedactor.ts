import { base64, base64urlnopad, hex } from '@scure/base'

const REDACTED = '[redacted]'

/**
 * A function that cuts every form of the given secrets from a text: the secret itself (a hex key
 * in either case, a mnemonic across any whitespace and any run of 3 or more of its words),
 * percent-encoded (as in a URL or a form), JSON-escaped, as hex of its UTF-8 bytes, base64 and
 * base64url (padded or not) — also inside a longer base64 text, at any of the three alignments —
 * and each `user:password` pair the same ways, which covers an HTTP Basic header. A 64-hex key is
 * also looked for as base64 of its 32 bytes. Secrets shorter than 4 characters are not looked for
 * (they would cut ordinary words); those shorter than 8 only where they stand whole, so that a
 * password `pass` is cut from `user pass` but not from `password`.
 *
 * @example
 * const redact = createRedactor({ secrets: ['s3cret-pw'], pairs: ['admin:s3cret-pw'] })
 * redact('Authorization: Basic YWRtaW46czNjcmV0LXB3') // 'Authorization: Basic [redacted]'
 */
export function createRedactor(options: {
  secrets: readonly string[]
  pairs?: readonly string[]
}): (text: string) => string {
  const patterns: RegExp[] = []
  for (const raw of [...options.secrets, ...(options.pairs ?? [])]) {
    const secret = raw.trim()
    if (secret.length < 4) continue
    const words = secret.split(/\s+/)
    if (words.length >= 3) {
      // A mnemonic, whole or in part: its longest runs of words first, across any whitespace.
      for (let length = words.length; length >= 3; length--)
        for (let start = 0; start + length <= words.length; start++)
          patterns.push(
            new RegExp(
              words
                .slice(start, start + length)
                .map(escapeRegExp)
                .join('\\s+'),
              'giu',
            ),
          )
    }
    const normalized = words.join(' ')
    const forms = new Set<string>([normalized, ...encodings(normalized)])
    if (/^(0x)?[0-9a-f]{64}$/i.test(normalized)) {
      const bytes = hex.decode(normalized.replace(/^0x/i, '').toLowerCase())
      forms.add(base64.encode(bytes))
      forms.add(base64urlnopad.encode(bytes))
    }
    for (const form of forms) {
      if (form.length < 4) continue
      const whole = form.length < 8 && /[\p{L}\p{N}]/u.test(form[0]!) && /[\p{L}\p{N}]/u.test(form.at(-1)!)
      patterns.push(
        new RegExp(whole ? `(?<![\\p{L}\\p{N}])${escapeRegExp(form)}(?![\\p{L}\\p{N}])` : escapeRegExp(form), 'giu'),
      )
    }
    for (const core of base64Cores(new TextEncoder().encode(normalized)))
      if (core.length >= 8) patterns.push(new RegExp(escapeRegExp(core), 'gu'))
  }
  // The longest forms first: a pair's Basic token whole, before the password's own base64 inside it.
  patterns.sort((a, b) => b.source.length - a.source.length)
  return (text) => {
    let result = text
    for (const pattern of patterns) result = result.replace(pattern, REDACTED)
    return result
  }
}

/** The ways a text is commonly encoded on the way to a log or an answer. */
function encodings(text: string): string[] {
  const utf8 = new TextEncoder().encode(text)
  const b64 = base64.encode(utf8)
  return [
    encodeURIComponent(text),
    encodeURIComponent(text).replace(/%20/g, '+'),
    JSON.stringify(text).slice(1, -1),
    hex.encode(utf8),
    b64,
    b64.replace(/=+$/, ''),
    base64urlnopad.encode(utf8),
  ]
}

/**
 * The base64 characters that `bytes` alone decide inside any longer base64 text, at each of the
 * three byte alignments (standard and URL alphabets): the secret inside `base64("x:" + secret)`.
 */
function base64Cores(bytes: Uint8Array): string[] {
  const cores: string[] = []
  for (let offset = 0; offset < 3; offset++) {
    const padded = new Uint8Array(offset + bytes.length)
    padded.set(bytes, offset)
    const encoded = base64.encode(padded)
    const first = Math.ceil((8 * offset) / 6)
    const last = Math.floor((8 * (offset + bytes.length)) / 6)
    const core = encoded.slice(first, last)
    cores.push(core, core.replace(/\+/g, '-').replace(/\//g, '_'))
  }
  return cores
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
