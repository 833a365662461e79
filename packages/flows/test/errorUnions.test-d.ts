// Type tests (tsc checks them in `typecheck`): the flows' error unions name each error once
// (tooling/package-checks' repeatedErrorUnionMembers test holds that) and hold every error the
// flows can throw (tooling/package-checks' errorUnions test derives them from the code that
// throws); a `case` of each such code compiles, a code no flow throws does not.
import type { WebCryptoUnavailableError } from '@ledgernet/crypto'
import type { JsonRpcError } from '@ledgernet/rpc-client'
import type { DecodeError } from '@ledgernet/transaction'
import type { TransportErrorType } from '@ledgernet/transport'
import { expectTypeOf } from 'vitest'
import type {
  AnswerMismatchError,
  FeeTooHighError,
  PayloadMismatchError,
  SubmitActionsErrorType,
  SubmitIntentErrorType,
  TokenRriMismatchError,
  TransactionMismatchError,
  TransactionRefusedError,
  TransferErrorType,
  ValidityWindowError,
  WaitForReceiptErrorType,
  WaitForStatusErrorType,
} from '../src/index.js'

expectTypeOf<SubmitActionsErrorType>().toEqualTypeOf<
  | WaitForStatusErrorType
  | PayloadMismatchError
  | TransactionMismatchError
  | FeeTooHighError
  | ValidityWindowError
  | TokenRriMismatchError
  | TransactionRefusedError
  | TransportErrorType
  | JsonRpcError
  | WebCryptoUnavailableError
  | DecodeError
>()
expectTypeOf<TransferErrorType>().toEqualTypeOf<SubmitActionsErrorType>()
expectTypeOf<SubmitIntentErrorType>().toEqualTypeOf<
  WaitForReceiptErrorType | AnswerMismatchError | TransactionRefusedError | TransportErrorType | DecodeError
>()

/** What a program does with a transfer's error: a `case` per code it may meet. */
export function explainTransfer(error: TransferErrorType): string {
  switch (error.code) {
    case 'WEB_CRYPTO_UNAVAILABLE':
      return 'serve the page over https'
    case 'DECODE_ERROR':
      return `${error.field} at byte ${error.offset}`
    case 'TRANSACTION_REFUSED':
      return error.reason
    case 'FEE_TOO_HIGH':
      return `${error.fee} > ${error.maxFee}`
    // @ts-expect-error no flow throws the sandbox's codes: the case does not compile (TS2678)
    case 'PORT_IN_USE':
      return 'never'
    default:
      return error.shortMessage
  }
}

/** The same for a v0 flow's error. */
export function explainSubmitIntent(error: SubmitIntentErrorType): string {
  switch (error.code) {
    case 'DECODE_ERROR':
      return error.problem
    // @ts-expect-error a v0 flow hashes without Web Crypto: it never throws WEB_CRYPTO_UNAVAILABLE
    case 'WEB_CRYPTO_UNAVAILABLE':
      return 'never'
    default:
      return error.shortMessage
  }
}
