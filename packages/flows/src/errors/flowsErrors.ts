import { formatAmount } from '@ledgernet/crypto'
import { argumentHint, type MessageContext, type RegisteredErrors } from '@ledgernet/errors'
import type { RpcErrorCode } from '@ledgernet/rpc-client'
import { AnswerMismatchError } from './AnswerMismatchError.js'
import { FeeTooHighError } from './FeeTooHighError.js'
import { PayloadMismatchError } from './PayloadMismatchError.js'
import { refusalReasonOf } from './refusalReasonOf.js'
import { TokenRriMismatchError } from './TokenRriMismatchError.js'
import { TransactionFailedError } from './TransactionFailedError.js'
import { TransactionMismatchError } from './TransactionMismatchError.js'
import { TransactionNotFoundError } from './TransactionNotFoundError.js'
import { type RefusalReason, TransactionRefusedError } from './TransactionRefusedError.js'
import { ValidityWindowError } from './ValidityWindowError.js'
import { WaitForStatusTimeoutError } from './WaitForStatusTimeoutError.js'

/**
 * What to do about each refusal, whichever interface refused (the hint of `TRANSACTION_REFUSED`
 * by its `reason`, and of a server's error that stands for a refusal).
 *
 * @example
 * refusalHints.INSUFFICIENT_FUNDS // 'the sender holds less than that: …'
 */
export const refusalHints: { readonly [reason in RefusalReason]: string } = {
  INSUFFICIENT_FUNDS: 'the sender holds less than that; `ledgernet balance <address>` shows what it holds',
  INSUFFICIENT_FUNDS_FOR_FEE: 'the signing account needs XRD for the fee; send it some XRD first',
  NOT_TOKEN_OWNER: 'only the account that created a mutable token can mint or burn it: sign with its key',
  FIXED_SUPPLY_TOKEN: 'a fixed-supply token can never be minted or burned',
  NATIVE_TOKEN: 'XRD cannot be minted or burned',
  TOKEN_NOT_FOUND:
    'create the token first (`ledgernet token create`), or check its identifier (`ledgernet token derive <symbol>`)',
  TOKEN_ALREADY_EXISTS: 'this key already created a token with that symbol: choose another symbol',
  TOKEN_IDENTIFIER_MISMATCH:
    'the token identifier is not the one of its owner and symbol: derive it again (`deriveTokenRri`, `ledgernet token derive <symbol>`)',
  MINT_AND_BURN_DISABLED: 'the transaction was built with mint and burn disabled: leave disableTokenMintAndBurn off',
  SIGNER_NOT_FEE_PAYER: 'a transaction has one signer, the fee payer: sign with the fee payer’s key',
  INVALID_SIGNATURE: 'the signature does not verify against the fee payer’s key: check the Signer',
  OUTSIDE_VALIDITY_WINDOW: 'the transaction is outside its validity window: run it again',
  INVALID_TRANSACTION: 'the ledger refused the transaction as it is, for the reason above; nothing was committed',
  INVALID_REQUEST: 'the request broke the API rules named above; check the values given',
}

// The field a server's refusal of a value names, by the Gateway API's error type or the JSON-RPC
// code: its hint is the one of that kind of value (`argumentHint`).
const refusedValueByType: Readonly<Record<string, string>> = {
  NetworkNotSupportedError: 'network',
  InvalidAccountAddressError: 'address',
  InvalidTokenRRIError: 'rri',
  InvalidPublicKeyError: 'public key',
  InvalidTokenSymbolError: 'symbol',
}
const refusedValueByRpcCode: { readonly [code in RpcErrorCode]?: string } = {
  1316: 'rri',
  1317: 'address',
  1318: 'network',
  1329: 'symbol',
  2513: 'public key',
}

/**
 * The hint for a server's error that is a definite refusal, whichever interface answered (see
 * `refusalReasonOf`): the refusal's own, or for a request refused as asked the hint of the kind
 * of value the server names (an address, an rri, …). `undefined` when the error is no refusal, or
 * a request refused for no value the server names (its own words are all there is).
 *
 * @example
 * refusalHintOf(jsonRpcError1301) // refusalHints.INSUFFICIENT_FUNDS
 */
