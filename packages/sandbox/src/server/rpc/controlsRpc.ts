import { InvalidArgumentError } from '@ledgernet/errors'
import type { SandboxState } from '../../generated/controls/methods.gen.js'
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
  const validator = precompiledValidators.sandbox()
  const method = (name: string, run: (params: unknown[]) => Promise<unknown>) =>
    server.addMethod(name, async (raw, context) => {
      const refused = context?.controlsRefusal()
      if (refused) throw rpcError(4005, 'Request not allowed', { ...refused })
      const params = raw === undefined ? [] : raw
      try {
        controls.assertEnabled()
      } catch (error) {
        throw refusal(error)
      }
      const issues = validator.validateRpcParams(name, params)
      if (issues.length > 0) throw rpcError(-32602, 'Invalid params', { issues: reportedIssues(issues) })
      try {
        return await run(params as unknown[])
      } catch (error) {
        throw refusal(error, params as unknown[])
      }
    })

  method('sandbox_snapshot', () => controls.snapshot())
  method('sandbox_revert', ([id]) => controls.revert(id as string))
  method('sandbox_setBalance', async ([address, amount, tokenIdentifier]) => {
    for (const value of [address, tokenIdentifier])
      if (typeof value === 'string' && otherNetwork.test(value))
        throw rpcError(1318, 'Wrong network', { network: 'localnet', found: networkOf(value), value })
    const set = await controls.setBalance(address as string, amount as string, tokenIdentifier as string | undefined)
    return { ...set, balance: set.balance.toString(), totalSupply: set.totalSupply.toString() }
  })
  method('sandbox_mine', ([rounds]) => controls.mine(rounds as number | undefined))
  method('sandbox_setAutomine', ([enabled]) => controls.setAutomine(enabled as boolean))
  method('sandbox_increaseEpoch', ([epochs]) => controls.increaseEpoch(epochs as number))
  method('sandbox_dumpState', () => controls.dumpState())
  method('sandbox_loadState', ([state]) => controls.loadState(state as SandboxState))
  method('sandbox_reset', () => controls.reset())
}

/** The JSON-RPC error of a control's refusal; anything else is thrown on (an internal error). */
function refusal(error: unknown, params: unknown[] = []): unknown {
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
