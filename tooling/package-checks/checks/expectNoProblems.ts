/**
 * Fails with one line per problem (readable in CI logs and JSON reports alike), or passes when
 * there is none.
 *
 * @example
 * expectNoProblems(await publintProblems(tarball), 'publint')
 */
export function expectNoProblems(problems: readonly string[], what: string): void {
  if (problems.length > 0) throw new Error(`${what}:\n  - ${problems.join('\n  - ')}`)
}
