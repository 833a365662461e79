import { deriveTokenRri, type Network, nativeTokenRri, type PublicKey, parseRri } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import { CliError } from '../errors/CliError.js'

/**
 * A token as people type it: its identifier (`gem_dr1…`), or its symbol (`gem`, `GEM`) — `xrd`
 * always names the native token; any other symbol names a token only with more to go on (whose it
 * is, or what an account holds).
 *
 * @example
 * const token: TokenArgument = { symbol: 'gold' }
 */
export type TokenArgument = { rri: string } | { symbol: string }

const symbolForm = /^[a-z0-9]{1,35}$/i

/**
 * Reads a token argument: an identifier is checked against `network` (a malformed one or one of
 * another network is refused naming `field`); a symbol is kept, lower-cased, for the command to
 * resolve. Anything else is refused naming both accepted forms.
 *
 * @example
 * readTokenArgument('GOLD', localnet, 'token') // { symbol: 'gold' }
 * readTokenArgument('xrd', localnet, 'token') // { rri: 'xrd_dr1qyrs8qwl' }
 */
export function readTokenArgument(text: string, network: Network, field: string): TokenArgument {
  if (symbolForm.test(text)) {
    const symbol = text.toLowerCase()
    return symbol === 'xrd' ? { rri: nativeTokenRri(network) } : { symbol }
  }
  if (!text.includes('_'))
    throw new InvalidArgumentError(
      field,
      `is neither a token identifier (gem${network.rriSuffix}1… on ${network.name}) nor a symbol (1 to 35 letters and digits)`,
    )
  parseRri(text, network, field)
  return { rri: text.toLowerCase() }
}

/**
 * The token a symbol names among the ones an account holds (`ledgernet balance <address> gold`,
 * `transfer --token gold`): the one whose symbol it is, when it is one. Refuses a symbol no token
 * held has (`TOKEN_NOT_FOUND`) and one several have, listing their identifiers, so the user can
 * pick (`INVALID_ARGUMENT`).
 *
 * @example
 * tokenHeld({ symbol: 'gold' }, balances, 'ddx1…', 'token') // 'gold_dr1…'
 */
export function tokenHeld(
  token: TokenArgument,
  held: readonly { symbol: string; rri: string }[],
  holder: string,
  field: string,
): string {
  if ('rri' in token) return token.rri
  const matches = held.filter((balance) => balance.symbol === token.symbol).map((balance) => balance.rri)
  if (matches.length === 1) return matches[0]!
  if (matches.length === 0)
    throw new CliError(`${holder} holds no token with the symbol ${token.symbol}.`, {
      code: 'TOKEN_NOT_FOUND',
      hint: `name it by its identifier: \`ledgernet token derive ${token.symbol} --owner <its creator>\` gives it; \`ledgernet balance ${holder}\` lists what it holds`,
    })
  throw new InvalidArgumentError(
    field,
    `"${token.symbol}" is the symbol of ${matches.length} tokens ${holder} holds (${matches.join(', ')}); give the identifier of the one meant`,
  )
}

/**
 * The token a symbol names among the tokens `owner` created: each key has at most one token of a
 * symbol (`token mint gold`, `token burn gold`: the signer's own).
 *
 * @example
 * tokenOf({ symbol: 'gold' }, signer.publicKey, localnet) // deriveTokenRri(signer.publicKey, 'gold', localnet)
 */
export function tokenOf(token: TokenArgument, owner: PublicKey, network: Network): string {
  return 'rri' in token ? token.rri : deriveTokenRri(owner, token.symbol, network)
}

/**
 * The token an argument names when nothing says whose it is (`token info`, `sandbox
 * set-balance`): an identifier, or `xrd`. Another symbol is refused with the way to its
 * identifier, since any key may have created a token of that symbol.
 *
 * @example
 * tokenNamed(readTokenArgument('xrd', localnet, 'rri'), 'rri') // 'xrd_dr1qyrs8qwl'
 */
export function tokenNamed(token: TokenArgument, field: string): string {
  if ('rri' in token) return token.rri
  throw new InvalidArgumentError(
    field,
    `"${token.symbol}" is a symbol, and any key may have created a token of that symbol; give the identifier (\`ledgernet token derive ${token.symbol} --owner <its creator>\` gives it)`,
  )
}
