import { CliError } from '../errors/CliError.js'

/** Option names people try for a key; none exists, on purpose. */
const secretOption =
  /^--?(private[-_]?key|priv[-_]?key|secret[-_]?key|secret|key|mnemonic|seed|seed[-_]?phrase|password|passphrase)(=|$)/i

/**
 * Refuses a private key, mnemonic or secret given as an option (`--private-key …`): a command line
 * ends up in the shell history and in the process list that every user of the machine can read.
 * The error never repeats the value. Stops at `--`.
 *
 * @example
 * refuseSecretArguments(['transfer', '--private-key=ab12…']) // throws CliError KEY_ON_COMMAND_LINE
 */
export function refuseSecretArguments(argv: readonly string[]): void {
  for (const argument of argv) {
    if (argument === '--') return
    const match = secretOption.exec(argument)
    if (match)
      throw new CliError(
        `A key or secret is never taken on the command line (--${match[1]!.toLowerCase()}): it would stay in your shell history and in the process list.`,
        {
          code: 'KEY_ON_COMMAND_LINE',
          hint: 'put the key in a file readable only by you (chmod 600) and pass --key-file <file>, or set LEDGERNET_PRIVATE_KEY',
        },
      )
  }
}
