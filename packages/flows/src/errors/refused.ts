import { refusalReason } from './refusalReason.js'
import { TransactionRefusedError } from './TransactionRefusedError.js'

/** Awaits one step; a server's definite "no" becomes a {@link TransactionRefusedError}, anything else passes. */
export async function refused<T>(operation: string, pending: Promise<T>): Promise<T> {
  try {
    return await pending
  } catch (error) {
    const reason = refusalReason(error)
    throw reason ? new TransactionRefusedError({ operation, reason, cause: error }) : error
  }
}
