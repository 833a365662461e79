import { bytesToHex, encodeAccountAddress, hexToBytes, nativeTokenRri, parseSubunits } from '@ledgernet/crypto'
import { InvalidArgumentError, isLedgernetError } from '@ledgernet/errors'
import {
  buildTransaction as gatewayBuild,
  deriveToken,
  finalizeTransaction as gatewayFinalize,
  submitTransaction as gatewaySubmit,
  type GatewayTransport,
} from '@ledgernet/gateway-client'
import {
  buildTransaction as rpcBuild,
  finalizeTransaction as rpcFinalize,
  submitTransaction as rpcSubmit,
  type JsonRpcError,
} from '@ledgernet/rpc-client'
import {
  compareWithBuildRequest,
  decodeUnsignedTransaction,
  encodeSignedTransaction,
  payloadToSign,
  toGatewayActions,
  transactionId as idOf,
  type GatewayBuildRequest,
  type TransactionMismatch,
  type UnsignedTransaction,
} from '@ledgernet/transaction'
import type { CallOptions, TransportErrorType } from '@ledgernet/transport'
import type { ActionInput } from './ActionInput.js'
import { compareWithRpcBuild, type RpcBuildParams } from './compareWithRpcBuild.js'
import { AnswerMismatchError } from './errors/AnswerMismatchError.js'
import { FeeTooHighError } from './errors/FeeTooHighError.js'
import { PayloadMismatchError } from './errors/PayloadMismatchError.js'
import { refused } from './errors/refused.js'
import { TokenRriMismatchError } from './errors/TokenRriMismatchError.js'
import { TransactionMismatchError } from './errors/TransactionMismatchError.js'
import type { TransactionRefusedError } from './errors/TransactionRefusedError.js'
import { ValidityWindowError } from './errors/ValidityWindowError.js'
import type { FlowOptions } from './FlowOptions.js'
import type { FlowResult } from './FlowResult.js'
import { flowNetwork } from './flowNetwork.js'
import { resolveLedger, type LedgerClient } from './LedgerClient.js'
import { checkSigner, signPayload } from './signPayload.js'
import { submitWithRetry } from './submitWithRetry.js'
import { toActions } from './toActions.js'
import { toRpcActions } from './toRpcActions.js'
import { waitForStatus, type WaitForStatusErrorType } from './waitForStatus.js'

/**
 * Parameters of {@link submitActions}: the {@link FlowOptions}, the actions, and
 * `disableTokenMintAndBurn` (the transaction may then mint or burn nothing).
 *
 * @example
 * const parameters: SubmitActionsParameters = { signer, maxFee: toSubunits('1'), actions: [{ type: 'TransferTokens', to: bob, amount: 1n }] }
 */
export type SubmitActionsParameters = FlowOptions & {
  actions: readonly ActionInput[]
  disableTokenMintAndBurn?: boolean
}

/**
 * Everything a flow may throw. The checks before signing: `PayloadMismatchError`,
 * `TransactionMismatchError`, `FeeTooHighError`, `ValidityWindowError`, `TokenRriMismatchError` —
 * nothing is signed after any of them. The server's refusals: `TransactionRefusedError`. After
 * signing: `AnswerMismatchError`, and the wait's errors (`TransactionFailedError`, `WaitForStatusTimeoutError` with the id, …). Bad
 * input: `InvalidArgumentError` naming the field. Transport failures pass through.
 *
 * @example
 * const failure = error as SubmitActionsErrorType
 * if (failure.code === 'TRANSACTION_REFUSED') console.log(failure.reason)
 */
export type SubmitActionsErrorType =
  | WaitForStatusErrorType
  | PayloadMismatchError
  | TransactionMismatchError
  | FeeTooHighError
  | ValidityWindowError
  | TokenRriMismatchError
  | TransactionRefusedError
  | TransportErrorType
  | JsonRpcError

/** What the build step of either interface hands to the checks: the blob, decoded, and how it differs from the request. */
type Built = { unsigned: string; transaction: UnsignedTransaction; mismatches: TransactionMismatch[] }

