// The packages whose codes the switch below covers register them with these imports (types only).
import type {} from '@ledgernet/contract'
import {
  findCause,
  type InvalidArgumentError,
  isLedgernetError,
  type LedgernetError,
  type LedgernetErrorCode,
  type LedgernetErrorCodes,
} from '@ledgernet/errors'
import { type RefusalReason, refusalReasonOf, type TransactionRefusedError } from '@ledgernet/flows'
import type { JsonRpcError } from '@ledgernet/rpc-client'
import type { SandboxControlReason } from '@ledgernet/sandbox'
import type { HttpError, InvalidResponseError } from '@ledgernet/transport'
import { formatTokens } from './formatTokens.js'
import { type HintKey, hints } from './hints.js'

/**
 * What the CLI says about an error: one line in plain words, a hint saying what to do, and the
 * stable code (`--json` prints it).
 *
 * @example
 * const { message, hint } = describeError(error)
 */
export type ErrorDescription = {
  message: string
  hint?: string
  /** The error's code (`TRANSACTION_REFUSED`, `HTTP_ERROR`, `NO_KEY`, …; `INTERNAL` for a bug). */
  code: string
  /** A machine-readable reason when the error has one: the refusal (`NOT_TOKEN_OWNER`), the server's error type or reason. */
  reason?: string
}

/**
 * What the CLI knows about the run that failed, for hints that name the real cause.
 *
 * @example
 * describeError(error, { credentialsGiven: true })
 */
export type DescribeContext = {
  /** Admin credentials were configured (`--admin`, `LEDGERNET_ADMIN` or `user:pass@` in `--node`), so a 401 means wrong ones. */
  credentialsGiven?: boolean
}

/** Every error a registered code stands for: a union the `code` narrows. */
type RegisteredError = LedgernetErrorCodes[LedgernetErrorCode]

/**
 * The codes of errors that never leave their package (a contract step's failure, an answer over
 * the runner's size limit and a request its read-only mode kept back, all inside the runner's
 * report; the sandbox desk's intake refusal, answered over HTTP): registered by modules
 * the packages do not export, so a compile of every source (TypeDoc's) sees them and the CLI's
 * does not. Should one ever reach the CLI, its own words describe it.
 */
type InternalCode = 'CONTRACT_STEP_FAILED' | 'CONTRACT_ANSWER_TOO_LARGE' | 'CONTRACT_READ_ONLY' | 'INTAKE_REFUSED'

/**
 * Maps any error to what the CLI prints, in one place, by its `code` over every registered error
 * class (a switch the compiler holds exhaustive: a new code does not compile until it is described
 * here). Hints come from the one table `hints`, chosen by the error's own fields: the flows'
 * `RefusalReason` of a refusal (whichever interface refused), the server's error type or JSON-RPC
 * code, the field and problem of a bad value. Anything that is not a ledgernet error is a bug and
 * says so. Messages come from errors that never carry a secret.
 *
 * @example
 * const { message, hint, code } = describeError(new InvalidArgumentError('amount', 'has a leading zero'))
 * // message: 'Invalid amount: has a leading zero.'
 */
