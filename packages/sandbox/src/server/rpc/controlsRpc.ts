import { InvalidArgumentError } from '@ledgernet/errors'
import type { MethodHandlers } from '../../generated/controls/methods.gen.js'
import { SandboxControlError } from '../../SandboxControlError.js'
import type { SandboxControls } from '../../SandboxControls.js'
import type { ControlsRefusal } from '../controlsAdmission.js'
import { precompiledValidators } from '../precompiledValidators.js'
import { reportedIssues } from '../reportedIssues.js'
import type { JSONRPCServer } from './jsonRpc.js'
import { rpcError } from './rpcErrors.js'

const otherNetwork = /^(rdx|tdx)1|^account_(rdx|tdx)1|_(rr|tr)1/
const networkOf = (value: string) => (/^(rdx|account_rdx)|_rr1/.test(value) ? 'mainnet' : 'stokenet')

/**
 * What a JSON-RPC call knows of the HTTP request that carried it: whether that request may drive
 * the controls (`controlsRefusal`, worked out once per request, when a control is called).
 *
 * @example
 * await server.receive(call, { controlsRefusal: () => undefined })
 */
export type RpcCallContext = { controlsRefusal(): ControlsRefusal | undefined }

/**
 * The `sandbox_*` methods of `specs/sandbox.openrpc.json` on the sandbox's JSON-RPC server, over
 * the same controls as the in-process `Sandbox`. A call whose HTTP request may not drive the
 * controls (`controlsRefusal`: its content type, `Host` or `Origin`) answers 4005 and does
 * nothing. Turned off, each answers 4000 before reading its params; a param that breaks its schema is -32602 with the issues; an address or a token of
 * another network is 1318, a bad address 1317, a token the ledger does not know 1323; the
 * controls' own refusals carry their spec codes (4001–4003).
 *
 * @example
 * addControlMethods(server, controls)
 * // POST /rpc {"jsonrpc":"2.0","id":1,"method":"sandbox_snapshot"} → {"result":"0x1"}
 */
export function addControlMethods(server: JSONRPCServer<RpcCallContext>, controls: SandboxControls): void {
  const handlers = controlHandlers(controls)
  const validator = precompiledValidators.sandbox()
  const paramsOf = <M extends ControlName>(name: M, params: unknown): params is ControlParams[M] =>
    validator.validateRpcParams(name, params).length === 0
  const serve = <M extends ControlName>(name: M) =>
    server.addMethod(name, async (raw, context) => {
      const refused = context?.controlsRefusal()
      if (refused) throw rpcError(4005, 'Request not allowed', { ...refused })
      const params: unknown = raw === undefined ? [] : raw
      try {
        controls.assertEnabled()
      } catch (error) {
        throw refusal(error)
      }
      if (!paramsOf(name, params))
        throw rpcError(-32602, 'Invalid params', {
          issues: reportedIssues(validator.validateRpcParams(name, params)),
        })
      try {
        return await handlers[name](params)
      } catch (error) {
        throw refusal(error, params)
      }
    })
  for (const name of controlNames) serve(name)
}

/** The methods of `specs/sandbox.openrpc.json`, by name. */
export type ControlName = keyof MethodHandlers
/** Each method's positional params, as the spec declares them. */
type ControlParams = { [M in ControlName]: Parameters<MethodHandlers[M]>[0] }
/** Each method's handler over the controls: the spec's params in, its result out. */
export type ControlHandlers = { [M in ControlName]: (params: ControlParams[M]) => ReturnType<MethodHandlers[M]> }

/**
 * The handler of every control, typed by the generated `MethodHandlers` of the spec: a method
 * missing here, a param read as another type or a result of another shape does not compile.
 *
 * @example
 * await controlHandlers(controls).sandbox_mine([2])
 */
function controlHandlers(controls: SandboxControls): ControlHandlers {
  return {
    sandbox_snapshot: () => controls.snapshot(),
    sandbox_revert: ([id]) => controls.revert(id),
    sandbox_setBalance: async ([address, amount, tokenIdentifier]) => {
      for (const value of [address, tokenIdentifier])
        if (typeof value === 'string' && otherNetwork.test(value))
          throw rpcError(1318, 'Wrong network', { network: 'localnet', found: networkOf(value), value })
      const set = await controls.setBalance(address, amount, tokenIdentifier)
      return { ...set, balance: set.balance.toString(), totalSupply: set.totalSupply.toString() }
    },
    sandbox_mine: ([rounds]) => controls.mine(rounds),
    sandbox_setAutomine: ([enabled]) => controls.setAutomine(enabled),
    sandbox_increaseEpoch: ([epochs]) => controls.increaseEpoch(epochs),
    sandbox_dumpState: () => controls.dumpState(),
    sandbox_loadState: ([state]) => controls.loadState(state),
    sandbox_reset: () => controls.reset(),
  }
}

/**
 * The spec's method names, in its order, each served by `addControlMethods`: a name the spec does
 * not have does not compile (and `controlsRpc.test-d.ts` fails when one it has is left out).
 *
 * @example
 * controlNames.includes('sandbox_mine') // true
 */
export const controlNames = [
  'sandbox_snapshot',
  'sandbox_revert',
  'sandbox_setBalance',
  'sandbox_mine',
  'sandbox_setAutomine',
  'sandbox_increaseEpoch',
  'sandbox_dumpState',
  'sandbox_loadState',
  'sandbox_reset',
] as const satisfies readonly ControlName[]

/** The JSON-RPC error of a control's refusal; anything else is thrown on (an internal error). */
function refusal(error: unknown, params: readonly unknown[] = []): unknown {
  if (error instanceof SandboxControlError) return rpcError(error.rpcCode, error.rpcMessage, { ...error.data })
  if (error instanceof InvalidArgumentError) {
    if (error.field === 'address')
      return rpcError(1317, 'Invalid address', { address: params[0], reason: error.problem })
    if (error.field === 'tokenIdentifier') return rpcError(1323, 'Unknown token', { tokenIdentifier: params[2] })
    return rpcError(-32602, 'Invalid params', {
      issues: [{ path: '/params', message: `${error.field} ${error.problem}` }],
    })
  }
  return error
}
