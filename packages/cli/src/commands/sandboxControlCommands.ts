import { fromSubunits, parseSubunits, toSubunits } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import type { Command } from 'commander'
import { positiveInteger } from '../input/GlobalOptions.js'
import { readTokenArgument, tokenNamed } from '../input/tokenArgument.js'
import { formatRecord } from '../output/formatRecord.js'
import type { BindAction } from './CommandAction.js'

/**
 * `ledgernet sandbox snapshot|revert|mine|set-balance|…`: the test controls of a running
 * sandbox (`sandbox_*` on its JSON-RPC endpoint: `--rpc`, `LEDGERNET_RPC`, or `<--gateway>/rpc`,
 * default `http://127.0.0.1:8080/rpc`), through `@ledgernet/sandbox/controls`.
 *
 * @example
 * registerSandboxControlCommands(program.command('sandbox'), bind) // ledgernet sandbox snapshot
 */
export function registerSandboxControlCommands(sandbox: Command, bind: BindAction): void {
  const controls = async (rpcUrl: string) =>
    (await import('@ledgernet/sandbox/controls')).createSandboxControls({ url: rpcUrl })
  const stateLines = (state: { version: number; epoch: number; round: number; timestamp: string }) => [
    `ledger at version ${state.version}, epoch ${state.epoch} round ${state.round} (${state.timestamp})`,
  ]

  sandbox
    .command('snapshot')
    .description('record the running sandbox’s ledger; prints the id to revert to (sandbox_snapshot)')
    .action(
      bind(async (context) => {
        const id = await (await controls(context.endpoints().rpc)).snapshot()
        context.terminal.result({ id }, () => [id])
      }),
    )

  sandbox
    .command('revert <id>')
    .description('put the ledger back as it was at a snapshot; it and later ones are used up (sandbox_revert)')
    .action(
      bind<Record<string, never>>(async (context, args) => {
        const state = await (await controls(context.endpoints().rpc)).revert(String(args[0]))
        context.terminal.result(state, () => stateLines(state))
      }),
    )

  sandbox
    .command('mine [rounds]')
    .description('run rounds now (default 1); the first commits the pending transactions (sandbox_mine)')
    .action(
      bind<Record<string, never>>(async (context, args) => {
        const rounds = args[0] === undefined ? undefined : positiveInteger(String(args[0]))
        const state = await (await controls(context.endpoints().rpc)).mine(rounds)
        context.terminal.result(state, () => stateLines(state))
      }),
    )

  sandbox
    .command('set-balance <address> <amount> [token]')
    .description(
      'set an account’s balance of a token (default XRD) in tokens, or subunits with --subunits; the supply follows (sandbox_setBalance)',
    )
    .action(
      bind(async (context, args) => {
        const [address, amountText, token] = args.map((value) => (value === undefined ? undefined : String(value)))
        const amount = context.options.subunits
          ? parseSubunits(amountText!, 'amount')
          : toSubunits(amountText!, 'amount')
        const rri =
          token === undefined ? undefined : tokenNamed(readTokenArgument(token, context.network, 'token'), 'token')
        const set = await (await controls(context.endpoints().rpc)).setBalance(address!, amount, rri)
        context.terminal.result(set, () => [
          `${set.address} now holds ${fromSubunits(BigInt(set.balance))} ${set.tokenIdentifier}`,
          `total supply ${fromSubunits(BigInt(set.totalSupply))}`,
        ])
      }),
    )

  sandbox
    .command('automine <on|off>')
    .description('turn automine on (commit each transaction at once) or off (sandbox_setAutomine)')
    .action(
      bind<Record<string, never>>(async (context, args) => {
        const word = String(args[0])
        if (word !== 'on' && word !== 'off')
          throw new InvalidArgumentError('automine', `must be on or off, not "${word}"`)
        const mining = await (await controls(context.endpoints().rpc)).setAutomine(word === 'on')
        context.terminal.result(mining, () => [
          `mining: ${mining.mode}${mining.roundMs ? ` (rounds every ${mining.roundMs} ms when automine is off)` : ''}`,
        ])
      }),
    )

  sandbox
    .command('increase-epoch <epochs>')
    .description('move the clock epochs forward without committing anything (sandbox_increaseEpoch)')
    .action(
      bind<Record<string, never>>(async (context, args) => {
        const state = await (await controls(context.endpoints().rpc)).increaseEpoch(positiveInteger(String(args[0])))
        context.terminal.result(state, () => stateLines(state))
      }),
    )

  sandbox
    .command('dump-state')
    .description('print the committed state as JSON, a fixture for load-state (sandbox_dumpState)')
    .action(
      bind(async (context) => {
        const state = await (await controls(context.endpoints().rpc)).dumpState()
        context.terminal.result(state, () => JSON.stringify(state, null, 2).split('\n'))
      }),
    )

  sandbox
    .command('load-state <file>')
    .description('replace the ledger with a state document read from a file (sandbox_loadState)')
    .action(
      bind<Record<string, never>>(async (context, args) => {
        const { readFile } = await import('node:fs/promises')
        const state = JSON.parse(await readFile(String(args[0]), 'utf8'))
        const loaded = await (await controls(context.endpoints().rpc)).loadState(state)
        context.terminal.result(loaded, () => stateLines(loaded))
      }),
    )

  sandbox
    .command('reset')
    .description('back to genesis (sandbox_reset)')
    .action(
      bind(async (context) => {
        const state = await (await controls(context.endpoints().rpc)).reset()
        context.terminal.result(state, () => formatRecord(state))
      }),
    )
}