export function refusalHintOf(serverError: unknown): string | undefined {
  const reason = refusalReasonOf(serverError)
  if (reason !== 'INVALID_REQUEST') return reason && refusalHints[reason]
  const { rpcCode, body } = serverError as { rpcCode?: unknown; body?: { details?: { type?: unknown } } }
  const type = body?.details?.type
  const field =
    typeof rpcCode === 'number'
      ? refusedValueByRpcCode[rpcCode as RpcErrorCode]
      : typeof type === 'string' && Object.hasOwn(refusedValueByType, type)
        ? refusedValueByType[type]
        : undefined
  return field === undefined ? undefined : argumentHint(field)
}

const xrd = (subunits: bigint) => formatAmount(subunits, { symbol: 'XRD' })
const withMeta = (error: { shortMessage: string; metaMessages: readonly string[] }) =>
  `${error.shortMessage}${error.metaMessages.length ? ` (${error.metaMessages.join('; ')})` : ''}`

/**
 * The error codes of `@ledgernet/flows`: the checks before signing and the lifecycle after it,
 * each with its class, the line a person reads, what to do and its docs.
 *
 * @example
 * import { flowsErrors } from '@ledgernet/flows/errors'
 * flowsErrors.errors.FEE_TOO_HIGH.hint // 'raise maxFee (--max-fee) if the fee is expected'
 */
