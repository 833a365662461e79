import { findCause, isLedgernetError, type LedgernetError } from '@ledgernet/errors'
import { CliError } from './CliError.js'
import { formatTokens } from './formatTokens.js'

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

/** Hints per Gateway error type (`details.type`) and `InvalidActionError` reason. */
const gatewayHints: Record<string, string> = {
  NetworkNotSupportedError: 'pass --network with the network this gateway serves',
  InvalidAccountAddressError:
    'check the address: on localnet an account address starts with ddx1 (`ledgernet keys address` shows yours)',
  InvalidTokenRRIError:
    'check the token: a token identifier looks like gem_dr1… on localnet (`ledgernet token derive <symbol>` gives yours)',
  InvalidPublicKeyError: 'a public key is 66 hex characters starting with 02 or 03',
  InvalidTokenSymbolError: 'symbols are 1 to 35 lower-case letters and digits; xrd is reserved',
  TokenNotFoundError:
    'create the token first (`ledgernet token create`), or check its identifier (`ledgernet token derive <symbol>`)',
  TransactionNotFoundError: 'check the transaction id; the gateway knows a transaction once it was submitted',
  NotEnoughTokensForTransferError:
    'the sender holds less than that; see its balances with `ledgernet v0 component <address>`',
  NotEnoughNativeTokensForFeesError: 'the fee payer needs XRD for the fee; send it some XRD first',
  NotSyncedUpError: 'the gateway is catching up with the ledger; try again in a moment',
  InvalidSignatureError: 'the signature does not match the transaction; sign the payload of this very transaction',
  InvalidRequestError: 'the request broke the API rules named above; check the values given',
  RequestTooLargeError: 'the transaction is too large (1 MiB at most); split it',
  InternalServerError: 'the server failed; try again, and report the trace id if it keeps failing',
  NOT_TOKEN_OWNER: 'only the account that created a mutable token can mint or burn it: use its key',
  FIXED_SUPPLY_TOKEN: 'a fixed-supply token can never be minted or burned',
  NATIVE_TOKEN: 'XRD cannot be minted or burned',
  TOKEN_ALREADY_EXISTS: 'this key already created a token with that symbol: choose another symbol',
  MINT_AND_BURN_DISABLED: 'the transaction was built with mint and burn disabled',
  FROM_ACCOUNT_NOT_FEE_PAYER: 'only the signing account can send: the sender must be the key in use',
  OWNER_NOT_FEE_PAYER: 'a token is created by the signing account: the owner must be the key in use',
  EXPIRED: 'the transaction is past its validity window: build it again',
  NOT_YET_VALID: 'the transaction is not valid yet (its start epoch is ahead of the ledger)',
  WRONG_NETWORK: 'the transaction was built for another network: check --network and the URLs',
}

/** Hints per JSON-RPC error code (`specs/node-rpc.openrpc.json`). */
const rpcHints: Record<number, string> = {
  [-32000]: 'the node cannot serve now (not synced up, or shutting down); try again in a moment',
  [-32601]: 'the URL is a JSON-RPC server without the ledger.* methods: check --rpc',
  [-32602]: 'a parameter broke the API rules named above',
  1301: 'the sender holds less than that; see its balances with `ledgernet v0 component <address>`',
  1312: 'the fee payer needs XRD for the fee; send it some XRD first',
  1316: 'check the token: a token identifier looks like gem_dr1… on localnet',
  1317: 'check the address: on localnet an account address starts with ddx1',
  1318: 'the value belongs to another network: check --network and the URLs',
  1321: 'only the account that created a mutable token can mint or burn it: use its key',
  1322: 'a fixed-supply token can never be minted or burned',
  1323: 'create the token first (`ledgernet token create`), or check its identifier',
  1324: 'this key already created a token with that symbol: choose another symbol',
  1326: 'the transaction was built with mint and burn disabled',
  1327: 'XRD cannot be minted or burned',
  1329: 'the symbol xrd is reserved for the native token',
  1500: 'the node cannot take transactions right now (its mempool is full, or its store cannot be written); try again in a moment',
  4000: 'the sandbox’s controls are off: start it without --no-controls (with --data-dir, add --controls)',
  4001: 'a snapshot is used up by a revert: take a new one with `ledgernet sandbox snapshot`',
  4002: 'the file must be a state `ledgernet sandbox dump-state` printed, still a consistent ledger',
  4003: 'a total supply stays at most 2^256 − 1',
  4004: 'the sandbox’s data directory cannot be written (a full disk?): free space; `ledgernet node system` shows when writes succeed again',
  1501: 'the transaction is outside its validity window: build it again',
}

