import { bytesToHex, createSigner, type NetworkName, type Signer, toSubunits } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import type { LedgerClient } from '@ledgernet/flows'
import { type Command, Option } from 'commander'
import type { CliContext } from '../commands/CliContext.js'
import { positiveInteger } from './GlobalOptions.js'

/**
 * The options of the commands that sign a transaction (`transfer`, `token create | mint | burn`).
 *
 * @example
 * const options: TransactionOptions = { via: 'rpc', maxFee: '2', waitTimeout: 60_000 }
 */
export type TransactionOptions = { via: 'gateway' | 'rpc'; maxFee?: string; message?: string; waitTimeout: number }

/**
 * Adds `--via`, `--max-fee`, `--message` and `--wait-timeout` to a command that signs.
 * `defaultMaxFee` is in whole XRD.
 *
 * @example
 * addTransactionOptions(program.command('transfer'), '10')
 */
export function addTransactionOptions(command: Command, defaultMaxFee: string): Command {
  return command
    .addOption(
      new Option('--via <interface>', 'build, sign and submit through the Gateway API or the node JSON-RPC')
        .choices(['gateway', 'rpc'])
        .default('gateway'),
    )
    .option(
      '--max-fee <amount>',
      `the most XRD the fee may be; a higher fee is refused before signing (default ${defaultMaxFee} XRD)`,
    )
    .option('--message <text>', 'a plain-text message to attach (UTF-8, at most 253 bytes)')
    .option('--wait-timeout <ms>', 'how long to wait for CONFIRMED', positiveInteger, 60_000)
}

/**
 * `@ledgernet/flows` (loaded here), and the ledger client, signer and flow options a signing command hands to it: the
 * Gateway client or the JSON-RPC one (`--via`), the configured key as a `Signer` (the private key
 * stays in it), `maxFee` in subunits, the message as hex (`00 00` ‖ UTF-8, the plain-text form).
 *
 * @example
 * const { flows, client, flow } = await transactionSetup(context, options, '10')
 * await flows.transfer(client, { ...flow, to, amount })
 */
export async function transactionSetup(
  context: CliContext,
  options: TransactionOptions,
  defaultMaxFee: string,
): Promise<{
  flows: typeof import('@ledgernet/flows')
  client: LedgerClient
  signer: Signer
  flow: {
    signer: Signer
    maxFee: bigint
    network: NetworkName
    message?: string
    timeout: number
    requestTimeout: number
    pollingInterval: number
  }
}> {
  const maxFee = options.maxFee === undefined ? toSubunits(defaultMaxFee) : context.amount(options.maxFee, '--max-fee')
  const message = options.message === undefined ? undefined : plainTextMessage(options.message)
  const { privateKey } = await context.signingKey()
  const signer = createSigner(privateKey)
  // Loaded by the commands that sign, only.
  const flows = await import('@ledgernet/flows')
  // JSON-RPC goes through viaJsonRpc, which keeps its code out of Gateway-only bundles.
  const client: LedgerClient = options.via === 'rpc' ? flows.viaJsonRpc(await context.rpc()) : await context.gateway()
  return {
    flows,
    client,
    signer,
    flow: {
      signer,
      maxFee,
      network: context.network.name,
      ...(message !== undefined ? { message } : {}),
      timeout: options.waitTimeout,
      requestTimeout: context.options.timeout,
      pollingInterval: 200,
    },
  }
}

/**
 * The hex of a plain-text message: `00 00` then the UTF-8 bytes (the network's plain-text form).
 *
 * @example
 * plainTextMessage('hi') // '00006869'
 */
export function plainTextMessage(text: string): string {
  const bytes = new TextEncoder().encode(text)
  if (bytes.length > 253)
    throw new InvalidArgumentError('--message', `is ${bytes.length} bytes of UTF-8; a message holds at most 253`)
  return `0000${bytesToHex(bytes)}`
}
