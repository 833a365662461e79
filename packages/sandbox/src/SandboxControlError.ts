import { LedgernetError } from '@ledgernet/errors'
import { packageTag } from './packageTag.js'

/**
 * Why a control refused, with its JSON-RPC code (`specs/sandbox.openrpc.json`, which never
 * changes a code's meaning): `CONTROLS_OFF` 4000, `UNKNOWN_SNAPSHOT` 4001, `INVALID_STATE` 4002,
 * `SUPPLY_OUT_OF_RANGE` 4003, `STORE_FAILING` 4004, `UNKNOWN_TOKEN` 1323.
 *
 * @example
 * const reason: SandboxControlReason = 'UNKNOWN_SNAPSHOT'
 */
export type SandboxControlReason =
  | 'CONTROLS_OFF'
  | 'UNKNOWN_SNAPSHOT'
  | 'INVALID_STATE'
  | 'SUPPLY_OUT_OF_RANGE'
  | 'STORE_FAILING'
  | 'UNKNOWN_TOKEN'

/**
 * The codes of {@link SandboxControlError}: `SANDBOX_` and its reason.
 *
 * @example
 * const code: SandboxControlCode = 'SANDBOX_UNKNOWN_SNAPSHOT'
 */
export type SandboxControlCode = `SANDBOX_${SandboxControlReason}`

/** The error code of each reason, written out so that a search for the code finds it. */
const codes: { [reason in SandboxControlReason]: `SANDBOX_${reason}` } = {
  CONTROLS_OFF: 'SANDBOX_CONTROLS_OFF',
  UNKNOWN_SNAPSHOT: 'SANDBOX_UNKNOWN_SNAPSHOT',
  INVALID_STATE: 'SANDBOX_INVALID_STATE',
  SUPPLY_OUT_OF_RANGE: 'SANDBOX_SUPPLY_OUT_OF_RANGE',
  STORE_FAILING: 'SANDBOX_STORE_FAILING',
  UNKNOWN_TOKEN: 'SANDBOX_UNKNOWN_TOKEN',
}

const rpcCodes: Record<SandboxControlReason, number> = {
  CONTROLS_OFF: 4000,
  UNKNOWN_SNAPSHOT: 4001,
  INVALID_STATE: 4002,
  SUPPLY_OUT_OF_RANGE: 4003,
  STORE_FAILING: 4004,
  UNKNOWN_TOKEN: 1323,
}

/**
 * The reason a control's JSON-RPC error code stands for (`4001` → `UNKNOWN_SNAPSHOT`): what a
 * client of the controls over HTTP reads back from a `JsonRpcError`. `undefined` for other codes.
 *
 * @example
 * sandboxControlReasonOf(4001) // 'UNKNOWN_SNAPSHOT'
 */
export function sandboxControlReasonOf(rpcCode: number): SandboxControlReason | undefined {
  return (Object.keys(rpcCodes) as SandboxControlReason[]).find((reason) => rpcCodes[reason] === rpcCode)
}

const rpcMessages: Record<SandboxControlReason, string> = {
  CONTROLS_OFF: 'Controls turned off',
  UNKNOWN_SNAPSHOT: 'Unknown snapshot',
  INVALID_STATE: 'Invalid state',
  SUPPLY_OUT_OF_RANGE: 'Supply out of range',
  STORE_FAILING: 'Store failing',
  UNKNOWN_TOKEN: 'Unknown token',
}

/**
 * A sandbox control (snapshot, revert, setBalance, …) refused, the same way in process and over
 * JSON-RPC: `reason` says why, `data` carries what the spec's error names (the snapshot id, the
 * problems of a state document, …), `rpcCode` and `rpcMessage` are the JSON-RPC error's.
 *
 * @example
 * try {
 *   await sandbox.revert('0x9')
 * } catch (error) {
 *   if (error instanceof SandboxControlError && error.reason === 'UNKNOWN_SNAPSHOT') console.log(error.data.id)
 * }
 */
export class SandboxControlError<TCode extends SandboxControlCode = SandboxControlCode> extends LedgernetError<TCode> {
  override name = 'SandboxControlError' as const
  declare readonly reason: SandboxControlReason
  declare readonly data: Readonly<Record<string, unknown>>

  constructor(reason: SandboxControlReason, message: string, data: Record<string, unknown>) {
    super(message, {
      code: codes[reason] as TCode,
      packageTag,
      metaMessages: Object.entries(data).map(([key, value]) => `${key}: ${JSON.stringify(value)}`),
    })
    Object.assign(this, { reason, data })
  }

  /** The JSON-RPC error code of this refusal on `/rpc`. */
  get rpcCode(): number {
    return rpcCodes[this.reason]
  }

  /** The JSON-RPC error message of this refusal on `/rpc`. */
  get rpcMessage(): string {
    return rpcMessages[this.reason]
  }
}
