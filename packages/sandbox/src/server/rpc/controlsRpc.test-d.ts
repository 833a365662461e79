// Type tests (tsc checks them in `typecheck`; vitest does not run them): the controls are served
// through the generated handler map of specs/sandbox.openrpc.json, so a method left out, a param
// read as another type or a result of another shape does not compile.
import { expectTypeOf } from 'vitest'
import type { MethodHandlers } from '../../generated/controls/methods.gen.js'
import type { ControlHandlers, ControlName, controlNames } from './controlsRpc.js'

// Every method of the spec is served, and nothing else.
expectTypeOf<(typeof controlNames)[number]>().toEqualTypeOf<ControlName>()
// The handlers are a server of the spec as its generated map describes one.
expectTypeOf<ControlHandlers>().toExtend<MethodHandlers>()

export function wrongHandlers(handlers: ControlHandlers): ControlHandlers[] {
  const { sandbox_reset: _reset, ...withoutReset } = handlers
  // @ts-expect-error a method of the spec without its handler
  const missing: ControlHandlers = withoutReset
  // @ts-expect-error a result of another shape: setAutomine answers the mining mode, not a word
  const wrongResult: ControlHandlers = { ...handlers, sandbox_setAutomine: () => 'auto' }
  const wrongParam: ControlHandlers = {
    ...handlers,
    // @ts-expect-error a param read as another type: the rounds to mine are a number
    sandbox_mine: ([rounds]: [string]) => handlers.sandbox_mine([Number(rounds)]),
  }
  return [missing, wrongResult, wrongParam]
}
