import type { RefusalReason } from '@ledgernet/flows'
import type { SandboxControlReason } from '@ledgernet/sandbox'

/**
 * What a hint is about. A refusal of the ledger is keyed by the flows' `RefusalReason` (the same
 * on every interface), a sandbox control's by its `SandboxControlReason`; the rest name the value
 * or the situation the hint helps with. The refusals the CLI never causes have no hint: it signs
 * as the fee payer, checks its signature before sending it, derives token identifiers itself and
 * never disables mint and burn, so a server refusing for those is faulty and its words are all
 * there is to say.
 *
 * @example
 * const key: HintKey = 'INSUFFICIENT_FUNDS'
 */
export type HintKey =
  | Exclude<
      RefusalReason,
      'TOKEN_IDENTIFIER_MISMATCH' | 'MINT_AND_BURN_DISABLED' | 'SIGNER_NOT_FEE_PAYER' | 'INVALID_SIGNATURE'
    >
  | Exclude<SandboxControlReason, 'UNKNOWN_TOKEN'>
  // a value the user gave, refused by the CLI or by a server
  | 'AMOUNT'
  | 'AMOUNT_DECIMALS'
  | 'ACCOUNT_ADDRESS'
  | 'V0_ADDRESS'
  | 'TOKEN_IDENTIFIER'
  | 'PUBLIC_KEY'
  | 'SYMBOL'
  | 'NETWORK'
  | 'NETWORK_ENV'
  | 'KEY_TEXT'
  | 'URL'
  | 'ADMIN_TEXT'
  | 'ARGUMENT'
  | 'TRANSACTION_ID'
  | 'INTENT_HASH'
  | 'UNKNOWN_ENTITY'
  // the server or the way to it
  | 'UNREACHABLE'
  | 'TIMEOUT'
  | 'WRONG_INTERFACE'
  | 'NOT_LEDGER_RPC'
  | 'ADMIN_MISSING'
  | 'ADMIN_WRONG'
  | 'NO_REASON'
  | 'NODE_BUSY'
  | 'MEMPOOL_FULL'
  | 'SERVER_FAILED'
  | 'TOO_LARGE'
  // the checks before signing, and what happened after submitting
  | 'FEE_TOO_HIGH'
  | 'SERVER_LIED'
  | 'UNSAFE_WINDOW'
  | 'UNDECODABLE'
  | 'TRANSACTION_FAILED'
  | 'WAIT_LONGER'
  | 'DEMO_CHECK'
  | 'BUG'

/**
 * Every hint the CLI prints after an error (`error: … Hint: <hint>.`), once each, by what it is
 * about; `describeError` chooses the key from the error's code and its own fields.
 *
 * @example
 * hints.INSUFFICIENT_FUNDS // 'the sender holds less than that; `ledgernet balance <address>` shows what it holds'
 */
