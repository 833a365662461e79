// Copied beside every scenario in its consumer project: the scenarios may import nothing but the
// package under test (and the siblings it declares), so they bring their own two assertions.

function show(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => (typeof inner === 'bigint' ? `${inner}n` : inner))
}

/**
 * Throws unless `actual` and `expected` have the same JSON form (bigints included).
 *
 * @example
 * expectEqual(fromSubunits(1500000000000000000n), '1.5', 'fromSubunits')
 */
export function expectEqual(actual: unknown, expected: unknown, what: string): void {
  if (show(actual) !== show(expected)) throw new Error(`${what}: expected ${show(expected)}, got ${show(actual)}`)
}

/**
 * Runs `action` and answers what it threw; throws when it did not throw or threw something
 * `accept` refuses.
 *
 * @example
 * await expectFailure(() => hexToBytes('xyz', 'payload'), (error) => error instanceof InvalidArgumentError, 'bad hex')
 */
export async function expectFailure(
  action: () => unknown,
  accept: (error: unknown) => boolean,
  what: string,
): Promise<unknown> {
  try {
    await action()
  } catch (error) {
    if (!accept(error)) throw new Error(`${what}: threw an unexpected ${String(error)}`, { cause: error })
    return error
  }
  throw new Error(`${what}: did not throw`)
}
