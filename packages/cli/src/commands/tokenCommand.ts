import {
  decodeAccountAddress,
  deriveTokenRri,
  encodeAccountAddress,
  PublicKey,
  parseRri,
  v0ResourceAddressForRri,
  validateSymbol,
} from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import { TokenRriMismatchError } from '@ledgernet/flows'
import type { Command } from 'commander'
import { CliError } from '../errors/CliError.js'
import { addTransactionOptions, type TransactionOptions, transactionSetup } from '../input/TransactionOptions.js'
import { readTokenArgument, tokenNamed, tokenOf } from '../input/tokenArgument.js'
import { formatTokens } from '../output/formatTokens.js'
import type { CliContext } from './CliContext.js'
import type { BindAction } from './CommandAction.js'
import { runFlow } from './runFlow.js'

type CreateOptions = TransactionOptions & {
  name: string
  description?: string
  iconUrl?: string
  url?: string
  supply?: string
  to?: string
  mutable?: boolean
  mint?: string
}

/**
 * `ledgernet token …`: `derive` (a symbol's token identifier for a key, offline and as the
 * gateway computes it), `create` (fixed supply with `--supply`, or `--mutable`), `mint`, `burn`
 * (mutable tokens, by their creator) and `info` (the token identifier read, plus supply and
 * metadata from the ledger through v0).
 *
 * @example
 * registerTokenCommand(program, bind) // ledgernet token create gem --name Gem --mutable
 */
export function registerTokenCommand(program: Command, bind: BindAction): void {
  const token = program.command('token').description('derive, create, mint, burn and inspect tokens')

  token
    .command('derive')
    .description(
      'the token identifier (rri) of a symbol for a key: computed here, and compared with the gateway’s unless --offline',
    )
    .argument('<symbol>', 'the token symbol: 1 to 35 lower-case letters and digits')
    .option('--owner <key-or-address>', 'the owner’s public key or account address (default: the configured key)')
    .option('--offline', 'compute it here only, without asking the gateway')
    .action(
      bind<{ owner?: string; offline?: boolean }>(async (context, [symbolText], options) => {
        const symbol = validateSymbol(symbolText!, 'symbol')
        const owner =
          options.owner === undefined
            ? (await context.signingKey()).privateKey.publicKey
            : ownerKey(options.owner, context)
        const rri = deriveTokenRri(owner, symbol, context.network)
        if (!options.offline) {
          const { token_identifier } = await (await import('@ledgernet/gateway-client')).deriveToken({
            client: await context.gateway(),
            body: { public_key: { hex: owner.hex }, symbol },
          })
          if (token_identifier.rri.toLowerCase() !== rri)
            throw new TokenRriMismatchError({ symbol, derived: rri, received: token_identifier.rri })
        }
        context.terminal.result(
          { symbol, owner: owner.hex, network: context.network.name, rri, checkedWithGateway: !options.offline },
          () => [`${rri}${options.offline ? '' : '   (the gateway agrees)'}`],
        )
      }),
    )

  addTransactionOptions(
    token
      .command('create')
      .description('create a token owned by your account: a fixed supply (--supply) or a mutable supply (--mutable)')
      .argument('<symbol>', 'the token symbol: 1 to 35 lower-case letters and digits (xrd is reserved)')
      .requiredOption('--name <name>', 'the token’s name')
      .option('--description <text>', 'a description (at most 255 characters)')
      .option('--icon-url <url>', 'an icon URL (32×32 PNG recommended)')
      .option('--url <url>', 'an information page URL')
      .option('--supply <amount>', 'fixed supply: the whole supply, issued at creation and never changed')
      .option('--to <address>', 'fixed supply: the account that receives it (default yours)')
      .option('--mutable', 'mutable supply: starts at zero; you alone may mint and burn it')
      .option('--mint <amount>', 'mutable supply: mint this much to your account in the same transaction'),
    '110',
  ).action(
    bind<CreateOptions>(async (context, [symbolText], options) => createTokenCommand(context, symbolText!, options)),
  )

  addTransactionOptions(
    token
      .command('mint')
      .description('mint more of a mutable-supply token you created')
      .argument('<token>', 'the token: its symbol (yours of that symbol), or its identifier')
      .argument('<amount>', 'how much, in whole tokens, or subunits with --subunits')
      .option('--to <address>', 'the account that receives it (default yours)'),
    '10',
  ).action(
    bind<TransactionOptions & { to?: string }>(async (context, [rriText, amountText], options) => {
      const wanted = readTokenArgument(rriText!, context.network, 'token')
      const amount = context.amount(amountText!)
      const to = options.to === undefined ? undefined : account(options.to, context, '--to')
      const { flows, client, signer, flow } = await transactionSetup(context, options, '10')
      const rri = tokenOf(wanted, signer.publicKey, context.network)
      const recipient = to ?? encodeAccountAddress(signer.publicKey, context.network)
      const { result, ms } = await runFlow(
        context,
        `mint ${formatTokens(amount, parseRri(rri).symbol)} to ${recipient}`,
        (hooks) => flows.mint(client, { ...flow, ...hooks, token: rri, amount, ...(to ? { to } : {}) }),
      )
      context.terminal.result(
        { ...result, via: options.via, token: rri, amount, to: recipient, ms: Math.round(ms) },
        () => [],
      )
    }),
  )

  addTransactionOptions(
    token
      .command('burn')
      .description('burn some of a mutable-supply token you created, from your account')
      .argument('<token>', 'the token: its symbol (yours of that symbol), or its identifier')
      .argument('<amount>', 'how much, in whole tokens, or subunits with --subunits'),
    '10',
  ).action(
    bind<TransactionOptions>(async (context, [rriText, amountText], options) => {
      const wanted = readTokenArgument(rriText!, context.network, 'token')
      const amount = context.amount(amountText!)
      const { flows, client, signer, flow } = await transactionSetup(context, options, '10')
      const rri = tokenOf(wanted, signer.publicKey, context.network)
      const { result, ms } = await runFlow(context, `burn ${formatTokens(amount, parseRri(rri).symbol)}`, (hooks) =>
        flows.burn(client, { ...flow, ...hooks, token: rri, amount }),
      )
      context.terminal.result({ ...result, via: options.via, token: rri, amount, ms: Math.round(ms) }, () => [])
    }),
  )

  token
    .command('info')
    .description(
      'what a token identifier says (symbol, network, kind) and, from the ledger (v0), its supply and metadata',
    )
    .argument('<token>', 'the token identifier (or xrd)')
    .action(
      bind(async (context, [rriText]) => {
        const rri = tokenNamed(readTokenArgument(rriText!, context.network, 'rri'), 'rri')
        const parsed = parseRri(rri)
        const resourceAddress = v0ResourceAddressForRri(rri)
        const { getResource } = await import('@ledgernet/v0-client')
        const { manager } = await getResource({
          client: await context.v0(),
          body: { resource_address: resourceAddress },
        }).catch((error: unknown) => {
          if ((error as { status?: number }).status === 404)
            throw new CliError(`Unknown token ${rri}: the ledger has no such token.`, {
              code: 'TOKEN_NOT_FOUND',
              cause: error,
            })
          throw error
        })
        if (manager.resource_type !== 'Fungible')
          throw new CliError(`${rri} names a non-fungible resource.`, { code: 'NOT_A_TOKEN' })
        const metadata = Object.fromEntries(manager.metadata.map((entry) => [entry.key, entry.value]))
        const info = {
          rri,
          symbol: parsed.symbol,
          network: parsed.network.name,
          kind: parsed.kind,
          resourceAddress,
          isSupplyMutable: manager.is_supply_mutable,
          totalSupply: manager.total_supply,
          divisibility: manager.divisibility,
          metadata,
        }
        context.terminal.result(info, () => [
          `${parsed.symbol.toUpperCase()} ${rri}`,
          `  ${parsed.kind === 'native' ? 'the native token' : 'a user token'} of ${parsed.network.name}, ${manager.is_supply_mutable ? 'mutable' : 'fixed'} supply`,
          `  total supply ${formatTokens(manager.total_supply, parsed.symbol)}`,
          `  v0 resource  ${resourceAddress}`,
          ...manager.metadata.map((entry) => `  ${entry.key}: ${entry.value}`),
        ])
      }),
    )
}

