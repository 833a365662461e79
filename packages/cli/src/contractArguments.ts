/** Global options that take a value, and whether `ledgernet contract` takes them too. */
const valueOptions: Record<string, boolean> = {
  '--gateway': true,
  '--rpc': true,
  '--node': true,
  '--v0': true,
  '--network': true,
  '--key-file': true,
  '--admin': true,
  '--timeout': true,
  '--index': false,
}
/** Global flags; the contract's own `--json` takes a file, so these are not passed on. */
const flags = new Set(['--json', '--verbose', '--subunits'])

/**
 * When the command is `contract`, the arguments for `runContractCli`: the global options given
 * before the word `contract` that the contract command also has, then everything after it (which
 * the contract command parses itself: its `--json <file>` is a report file). Otherwise `undefined`.
 *
 * @example
 * contractArguments(['--gateway', 'http://127.0.0.1:8080', 'contract', '--junit', 'out.xml'])
 * // ['--gateway', 'http://127.0.0.1:8080', '--junit', 'out.xml']
 */
export function contractArguments(argv: readonly string[]): string[] | undefined {
  const before: string[] = []
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index]!
    if (argument === 'contract') return [...before, ...argv.slice(index + 1)]
    if (argument === 'help' && argv[index + 1] === 'contract') return ['--help']
    if (!argument.startsWith('-')) return undefined
    const [name, inline] = argument.split(/=(.*)/s, 2) as [string, string | undefined]
    if (flags.has(name)) continue
    const passOn = valueOptions[name]
    if (passOn === undefined) return undefined
    if (inline === undefined) {
      const value = argv[++index]
      if (value === undefined) return undefined
      if (passOn) before.push(name, value)
    } else if (passOn) before.push(argument)
  }
  return undefined
}
