import { fromSubunits } from '@ledgernet/crypto'

/**
 * Why an action of a transaction breaks a ledger rule (the Gateway API's `InvalidActionError`
 * reasons).
 *
 * @example
 * const reason: ActionRule = 'NOT_TOKEN_OWNER'
 */
export type ActionRule =
  | 'FROM_ACCOUNT_NOT_FEE_PAYER'
  | 'OWNER_NOT_FEE_PAYER'
  | 'NOT_TOKEN_OWNER'
  | 'FIXED_SUPPLY_TOKEN'
  | 'NATIVE_TOKEN'
  | 'MINT_AND_BURN_DISABLED'
  | 'TOKEN_ALREADY_EXISTS'
  | 'TOKEN_IDENTIFIER_MISMATCH'

/**
 * A transaction the ledger refuses, and why: the first broken rule, found in action order. Each
 * interface turns it into its own error (Gateway error details, JSON-RPC codes, the `failure`
 * text of a FAILED status).
 *
 * @example
 * const violation: LedgerViolation = { kind: 'tokenNotFound', actionIndex: 0, rri: 'gold_dr1q…' }
 */
export type LedgerViolation =
  | {
      kind: 'action'
      actionIndex: number
      actionType: string
      rule: ActionRule
      /** The token concerned (rri), when there is one. */
      rri?: string
      /** For TOKEN_IDENTIFIER_MISMATCH: the rri derived from owner and symbol. */
      derived?: string
      /** The account the rule expected to sign (owner or sender), Gateway address. */
      expectedSigner?: string
      /** The fee payer (Gateway address). */
      feePayer: string
    }
  | { kind: 'reservedSymbol'; actionIndex: number; symbol: string }
  | { kind: 'tokenNotFound'; actionIndex: number; rri: string }
  | { kind: 'insufficientFunds'; actionIndex: number; rri: string; requested: bigint; available: bigint }
  | { kind: 'insufficientFee'; required: bigint; available: bigint }
  | { kind: 'expired'; currentEpoch: bigint; startEpoch: bigint; endEpoch: bigint }

const ruleText: Record<ActionRule, (v: Extract<LedgerViolation, { kind: 'action' }>) => string> = {
  FROM_ACCOUNT_NOT_FEE_PAYER: (v) => `the sender must be the fee payer ${v.feePayer}, the transaction's only signer`,
  OWNER_NOT_FEE_PAYER: (v) => `the token's owner must be the fee payer ${v.feePayer}, the transaction's only signer`,
  NOT_TOKEN_OWNER: (v) =>
    `only the owner of ${symbolOf(v.rri)} may mint or burn it, and the fee payer is not the owner`,
  FIXED_SUPPLY_TOKEN: (v) => `${symbolOf(v.rri)} has a fixed supply and can never be minted or burned`,
  NATIVE_TOKEN: () => 'the native token can never be minted or burned',
  MINT_AND_BURN_DISABLED: () => 'mint and burn are disabled for this transaction (disable_token_mint_and_burn)',
  TOKEN_ALREADY_EXISTS: (v) => `the token ${v.rri} already exists`,
  TOKEN_IDENTIFIER_MISMATCH: (v) =>
    `the rri ${v.rri} is not the one derived from the owner and the symbol (${v.derived})`,
}

/**
 * A sentence for people, naming the action, the rule and the numbers (XRD in whole tokens).
 *
 * @example
 * describeViolation({ kind: 'insufficientFee', required: 10n ** 17n, available: 0n })
 * // 'Not enough XRD for the fee: 0.1 required, 0 available'
 */
export function describeViolation(violation: LedgerViolation): string {
  switch (violation.kind) {
    case 'action':
      return `Invalid action ${violation.actionIndex} (${violation.actionType}): ${ruleText[violation.rule](violation)}`
    case 'reservedSymbol':
      return `Invalid token symbol "${violation.symbol}": reserved for the native token (action ${violation.actionIndex})`
    case 'tokenNotFound':
      return `Token not found: ${violation.rri} (action ${violation.actionIndex})`
    case 'insufficientFunds': {
      const symbol = symbolOf(violation.rri).toUpperCase()
      return (
        `Not enough tokens for the transfer in action ${violation.actionIndex}: ` +
        `${fromSubunits(violation.requested)} ${symbol} requested, ${fromSubunits(violation.available)} ${symbol} available`
      )
    }
    case 'insufficientFee':
      return `Not enough XRD for the fee: ${fromSubunits(violation.required)} required, ${fromSubunits(violation.available)} available`
    case 'expired':
      return `the end epoch ${violation.endEpoch} was reached before the transaction was committed`
  }
}

/**
 * The `failure` text of a FAILED status: the error type, then the sentence.
 *
 * @example
 * failureText({ kind: 'insufficientFee', required: 10n ** 20n, available: 4n * 10n ** 19n })
 * // 'NotEnoughNativeTokensForFees: 100 XRD required, 40 XRD available'
 */
export function failureText(violation: LedgerViolation): string {
  switch (violation.kind) {
    case 'insufficientFee':
      return `NotEnoughNativeTokensForFees: ${fromSubunits(violation.required)} XRD required, ${fromSubunits(violation.available)} XRD available`
    case 'insufficientFunds':
      return `NotEnoughTokensForTransfer: ${describeViolation(violation)}`
    case 'tokenNotFound':
      return `TokenNotFound: ${describeViolation(violation)}`
    case 'expired':
      return `Expired: ${describeViolation(violation)}`
    case 'action':
      return `InvalidAction ${violation.rule}: ${describeViolation(violation)}`
    case 'reservedSymbol':
      return `InvalidTokenSymbol: ${describeViolation(violation)}`
  }
}

function symbolOf(rri: string | undefined): string {
  return rri === undefined ? 'the token' : rri.slice(0, rri.lastIndexOf('_'))
}