export const hints: Readonly<Record<HintKey, string>> = {
  INSUFFICIENT_FUNDS: 'the sender holds less than that; `ledgernet balance <address>` shows what it holds',
  INSUFFICIENT_FUNDS_FOR_FEE: 'the signing account needs XRD for the fee; send it some XRD first',
  NOT_TOKEN_OWNER: 'only the account that created a mutable token can mint or burn it: use its key',
  FIXED_SUPPLY_TOKEN: 'a fixed-supply token can never be minted or burned',
  NATIVE_TOKEN: 'XRD cannot be minted or burned',
  TOKEN_NOT_FOUND:
    'create the token first (`ledgernet token create`), or check its identifier (`ledgernet token derive <symbol>`)',
  TOKEN_ALREADY_EXISTS: 'this key already created a token with that symbol: choose another symbol',
  OUTSIDE_VALIDITY_WINDOW: 'the transaction is outside its validity window: run the command again',
  INVALID_TRANSACTION: 'the ledger refused the transaction as it is, for the reason above; nothing was committed',
  INVALID_REQUEST: 'the request broke the API rules named above; check the values given',

  CONTROLS_OFF: 'the sandbox’s controls are off: start it without --no-controls (with --data-dir, add --controls)',
  UNKNOWN_SNAPSHOT: 'a snapshot is used up by a revert: take a new one with `ledgernet sandbox snapshot`',
  INVALID_STATE: 'the file must be a state `ledgernet sandbox dump-state` printed, still a consistent ledger',
  SUPPLY_OUT_OF_RANGE: 'a total supply stays at most 2^256 − 1',
  STORE_FAILING:
    'the sandbox’s data directory cannot be written (a full disk?): free space; `ledgernet node system` shows when writes succeed again',

  AMOUNT: 'amounts are whole tokens such as 2.5, or whole subunits with --subunits',
  AMOUNT_DECIMALS:
    'amounts are whole tokens such as 2.5 (at most 18 decimal places); with --subunits, whole subunits such as 2500000000000000000',
  ACCOUNT_ADDRESS:
    'an account address looks like ddx1… on localnet, rdx1… on mainnet (`ledgernet keys address` shows yours)',
  V0_ADDRESS:
    'that is a v0 address (account_sim1…): the Gateway API and JSON-RPC take the account address (ddx1…) of the same key, `ledgernet keys address` shows both',
  TOKEN_IDENTIFIER: 'a token identifier looks like gem_dr1… on localnet; `ledgernet token derive <symbol>` gives yours',
  PUBLIC_KEY: 'a public key is 66 hex characters starting with 02 or 03',
  SYMBOL: 'symbols are 1 to 35 lower-case letters and digits; xrd is reserved',
  NETWORK: 'pass --network with the network the server serves, and values of that network',
  NETWORK_ENV: 'unset LEDGERNET_NETWORK, or give --network',
  KEY_TEXT: 'a key file holds 64 hex characters or a BIP-39 mnemonic; `ledgernet keys new --out <file>` writes one',
  URL: 'write URLs as http://127.0.0.1:8080',
  ADMIN_TEXT: 'write credentials as user:pass',
  ARGUMENT: 'see --help for what each argument takes',
  TRANSACTION_ID: 'check the id, and that the transaction was submitted to this server (--via)',
  INTENT_HASH: 'check the intent hash; a v0 transaction is known once submitted',
  UNKNOWN_ENTITY: 'check the address: nothing with it exists on this ledger',

  UNREACHABLE:
    'is the server running? `ledgernet sandbox` starts one on http://127.0.0.1:8080; or point --gateway/--rpc/--node/--v0 at yours',
  TIMEOUT: 'the server is slow or stuck: try again, or allow more time with --timeout <ms>',
  WRONG_INTERFACE: 'is this URL the right interface? --gateway, --rpc, --node and --v0 each take their own',
  NOT_LEDGER_RPC: 'the URL is a JSON-RPC server without the ledger.* methods: check --rpc',
  ADMIN_MISSING: 'pass --admin user:pass or set LEDGERNET_ADMIN (`ledgernet sandbox` prints them)',
  ADMIN_WRONG:
    'check --admin user:pass (or LEDGERNET_ADMIN, or user:pass@ in --node): `ledgernet sandbox` prints its credentials',
  NO_REASON: 'the server did not say why; --verbose shows its answer',
  NODE_BUSY: 'the node cannot serve now (not synced up, or shutting down); try again in a moment',
  MEMPOOL_FULL:
    'the node cannot take transactions right now (its mempool is full, or its store cannot be written); try again in a moment',
  SERVER_FAILED: 'the server failed; try again, and report the trace id if it keeps failing',
  TOO_LARGE: 'the transaction is too large (1 MiB at most); split it',

  FEE_TOO_HIGH: 'allow more with --max-fee <XRD> if the fee is expected',
  SERVER_LIED: 'the server did not do what was asked: it is faulty or hostile, do not sign with it',
  UNSAFE_WINDOW: 'the server proposed an unsafe validity window; try again, or use another server',
  UNDECODABLE: 'the server sent bytes that are not a ledgernet transaction; nothing was signed',
  TRANSACTION_FAILED: 'the ledger rejected it after it was submitted; `ledgernet tx status <id>` shows its record',
  WAIT_LONGER: '`ledgernet tx wait <id>` keeps waiting; --wait-timeout allows longer',
  DEMO_CHECK: 'the ledger answered but its state is not what the step must have caused: the server is faulty',

  BUG: 'this is a bug in ledgernet: run again with --verbose and report what it prints',
}
