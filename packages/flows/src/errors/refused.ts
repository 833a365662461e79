import { refusalReason } from './refusalReason.js'
import { type RefusalReason, TransactionRefusedError } from './TransactionRefusedError.js'

/**
 * Awaits one step; a server's definite "no" (as `reasonOf` reads it: HTTP errors by default)
 * becomes a {@link TransactionRefusedError}, anything else passes.
 */
export async function refused<T>(
  operation: string,
  pending: Promise<T>,
  reasonOf: (error: unknown) => RefusalReason | undefined = refusalReason,
): Promise<T> {
  try {
    return await pending
  } catch (error) {
    const reason = reasonOf(error)
    throw reason ? new TransactionRefusedError({ operation, reason, cause: error }) : error
  }
}
