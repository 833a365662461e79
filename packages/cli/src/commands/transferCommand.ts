import { decodeAccountAddress, encodeAccountAddress, nativeTokenRri, parseRri } from '@ledgernet/crypto'
import type { Command } from 'commander'
import { addTransactionOptions, type TransactionOptions, transactionSetup } from '../input/TransactionOptions.js'
import { readTokenArgument, tokenHeld } from '../input/tokenArgument.js'
import { formatTokens } from '../output/formatTokens.js'
import type { BindAction } from './CommandAction.js'
import { runFlow } from './runFlow.js'

const DEFAULT_MAX_FEE = '10'

/**
 * `ledgernet transfer <to> <amount>`: sends tokens (XRD unless `--token`) from the configured key's
 * account, through the Gateway API or JSON-RPC (`--via rpc`), checked before signing, and waits
 * for CONFIRMED.
 *
 * @example
 * registerTransferCommand(program, bind) // ledgernet transfer ddx1… 2.5 --key-file alice.key
 */
export function registerTransferCommand(program: Command, bind: BindAction): void {
  addTransactionOptions(
    program
      .command('transfer')
      .description('send tokens from your account (the configured key) and wait until it is confirmed')
      .argument('<to>', 'the recipient’s account address (ddx1… on localnet)')
      .argument('<amount>', 'how much, in whole tokens (2.5), or subunits with --subunits')
      .option(
        '--token <token>',
        'the token to send (default XRD): its symbol (gem) among the tokens you hold, or its identifier',
      ),
    DEFAULT_MAX_FEE,
  ).action(
    bind<TransactionOptions & { token?: string }>(async (context, [toText, amountText], options) => {
      const network = context.network
      const to = encodeAccountAddress(decodeAccountAddress(toText!, network, 'to').publicKey, network)
      // An identifier is checked against the network here; a symbol names a token the sender holds.
      const wanted =
        options.token === undefined
          ? { rri: nativeTokenRri(network) }
          : readTokenArgument(options.token, network, '--token')
      const amount = context.amount(amountText!)
      const { flows, client, signer, flow } = await transactionSetup(context, options, DEFAULT_MAX_FEE)
      const from = encodeAccountAddress(signer.publicKey, network)
      const token =
        'rri' in wanted
          ? wanted.rri
          : tokenHeld(wanted, await flows.getBalances(await context.v0(), from), from, '--token')
      const symbol = parseRri(token).symbol
      const { result, ms } = await runFlow(context, `transfer ${formatTokens(amount, symbol)} to ${to}`, (hooks) =>
        flows.transfer(client, { ...flow, ...hooks, to, amount, token }),
      )
      context.terminal.result({ ...result, via: options.via, from, to, token, amount, ms: Math.round(ms) }, () => [])
    }),
  )
}