export function describeError(error: unknown, context: DescribeContext = {}): ErrorDescription {
  if (!isLedgernetError(error)) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
    return { message: `Unexpected error: ${oneLine(message)}`, hint: hints.BUG, code: 'INTERNAL' }
  }
  // The constructor of every ledgernet error takes only a registered code, so the code names the class.
  const registered = error as RegisteredError
  const described = (hint: HintKey | undefined, message = oneLine(registered.shortMessage)) =>
    withHint({ message, code: registered.code }, hint && hints[hint])
  switch (registered.code) {
    case 'INVALID_ARGUMENT':
      return described(argumentHint(registered))
    case 'TRANSACTION_REFUSED':
      return describeRefusal(registered, context)
    case 'HTTP_ERROR':
      return describeHttpError(registered, context)
    case 'JSON_RPC_ERROR':
      return describeJsonRpcError(registered)
    case 'FEE_TOO_HIGH':
      return described(
        'FEE_TOO_HIGH',
        `The fee would be ${formatTokens(registered.fee, 'xrd')}, above the most allowed (${formatTokens(registered.maxFee, 'xrd')}); nothing was signed.`,
      )
    case 'PAYLOAD_MISMATCH':
    case 'TRANSACTION_MISMATCH':
    case 'TOKEN_RRI_MISMATCH':
    case 'ANSWER_MISMATCH':
      return described(
        'SERVER_LIED',
        `${oneLine(registered.shortMessage)}${registered.metaMessages.length ? ` (${registered.metaMessages.join('; ')})` : ''}`,
      )
    case 'VALIDITY_WINDOW':
      return described('UNSAFE_WINDOW')
    case 'TRANSACTION_FAILED':
      return described('TRANSACTION_FAILED')
    case 'TRANSACTION_NOT_FOUND':
      return described('TRANSACTION_ID')
    case 'WAIT_FOR_STATUS_TIMEOUT':
      return described('WAIT_LONGER')
    case 'DECODE_ERROR':
      return described('UNDECODABLE', `The transaction bytes do not decode: ${oneLine(registered.shortMessage)}`)
    case 'NETWORK_ERROR':
      return described('UNREACHABLE', `Cannot reach ${origin(registered.url)} (${networkReason(registered)}).`)
    case 'TIMEOUT':
      return described(
        'TIMEOUT',
        `No answer from ${origin(registered.url)} within ${registered.timeout} ms (${registered.operation}).`,
      )
    case 'ABORTED':
      return { message: 'Interrupted.', code: registered.code }
    case 'INVALID_RESPONSE':
      return described(
        'WRONG_INTERFACE',
        `${origin(registered.url)} answered ${registered.operation} with something the spec does not allow (${responseProblem(registered)}).`,
      )
    case 'DEMO_CHECK_FAILED':
      return described('DEMO_CHECK')
    // Problems the CLI or the sandbox found itself carry their own hint.
    case 'NO_KEY':
    case 'KEY_ON_COMMAND_LINE':
    case 'KEY_FILE_UNREADABLE':
    case 'KEY_FILE_EXISTS':
    case 'KEY_FILE_UNWRITABLE':
    case 'KEY_NOT_KEPT':
    case 'INDEX_WITHOUT_MNEMONIC':
    case 'MNEMONIC_NOT_TO_TERMINAL':
    case 'TOKEN_NOT_FOUND':
    case 'NOT_A_TOKEN':
    case 'SANDBOX_IS_LOCALNET':
    case 'PORT_IN_USE':
    case 'CANNOT_LISTEN':
    case 'GENESIS_CORRUPT':
    case 'GENESIS_MISMATCH':
    case 'GENESIS_MISSING':
    case 'JOURNAL_MISSING':
    case 'JOURNAL_CLOSED':
    case 'JOURNAL_REPLAY':
    case 'INVARIANT_BROKEN':
    case 'NEEDS_NODE':
    case 'JOURNAL_WRITE_FAILED':
    case 'JOURNAL_DAMAGED':
      return withHint({ message: oneLine(registered.shortMessage), code: registered.code }, registered.hint)
    // A control of an in-process sandbox refusing (`ledgernet sandbox` over HTTP gets JSON-RPC errors).
    case 'SANDBOX_CONTROLS_OFF':
    case 'SANDBOX_UNKNOWN_SNAPSHOT':
    case 'SANDBOX_INVALID_STATE':
    case 'SANDBOX_SUPPLY_OUT_OF_RANGE':
    case 'SANDBOX_STORE_FAILING':
    case 'SANDBOX_UNKNOWN_TOKEN':
      return described(controlHints[registered.reason])
    // The contract runner reports these in its table, and a spec or the platform is not the user's
    // to fix from the command line: their own words say it all.
    case 'SPEC_VIOLATION':
    case 'SPEC_INVALID':
    case 'WEB_CRYPTO_UNAVAILABLE':
      return described(undefined)
    default: {
      // A code of another copy of a package, newer than this CLI, or an internal one: its own
      // words. Any other code not handled above does not compile.
      const unhandled: never = registered as Exclude<typeof registered, { code: InternalCode }>
      const error = unhandled as LedgernetError
      return { message: oneLine(error.shortMessage), code: error.code }
    }
  }
}

/**
 * The detail `--verbose` adds under the one line: the full message of the error and of each
 * cause, the body of an HTTP error and the data of a JSON-RPC error; a stack only when the error
 * itself is not a ledgernet error (a bug to report).
 *
 * @example
 * for (const line of errorDetail(error)) console.error(line)
 */
