import { LedgernetError } from '@ledgernet/errors'
import { packageTag } from './packageTag.js'

/**
 * The sandbox cannot start or go on: its port is taken, its data directory holds another ledger,
 * its journal cannot be replayed, its ledger breaks an invariant. `code` says which; `hint` says
 * what to do, in words the sandbox's command lines print after the message.
 *
 * @example
 * import { startSandbox, SandboxError } from '@ledgernet/sandbox'
 * try {
 *   await startSandbox({ port: 8080 })
 * } catch (error) {
 *   if (error instanceof SandboxError && error.code === 'PORT_IN_USE') console.error(error.shortMessage, error.hint)
 * }
 */
export class SandboxError<TCode extends SandboxErrorCode = SandboxErrorCode> extends LedgernetError<TCode> {
  override name = 'SandboxError' as const
  /** What to do about it, for people (`stop what listens there, or pick another port`). */
  declare readonly hint: string | undefined

  constructor(message: string, options: { code: TCode; hint?: string; cause?: unknown; metaMessages?: string[] }) {
    const { hint, ...rest } = options
    super(message, { ...rest, packageTag })
    Object.assign(this, { hint })
  }
}

/**
 * The codes of {@link SandboxError}.
 *
 * @example
 * const code: SandboxErrorCode = 'PORT_IN_USE'
 */
export type SandboxErrorCode =
  | 'PORT_IN_USE'
  | 'CANNOT_LISTEN'
  | 'GENESIS_CORRUPT'
  | 'GENESIS_MISMATCH'
  | 'GENESIS_MISSING'
  | 'JOURNAL_MISSING'
  | 'JOURNAL_CLOSED'
  | 'JOURNAL_REPLAY'
  | 'INVARIANT_BROKEN'
  | 'NEEDS_NODE'