/** Hints per refusal reason of `@ledgernet/flows`' `TransactionRefusedError` (same on every interface). */
const refusalHints: Record<string, string> = {
  INSUFFICIENT_FUNDS: 'the sender holds less than that; see its balances with `ledgernet v0 component <address>`',
  INSUFFICIENT_FUNDS_FOR_FEE: 'the signing account needs XRD for the fee; send it some XRD first',
  NOT_TOKEN_OWNER: 'only the account that created a mutable token can mint or burn it: use its key',
  FIXED_SUPPLY_TOKEN: 'a fixed-supply token can never be minted or burned',
  NATIVE_TOKEN: 'XRD cannot be minted or burned',
  TOKEN_NOT_FOUND:
    'create the token first (`ledgernet token create`), or check its identifier (`ledgernet token derive <symbol>`)',
  TOKEN_ALREADY_EXISTS: 'this key already created a token with that symbol: choose another symbol',
  MINT_AND_BURN_DISABLED: 'the transaction was built with mint and burn disabled',
  SIGNER_NOT_FEE_PAYER: 'the signing key must be the sender, the owner and the fee payer',
  OUTSIDE_VALIDITY_WINDOW: 'the transaction is outside its validity window: run the command again',
}

const unreachableHint =
  'is the server running? `ledgernet sandbox` starts one on http://127.0.0.1:8080; or point --gateway/--rpc/--node/--v0 at yours'

/**
 * Maps any error to what the CLI prints, in one place: the CLI's own errors, bad values
 * (`InvalidArgumentError`, field and reason), the transport's (`HttpError` with the spec error body,
 * `NetworkError`, `TimeoutError`, `InvalidResponseError`, `AbortedError`), `JsonRpcError`, the wire
 * format's `DecodeError` and any other ledgernet error by its short message. Anything else is a bug
 * and says so. Messages come from errors that never carry a secret.
 *
 * @example
 * const { message, hint, code } = describeError(new InvalidArgumentError('amount', 'has a leading zero'))
 * // message: 'Invalid amount: has a leading zero.'
 */
