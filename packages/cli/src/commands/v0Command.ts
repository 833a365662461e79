import { hexToBytes } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import type { GetTransactionReceiptResult } from '@ledgernet/v0-client'
import type { Command } from 'commander'
import { checkHash } from '../input/checkHash.js'
import { v0ComponentAddressOf, v0ResourceAddressOf } from '../input/v0Addresses.js'
import { formatTable } from '../output/formatTable.js'
import { formatTokens } from '../output/formatTokens.js'
import type { CliContext } from './CliContext.js'
import type { BindAction } from './CommandAction.js'
import { resourceSymbols } from './resourceSymbols.js'

/**
 * `ledgernet v0 …`: the Gateway API v0 state and receipt reads — `epoch`, `component` (an account
 * or component, a `ddx1…` account too), `resource` (a resource address or a token identifier),
 * `non-fungible`, `package` and `receipt`.
 *
 * @example
 * registerV0Command(program, bind) // ledgernet v0 component ddx1…
 */
export function registerV0Command(program: Command, bind: BindAction): void {
  const v0 = program.command('v0').description('read ledger state and receipts through the Gateway API v0 (/v0)')

  v0.command('epoch')
    .description('the ledger’s current epoch (POST /v0/state/epoch)')
    .action(
      bind(async (context) => {
        const answer = await (await import('@ledgernet/v0-client')).getEpoch({ client: await context.v0() })
        context.terminal.result(answer, () => [`epoch ${answer.epoch}`])
      }),
    )

  v0.command('component')
    .description('an account or component and its vaults (POST /v0/state/component)')
    .argument('<address>', 'account_…/component_… address, or an account address (ddx1… on localnet)')
    .action(
      bind(async (context, [address]) => {
        const component_address = v0ComponentAddressOf(address!, context.network, 'address')
        const component = await (await import('@ledgernet/v0-client')).getComponent({
          client: await context.v0(),
          body: { component_address },
        })
        const symbols = context.terminal.json
          ? new Map<string, string>()
          : await resourceSymbols(
              await context.v0(),
              component.owned_vaults.map((vault) => vault.resource_address),
            )
        context.terminal.result({ component_address, ...component }, () => [
          `${component_address} — ${component.info.blueprint_name} (package ${component.info.package_address})`,
          ...(component.owned_vaults.length === 0
            ? ['No vaults: it holds nothing.']
            : formatTable(
                ['resource', 'symbol', 'holds'],
                component.owned_vaults.map((vault) => [
                  vault.resource_address,
                  (symbols.get(vault.resource_address) ?? '?').toUpperCase(),
                  vault.resource_type === 'Fungible'
                    ? formatTokens(vault.amount)
                    : `ids ${vault.ids_hex.join(', ') || '(none)'}`,
                ]),
                { alignRight: [2] },
              )),
        ])
      }),
    )

  v0.command('resource')
    .description('a resource manager: kind, symbol, supply and metadata (POST /v0/state/resource)')
    .argument('<resource>', 'resource_… address, or a token identifier (gem_dr1… on localnet)')
    .action(
      bind(async (context, [resource]) => {
        const resource_address = v0ResourceAddressOf(resource!, context.network, 'resource')
        const { manager } = await (await import('@ledgernet/v0-client')).getResource({
          client: await context.v0(),
          body: { resource_address },
        })
        context.terminal.result({ resource_address, manager }, () => [
          resource_address,
          manager.resource_type === 'Fungible'
            ? `fungible ${manager.symbol.toUpperCase()}, ${manager.is_supply_mutable ? 'mutable' : 'fixed'} supply, ` +
              `total ${formatTokens(manager.total_supply, manager.symbol)} (divisibility ${manager.divisibility})`
            : `non-fungible, ${manager.total_supply} in existence`,
          ...manager.metadata.map((entry) => `  ${entry.key}: ${entry.value}`),
        ])
      }),
    )

  v0.command('non-fungible')
    .description('one non-fungible of a resource (POST /v0/state/non-fungible)')
    .argument('<resource>', 'resource_… address of a non-fungible resource')
    .argument('<id>', 'the non-fungible id in hex (e.g. 01)')
    .action(
      bind(async (context, [resource, id]) => {
        const resource_address = v0ResourceAddressOf(resource!, context.network, 'resource')
        const non_fungible_id_hex = checkIdHex(id!)
        const { non_fungible } = await (await import('@ledgernet/v0-client')).getNonFungible({
          client: await context.v0(),
          body: { resource_address, non_fungible_id_hex },
        })
        context.terminal.result({ resource_address, non_fungible }, () =>
          non_fungible.is_deleted
            ? [`${resource_address} #${non_fungible.id_hex}: burnt`]
            : [
                `${resource_address} #${non_fungible.id_hex}`,
                `  immutable data: ${non_fungible.immutable_data || '(empty)'}${printable(non_fungible.immutable_data)}`,
                `  mutable data:   ${non_fungible.mutable_data || '(empty)'}${printable(non_fungible.mutable_data)}`,
              ],
        )
      }),
    )

  v0.command('package')
    .description('a package: its code and blueprints (POST /v0/state/package)')
    .argument('<address>', 'package_… address')
    .action(
      bind(async (context, [package_address]) => {
        const answer = await (await import('@ledgernet/v0-client')).getPackage({
          client: await context.v0(),
          body: { package_address: package_address! },
        })
        context.terminal.result(answer, () => [
          `${package_address}`,
          `  blueprints: ${(answer.package.blueprints ?? []).join(', ') || '(none)'}`,
          `  code: ${answer.package.code_hex.length / 2} bytes${printable(answer.package.code_hex)}`,
        ])
      }),
    )

  v0.command('receipt')
    .description('the receipt of a v0 transaction, or that it is still pending (POST /v0/transaction/receipt)')
    .argument('<intent-hash>', 'the transaction’s intent hash (64 hex characters)')
    .action(
      bind(async (context, [intentHash]) => {
        const intent_hash = checkHash(intentHash!, 'intent-hash')
        const answer = await (await import('@ledgernet/v0-client')).getTransactionReceipt({
          client: await context.v0(),
          body: { intent_hash },
        })
        const lines = await receiptLines(context, answer)
        context.terminal.result({ intent_hash, ...answer }, () => lines)
      }),
    )
}

