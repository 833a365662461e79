import { contractErrors, specsErrors } from '@ledgernet/contract/errors'
import { commonErrors, type ErrorEntry, type LedgernetErrorCode, type LedgernetErrorCodes } from '@ledgernet/errors'
// The flows' and the contract runner's error entries carry the tables of the packages they call.
import { cryptoErrors, flowsErrors, rpcClientErrors, transactionErrors, transportErrors } from '@ledgernet/flows/errors'
import { sandboxErrors } from '@ledgernet/sandbox/errors'
import { cliErrors } from './cliErrors.js'

/**
 * The entry of every registered code, read from the packages' tables (each declares the codes its
 * package throws: the class, the line a person reads, the hint, the docs). Typed over the whole
 * registry: a package whose table is not listed here, or an entry whose message or hint does not
 * take its code's error, does not compile.
 *
 * @example
 * errorEntries.FEE_TOO_HIGH.hint
 */
export const errorEntries: { readonly [TCode in LedgernetErrorCode]: ErrorEntry<LedgernetErrorCodes[TCode]> } = {
  ...commonErrors.errors,
  ...cryptoErrors.errors,
  ...transportErrors.errors,
  ...rpcClientErrors.errors,
  ...transactionErrors.errors,
  ...flowsErrors.errors,
  ...specsErrors.errors,
  ...contractErrors.errors,
  ...sandboxErrors.errors,
  ...cliErrors.errors,
}
