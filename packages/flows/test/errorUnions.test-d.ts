// Type tests (tsc checks them in `typecheck`): the flows' error unions name each error once
// (tooling/package-checks' repeatedErrorUnionMembers test holds that) and still hold every error
// they held when they listed the transport's and JSON-RPC's errors a second time.
import type { JsonRpcError } from '@ledgernet/rpc-client'
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
>()
expectTypeOf<TransferErrorType>().toEqualTypeOf<SubmitActionsErrorType>()
expectTypeOf<SubmitIntentErrorType>().toEqualTypeOf<
  WaitForReceiptErrorType | AnswerMismatchError | TransactionRefusedError | TransportErrorType
>()
