/**
 * The `npx` command lines of a markdown text that would run a package we do not publish: every
 * `npx` in a shell block (or an inline code span) must name one of `published`, as
 * `npx -p <package> <bin> …` or `npx <package> …` — never a bare bin name such as `npx ledgernet`,
 * which npm would look up as an unscoped package that is not ours.
 *
 * @example
 * npxProblems('```sh\nnpx ledgernet demo\n```', ['@ledgernet/cli']) // ['npx ledgernet demo']
 */
export function npxProblems(markdown: string, published: readonly string[]): string[] {
  const commands = [
    // Shell lines without their comments (`# or run it with npx as above` runs nothing).
    ...[...markdown.matchAll(/^```(?:sh|bash|shell|console)?\n([\s\S]*?)^```/gm)].flatMap((block) =>
      block[1]!.split('\n').map((line) => line.replace(/(^|\s)#.*$/, '')),
    ),
    ...[...markdown.matchAll(/`([^`\n]*\bnpx [^`\n]*)`/g)].map((span) => span[1]!),
  ]
  const problems: string[] = []
  for (const line of commands) {
    for (const match of line.matchAll(/(?:^|[\s;&|(])npx\s+((?:--?[a-z-]+(?:[ =]\S+)?\s+)*)(\S+)/g)) {
      const options = match[1]!
      const packageOption = /(?:^|\s)(?:-p|--package)[ =](\S+)/.exec(options)?.[1]
      const name = (packageOption ?? match[2]!).replace(/@[^@/]*$/, (version) => (version.includes('/') ? version : ''))
      if (!published.includes(name)) problems.push(line.trim())
    }
  }
  return problems
}
