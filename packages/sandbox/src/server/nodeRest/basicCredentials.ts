import { sha256 } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import { enginePlatform } from '../../platform/enginePlatform.js'
import type { Platform } from '../../platform/Platform.js'

/**
 * The Basic-auth credentials of the node REST API's restricted methods.
 *
 * @example
 * const admin: BasicCredentials = { username: 'admin', password: 'correct horse battery staple' }
 */
export type BasicCredentials = { username: string; password: string }

/**
 * Reads `user:pass` (the bin's `--admin`) or an object into credentials; without input, makes
 * random ones (`admin` and 24 random characters) — the sandbox prints them at start.
 *
 * @example
 * resolveCredentials('admin:secret') // { username: 'admin', password: 'secret' }
 */
export function resolveCredentials(
  input?: string | BasicCredentials,
  fillRandom: Platform['fillRandom'] = enginePlatform.fillRandom,
): BasicCredentials {
  if (input === undefined) return { username: 'admin', password: randomPassword(fillRandom) }
  const credentials =
    typeof input === 'string'
      ? { username: input.slice(0, input.indexOf(':')), password: input.slice(input.indexOf(':') + 1) }
      : input
  if (typeof input === 'string' && !input.includes(':'))
    throw new InvalidArgumentError('adminCredentials', 'must be "user:password"')
  if (typeof credentials.username !== 'string' || credentials.username === '' || credentials.username.includes(':'))
    throw new InvalidArgumentError('adminCredentials.username', 'must be a non-empty string without ":"')
  if (typeof credentials.password !== 'string' || credentials.password === '')
    throw new InvalidArgumentError('adminCredentials.password', 'must be a non-empty string')
  return { username: credentials.username, password: credentials.password }
}

/**
 * Checks an `Authorization` header against the credentials: `'missing'`, `'wrong'` or `'ok'`.
 * The comparison takes the same time however much of the header matches (both sides are
 * hashed first, so even their lengths do not show).
 *
 * @example
 * checkBasicAuthorization(request.headers.authorization, admin) // 'ok'
 */
export function checkBasicAuthorization(
  header: string | undefined,
  credentials: BasicCredentials,
): 'missing' | 'wrong' | 'ok' {
  if (header === undefined || header === '') return 'missing'
  const match = /^Basic\s+(\S+)\s*$/i.exec(header)
  if (!match) return 'missing'
  const given = decodeBase64(match[1]!)
  if (given === undefined) return 'wrong'
  const expected = `${credentials.username}:${credentials.password}`
  const encoder = new TextEncoder()
  const a = sha256(given)
  const b = sha256(encoder.encode(expected))
  // Both are digests of 32 bytes: every byte is compared, whichever differ.
  let difference = 0
  for (let index = 0; index < a.length; index++) difference |= a[index]! ^ b[index]!
  return difference === 0 ? 'ok' : 'wrong'
}

/** 24 random characters of base64url (18 bytes from the CSPRNG). */
function randomPassword(fillRandom: Platform['fillRandom']): string {
  const bytes = fillRandom(new Uint8Array(18))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
}

/** The bytes of base64 or base64url text (padding optional), or `undefined` when it is neither. */
function decodeBase64(text: string): Uint8Array | undefined {
  let binary: string
  try {
    binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  } catch {
    return undefined
  }
  return Uint8Array.from(binary, (character) => character.charCodeAt(0))
}