export function describeError(error: unknown, context: DescribeContext = {}): ErrorDescription {
  if (error instanceof CliError) return withHint({ message: error.shortMessage, code: error.code }, error.hint)
  if (!isLedgernetError(error)) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
    return {
      message: `Unexpected error: ${oneLine(message)}`,
      hint: 'this is a bug in ledgernet: run again with --verbose and report what it prints',
      code: 'INTERNAL',
    }
  }
  const fields = error as LedgernetError & Record<string, unknown>
  switch (error.code) {
    case 'INVALID_ARGUMENT':
      return withHint(
        { message: error.shortMessage, code: error.code },
        argumentHint(String(fields.field ?? ''), String(fields.reason ?? '')),
      )
    case 'TRANSACTION_REFUSED': {
      // The server's own words (its error is the cause) say more than the reason code.
      const server = error.cause === undefined ? undefined : describeError(error.cause, context)
      const reason = String(fields.reason)
      return withHint(
        { message: server?.message ?? oneLine(error.shortMessage), code: error.code, reason },
        refusalHints[reason] ?? server?.hint,
      )
    }
    case 'FEE_TOO_HIGH':
      return {
        message: `The fee would be ${formatTokens(fields.fee as bigint, 'xrd')}, above the most allowed (${formatTokens(fields.maxFee as bigint, 'xrd')}); nothing was signed.`,
        hint: 'allow more with --max-fee <XRD> if the fee is expected',
        code: error.code,
      }
    case 'PAYLOAD_MISMATCH':
    case 'TRANSACTION_MISMATCH':
    case 'TOKEN_RRI_MISMATCH':
    case 'ANSWER_MISMATCH':
      return {
        message: `${oneLine(error.shortMessage)}${error.metaMessages.length ? ` (${error.metaMessages.join('; ')})` : ''}`,
        hint: 'the server did not do what was asked: it is faulty or hostile, do not sign with it',
        code: error.code,
      }
    case 'VALIDITY_WINDOW':
      return {
        message: oneLine(error.shortMessage),
        hint: 'the server proposed an unsafe validity window; try again, or use another server',
        code: error.code,
      }
    case 'TRANSACTION_FAILED':
      return {
        message: oneLine(error.shortMessage),
        hint: 'the ledger rejected it after it was submitted; `ledgernet tx status <id>` shows its record',
        code: error.code,
      }
    case 'TRANSACTION_NOT_FOUND':
      return {
        message: oneLine(error.shortMessage),
        hint: 'check the id, and that it was submitted to this server (--via)',
        code: error.code,
      }
    case 'WAIT_FOR_STATUS_TIMEOUT':
      return {
        message: oneLine(error.shortMessage),
        hint: '`ledgernet tx wait <id>` keeps waiting; --wait-timeout allows longer',
        code: error.code,
      }
    case 'NETWORK_ERROR':
      return {
        message: `Cannot reach ${origin(fields.url)} (${networkReason(error)}).`,
        hint: unreachableHint,
        code: error.code,
      }
    case 'TIMEOUT':
      return {
        message: `No answer from ${origin(fields.url)} within ${String(fields.timeout)} ms (${String(fields.operation)}).`,
        hint: 'the server is slow or stuck: try again, or allow more time with --timeout <ms>',
        code: error.code,
      }
    case 'ABORTED':
      return { message: 'Interrupted.', code: error.code }
    case 'INVALID_RESPONSE': {
      const issues = (fields.issues as { path: string; message: string }[] | undefined) ?? []
      const reason =
        fields.reason === 'NOT_JSON'
          ? 'it is not JSON'
          : `${issues[0]?.path || '/'} ${issues[0]?.message ?? 'does not match the spec'}`
      return {
        message: `${origin(fields.url)} answered ${String(fields.operation)} with something the spec does not allow (${reason}).`,
        hint: 'is this URL the right interface? --gateway, --rpc, --node and --v0 each take their own',
        code: error.code,
      }
    }
    case 'HTTP_ERROR':
      return describeHttpError(error, fields, context)
    case 'JSON_RPC_ERROR': {
      const rpcCode = Number(fields.rpcCode)
      return withHint(
        {
          message: `The node refused ${String(fields.operation)}: ${oneLine(String(fields.rpcMessage))} (JSON-RPC ${rpcCode}).`,
          code: error.code,
          reason: String(rpcCode),
        },
        rpcHints[rpcCode],
      )
    }
    case 'DECODE_ERROR':
      return {
        message: `The transaction bytes do not decode: ${oneLine(error.shortMessage)}`,
        hint: 'the server sent bytes that are not a ledgernet transaction; nothing was signed',
        code: error.code,
      }
  }
  const hint = typeof fields.hint === 'string' ? fields.hint : undefined
  return withHint({ message: oneLine(error.shortMessage), code: error.code }, hint)
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
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    seen.add(current)
    const prefix = depth === 0 ? '' : 'caused by '
    if (isLedgernetError(current)) {
      lines.push(
        `${prefix}${current.name} [${current.code}]`,
        ...current.message.split('\n').map((line) => `  ${line}`),
      )
      const rawBody = (current as { rawBody?: unknown }).rawBody
      if (typeof rawBody === 'string' && rawBody) lines.push(`  body: ${rawBody.slice(0, 2000)}`)
      const data = (current as { data?: unknown }).data
      if (data !== undefined) lines.push(`  data: ${JSON.stringify(data)}`)
    } else if (current instanceof Error) {
      // A stack only for what is a bug (an error no package raised on purpose), never for a user error.
      lines.push(
        `${prefix}${depth === 0 ? (current.stack ?? `${current.name}: ${current.message}`) : `${current.name}: ${current.message}`}`,
      )
      const code = (current as NodeJS.ErrnoException).code
      if (code) lines.push(`  code: ${code}`)
    } else lines.push(`${prefix}${String(current)}`)
  }
  return lines
}

function describeHttpError(
  error: LedgernetError,
  fields: Record<string, unknown>,
  context: DescribeContext,
): ErrorDescription {
  const status = Number(fields.status)
  const body = fields.body as
    | { code?: unknown; message?: unknown; details?: Record<string, unknown>; trace_id?: unknown }
    | undefined
  const operation = String(fields.operation)
  const where = origin(fields.url)
  if (status === 401) {
    // With credentials sent, a 401 means they are wrong; without, that the operation needs them.
    if (context.credentialsGiven)
      return {
        message: `${where} refused the admin credentials given for ${operation} (HTTP 401): wrong user or password.`,
        hint: 'check --admin user:pass (or LEDGERNET_ADMIN, or user:pass@ in --node): `ledgernet sandbox` prints its credentials',
        code: error.code,
      }
    return {
      message: `${where} refused ${operation}: it needs the node's admin credentials, and none were given (HTTP 401).`,
      hint: 'pass --admin user:pass or set LEDGERNET_ADMIN (`ledgernet sandbox` prints them)',
      code: error.code,
    }
  }
  const details = body?.details
  if (status === 404 || status === 405) {
    const path = pathHint(fields.url, body)
    if (path)
      return {
        message: `${path.base} has no ${operation} endpoint (HTTP ${status}).`,
        hint: path.hint,
        code: error.code,
      }
  }
  if (!body || typeof body.message !== 'string')
    return {
      message: `${where} failed ${operation} (HTTP ${status}).`,
      hint: 'the server did not say why; --verbose shows its answer',
      code: error.code,
    }
  const type = typeof details?.type === 'string' ? details.type : undefined
  const reason = typeof details?.reason === 'string' ? details.reason : undefined
  const trace = typeof body.trace_id === 'string' ? ` (trace id ${body.trace_id})` : ''
  const message = `${oneLine(body.message).replace(/\.$/, '')}${trace}.`
  const hint = (reason && gatewayHints[reason]) ?? (type && gatewayHints[type]) ?? v0Hint(operation, status)
  return withHint({ message, code: error.code, ...((reason ?? type) ? { reason: reason ?? type } : {}) }, hint)
}