export function errorDetail(error: unknown): string[] {
  const lines: string[] = []
  const seen = new Set<unknown>()
  let depth = 0
  for (
    let current: unknown = error;
    current != null && !seen.has(current);
    current = current instanceof Error ? current.cause : undefined, depth++
  ) {
    seen.add(current)
    const prefix = depth === 0 ? '' : 'caused by '
    if (isLedgernetError(current)) {
      lines.push(
        `${prefix}${current.name} [${current.code}]`,
        ...current.message.split('\n').map((line) => `  ${line}`),
      )
      if (isLedgernetError(current, 'HTTP_ERROR') && current.rawBody)
        lines.push(`  body: ${current.rawBody.slice(0, 2000)}`)
      if (isLedgernetError(current, 'JSON_RPC_ERROR') && current.data !== undefined)
        lines.push(`  data: ${JSON.stringify(current.data)}`)
    } else if (current instanceof Error) {
      // A stack only for what is a bug (an error no package raised on purpose), never for a user error.
      lines.push(
        `${prefix}${depth === 0 ? (current.stack ?? `${current.name}: ${current.message}`) : `${current.name}: ${current.message}`}`,
      )
      const { code } = current as NodeJS.ErrnoException
      if (code) lines.push(`  code: ${code}`)
    } else lines.push(`${prefix}${String(current)}`)
  }
  return lines
}

// The flows' refusals map onto the hints one to one but for those the CLI never causes (see
// `HintKey`); a sandbox control's reasons too.
const refusalHints: { [reason in RefusalReason]: HintKey | undefined } = {
  INSUFFICIENT_FUNDS: 'INSUFFICIENT_FUNDS',
  INSUFFICIENT_FUNDS_FOR_FEE: 'INSUFFICIENT_FUNDS_FOR_FEE',
  NOT_TOKEN_OWNER: 'NOT_TOKEN_OWNER',
  FIXED_SUPPLY_TOKEN: 'FIXED_SUPPLY_TOKEN',
  NATIVE_TOKEN: 'NATIVE_TOKEN',
  TOKEN_NOT_FOUND: 'TOKEN_NOT_FOUND',
  TOKEN_ALREADY_EXISTS: 'TOKEN_ALREADY_EXISTS',
  OUTSIDE_VALIDITY_WINDOW: 'OUTSIDE_VALIDITY_WINDOW',
  INVALID_TRANSACTION: 'INVALID_TRANSACTION',
  INVALID_REQUEST: 'INVALID_REQUEST',
  TOKEN_IDENTIFIER_MISMATCH: undefined,
  MINT_AND_BURN_DISABLED: undefined,
  SIGNER_NOT_FEE_PAYER: undefined,
  INVALID_SIGNATURE: undefined,
}
const controlHints: { [reason in SandboxControlReason]: HintKey } = {
  CONTROLS_OFF: 'CONTROLS_OFF',
  UNKNOWN_SNAPSHOT: 'UNKNOWN_SNAPSHOT',
  INVALID_STATE: 'INVALID_STATE',
  SUPPLY_OUT_OF_RANGE: 'SUPPLY_OUT_OF_RANGE',
  STORE_FAILING: 'STORE_FAILING',
  UNKNOWN_TOKEN: 'TOKEN_NOT_FOUND',
}

/**
 * What the server's own error fields say more precisely than a refusal's `INVALID_REQUEST`, or
 * say where no refusal applies: the Gateway API's detail type, v0's status, the JSON-RPC code.
 */
const gatewayTypeHints: Readonly<Record<string, HintKey>> = {
  NetworkNotSupportedError: 'NETWORK',
  InvalidAccountAddressError: 'ACCOUNT_ADDRESS',
  InvalidTokenRRIError: 'TOKEN_IDENTIFIER',
  InvalidPublicKeyError: 'PUBLIC_KEY',
  InvalidTokenSymbolError: 'SYMBOL',
  TransactionNotFoundError: 'TRANSACTION_ID',
  NotSyncedUpError: 'NODE_BUSY',
  RequestTooLargeError: 'TOO_LARGE',
  InternalServerError: 'SERVER_FAILED',
}
const rpcCodeHints: Readonly<Record<number, HintKey>> = {
  [-32000]: 'NODE_BUSY',
  [-32601]: 'NOT_LEDGER_RPC',
  1316: 'TOKEN_IDENTIFIER',
  1317: 'ACCOUNT_ADDRESS',
  1318: 'NETWORK',
  1329: 'SYMBOL',
  1500: 'MEMPOOL_FULL',
  4000: 'CONTROLS_OFF',
  4001: 'UNKNOWN_SNAPSHOT',
  4002: 'INVALID_STATE',
  4003: 'SUPPLY_OUT_OF_RANGE',
  4004: 'STORE_FAILING',
}

/** The hint of a refusal: the server's own field where it says more than INVALID_REQUEST, else the reason. */
function refusalHint(reason: RefusalReason | undefined, serverHint: HintKey | undefined): HintKey | undefined {
  return reason === undefined || (reason === 'INVALID_REQUEST' && serverHint) ? serverHint : refusalHints[reason]
}