async function receiptLines(context: CliContext, answer: GetTransactionReceiptResult): Promise<string[]> {
  if ('pending' in answer) return [`PENDING (submitted at state version ${answer.pending.submitted_state_version})`]
  const { receipt, state_version } = answer.committed
  const fee = BigInt(receipt.fee_summary.xrd_burned) + BigInt(receipt.fee_summary.xrd_tipped)
  const lines = [
    `${receipt.status} at state version ${state_version}, fee ${formatTokens(fee, 'xrd')} (${receipt.fee_summary.cost_units_consumed} cost units)`,
  ]
  if (receipt.status !== 'Succeeded') return [...lines, `  ${receipt.error_message}`]
  const updates = receipt.state_updates
  if (context.terminal.json) return lines
  const symbols = await resourceSymbols(
    await context.v0(),
    updates.balance_changes.map((change) => change.resource_address),
  )
  for (const resource of updates.new_resources) lines.push(`  new resource ${resource}`)
  if (updates.balance_changes.length)
    lines.push(
      ...formatTable(
        ['account', 'change'],
        updates.balance_changes.map((change) => [
          change.component_address,
          formatTokens(change.delta, symbols.get(change.resource_address) ?? '?'),
        ]),
        { indent: '  ', alignRight: [1] },
      ),
    )
  for (const change of updates.non_fungible_changes) {
    const added = change.added_ids_hex.length ? ` +${change.added_ids_hex.join(',')}` : ''
    const removed = change.removed_ids_hex.length ? ` -${change.removed_ids_hex.join(',')}` : ''
    lines.push(`  ${change.component_address} ${change.resource_address}${added}${removed}`)
  }
  return lines
}

function checkIdHex(text: string): string {
  hexToBytes(text, 'id')
  if (text.length === 0) throw new InvalidArgumentError('id', 'must not be empty')
  return text.toLowerCase()
}

/** The UTF-8 reading of hex data when it is printable text, to help people read it. */
function printable(hex: string): string {
  if (!hex) return ''
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(hex))
    return /^[\x20-\x7e]+$/.test(text) ? ` ("${text}")` : ''
  } catch {
    return ''
  }
}
