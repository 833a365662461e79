const REDACTED = '[redacted]'

/**
 * `text` with every known secret replaced by `[redacted]`: the last line of defence for what the
 * CLI prints about an error (the packages' errors never carry a secret in the first place).
 *
 * Only whole secrets are cut, so that unrelated text stays readable: `pass` is cut from `user
 * pass` but not from `password`, a password `wrong` from `wrong` but not from `wrongly`. A secret
 * is found however it was written: a hex key in either case and with or without `0x`, a mnemonic
 * across any spaces or line breaks, a password percent-encoded as in a URL. Nor may part of a key
 * leak: a run of 8 or more hex digits that is part of a hex key, and 3 or more consecutive words of
 * a mnemonic, are cut too. Secrets shorter than 4 characters are not looked for (they would cut
 * ordinary words).
 *
 * @example
 * redactSecrets('bad password s3cret for user admin', new Set(['s3cret'])) // 'bad password [redacted] for user admin'
 */
export function redactSecrets(text: string, secrets: ReadonlySet<string>): string {
  let result = text
  for (const raw of secrets) {
    const secret = raw.trim()
    if (secret.length < 4) continue
    const hex = /^(?:0x)?([0-9a-f]{16,})$/i.exec(secret)?.[1]
    if (hex !== undefined) {
      // Every run of hex digits that is part of the key, in either case, is the key (or a leak of it).
      const key = hex.toLowerCase()
      result = result.replace(/[0-9a-f]{8,}/gi, (run) =>
        key.includes(run.toLowerCase()) ? REDACTED : run.replace(new RegExp(key, 'gi'), REDACTED),
      )
      continue
    }
    const words = secret.split(/\s+/)
    if (words.length >= 3) {
      // A mnemonic, whole or in part: the longest runs of its words first, across any whitespace.
      for (let length = words.length; length >= 3; length--)
        for (let start = 0; start + length <= words.length; start++)
          result = result.replace(whole(words.slice(start, start + length), 'i'), REDACTED)
      continue
    }
    result = result.replace(whole(words), REDACTED)
    const encoded = encodeURIComponent(secret)
    if (encoded !== secret) result = result.replace(whole([encoded]), REDACTED)
  }
  return result
}

const letterOrDigit = /[\p{L}\p{N}]/u

/**
 * The words, across any whitespace, where they stand whole: no letter or digit runs on from an end
 * that is itself a letter or digit (`pass` is not found in `password`; `-pw!` is in `a-pw!`).
 */
function whole(words: readonly string[], flags = ''): RegExp {
  const text = words.join(' ')
  const before = letterOrDigit.test(text[0]!) ? '(?<![\\p{L}\\p{N}])' : ''
  const after = letterOrDigit.test(text.at(-1)!) ? '(?![\\p{L}\\p{N}])' : ''
  return new RegExp(`${before}${words.map(regexpSource).join('\\s+')}${after}`, `gu${flags}`)
}

function regexpSource(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