/**
 * The hint for a request the server has no endpoint for: when the URL is an interface's path
 * below a base URL that is not the origin, that the option takes the origin; when the path is not
 * one of an interface's (a JSON-RPC endpoint), where JSON-RPC lives; when it is an interface's
 * path right at the origin and the server says it knows no such path, that this server does not
 * serve that interface. `undefined` when the 404 is about something the request named (an
 * unknown transaction, component, …).
 */
function pathHint(
  url: unknown,
  body: { message?: unknown; details?: unknown } | undefined,
): { base: string; hint: string } | undefined {
  if (typeof url !== 'string') return undefined
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
    !body ||
    typeof body.message !== 'string' ||
    /no such path/i.test(body.message) ||
    (body.details === undefined && known.option !== '--v0')
  if (!unknownPath) return undefined
  return {
    base: parsed.origin,
    hint: `${parsed.origin} does not serve ${known.name} (no ${parsed.pathname}): check ${known.option}; ${layout}`,
  }
}

function v0Hint(operation: string, status: number): string | undefined {
  if (status === 404 && operation === 'getTransactionReceipt')
    return 'check the intent hash; a v0 transaction is known once submitted'
  if (status === 404) return 'check the address: nothing with it exists on this ledger'
  if (status >= 500) return 'the server failed; try again, and report the trace id if it keeps failing'
  return undefined
}

function argumentHint(field: string, reason: string): string | undefined {
  if (/amount|supply|fee|--mint/i.test(field))
    return /fraction|decimal point|decimal places/.test(reason)
      ? 'amounts are whole tokens such as 2.5 (at most 18 decimal places); with --subunits, whole subunits such as 2500000000000000000'
      : 'amounts are whole tokens such as 2.5, or whole subunits with --subunits'
  if (/key file|PRIVATE_KEY/.test(field))
    return 'a key file holds 64 hex characters or a BIP-39 mnemonic; `ledgernet keys new --out <file>` writes one'
  if (/rri|token/i.test(field))
    return 'a token identifier looks like gem_dr1… on localnet; `ledgernet token derive <symbol>` gives yours'
  if (/address|account|\bto\b|from|owner/i.test(field))
    return 'an account address looks like ddx1… on localnet, rdx1… on mainnet (`ledgernet keys address` shows yours)'
  if (/--(gateway|rpc|node|v0)|LEDGERNET_(GATEWAY|RPC|NODE|V0)/.test(field))
    return 'write URLs as http://127.0.0.1:8080'
  if (/admin/i.test(field)) return 'write credentials as user:pass'
  if (/NETWORK/.test(field)) return 'unset it, or give --network'
  if (/symbol/i.test(field)) return 'symbols are 1 to 35 lower-case letters and digits'
  return 'see --help for what each argument takes'
}

function networkReason(error: LedgernetError): string {
  const cause = findCause<{ code?: unknown }>(
    error.cause,
    (item) => typeof (item as { code?: unknown })?.code === 'string',
  )
  const code = typeof cause?.code === 'string' ? cause.code : undefined
  if (code === 'ECONNREFUSED') return 'connection refused'
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'unknown host'
  if (code === 'ECONNRESET') return 'connection reset'
  if (code) return code
  // undici says only "fetch failed"; the reason (e.g. "bad port") is the innermost cause.
  let innermost: unknown = error
  for (let depth = 0; depth < 8 && (innermost as { cause?: unknown })?.cause instanceof Error; depth++)
    innermost = (innermost as { cause: unknown }).cause
  return innermost !== error && innermost instanceof Error ? innermost.message : 'network error'
}

function origin(url: unknown): string {
  if (typeof url !== 'string') return 'the server'
  try {
    const parsed = new URL(url)
    return parsed.origin
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
