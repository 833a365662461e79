import { isLedgernetError, type LedgernetError } from '@ledgernet/errors'
import { refusalHintOf } from '@ledgernet/flows/errors'
import { controlRefusalHint } from '@ledgernet/sandbox/errors'
import { errorEntries } from '../errors/errorEntries.js'
import { baseUrlMistake } from '../input/baseUrlMistake.js'

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

/** The most characters of a message kept on its one line (the rest is cut, its size said). */
const messageLength = 1000

const bugHint = 'this is a bug in ledgernet: run again with --verbose and report what it prints'

/**
 * Maps any error to what the CLI prints, from the table of the package that declares its code
 * (`errorEntries`): the line a person reads (the table's message, else the error's short message),
 * the hint (the most precise one: an option pointing at the wrong place, a server's definite
 * refusal, whichever interface refused, or a sandbox control's; then the table's hint from the
 * error's own fields; then the code's hint) and the machine-readable reason. Anything that is not a
 * ledgernet error is a bug and says so. The message is one line, at most 1,000 characters; the
 * terminal shows it safely (`renderLine`).
 *
 * @example
 * const { message, hint, code } = describeError(new InvalidArgumentError('amount', 'has a leading zero'))
 * // message: 'Invalid amount: has a leading zero.'
 */
export function describeError(error: unknown, context: DescribeContext = {}): ErrorDescription {
  if (!isLedgernetError(error)) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
    return { message: `Unexpected error: ${oneLine(message)}`, hint: bugHint, code: 'INTERNAL' }
  }
  const entry = errorEntries[error.code] as (typeof errorEntries)[typeof error.code] | undefined
  // A code of another copy of a package, newer than this CLI: its own words.
  if (!entry) return { message: oneLine(error.shortMessage), code: error.code }
  const known = error as never
  const mistake = baseUrlMistake(error)
  const message =
    mistake?.message ??
    entry.message?.(known, {
      ...context,
      messageOf: (other) => (isLedgernetError(other) ? describeError(other, context).message : undefined),
    }) ??
    error.shortMessage
  const hint =
    mistake?.hint ?? refusalHintOf(error) ?? controlRefusalHint(error) ?? entry.hintFor?.(known, context) ?? entry.hint
  const reason = entry.reason ? entry.reason(known) : ownReason(error)
  return { message: oneLine(message), hint, code: error.code, ...(reason ? { reason } : {}) }
}

/** The error's `reason` field when it has one (a refusal's, a sandbox control's, a response's). */
function ownReason(error: LedgernetError): string | undefined {
  const { reason } = error as { reason?: unknown }
  return typeof reason === 'string' ? reason : undefined
}

/** The most lines `--verbose` prints about one error, and the most characters of a body or data. */
const detailLines = 200
const detailLength = 2000

/**
 * The detail `--verbose` adds under the one line: the full message of the error and of each
 * cause, the body of an HTTP error and the data of a JSON-RPC error; a stack only when the error
 * itself is not a ledgernet error (a bug to report). At most 200 lines (then how many more), a
 * body or data at most 2,000 characters; the terminal shows each line safely.
 *
 * @example
 * for (const line of errorDetail(error)) terminal.warn(line)
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
        lines.push(`  body: ${cut(current.rawBody, detailLength)}`)
      if (isLedgernetError(current, 'JSON_RPC_ERROR') && current.data !== undefined)
        lines.push(`  data: ${cut(JSON.stringify(current.data) ?? String(current.data), detailLength)}`)
    } else if (current instanceof Error) {
      // A stack only for what is a bug (an error no package raised on purpose), never for a user error.
      lines.push(
        `${prefix}${depth === 0 ? (current.stack ?? `${current.name}: ${current.message}`) : `${current.name}: ${current.message}`}`,
      )
      const { code } = current as NodeJS.ErrnoException
      if (code) lines.push(`  code: ${code}`)
    } else lines.push(`${prefix}${String(current)}`)
  }
  // A stack or a message may hold many lines of its own.
  const all = lines.flatMap((line) => line.split('\n'))
  return all.length <= detailLines
    ? all
    : [...all.slice(0, detailLines), `… (${all.length - detailLines} more lines not shown)`]
}

function cut(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length)}… (cut: ${text.length} characters in all)`
}

function oneLine(text: string): string {
  const line = text.replace(/\s*\n\s*/g, ' ').trim()
  return cut(line, messageLength)
}
