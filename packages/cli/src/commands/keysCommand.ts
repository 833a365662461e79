import { chmod, writeFile } from 'node:fs/promises'
import {
  decodeAccountAddress,
  encodeAccountAddress,
  encodeValidatorAddress,
  generateMnemonic,
  hdPath,
  type MnemonicWordCount,
  type Network,
  networks,
  PublicKey,
  privateKeyFromMnemonic,
  v0AccountAddress,
} from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import type { Command } from 'commander'
import { Option } from 'commander'
import { CliError } from '../errors/CliError.js'
import type { CliContext } from './CliContext.js'
import type { BindAction } from './CommandAction.js'

/**
 * `ledgernet keys …`: `new` (a BIP-39 mnemonic, written to a key file with mode 0600 and/or shown
 * once on request), `show` (the configured key's public key and addresses, never the private
 * key) and `address` (the addresses of a public key or account on any network).
 *
 * @example
 * registerKeysCommand(program, bind) // ledgernet keys new --out alice.key
 */
export function registerKeysCommand(program: Command, bind: BindAction): void {
  const keys = program
    .command('keys')
    .description('create keys and show their public keys and addresses (private keys are never printed)')

  keys
    .command('new')
    .description('create a key: a new BIP-39 mnemonic, kept in a key file (mode 0600) and/or shown once')
    .option('--out <file>', 'write the mnemonic to this new file, readable only by you (refuses to overwrite)')
    .option('--show-mnemonic', 'print the mnemonic (only to a terminal, or inside --json output)')
    .addOption(new Option('--words <n>', 'mnemonic length').choices(['12', '15', '18', '21', '24']).default('24'))
    .addHelpText(
      'after',
      [
        '',
        'The mnemonic is the key: whoever has it controls the account. Without --out it is printed (the only copy), so',
        "`keys new` needs --out, --show-mnemonic or --json. --index picks the account (m/44'/1022'/0'/0/<index>).",
      ].join('\n'),
    )
    .action(
      bind<{ out?: string; showMnemonic?: boolean; words: string }>(async (context, _args, options) =>
        newKey(context, options),
      ),
    )

  keys
    .command('show')
    .description('the public key and addresses of the configured key (--key-file or LEDGERNET_PRIVATE_KEY)')
    .action(
      bind(async (context) => {
        const key = await context.signingKey()
        const publicKey = key.privateKey.publicKey
        const description = {
          source: key.source,
          kind: key.kind,
          ...(key.path ? { index: key.index, path: key.path } : {}),
          ...addressesOf(publicKey, context.network),
        }
        context.terminal.result(description, () => [
          `key from ${key.source}${key.path ? ` (mnemonic, account ${key.index}, ${key.path})` : ' (hex private key)'}`,
          ...addressLines(description),
        ])
      }),
    )

  keys
    .command('address')
    .description(
      'the addresses of a public key or account address, on --network or --all-networks (default: the configured key)',
    )
    .argument('[key-or-address]', 'a public key (66 hex) or an account address of any network')
    .option('--all-networks', 'list the addresses on mainnet, stokenet and localnet')
    .action(
      bind<{ allNetworks?: boolean }>(async (context, [input], options) => {
        const publicKey = input === undefined ? (await context.signingKey()).privateKey.publicKey : publicKeyOf(input)
        const list = options.allNetworks ? Object.values(networks) : [context.network]
        const rows = list.map((network) => addressesOf(publicKey, network))
        context.terminal.result(options.allNetworks ? rows : rows[0], () =>
          rows.flatMap((row, index) => [...(index ? [''] : []), ...addressLines(row)]),
        )
      }),
    )
}

async function newKey(
  context: CliContext,
  options: { out?: string; showMnemonic?: boolean; words: string },
): Promise<void> {
  const { terminal } = context
  const show = options.showMnemonic === true || (terminal.json && options.out === undefined)
  if (options.out === undefined && !show)
    throw new CliError('Nowhere to keep the new key: it would be lost.', {
      code: 'KEY_NOT_KEPT',
    })
  if (show && !terminal.json && context.io.stdout.isTTY !== true)
    throw new CliError('Refusing to print a mnemonic into a pipe or a file.', {
      code: 'MNEMONIC_NOT_TO_TERMINAL',
    })
  const mnemonic = generateMnemonic({ words: Number(options.words) as MnemonicWordCount })
  context.secrets.add(mnemonic)
  const index = context.options.index ?? 0
  const publicKey = privateKeyFromMnemonic(mnemonic, { index }).publicKey
  if (options.out !== undefined) await writeKeyFile(options.out, mnemonic)
  const addresses = addressesOf(publicKey, context.network)
  const result = {
    ...(options.out !== undefined ? { keyFile: options.out } : {}),
    ...(show ? { mnemonic } : {}),
    index,
    path: hdPath(index),
    ...addresses,
  }
  const c = terminal.color
  terminal.result(result, () => [
    `New key: a ${options.words}-word BIP-39 mnemonic; account ${index} (${hdPath(index)})`,
    ...addressLines(addresses),
    ...(options.out !== undefined
      ? ['', `Key file written: ${options.out} (mode 0600). Use it with --key-file ${options.out}.`]
      : []),
    ...(show
      ? [
          '',
          c.bold('Mnemonic — write it down and keep it secret; it is shown only this once:'),
          '',
          `  ${c.yellow(mnemonic)}`,
          '',
        ]
      : ['Back up the key file: the mnemonic in it is the only copy of the key.']),
  ])
}

async function writeKeyFile(path: string, mnemonic: string): Promise<void> {
  try {
    await writeFile(path, `${mnemonic}\n`, { flag: 'wx', mode: 0o600 })
    await chmod(path, 0o600) // the mode of a new file is also cut by the umask; be exact
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EEXIST')
      throw new CliError(`${path} already exists; a key file is never overwritten.`, {
        code: 'KEY_FILE_EXISTS',
      })
    throw new CliError(`Cannot write the key file ${path} (${code ?? 'write failed'}).`, {
      code: 'KEY_FILE_UNWRITABLE',
    })
  }
}

type Addresses = { network: string; publicKey: string; address: string; v0Address: string; validatorAddress: string }

function addressesOf(publicKey: PublicKey, network: Network): Addresses {
  return {
    network: network.name,
    publicKey: publicKey.hex,
    address: encodeAccountAddress(publicKey, network),
    v0Address: v0AccountAddress(publicKey, network),
    validatorAddress: encodeValidatorAddress(publicKey, network),
  }
}

function addressLines(addresses: Addresses): string[] {
  return [
    `  network      ${addresses.network}`,
    `  public key   ${addresses.publicKey}`,
    `  account      ${addresses.address}`,
    `  v0 account   ${addresses.v0Address}`,
    `  validator    ${addresses.validatorAddress}`,
  ]
}

function publicKeyOf(input: string): PublicKey {
  if (/^0[23][0-9a-fA-F]{64}$/.test(input)) return PublicKey.fromHex(input.toLowerCase(), 'key-or-address')
  if (/^[0-9a-fA-F]{64}$/.test(input))
    // 64 hex is what a private key looks like: never treat it as anything, never echo it.
    throw new InvalidArgumentError(
      'key-or-address',
      'looks like a private key (64 hex characters); a private key is never taken on the command line — give a public key (66 hex) or an address',
    )
  if (/^[a-z]+1/i.test(input)) return decodeAccountAddress(input, undefined, 'key-or-address').publicKey
  throw new InvalidArgumentError(
    'key-or-address',
    'must be a public key (66 hex characters starting with 02 or 03) or an account address',
  )
}