function describeRefusal(error: TransactionRefusedError, context: DescribeContext): ErrorDescription {
  // The server's own words (its error is the cause) say more than the reason code.
  const server = isLedgernetError(error.cause) ? describeError(error.cause, context) : undefined
  const cause = error.cause
  const serverHint = isLedgernetError(cause, 'HTTP_ERROR')
    ? httpHint(cause)
    : isLedgernetError(cause, 'JSON_RPC_ERROR')
      ? rpcCodeHints[cause.rpcCode]
      : undefined
  const hint = refusalHint(error.reason, serverHint)
  return withHint(
    { message: server?.message ?? oneLine(error.shortMessage), code: error.code, reason: error.reason },
    hint && hints[hint],
  )
}

function describeJsonRpcError(error: JsonRpcError): ErrorDescription {
  const hint = refusalHint(refusalReasonOf(error), rpcCodeHints[error.rpcCode])
  return withHint(
    {
      message: `The node refused ${error.operation}: ${oneLine(error.rpcMessage)} (JSON-RPC ${error.rpcCode}).`,
      code: error.code,
      reason: String(error.rpcCode),
    },
    hint && hints[hint],
  )
}

/** An error body of the Gateway API (`details` with its type) or of v0 (`code` and `message` only). */
type ErrorBody = { message: string; details?: { type?: string; reason?: string }; trace_id?: string }

function errorBody(error: HttpError): ErrorBody | undefined {
  const body = error.body
  if (typeof body !== 'object' || body === null || typeof (body as { message?: unknown }).message !== 'string')
    return undefined
  const { message, details, trace_id } = body as { message: string; details?: unknown; trace_id?: unknown }
  const fields = typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : undefined
  return {
    message,
    ...(fields
      ? {
          details: {
            ...(typeof fields.type === 'string' ? { type: fields.type } : {}),
            ...(typeof fields.reason === 'string' ? { reason: fields.reason } : {}),
          },
        }
      : {}),
    ...(typeof trace_id === 'string' ? { trace_id } : {}),
  }
}

/** The server's own field as a hint: its error type, or v0's status (v0 errors have no type). */
function httpHint(error: HttpError): HintKey | undefined {
  const type = errorBody(error)?.details?.type
  if (type !== undefined) return Object.hasOwn(gatewayTypeHints, type) ? gatewayTypeHints[type] : undefined
  if (error.status === 404) return error.operation === 'getTransactionReceipt' ? 'INTENT_HASH' : 'UNKNOWN_ENTITY'
  return error.status >= 500 ? 'SERVER_FAILED' : undefined
}

function describeHttpError(error: HttpError, context: DescribeContext): ErrorDescription {
  const { status, operation } = error
  const where = origin(error.url)
  if (status === 401)
    // With credentials sent, a 401 means they are wrong; without, that the operation needs them.
    return context.credentialsGiven
      ? {
          message: `${where} refused the admin credentials given for ${operation} (HTTP 401): wrong user or password.`,
          hint: hints.ADMIN_WRONG,
          code: error.code,
        }
      : {
          message: `${where} refused ${operation}: it needs the node's admin credentials, and none were given (HTTP 401).`,
          hint: hints.ADMIN_MISSING,
          code: error.code,
        }
  const body = errorBody(error)
  if (status === 404 || status === 405) {
    const path = pathHint(error.url, body)
    if (path)
      return {
        message: `${path.base} has no ${operation} endpoint (HTTP ${status}).`,
        hint: path.hint,
        code: error.code,
      }
  }
  if (!body)
    return { message: `${where} failed ${operation} (HTTP ${status}).`, hint: hints.NO_REASON, code: error.code }
  const hint = refusalHint(refusalReasonOf(error), httpHint(error))
  const reason = body.details?.reason ?? body.details?.type
  const trace = body.trace_id ? ` (trace id ${body.trace_id})` : ''
  return withHint(
    {
      message: `${oneLine(body.message).replace(/\.$/, '')}${trace}.`,
      code: error.code,
      ...(reason ? { reason } : {}),
    },
    hint && hints[hint],
  )
}

/**
 * Where each interface lives relative to a server's origin, and the option that points at it:
 * a spec path is recognised at the end of a request URL, what comes before it is the base URL.
 */
const interfaces = [
  // In this order: a v0 path ends like a Gateway one (/v0/transaction/submit), a Gateway path below a wrong /api base like a node one.
  {
    option: '--v0',
    name: 'Gateway v0',
    paths: /\/v0\/(transaction|state)\/[a-z-]+$/,
    lives: 'at the origin (its paths start with /v0/)',
  },
  {
    option: '--gateway',
    name: 'the Gateway API',
    paths: /\/(token|transaction)\/[a-z]+$/,
    lives: 'at the origin (its paths are /token/… and /transaction/…)',
  },
  {
    option: '--node',
    name: 'the node REST API',
    paths: /\/api\/[a-z/-]+$/,
    lives: 'at the origin (its paths start with /api/)',
  },
] as const

