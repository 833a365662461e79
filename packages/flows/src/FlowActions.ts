import type { Action, ActionFormat } from '@ledgernet/transaction'
import type { ActionContext } from './ActionContext.js'
import type { deriveTokens } from './deriveTokens.js'

/**
 * What a flow hands to the lifecycle (`runLifecycle`): its actions, read from the caller's input, and
 * the wire formats of the action types they may be. The server's blob is decoded with these
 * formats only — an action of another type is a blob that is not the transaction asked for — so
 * that each flow's bundle carries the code of its own actions (a transfer: TransferTokens).
 */
export type FlowActions = {
  read(context: ActionContext): Action[]
  formats: readonly ActionFormat[]
  /** For flows that create tokens: the Gateway API's `/token/derive` must answer the rri derived offline. */
  deriveTokens?: typeof deriveTokens
}