export const flowsErrors = {
  package: '@ledgernet/flows',
  title: 'Flows (checks before signing, and the lifecycle)',
  intro: `All from \`@ledgernet/flows\`. The checks run before the Signer is called: when one fails,
nothing was signed and nothing was sent.`,
  errors: {
    PAYLOAD_MISMATCH: {
      class: PayloadMismatchError,
      message: withMeta,
      hint: 'the server did not do what was asked: it is faulty or hostile, do not sign with it',
      docs: `The server's \`payload_to_sign\` (\`hashOfBlobToSign\`) is not
SHA-256(SHA-256(unsigned transaction)): \`computed\` and \`received\`. The server is wrong or hostile;
nothing was signed.`,
    },
    TRANSACTION_MISMATCH: {
      class: TransactionMismatchError,
      message: withMeta,
      hint: 'the server did not do what was asked: it is faulty or hostile, do not sign with it',
      docs: `The unsigned transaction the server built decodes to something other than what was
asked: each difference is a \`{ field, expected, actual }\` (actions, amounts, accounts, tokens, fee
payer, message, flags, network), as \`mismatches\`. Nothing was signed.`,
    },
    FEE_TOO_HIGH: {
      class: FeeTooHighError,
      message: (error: FeeTooHighError) =>
        `The fee would be ${xrd(error.fee)}, above the most allowed (${xrd(error.maxFee)}); nothing was signed.`,
      hint: 'if the fee is expected, allow more: raise maxFee (--max-fee <XRD> on the command line)',
      docs: `The fee in the built transaction (\`fee\`) is above the caller's \`maxFee\` (both
bigints, in subunits of the native token; the message gives them in XRD too). Raise \`maxFee\`
deliberately if the fee is expected; nothing was signed. (A fee that differs from the one the
server announced is a \`TRANSACTION_MISMATCH\`.)`,
    },
    VALIDITY_WINDOW: {
      class: ValidityWindowError,
      hint: 'the server proposed an unsafe validity window; try again, or use another server',
      docs: `The built transaction's epoch window (\`startEpoch\`, \`endEpoch\`) is not sane:
\`reason\` \`TOO_LONG\` — it spans more than \`maxValidityEpochs\`, so a server could hold the signed
transaction and submit it much later. Nothing was signed.`,
    },
    TOKEN_RRI_MISMATCH: {
      class: TokenRriMismatchError,
      message: withMeta,
      hint: 'the server did not do what was asked: it is faulty or hostile, do not sign with it',
      docs: `\`/token/derive\` answered an rri (\`received\`) other than the one derived offline from
the owner's key and the \`symbol\` (\`derived\`). The server is faulty or serves another network.
Nothing was signed.`,
    },
    ANSWER_MISMATCH: {
      class: AnswerMismatchError,
      message: withMeta,
      hint: 'the server did not do what was asked: it is faulty or hostile; keep the transaction id, check the ledger another way, and do not sign with this server again',
      docs: `A later answer contradicts what the flow knows: \`operation\` (finalize, submit, derive,
status) answered a \`field\` whose value (\`actual\`) is not the one computed locally (\`expected\`), e.g.
another transaction id than SHA-256d of the signed transaction, other signed bytes from finalize, or
a CONFIRMED status whose record is not the transaction signed (\`transaction.metadata.hex\`,
\`transaction.actions[i]\`, \`transaction.fee_paid.value\`): a server that says CONFIRMED without having
executed it. Keep the transaction's id (\`onTransactionId\`) and check the ledger another way.`,
    },
    TRANSACTION_REFUSED: {
      class: TransactionRefusedError,
      // The server's own words (its error is the cause) say more than the reason code.
      message: (error: TransactionRefusedError, { messageOf }: MessageContext) =>
        messageOf(error.cause) ?? error.shortMessage,
      hint: 'the server refused the transaction for the reason named; nothing was committed',
      // For a request refused as asked, the kind of value the server names says more.
      hintFor: (error: TransactionRefusedError) =>
        (error.reason === 'INVALID_REQUEST' && refusalHintOf(error.cause)) || refusalHints[error.reason],
      docs: `The server refused the transaction at build, finalize or submit for a ledger reason:
\`reason\` is the same code on every interface (\`INSUFFICIENT_FUNDS\`, \`INSUFFICIENT_FUNDS_FOR_FEE\`,
\`NOT_TOKEN_OWNER\`, \`FIXED_SUPPLY_TOKEN\`, \`NATIVE_TOKEN\`, \`TOKEN_NOT_FOUND\`, \`TOKEN_ALREADY_EXISTS\`,
\`TOKEN_IDENTIFIER_MISMATCH\`, \`MINT_AND_BURN_DISABLED\`, \`SIGNER_NOT_FEE_PAYER\`, \`INVALID_SIGNATURE\`,
\`OUTSIDE_VALIDITY_WINDOW\`, \`INVALID_TRANSACTION\`, \`INVALID_REQUEST\`), \`cause\` the server's error with
every detail it sent. \`refusalHints\` of \`@ledgernet/flows/errors\` says what to do about each.`,
    },
    TRANSACTION_FAILED: {
      class: TransactionFailedError,
      hint: 'the ledger rejected it after it was submitted; its status record (`ledgernet tx status <id>`) says why',
      docs: `The transaction was accepted but reached FAILED (the state changed since it was built,
or its validity window passed; v0: \`Failed\` or \`Rejected\`): \`transactionId\`, \`status\`, and
\`failure\`, the ledger's explanation in words, when the interface gives one.`,
    },
    TRANSACTION_NOT_FOUND: {
      class: TransactionNotFoundError,
      hint: 'check the id, and that the transaction was submitted to this server (--via)',
      docs: `The server does not know a transaction id the flow is waiting for (after it had
accepted it, or an id given by the caller — \`ledgernet tx status\` too): \`transactionId\`.`,
    },
    WAIT_FOR_STATUS_TIMEOUT: {
      class: WaitForStatusTimeoutError,
      hint: 'it may still be committed: wait again with its id (`waitForStatus`; `ledgernet tx wait <id>`, --wait-timeout allows longer)',
      docs: `The transaction did not reach CONFIRMED or FAILED within \`timeout\`. It may still:
\`transactionId\` (v0: the intent hash) and \`lastStatus\` are on the error; call \`waitForStatus\`
again with the id.`,
    },
  },
}

declare module '@ledgernet/errors' {
  interface LedgernetErrorCodes extends RegisteredErrors<typeof flowsErrors> {}
}