/**
 * The hint for a request the server has no endpoint for: when the URL is an interface's path
 * below a base URL that is not the origin, that the option takes the origin; when the path is not
 * one of an interface's (a JSON-RPC endpoint), where JSON-RPC lives; when it is an interface's
 * path right at the origin and the server says it knows no such path, that this server does not
 * serve that interface. `undefined` when the 404 is about something the request named (an
 * unknown transaction, component, …). Built from the URL, so not one of the table's hints.
 */
function pathHint(url: string, body: ErrorBody | undefined): { base: string; hint: string } | undefined {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  const layout =
    'a ledgernet server serves the Gateway API and Gateway v0 at its origin, node REST under /api and JSON-RPC at /rpc'
  const known = interfaces.find((candidate) => candidate.paths.test(parsed.pathname))
  if (!known)
    return {
      base: `${parsed.origin}${parsed.pathname}`,
      hint: `check --rpc: JSON-RPC is POSTed to ${parsed.origin}/rpc on a ledgernet node or sandbox (${layout})`,
    }
  const prefix = parsed.pathname.replace(known.paths, '')
  if (prefix !== '')
    return {
      base: `${parsed.origin}${prefix}`,
      hint: `${known.option} takes the server's origin (${parsed.origin}), not ${parsed.origin}${prefix}: ${known.name} lives ${known.lives}`,
    }
  // The Gateway API and node REST give every answer about a thing they know `details`; v0 never
  // does, so there only the words (or no error body at all) say the path is unknown.
  const unknownPath =
    !body || /no such path/i.test(body.message) || (body.details === undefined && known.option !== '--v0')
  if (!unknownPath) return undefined
  return {
    base: parsed.origin,
    hint: `${parsed.origin} does not serve ${known.name} (no ${parsed.pathname}): check ${known.option}; ${layout}`,
  }
}

/** The hint for a value given: by the field it names, and for an amount by its problem. */
function argumentHint({ field, problem }: InvalidArgumentError): HintKey {
  if (/amount|supply|fee|--mint/i.test(field))
    return /fraction|decimal point|decimal places/.test(problem) ? 'AMOUNT_DECIMALS' : 'AMOUNT'
  if (/key file|PRIVATE_KEY/.test(field)) return 'KEY_TEXT'
  if (/rri|token/i.test(field)) return 'TOKEN_IDENTIFIER'
  if (/address|account|\bto\b|from|owner/i.test(field))
    return /^is an? \w+ v0 /.test(problem) ? 'V0_ADDRESS' : 'ACCOUNT_ADDRESS'
  if (/--(gateway|rpc|node|v0)|LEDGERNET_(GATEWAY|RPC|NODE|V0)/.test(field)) return 'URL'
  if (/admin/i.test(field)) return 'ADMIN_TEXT'
  if (/NETWORK/.test(field)) return 'NETWORK_ENV'
  if (/symbol/i.test(field)) return 'SYMBOL'
  return 'ARGUMENT'
}

function responseProblem(error: InvalidResponseError): string {
  if (error.reason === 'NOT_JSON') return 'it is not JSON'
  const [first] = error.issues
  return `${first?.path || '/'} ${first?.message ?? 'does not match the spec'}`
}

function networkReason(error: LedgernetError): string {
  const cause = findCause<NodeJS.ErrnoException>(
    error.cause,
    (item) => item instanceof Error && typeof (item as NodeJS.ErrnoException).code === 'string',
  )
  const code = cause?.code
  if (code === 'ECONNREFUSED') return 'connection refused'
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'unknown host'
  if (code === 'ECONNRESET') return 'connection reset'
  if (code) return code
  // undici says only "fetch failed"; the reason (e.g. "bad port") is the innermost cause.
  let innermost: unknown = error
  for (let depth = 0; depth < 8 && innermost instanceof Error && innermost.cause instanceof Error; depth++)
    innermost = innermost.cause
  return innermost !== error && innermost instanceof Error ? innermost.message : 'network error'
}

function origin(url: string): string {
  try {
    return new URL(url).origin
  } catch {
    return 'the server'
  }
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim()
}

function withHint(description: ErrorDescription, hint: string | undefined): ErrorDescription {
  return hint ? { ...description, hint } : description
}
