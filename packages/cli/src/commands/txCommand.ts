import { parseRri } from '@ledgernet/crypto'
import { TransactionNotFoundError } from '@ledgernet/flows'
import type { GetTransactionStatusResponse } from '@ledgernet/gateway-client'
import type { Command } from 'commander'
import { Option } from 'commander'
import { checkHash } from '../input/checkHash.js'
import { positiveInteger } from '../input/GlobalOptions.js'
import { formatDuration } from '../output/formatDuration.js'
import { formatTokens } from '../output/formatTokens.js'
import type { BindAction } from './CommandAction.js'

type Via = { via: 'gateway' | 'rpc' }

/**
 * `ledgernet tx status <id>` (one read: PENDING, CONFIRMED or FAILED, with the Gateway API's
 * record) and `ledgernet tx wait <id>` (polls until final; exit 1 when FAILED), through the
 * Gateway API or JSON-RPC.
 *
 * @example
 * registerTxCommand(program, bind) // ledgernet tx wait 1a2f…
 */
export function registerTxCommand(program: Command, bind: BindAction): void {
  const tx = program.command('tx').description('the status of a transaction, by its id (Gateway API or JSON-RPC)')
  const via = () =>
    new Option('--via <interface>', 'ask the Gateway API or the node JSON-RPC')
      .choices(['gateway', 'rpc'])
      .default('gateway')

  tx.command('status')
    .description(
      'the transaction’s status now: PENDING, CONFIRMED or FAILED (with the Gateway API: fee, actions, time)',
    )
    .argument('<id>', 'the transaction id (64 hex characters)')
    .addOption(via())
    .action(
      bind<Via>(async (context, [idText], options) => {
        const id = checkHash(idText!, 'id')
        if (options.via === 'rpc') {
          const answer = await (await import('@ledgernet/rpc-client')).statusOfTransaction({
            client: await context.rpc(),
            params: [id],
          })
          if ('failure' in answer) throw notFound(id)
          context.terminal.result({ transactionId: answer.txID, status: answer.status, via: 'rpc' }, () => [
            `${answer.status} ${answer.txID}`,
          ])
          return
        }
        let answer: GetTransactionStatusResponse
        try {
          answer = await (await import('@ledgernet/gateway-client')).getTransactionStatus({
            client: await context.gateway(),
            body: { transaction_identifier: { hash: id } },
          })
        } catch (error) {
          if ((error as { status?: number }).status === 404) throw notFound(id, error)
          throw error
        }
        const { transaction, ledger_state } = answer
        const status = transaction.transaction_status
        context.terminal.result({ ...answer, via: 'gateway' }, () => [
          `${status.status} ${transaction.transaction_identifier.hash}`,
          ...(status.status === 'CONFIRMED'
            ? [`  confirmed ${status.confirmed_time} at ledger state version ${status.ledger_state_version}`]
            : []),
          ...(status.status === 'FAILED' ? [`  failure: ${status.failure}`] : []),
          `  fee paid ${formatTokens(transaction.fee_paid.value, 'xrd')}`,
          ...transaction.actions.map((action, index) => `  ${index + 1}. ${describeAction(action)}`),
          `  (ledger at version ${ledger_state.version}, epoch ${ledger_state.epoch})`,
        ])
      }),
    )

  tx.command('wait')
    .description('wait until the transaction is CONFIRMED (exit 0) or FAILED (exit 1)')
    .argument('<id>', 'the transaction id (64 hex characters)')
    .addOption(via())
    .option(
      '--wait-timeout <ms>',
      'give up after this long (the transaction may still be confirmed later)',
      positiveInteger,
      60_000,
    )
    .action(
      bind<Via & { waitTimeout: number }>(async (context, [idText], options) => {
        const id = checkHash(idText!, 'id')
        const { viaJsonRpc, waitForStatus } = await import('@ledgernet/flows')
        const client = options.via === 'rpc' ? viaJsonRpc(await context.rpc()) : await context.gateway()
        const task = context.terminal.json ? undefined : context.terminal.task(`waiting for ${id}`)
        const started = performance.now()
        const c = context.terminal.color
        try {
          const confirmed = await waitForStatus(client, id, {
            timeout: options.waitTimeout,
            requestTimeout: context.options.timeout,
            onStatus: ({ status }) => task?.update(`${status} ${id}`),
          })
          const ms = performance.now() - started
          task?.done(`${c.green('✔')} ${c.bold('CONFIRMED')} ${id} ${c.dim(`(${formatDuration(ms)})`)}`)
          context.terminal.result({ ...confirmed, via: options.via, ms: Math.round(ms) }, () => [])
        } catch (error) {
          task?.fail(`${c.red('✖')} ${id} ${c.dim(`(${formatDuration(performance.now() - started)})`)}`)
          throw error
        }
      }),
    )
}

function notFound(id: string, cause?: unknown): TransactionNotFoundError {
  return new TransactionNotFoundError({ transactionId: id, ...(cause !== undefined ? { cause } : {}) })
}

type StatusAction = GetTransactionStatusResponse['transaction']['actions'][number]

function describeAction(action: StatusAction): string {
  const amount = (value: { value: string; token_identifier: { rri: string } }) =>
    formatTokens(value.value, parseRri(value.token_identifier.rri).symbol)
  switch (action.type) {
    case 'TransferTokens':
      return `transfer ${amount(action.amount)} from ${action.from_account.address} to ${action.to_account.address}`
    case 'MintTokens':
      return `mint ${amount(action.amount)} to ${action.to_account.address}`
    case 'BurnTokens':
      return `burn ${amount(action.amount)} from ${action.from_account.address}`
    case 'CreateTokenDefinition': {
      const { symbol, name, is_supply_mutable } = action.token_properties
      const supply = (action as { token_supply?: { value: string; token_identifier: { rri: string } } }).token_supply
      const issued = supply && supply.value !== '0' ? `, supply ${amount(supply)}` : ''
      const rri = supply ? ` (${supply.token_identifier.rri})` : ''
      return `create ${is_supply_mutable ? 'mutable' : 'fixed'}-supply token ${symbol.toUpperCase()} "${name}"${issued}${rri}`
    }
  }
}
