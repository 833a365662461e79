import type { RegisteredErrors } from '@ledgernet/errors'
import { DecodeError } from './DecodeError.js'

/**
 * The error code of `@ledgernet/transaction` besides `INVALID_ARGUMENT`: bytes that are not a
 * canonical encoding.
 *
 * @example
 * import { transactionErrors } from '@ledgernet/transaction/errors'
 * transactionErrors.errors.DECODE_ERROR.hint
 */
export const transactionErrors = {
  package: '@ledgernet/transaction',
  title: 'Wire formats',
  errors: {
    DECODE_ERROR: {
      class: DecodeError,
      message: (error: DecodeError) => `The transaction bytes do not decode: ${error.shortMessage}`,
      hint: 'the bytes are not a ledgernet transaction (from a server: it is faulty, and nothing was signed)',
      docs: `Bytes are not a canonical encoding of \`specs/transaction-format.md\`: \`offset\` is where
decoding stopped, \`field\` what was being read, \`problem\` what is wrong, in words (truncated,
trailing bytes, unknown version or tag, a boolean other than 0 or 1, a length above its maximum,
invalid UTF-8, a high-S signature, …). A server answer that does not decode is never signed.`,
    },
  },
}

declare module '@ledgernet/errors' {
  interface LedgernetErrorCodes extends RegisteredErrors<typeof transactionErrors> {}
}
