// Type tests (tsc checks them in `typecheck`; vitest does not run them): the `ledger.*` methods are
// served through the generated handler map of specs/node-rpc.openrpc.json, so a method left out, a
// param read as another type or a result of another shape does not compile.
import type { MethodHandlers } from '@ledgernet/rpc-client'
import { expectTypeOf } from 'vitest'
import type { LedgerHandlers, LedgerMethod, ledgerMethods } from './rpcApi.js'

// Every method of the spec is served, and nothing else.
expectTypeOf<(typeof ledgerMethods)[number]>().toEqualTypeOf<LedgerMethod>()
// The handlers are a server of the spec as its generated map describes one.
expectTypeOf<LedgerHandlers>().toExtend<MethodHandlers>()

export function wrongHandlers(handlers: LedgerHandlers): LedgerHandlers[] {
  const { 'ledger.statusOfTransaction': _status, ...withoutStatus } = handlers
  // @ts-expect-error a method of the spec without its handler
  const missing: LedgerHandlers = withoutStatus
  // @ts-expect-error a result of another shape: a status answers the transaction's id and status
  const wrongResult: LedgerHandlers = { ...handlers, 'ledger.statusOfTransaction': ([txID]) => ({ txID }) }
  const wrongParam: LedgerHandlers = {
    ...handlers,
    // @ts-expect-error a param read as another type: the txID is hex text
    'ledger.statusOfTransaction': ([txID]: [number]) => handlers['ledger.statusOfTransaction']([String(txID)]),
  }
  return [missing, wrongResult, wrongParam]
}