/**
 * Runs a transaction of any mix of actions through the whole lifecycle on the one client given
 * (Gateway API or JSON-RPC, full client or lean transport): derive the rri of created tokens
 * (Gateway API, compared with the rri derived offline) → build → check → sign → finalize → submit
 * → wait for CONFIRMED.
 *
 * Nothing the server built is trusted: the payload to sign is recomputed from the blob, the blob
 * is decoded and compared with what was asked (network, fee payer, every action and field,
 * message, flag, the announced fee), its fee must be ≤ `maxFee` and its validity window at most
 * `maxValidityEpochs` long. Only then does the Signer sign. The signed transaction and its id
 * are computed here; finalize and submit must answer the same id. Submit is sent again while its
 * outcome is unknown: the id makes it idempotent, the server never executes it twice.
 *
 * @example
 * import { createGatewayTransport } from '@ledgernet/gateway-client'
 * import { createSigner, privateKeyFromMnemonic, toSubunits } from '@ledgernet/crypto'
 * import { submitActions } from '@ledgernet/flows'
 * const gateway = createGatewayTransport({ baseUrl: 'http://127.0.0.1:8080', network: 'localnet' })
 * const signer = createSigner(privateKeyFromMnemonic('test test test test test test test test test test test junk', { index: 0 }))
 * const { transactionId } = await submitActions(gateway, {
 *   signer,
 *   maxFee: toSubunits('1'),
 *   actions: [{ type: 'TransferTokens', to: 'ddx1qsprsa558ezf92sdtkeqy9auxecgrr9gu22fcx5p883d7w5vv6jxyccl7z4d6', amount: toSubunits('2') }],
 * })
 */