async function createTokenCommand(context: CliContext, symbolText: string, options: CreateOptions): Promise<void> {
  const symbol = validateSymbol(symbolText, 'symbol')
  const fixed = options.supply !== undefined
  if (fixed === (options.mutable === true))
    throw new InvalidArgumentError(
      '--supply',
      'give exactly one of --supply <amount> (a fixed supply) and --mutable (a mutable supply)',
    )
  if (fixed && options.mint !== undefined)
    throw new InvalidArgumentError(
      '--mint',
      'is for a mutable-supply token; a fixed supply is issued whole with --supply',
    )
  if (!fixed && options.to !== undefined)
    throw new InvalidArgumentError(
      '--to',
      'is for a fixed-supply token; mint a mutable one to an account with `ledgernet token mint --to`',
    )
  const supply = fixed ? context.amount(options.supply!, '--supply') : undefined
  const minted = options.mint === undefined ? undefined : context.amount(options.mint, '--mint')
  const to = options.to === undefined ? undefined : account(options.to, context, '--to')
  const { flows, client, flow } = await transactionSetup(context, options, '110')
  const properties = {
    symbol,
    name: options.name,
    ...(options.description !== undefined ? { description: options.description } : {}),
    ...(options.iconUrl !== undefined ? { iconUrl: options.iconUrl } : {}),
    ...(options.url !== undefined ? { url: options.url } : {}),
  }
  const label = `create ${fixed ? `fixed-supply token ${symbol.toUpperCase()} (${formatTokens(supply!, symbol)})` : `mutable-supply token ${symbol.toUpperCase()}`}`
  const { result, ms } = await runFlow(context, label, (hooks) =>
    fixed
      ? flows.createToken(client, {
          ...flow,
          ...hooks,
          ...properties,
          isSupplyMutable: false,
          supply: supply!,
          ...(to ? { to } : {}),
        })
      : flows.createToken(client, {
          ...flow,
          ...hooks,
          ...properties,
          isSupplyMutable: true,
          ...(minted ? { mints: [{ amount: minted }] } : {}),
        }),
  )
  // The flow's result names the token `tokenRri`; the JSON keeps that one name (no `rri` beside it).
  context.terminal.result(
    {
      ...result,
      via: options.via,
      symbol,
      isSupplyMutable: !fixed,
      ...(supply ? { supply } : {}),
      ...(minted ? { minted } : {}),
      ms: Math.round(ms),
    },
    () => [`  token ${result.tokenRri}`],
  )
}

function account(text: string, context: CliContext, field: string): string {
  return encodeAccountAddress(decodeAccountAddress(text, context.network, field).publicKey, context.network)
}

function ownerKey(text: string, context: CliContext): PublicKey {
  if (/^0[23][0-9a-fA-F]{64}$/.test(text)) return PublicKey.fromHex(text.toLowerCase(), '--owner')
  return decodeAccountAddress(text, context.network, '--owner').publicKey
}
