import type { RegisteredErrors } from '@ledgernet/errors'
import { CliError } from './CliError.js'
import { DemoCheckError } from './DemoCheckError.js'

const ownHint = (error: CliError) => error.hint

/**
 * The error codes of the `ledgernet` command itself: problems it finds in its own command line,
 * key files and demo, each with its class, what to do and its docs.
 *
 * @example
 * cliErrors.errors.NO_KEY.hint // 'pass --key-file <file> or set LEDGERNET_PRIVATE_KEY …'
 */
export const cliErrors = {
  package: '@ledgernet/cli',
  title: 'Command line (`@ledgernet/cli`)',
  intro: `\`CliError\` carries a \`hint\`; \`ledgernet\` prints \`error: <message> Hint: <hint>.\` on one line and
exits 1, or 2 when the command line itself is wrong (\`KEY_ON_COMMAND_LINE\`, \`INDEX_WITHOUT_MNEMONIC\`,
\`KEY_NOT_KEPT\`, \`SANDBOX_IS_LOCALNET\`, and \`INVALID_ARGUMENT\`: a bad value given to the command); see
the CLI README for the exit codes and \`--json\`. Everything it prints that came from a server or from
the command line is shown safe for a terminal: control characters as \`\\x1b\`-style escapes, long
texts cut with their size said.`,
  errors: {
    NO_KEY: {
      class: CliError,
      hint: 'pass --key-file <file> or set LEDGERNET_PRIVATE_KEY (64 hex characters or a mnemonic); `ledgernet keys new --out <file>` creates a key file',
      hintFor: ownHint,
      docs: `The command signs and no key is configured. Pass \`--key-file <file>\` or set
\`LEDGERNET_PRIVATE_KEY\` (64 hex characters or a mnemonic); \`ledgernet keys new --out <file>\` writes a
key file.`,
    },
    KEY_ON_COMMAND_LINE: {
      class: CliError,
      hint: 'put the key in a file readable only by you (chmod 600) and pass --key-file <file>, or set LEDGERNET_PRIVATE_KEY',
      hintFor: ownHint,
      docs: `An option named like a key or a secret (\`--private-key\`, \`--mnemonic\`, …) was given: a
key on the command line stays in the shell history and the process list. Use \`--key-file\` or
\`LEDGERNET_PRIVATE_KEY\`.`,
    },
    KEY_FILE_UNREADABLE: {
      class: CliError,
      hint: 'check the path given to --key-file; `ledgernet keys new --out <file>` creates one',
      hintFor: ownHint,
      docs: 'The `--key-file` cannot be read (no such file, permission denied).',
    },
    KEY_FILE_EXISTS: {
      class: CliError,
      hint: 'choose another --out path, or move the old file away first',
      hintFor: ownHint,
      docs: `\`ledgernet keys new --out <file>\` never overwrites a key file. Choose another path, or move
the old file away first.`,
    },
    KEY_FILE_UNWRITABLE: {
      class: CliError,
      hint: 'check that the directory exists and is writable',
      hintFor: ownHint,
      docs: `\`ledgernet keys new --out <file>\` cannot write there (the directory does not exist or is
not writable).`,
    },
    KEY_NOT_KEPT: {
      class: CliError,
      hint: 'pass --out <file> to write a key file (mode 0600), or --show-mnemonic to print the words once',
      hintFor: ownHint,
      docs: `\`ledgernet keys new\` was given nowhere to keep the new key, which would be lost. Pass
\`--out <file>\` or \`--show-mnemonic\`.`,
    },
    INDEX_WITHOUT_MNEMONIC: {
      class: CliError,
      hint: 'drop --index, or keep a mnemonic in the key file',
      hintFor: ownHint,
      docs: `\`--index\` picks an account of a mnemonic, and the key given is a hex private key. Drop
\`--index\`, or use a mnemonic.`,
    },
    MNEMONIC_NOT_TO_TERMINAL: {
      class: CliError,
      hint: 'run it in a terminal, use --out <file> for a key file, or --json when a program reads it',
      hintFor: ownHint,
      docs: `\`ledgernet keys new --show-mnemonic\` refuses to print the words into a pipe or a file. Run
it in a terminal, use \`--out <file>\`, or \`--json\` when a program reads it.`,
    },
    TOKEN_NOT_FOUND: {
      class: CliError,
      hint: 'check the identifier (`ledgernet token derive <symbol> --owner <key>`), or create the token first',
      hintFor: ownHint,
      docs: `\`ledgernet token info\` asked for a token the ledger does not have, or \`ledgernet balance\`
for a symbol the account holds no token of. Check the identifier (\`ledgernet token derive <symbol>
--owner <key>\`), or create the token first.`,
    },
    NOT_A_TOKEN: {
      class: CliError,
      hint: 'give a token’s identifier (`ledgernet v0 resource <address>` shows a non-fungible resource)',
      hintFor: ownHint,
      docs: 'The identifier names a non-fungible resource, not a token.',
    },
    SANDBOX_IS_LOCALNET: {
      class: CliError,
      hint: 'drop --network, or point the demo at your servers with --gateway/--rpc/--node/--v0',
      hintFor: ownHint,
      docs: `\`ledgernet demo\` starts an in-process sandbox, which is a localnet, and \`--network\` asked
for another network. Drop \`--network\`, or point the demo at your servers with
\`--gateway\`/\`--rpc\`/\`--node\`/\`--v0\`.`,
    },
    DEMO_CHECK_FAILED: {
      class: DemoCheckError,
      hint: 'the ledger answered but its state is not what the step must have caused: the server is faulty',
      docs: `A demo step ran but its effect is not what it must be (a balance, a supply, an answer):
\`check\` says what was expected and what was seen. The server the demo ran against is faulty.`,
    },
  },
}

declare module '@ledgernet/errors' {
  interface LedgernetErrorCodes extends RegisteredErrors<typeof cliErrors> {}
}