export async function submitActions(client: LedgerClient, parameters: SubmitActionsParameters): Promise<FlowResult> {
  const { signer, signal, message, maxValidityEpochs = 1_000, disableTokenMintAndBurn = false } = parameters
  const ledger = resolveLedger(client)
  checkSigner(signer)
  const network = flowNetwork(ledger, parameters.network)
  const maxFee = parseSubunits(parameters.maxFee, 'maxFee')
  if (message !== undefined && (typeof message !== 'string' || !/^([0-9a-fA-F]{2}){0,255}$/.test(message)))
    throw new InvalidArgumentError('message', 'must be hex of 0 to 255 bytes')
  if (!Number.isSafeInteger(maxValidityEpochs) || maxValidityEpochs < 1)
    throw new InvalidArgumentError('maxValidityEpochs', 'must be a positive integer')
  if (typeof disableTokenMintAndBurn !== 'boolean') throw new InvalidArgumentError('disableTokenMintAndBurn', 'must be true or false')
  const actions = toActions(parameters.actions, signer.publicKey, network)
  const feePayer = encodeAccountAddress(signer.publicKey, network)
  const call: CallOptions = { signal }
  const hexMessage = message?.toLowerCase()
  const created = actions.flatMap((action) => (action.type === 'CreateTokenDefinition' ? [action] : []))

  // Build: each interface hands back the blob, the payload and fee it announced, and the
  // differences between the blob and the request it was given.
  let built: Built
  if (ledger.kind === 'gateway') {
    const { gateway } = ledger
    for (const { symbol, token } of created) {
      const { token_identifier } = await refused('deriveToken', deriveToken(gateway, { public_key: { hex: signer.publicKey.hex }, symbol }, call))
      if (token_identifier.rri.toLowerCase() !== token) throw new TokenRriMismatchError({ symbol, derived: token!, received: token_identifier.rri })
    }
    const request = {
      actions: toGatewayActions(actions),
      fee_payer: { address: feePayer },
      ...(hexMessage === undefined ? {} : { message: hexMessage }),
      ...(disableTokenMintAndBurn ? { disable_token_mint_and_burn: true } : {}),
    }
    const { transaction_build } = await refused('buildTransaction', gatewayBuild(gateway, request as never, call))
    const { unsigned_transaction: unsigned, payload_to_sign: payload, fee } = transaction_build
    const transaction = checkedBlob('unsigned_transaction', unsigned, payload)
    const gatewayRequest = { network_identifier: { network: gateway.network }, ...request } as GatewayBuildRequest
    const mismatches = compareWithBuildRequest(transaction, gatewayRequest, { fee: fee.value })
    const native = nativeTokenRri(network)
    if (fee.token_identifier.rri !== native) mismatches.push({ field: 'fee.token_identifier.rri', expected: native, actual: fee.token_identifier.rri })
    built = { unsigned, transaction, mismatches }
  } else {
    const params: RpcBuildParams = [toRpcActions(actions), feePayer, hexMessage ?? null, disableTokenMintAndBurn]
    const { fee, transaction: answer } = await refused('buildTransaction', rpcBuild(ledger.rpc, params as never, call))
    const { blob: unsigned, hashOfBlobToSign: payload } = answer
    const transaction = checkedBlob('blob', unsigned, payload)
    built = { unsigned, transaction, mismatches: compareWithRpcBuild(transaction, params, network, fee) }
  }

  // Check, then sign: nothing reaches the Signer unless every check passed.
  const { transaction } = built
  if (built.mismatches.length > 0) throw new TransactionMismatchError(built.mismatches)
  if (transaction.fee > maxFee) throw new FeeTooHighError({ fee: transaction.fee, maxFee })
  const { startEpoch, endEpoch } = transaction
  if (endEpoch - startEpoch > BigInt(maxValidityEpochs))
    throw new ValidityWindowError({ startEpoch, endEpoch, reason: `is longer than maxValidityEpochs (${maxValidityEpochs})` })
  const payload = hexToBytes(payloadToSign(built.unsigned))
  const signature = await signPayload(signer, payload)
  const signed = encodeSignedTransaction(built.unsigned, signature)
  const signedHex = bytesToHex(signed)
  const id = idOf(signed)
  const der = signature.toDERHex()
  const publicKey = signer.publicKey.hex
  const expect = (operation: string, field: string, actual: string, expected = id) => {
    if (actual.toLowerCase() !== expected) throw new AnswerMismatchError({ operation, field, expected, actual })
  }

  // Finalize (without submitting), then submit what was signed here, again while unknown. The
  // caller learns the id before submit: whatever happens to submit, the transaction can be tracked.
  const retry: CallOptions = { signal, retry: false }
  if (ledger.kind === 'gateway') {
    const { gateway } = ledger
    const finalized = await refused(
      'finalizeTransaction',
      gatewayFinalize(gateway, { unsigned_transaction: built.unsigned, signature: { public_key: { hex: publicKey }, bytes: der }, submit: false }, call),
    )
    expect('finalizeTransaction', 'signed_transaction', finalized.signed_transaction, signedHex)
    expect('finalizeTransaction', 'transaction_identifier.hash', finalized.transaction_identifier.hash)
    parameters.onTransactionId?.(id)
    const submitted = await submitWithRetry(
      'submitTransaction',
      () => refused('submitTransaction', gatewaySubmit(gateway, { signed_transaction: signedHex, transaction_identifier: { hash: id } }, retry)),
      parameters.submitRetry,
      signal,
    )
    expect('submitTransaction', 'transaction_identifier.hash', submitted.transaction_identifier.hash)
  } else {
    const { rpc } = ledger
    const blob = { blob: built.unsigned }
    const finalized = await refused('finalizeTransaction', rpcFinalize(rpc, [blob, der, publicKey], call))
    expect('finalizeTransaction', 'txID', finalized.txID)
    parameters.onTransactionId?.(id)
    const submitted = await submitWithRetry(
      'submitTransaction',
      () => refused('submitTransaction', rpcSubmit(rpc, [blob, der, publicKey, id], retry)),
      parameters.submitRetry,
      signal,
    )
    expect('submitTransaction', 'txID', submitted.txID)
  }

  const { ledgerState } = await waitForStatus(client, id, parameters)
  return {
    transactionId: id,
    fee: transaction.fee,
    status: 'CONFIRMED',
    ledgerState,
    ...(created[0] ? { tokenRri: created[0].token! } : {}),
  }
}

/**
 * Decodes the server's blob and checks its payload: the server's hash is only compared, never
 * signed. A blob that is no unsigned transaction (not hex, does not decode) is a mismatch of
 * `field`.
 */
function checkedBlob(field: string, unsigned: string, payload: string): UnsignedTransaction {
  let computed: string
  let transaction: UnsignedTransaction
  try {
    computed = payloadToSign(unsigned)
    transaction = decodeUnsignedTransaction(unsigned)
  } catch (error) {
    if (!isLedgernetError(error)) throw error
    throw new TransactionMismatchError([{ field, expected: 'an unsigned transaction (specs/transaction-format.md)', actual: error.shortMessage }], error)
  }
  if (payload.toLowerCase() !== computed) throw new PayloadMismatchError({ computed, received: payload })
  return transaction
}
