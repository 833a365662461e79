import { decodeAccountAddress, decodeV0Address } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import type { Command } from 'commander'
import { readTokenArgument, tokenHeld } from '../input/tokenArgument.js'
import { formatTable } from '../output/formatTable.js'
import { formatTokens } from '../output/formatTokens.js'
import type { BindAction } from './CommandAction.js'

/**
 * `ledgernet balance <address> [token]`: what an account holds, every token or one, read through
 * Gateway API v0 by `@ledgernet/flows`' `getBalances`/`getBalance` (the Gateway API and JSON-RPC
 * have no balance query). The account is its account address (`ddx1…`) or its v0 address.
 *
 * @example
 * registerBalanceCommand(program, bind) // ledgernet balance ddx1… → the tokens it holds
 */
export function registerBalanceCommand(program: Command, bind: BindAction): void {
  program
    .command('balance')
    .description('what an account holds: every token, or the one given (through Gateway API v0)')
    .argument('<address>', 'an account address (ddx1… on localnet) or its v0 address (account_sim1…)')
    .argument(
      '[token]',
      'a token: its symbol (gem), or its identifier when the account holds several of that symbol (gem_dr1… on localnet)',
    )
    .action(
      bind(async (context, [address, token]) => {
        const network = context.network
        // Checked against --network first: the flows read the network from the address itself.
        if (address!.toLowerCase().startsWith('account_')) {
          const { entity } = decodeV0Address(address!, network, 'address')
          if (entity !== 'account')
            throw new InvalidArgumentError('address', `is a v0 ${entity} address, not an account's`)
        } else decodeAccountAddress(address!, network, 'address')
        const { getBalance, getBalances } = await import('@ledgernet/flows')
        const v0 = await context.v0()
        if (token !== undefined) {
          const wanted = readTokenArgument(token, network, 'token')
          // A symbol names the token of the account's holdings that has it (there may be none, or several).
          const balance =
            'rri' in wanted
              ? await getBalance(v0, address!, wanted.rri)
              : await getBalances(v0, address!).then(
                  (balances) => balances.find((held) => held.rri === tokenHeld(wanted, balances, address!, 'token'))!,
                )
          context.terminal.result({ address, ...balance }, () => [
            `${formatTokens(balance.amount, balance.symbol)} (${balance.rri})`,
          ])
          return
        }
        const balances = await getBalances(v0, address!)
        context.terminal.result({ address, balances }, () =>
          balances.length === 0
            ? [`${address} holds no tokens.`]
            : formatTable(
                ['token', 'holds', 'rri'],
                balances.map((balance) => [balance.symbol.toUpperCase(), formatTokens(balance.amount), balance.rri]),
                { alignRight: [1] },
              ),
        )
      }),
    )
}
