// Type tests (tsc checks them in `typecheck`; vitest does not run them): a sandbox's balanceOf reads
// XRD only when no token is given; a token that may be undefined does not compile.
import { expectTypeOf } from 'vitest'
import type { Sandbox } from '../src/index.js'

export function balances(sandbox: Sandbox, address: string, token: string, maybeToken: string | undefined): void {
  expectTypeOf(sandbox.balanceOf(address)).toEqualTypeOf<bigint>()
  expectTypeOf(sandbox.balanceOf(address, token)).toEqualTypeOf<bigint>()
  // @ts-expect-error a token not created yet is not XRD
  sandbox.balanceOf(address, maybeToken)
  // @ts-expect-error nor is an explicit undefined
  sandbox.balanceOf(address, undefined)
}
