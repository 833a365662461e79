import { CliError } from '../errors/CliError.js'

/** Option names people try for a key; none exists, on purpose. */
const secretOption =
  /^--?(private[-_]?key|priv[-_]?key|secret[-_]?key|secret|key|mnemonic|seed[-_]?phrase|password|passphrase)(=|$)/i

/**
 * `--seed` is the contract runner's: a whole number that repeats a run. Anything else after it
 * (a mnemonic, a hex key) is a key typed on the command line.
 */
const seedOption = /^--?seed(=(.*))?$/i

/**
 * Refuses a private key, mnemonic or secret given as an option (`--private-key …`): a command line
 * ends up in the shell history and in the process list that every user of the machine can read.
 * `--seed` passes with a whole number (the contract runner's seed, `--seed 42` or `--seed=42`) and
 * is refused with anything else (`--seed "word word …"`). The error never repeats the value.
 * Stops at `--`.
 *
 * @example
 * refuseSecretArguments(['transfer', '--private-key=ab12…']) // throws CliError KEY_ON_COMMAND_LINE
 */
export function refuseSecretArguments(argv: readonly string[]): void {
  for (const [index, argument] of argv.entries()) {
    if (argument === '--') return
    const match = secretOption.exec(argument)
    const seed = seedOption.exec(argument)
    const seedValue = seed ? (seed[1] !== undefined ? seed[2]! : argv[index + 1]) : undefined
    const refused = match
      ? match[1]!.toLowerCase()
      : seed && seedValue !== undefined && !/^\d+$/.test(seedValue)
        ? 'seed'
        : undefined
    if (refused !== undefined)
      throw new CliError(
        `A key or secret is never taken on the command line (--${refused}): it would stay in your shell history and in the process list.`,
        {
          code: 'KEY_ON_COMMAND_LINE',
          hint:
            refused === 'seed'
              ? '--seed takes the whole number that repeats a contract run (ledgernet contract --seed 42); a key goes in a file readable only by you (chmod 600) passed as --key-file <file>, or in LEDGERNET_PRIVATE_KEY'
              : 'put the key in a file readable only by you (chmod 600) and pass --key-file <file>, or set LEDGERNET_PRIVATE_KEY',
        },
      )
  }
}
