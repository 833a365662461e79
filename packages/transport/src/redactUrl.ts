/**
 * The URL with any `user:password@` replaced by `[redacted]@`, for messages and logs.
 *
 * @example
 * redactUrl('https://admin:secret@node.example.com/api') // 'https://[redacted]@node.example.com/api'
 */
export function redactUrl(url: string): string {
  return url.replace(/\/\/[^/?#]*@/, '//[redacted]@')
}
