import { InvalidArgumentError } from '@ledgernet/errors'

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
  try {
    const parsed = new URL(url)
    const { username, password } = parsed
    parsed.username = parsed.password = ''
    return username || password
      ? { url: parsed.href, username: decodeURIComponent(username), password: decodeURIComponent(password) }
      : { url: parsed.href }
  } catch {
    // Neither the URL nor the parser's message is repeated: both may hold the password.
    throw new InvalidArgumentError(field, 'is not an absolute URL (with well-formed credentials, if any)')
  }
}
