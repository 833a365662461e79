import { decodeAccountAddress, encodeAccountAddress, getNetwork, parseSubunits } from '@ledgernet/crypto'
import { isLedgernetError } from '@ledgernet/errors'
import { actionDifferences } from './actionDifferences.js'
import type { BytesInput } from './bytesInput.js'
import { decodeUnsignedTransaction } from './decodeUnsignedTransaction.js'
import { fromGatewayAction } from './fromGatewayActions.js'
import type { GatewayBuildRequest } from './GatewayAction.js'

import type { Action, UnsignedTransaction } from './UnsignedTransaction.js'

/**
 * One difference between what was asked and what a transaction does. `field` is the path in
 * the request (`actions[0].amount.value`); `expected` is what the request says, `actual` what the
 * transaction holds, both as text for display.
 *
 * @example
 * const mismatch: TransactionMismatch = { field: 'actions[0].to_account.address', expected: 'ddx1…', actual: 'ddx1…' }
 */
export type TransactionMismatch = { field: string; expected: string; actual: string }

/**
 * Options of {@link compareWithBuildRequest}.
 *
 * @example
 * const options: CompareWithBuildRequestOptions = { fee: build.transaction_build.fee.value }
 */
export type CompareWithBuildRequestOptions = {
  /** The fee the build response announced (`transaction_build.fee.value`), checked too when given. */
  fee?: string
}

/**
 * Compares an unsigned transaction (bytes, hex or decoded) with the Gateway API
 * `/transaction/build` request that produced it: network, fee payer, the same actions in the
 * same order (accounts, tokens, amounts, every token property), the mint-and-burn flag, the
 * message, and optionally the announced fee. Returns every difference; an empty array means the
 * transaction does exactly what was asked. A flow signs only then.
 *
 * @example
 * import { compareWithBuildRequest, payloadToSign } from '@ledgernet/transaction'
 * const mismatches = compareWithBuildRequest(build.transaction_build.unsigned_transaction, request, {
 *   fee: build.transaction_build.fee.value,
 * })
 * if (mismatches.length > 0) throw new Error(`the gateway built something else: ${mismatches[0].field}`)
 */
export function compareWithBuildRequest(
  transaction: UnsignedTransaction | BytesInput,
  request: GatewayBuildRequest,
  options: CompareWithBuildRequestOptions = {},
): TransactionMismatch[] {
  const decoded =
    typeof transaction === 'string' || transaction instanceof Uint8Array
      ? decodeUnsignedTransaction(transaction)
      : transaction
  const mismatches: TransactionMismatch[] = []
  const differ = (field: string, expected: unknown, actual: unknown) =>
    mismatches.push({ field, expected: show(expected), actual: show(actual) })

  const network = request.network_identifier?.network
  if (network !== decoded.network) differ('network_identifier.network', network, decoded.network)
  const networkObject = getNetwork(decoded.network)

  const feePayerField = request.fee_payer !== undefined ? 'fee_payer.address' : 'feePayer.address'
  const feePayer = request.fee_payer?.address ?? request.feePayer?.address
  if (canonicalAccount(feePayer, networkObject) !== decoded.feePayer) differ(feePayerField, feePayer, decoded.feePayer)

  const disable = request.disable_token_mint_and_burn ?? false
  if (disable !== decoded.disableTokenMintAndBurn) {
    differ('disable_token_mint_and_burn', disable, decoded.disableTokenMintAndBurn)
  }

  const message = typeof request.message === 'string' ? request.message.toLowerCase() : request.message
  if (message !== decoded.message) differ('message', message, decoded.message)

  if (options.fee !== undefined) {
    let fee: bigint | undefined
    try {
      fee = parseSubunits(options.fee, 'fee')
    } catch {
      fee = undefined
    }
    if (fee !== decoded.fee) differ('fee.value', options.fee, decoded.fee)
  }

  const requested = Array.isArray(request.actions) ? request.actions : []
  if (requested.length !== decoded.actions.length) {
    differ('actions.length', requested.length, decoded.actions.length)
  }
  const common = Math.min(requested.length, decoded.actions.length)
  for (let index = 0; index < common; index++) {
    const field = `actions[${index}]`
    let expected: Action
    try {
      expected = fromGatewayAction(requested[index] as (typeof requested)[number], networkObject, field)
    } catch (error) {
      if (!isLedgernetError(error)) throw error
      differ(
        field,
        `an action the transaction cannot hold (${error.shortMessage})`,
        (decoded.actions[index] as Action).type,
      )
      continue
    }
    for (const difference of actionDifferences(expected, decoded.actions[index] as Action)) {
      differ(`${field}.${gatewayPath(expected.type, difference.key)}`, difference.expected, difference.actual)
    }
  }
  return mismatches
}

const gatewayPaths: Record<string, Record<string, string>> = {
  TransferTokens: {
    from: 'from_account.address',
    to: 'to_account.address',
    token: 'amount.token_identifier.rri',
    amount: 'amount.value',
  },
  MintTokens: { to: 'to_account.address', token: 'amount.token_identifier.rri', amount: 'amount.value' },
  BurnTokens: { from: 'from_account.address', token: 'amount.token_identifier.rri', amount: 'amount.value' },
  CreateTokenDefinition: {
    owner: 'token_properties.owner.address',
    symbol: 'token_properties.symbol',
    name: 'token_properties.name',
    description: 'token_properties.description',
    iconUrl: 'token_properties.icon_url',
    url: 'token_properties.url',
    isSupplyMutable: 'token_properties.is_supply_mutable',
    supply: 'token_supply.value',
    token: 'token_supply.token_identifier.rri',
    to: 'to_account.address',
  },
}

function gatewayPath(type: Action['type'], key: string): string {
  return gatewayPaths[type]?.[key] ?? key
}

function canonicalAccount(address: unknown, network: ReturnType<typeof getNetwork>): string | undefined {
  try {
    return encodeAccountAddress(decodeAccountAddress(address as string, network).publicKey, network)
  } catch {
    return undefined
  }
}

function show(value: unknown): string {
  if (value === undefined) return '(absent)'
  if (typeof value === 'string') return value
  return String(value)
}
