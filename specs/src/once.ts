/**
 * `make`'s value, computed on the first call only: a validator compiles a schema when it is first
 * needed, so that loading a spec costs nothing for the operations a process never checks.
 *
 * @example
 * const responses = once(() => compileResponses(operation))
 * responses() // compiled now
 * responses() // the same value
 */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined
  return () => {
    made ??= { value: make() }
    return made.value
  }
}
