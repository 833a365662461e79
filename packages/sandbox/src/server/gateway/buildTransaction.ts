import { InvalidArgumentError } from '@ledgernet/errors'
import type { BuildTransactionRequest, OperationHandlers } from '@ledgernet/gateway-client'
import type { Action, GatewayAction } from '@ledgernet/transaction'
import { IntakeError } from '../../ledger/IntakeProblem.js'
import { nativeToken } from '../../ledger/nativeToken.js'
import type { TransactionDesk } from '../../ledger/TransactionDesk.js'
import { gatewayError, intakeError, invalidRequest } from './gatewayError.js'
import { readGatewayActions } from './readGatewayActions.js'

/**
 * `POST /transaction/build`: reads the actions (typed errors for addresses and rri strings that
 * have the right shape but do not check out), then builds against the current ledger.
 *
 * @example
 * buildTransaction(desk, request.body) // { status: 200, body: { transaction_build: { fee, unsigned_transaction, payload_to_sign } } }
 */
export function buildTransaction(
  desk: TransactionDesk,
  body: BuildTransactionRequest,
): Awaited<ReturnType<OperationHandlers['buildTransaction']>> {
  const feePayerField = body.fee_payer ? 'fee_payer' : 'feePayer'
  const feePayerAddress = (body.fee_payer ?? body.feePayer)!.address
  let feePayer: string
  let actions: Action[]
  try {
    feePayer = desk.ledger.book.ofAddress(feePayerAddress, `${feePayerField}.address`).address
    actions = readGatewayActions(body.actions, desk.ledger.book)
  } catch (error) {
    if (!(error instanceof InvalidArgumentError)) throw error
    return fieldError(body, error)
  }
  const givenTokens = new Map<number, string>()
  for (const [index, action] of (body.actions as readonly GatewayAction[]).entries()) {
    if (action.type === 'CreateTokenDefinition')
      givenTokens.set(index, (action.token_supply ?? action.token_properties.token_supply)!.token_identifier.rri)
  }
  try {
    const built = desk.build({
      actions,
      feePayer,
      message: body.message,
      disableTokenMintAndBurn: body.disable_token_mint_and_burn === true,
      givenTokens,
    })
    return {
      status: 200,
      body: {
        transaction_build: {
          fee: { value: built.fee.toString(), token_identifier: { rri: nativeToken.rri } },
          unsigned_transaction: built.unsignedHex,
          payload_to_sign: built.payloadHash,
        },
      },
    }
  } catch (error) {
    if (!(error instanceof IntakeError)) throw error
    return intakeError(error.problem, {
      operationId: 'buildTransaction',
      message: error.shortMessage,
      requestActions: body.actions,
    })
  }
}

/** An address, rri or other value the schema let through but the ledger cannot read. */
function fieldError(body: unknown, error: InvalidArgumentError) {
  const tokens = error.field.split(/\.|\[(\d+)\]/).filter((token) => token !== undefined && token !== '')
  let value: unknown = body
  for (const token of tokens) value = (value as Record<string, unknown> | undefined)?.[token]
  if (error.field.endsWith('.address'))
    return gatewayError(400, `Invalid account address: ${String(value)} ${error.problem}`, {
      type: 'InvalidAccountAddressError',
      invalid_account_address: String(value),
    })
  if (error.field.endsWith('.rri'))
    return gatewayError(400, `Invalid rri: ${String(value)} ${error.problem}`, {
      type: 'InvalidTokenRRIError',
      invalid_rri: String(value),
    })
  return invalidRequest([{ path: `/body/${tokens.join('/')}`, message: error.problem }])
}
