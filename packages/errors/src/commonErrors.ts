import { InvalidArgumentError } from './InvalidArgumentError.js'

/**
 * The hint for a value given, by the kind of field it names (an amount, an address, a token
 * identifier, a URL, …) and for an amount by its problem.
 *
 * @example
 * argumentHint('amount', 'has more than 18 decimal places') // 'amounts are whole tokens such as 2.5 …'
 */
export function argumentHint(field: string, problem = ''): string {
  if (/amount|supply|fee|--mint/i.test(field))
    return /fraction|decimal point|decimal places/.test(problem)
      ? 'amounts are whole tokens such as 2.5 (at most 18 decimal places); in subunits (--subunits), whole numbers such as 2500000000000000000'
      : 'amounts are whole tokens such as 2.5, or whole subunits with --subunits'
  if (/key file|PRIVATE_KEY|privateKey|mnemonic/i.test(field))
    return 'a key is 64 hex characters or a BIP-39 mnemonic; `ledgernet keys new --out <file>` writes one'
  if (/rri|token/i.test(field))
    return 'a token identifier looks like gem_dr1… on localnet; `ledgernet token derive <symbol>` gives yours'
  if (/public ?key|publicKey/i.test(field)) return 'a public key is 66 hex characters starting with 02 or 03'
  if (/address|account|\bto\b|from|owner/i.test(field))
    return /^is an? \w+ v0 /.test(problem)
      ? 'that is a v0 address (account_sim1…): the Gateway API and JSON-RPC take the account address (ddx1…) of the same key, `ledgernet keys address` shows both'
      : 'an account address looks like ddx1… on localnet, rdx1… on mainnet (`ledgernet keys address` shows yours)'
  if (/url|--(gateway|rpc|node|v0)|LEDGERNET_(GATEWAY|RPC|NODE|V0)/i.test(field))
    return 'write URLs as http://127.0.0.1:8080'
  if (/admin|credentials/i.test(field)) return 'write credentials as user:pass'
  if (/network/i.test(field))
    return 'the networks are mainnet, stokenet and localnet; use values of the network the server serves'
  if (/symbol/i.test(field)) return 'symbols are 1 to 35 lower-case letters and digits; xrd is reserved'
  return 'fix the value as the message says; `--help` shows what each argument takes'
}

/**
 * The error codes of `@ledgernet/errors` itself: a value the caller gave is not acceptable, which
 * every package throws.
 *
 * @example
 * commonErrors.errors.INVALID_ARGUMENT.hintFor?.(new InvalidArgumentError('amount', 'is negative'), {})
 */
export const commonErrors = {
  package: '@ledgernet/errors',
  title: 'Arguments',
  errors: {
    INVALID_ARGUMENT: {
      class: InvalidArgumentError,
      hint: 'fix the value named: the message says what is wrong with it and what is accepted',
      hintFor: (error: InvalidArgumentError) => argumentHint(error.field, error.problem),
      docs: `Thrown by every package. A value given by the caller is not acceptable: \`field\` names it
(\`fee_payer.address\`, \`amount\`, \`baseUrl\`, \`credentials.username\`, \`--gateway\`), \`problem\` says
what is wrong and what is accepted, in words (\`has a bad checksum\`, \`belongs to stokenet, expected
localnet\`, \`has more than 18 decimal places\`). Fix the value; retrying does not help. The value
itself is not repeated (it may be a secret).`,
    },
  },
}
