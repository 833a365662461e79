import { parseArgs } from 'node:util'

/**
 * The commands of `ledgernet-codegen`, each with its options and the positional arguments it
 * takes: the one grammar every command is read by.
 */
const grammar = {
  generate: { options: { package: { type: 'string' } }, positionals: [] },
  diff: { options: { json: { type: 'boolean' }, overlay: { type: 'string' } }, positionals: ['old spec', 'new spec'] },
  changesets: { options: { check: { type: 'boolean' }, base: { type: 'string' } }, positionals: [] },
} as const

/**
 * A command line of `ledgernet-codegen`, read: the command and its options, or `help`.
 *
 * @example
 * const asked: CodegenCommandLine = { command: 'diff', positionals: ['old.yaml', 'new.yaml'], values: { json: true } }
 */
export type CodegenCommandLine =
  | { command: 'help' }
  | { command: 'generate'; positionals: []; values: { package?: string } }
  | { command: 'diff'; positionals: [string, string]; values: { json?: boolean; overlay?: string } }
  | { command: 'changesets'; positionals: []; values: { check?: boolean; base?: string } }

/**
 * The usage of `ledgernet-codegen`, as `--help` prints it.
 *
 * @example
 * console.log(codegenUsage)
 */
export const codegenUsage = `Usage: ledgernet-codegen generate [--package <dir>]
       ledgernet-codegen diff <old spec> <new spec> [--json] [--overlay <file>]
       ledgernet-codegen changesets [--check] [--base <ref>]

  generate    everything codegen.config.json lists for the package (the current folder's, or --package):
              its clients (and, for a client with \`scaffold\`, its factories and error guard), its
              servers' request validators, the specs package's spec list. Each package's \`generate\`
              script runs it; \`pnpm generate\` runs them all.
  diff        what changed between two versions of a spec for a client's users, each change with the
              rule it comes from, and the semver bump it needs (--json: { bump, changes })
  changesets  a changeset per client whose spec differs from main's, with the bump the diff gives;
              --check (CI): fail when one is missing or too small`

/**
 * Reads a `ledgernet-codegen` command line by the one grammar (node's `parseArgs`, strict): the
 * command, its options and its positional arguments. Throws `TypeError` naming what is wrong
 * (an unknown command or option, a missing value, the wrong number of arguments).
 *
 * @example
 * parseCommand(['diff', 'old.yaml', 'new.yaml', '--json']) // { command: 'diff', positionals: ['old.yaml', 'new.yaml'], values: { json: true } }
 */
export function parseCommand(argv: readonly string[]): CodegenCommandLine {
  const [command, ...rest] = argv
  if (command === undefined) throw new TypeError('a command is needed')
  if (command === '--help' || command === '-h' || command === 'help') return { command: 'help' }
  if (!Object.hasOwn(grammar, command)) throw new TypeError(`unknown command ${command}`)
  const { options, positionals } = grammar[command as keyof typeof grammar]
  const parsed = parseArgs({
    args: rest,
    options: { ...options, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
    strict: true,
  })
  if (parsed.values.help) return { command: 'help' }
  if (parsed.positionals.length !== positionals.length)
    throw new TypeError(
      `${command} takes ${positionals.length ? positionals.join(' and ') : 'no arguments'}${parsed.positionals.length ? ` (given: ${parsed.positionals.join(' ')})` : ''}`,
    )
  const { help: _help, ...values } = parsed.values
  return { command, positionals: parsed.positionals, values } as CodegenCommandLine
}
