import { contractErrors } from '@ledgernet/contract/errors'
import { cryptoErrors } from '@ledgernet/crypto/errors'
import {
  commonErrors,
  type ErrorEntry,
  type ErrorTable,
  type LedgernetErrorCode,
  type LedgernetErrorCodes,
} from '@ledgernet/errors'
import { flowsErrors } from '@ledgernet/flows/errors'
import { rpcClientErrors } from '@ledgernet/rpc-client/errors'
import { sandboxErrors } from '@ledgernet/sandbox/errors'
import { specsErrors } from '@ledgernet/specs/errors'
import { transactionErrors } from '@ledgernet/transaction/errors'
import { transportErrors } from '@ledgernet/transport/errors'
import { cliErrors } from './cliErrors.js'

/**
 * Every package's table of errors, in the order docs/errors.md lists them: the one place each
 * code's class, message, hint and docs are declared (in the package that throws it).
 *
 * @example
 * for (const table of errorTables) console.log(table.title, Object.keys(table.errors))
 */
export const errorTables: readonly ErrorTable[] = [
  commonErrors,
  cryptoErrors,
  transportErrors,
  rpcClientErrors,
  transactionErrors,
  flowsErrors,
  specsErrors,
  contractErrors,
  sandboxErrors,
  cliErrors,
]

/**
 * The entry of every registered code, read from the packages' tables. Typed over the whole
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
