import { redactSecrets } from './redactSecrets.js'

/**
 * A view of `error` in which every string read from it — its message, a server's body, a URL, a
 * field of its cause, at any depth — has the known secrets cut (`redactSecrets`). The CLI describes
 * this view instead of cutting secrets out of the finished line, so that its own words stay whole:
 * with the password `pass`, the hint still reads `check --admin user:pass`, while a server that
 * echoes the password shows `[redacted]`. Objects and arrays are viewed the same way; bytes, dates
 * and other built-ins are given as they are (they hold no text).
 *
 * @example
 * redactedError(new Error('bad password s3cret'), new Set(['s3cret'])).message // 'bad password [redacted]'
 */
export function redactedError<T>(error: T, secrets: ReadonlySet<string>): T {
  if (secrets.size === 0) return error
  const views = new WeakMap<object, object>()
  const view = (value: unknown): unknown => {
    if (typeof value === 'string') return redactSecrets(value, secrets)
    if (typeof value !== 'object' || value === null || !isPlain(value)) return value
    let seen = views.get(value)
    if (seen === undefined) {
      seen = new Proxy(value, {
        get(target, property, receiver) {
          const raw = Reflect.get(target, property, receiver)
          const own = Reflect.getOwnPropertyDescriptor(target, property)
          // A frozen property must read as it is (a proxy may not answer another value for it).
          if (own && !own.configurable && !own.writable && 'value' in own) return raw
          return typeof raw === 'function' ? raw : view(raw)
        },
      })
      views.set(value, seen)
    }
    return seen
  }
  return view(error) as T
}

/** An error, a plain object or an array: what holds text fields; not bytes, dates, maps or URLs. */
function isPlain(value: object): boolean {
  if (value instanceof Error || Array.isArray(value)) return true
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}
