import { InvalidArgumentError } from '@ledgernet/errors'

/**
 * Reads an absolute URL given as an option, or throws an `InvalidArgumentError` naming `field`
 * that repeats neither the URL nor the parser's message (both may hold a password).
 *
 * @example
 * parseBaseUrl('https://admin:secret@node.example.com').host // 'node.example.com'
 */
export function parseBaseUrl(url: string, field = 'baseUrl'): URL {
  try {
    return new URL(url)
  } catch {
    throw new InvalidArgumentError(field, 'is not an absolute URL (with well-formed credentials, if any)')
  }
}
