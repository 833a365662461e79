import { InvalidArgumentError } from '@ledgernet/errors'
import { parseBaseUrl } from './parseBaseUrl.js'

/**
 * Takes `user:password@` out of a URL: the URL without them (fetch must never see them, and
 * `fetch` refuses URLs with credentials anyway) and the decoded credentials, if any.
 *
 * @example
 * splitUrlCredentials('https://admin:s%40cret@node.example.com/')
 * // { url: 'https://node.example.com/', username: 'admin', password: 's@cret' }
 */
export function splitUrlCredentials(
  url: string,
  field = 'baseUrl',
): { url: string; username?: string; password?: string } {
  const parsed = parseBaseUrl(url, field)
  const { username, password } = parsed
  parsed.username = parsed.password = ''
  if (!username && !password) return { url: parsed.href }
  try {
    return { url: parsed.href, username: decodeURIComponent(username), password: decodeURIComponent(password) }
  } catch {
    // Neither the URL nor the decoder's message is repeated: both may hold the password.
    throw new InvalidArgumentError(field, 'is not an absolute URL (with well-formed credentials, if any)')
  }
}
