import type { IntakeProblem } from '../../ledger/IntakeProblem.js'
import type { LedgerViolation } from '../../ledger/LedgerViolation.js'
import { JSONRPCErrorException } from './jsonRpc.js'

/**
 * A JSON-RPC error with one of the OpenRPC document's numbered codes.
 *
 * @example
 * throw rpcError(2514, 'Invalid txID', { reason: 'must be 64 lower-case hex characters' })
 */
export function rpcError(code: number, message: string, data?: Record<string, unknown>): JSONRPCErrorException {
  return new JSONRPCErrorException(message, code, data)
}

const big = (value: bigint) => value.toString()

/**
 * The JSON-RPC error of a ledger rule broken by a transaction (codes 1301–1329).
 *
 * @example
 * violationRpcError({ kind: 'tokenNotFound', actionIndex: 0, rri }) // code 1323
 */
function violationRpcError(violation: LedgerViolation): JSONRPCErrorException {
  switch (violation.kind) {
    case 'insufficientFunds':
      return rpcError(1301, 'Insufficient funds', {
        actionIndex: violation.actionIndex,
        tokenIdentifier: violation.rri,
        requested: big(violation.requested),
        available: big(violation.available),
      })
    case 'insufficientFee':
      return rpcError(1312, 'Insufficient funds for fee', {
        required: big(violation.required),
        available: big(violation.available),
      })
    case 'tokenNotFound':
      return rpcError(1323, 'Unknown token', { actionIndex: violation.actionIndex, tokenIdentifier: violation.rri })
    case 'reservedSymbol':
      return rpcError(1329, 'Reserved token symbol', { actionIndex: violation.actionIndex, symbol: violation.symbol })
    case 'expired':
      return rpcError(1501, 'Transaction outside its validity window', {
        currentEpoch: Number(violation.currentEpoch),
        startEpoch: Number(violation.startEpoch),
        endEpoch: Number(violation.endEpoch),
      })
    case 'action': {
      const at = { actionIndex: violation.actionIndex }
      switch (violation.rule) {
        case 'FROM_ACCOUNT_NOT_FEE_PAYER':
        case 'OWNER_NOT_FEE_PAYER':
          return rpcError(1325, 'A transaction has one signer, the fee payer', {
            ...at,
            feePayer: violation.feePayer,
            signer: violation.expectedSigner,
          })
        case 'NOT_TOKEN_OWNER':
          return rpcError(1321, 'Only the token owner may mint or burn it', {
            ...at,
            tokenIdentifier: violation.rri,
            owner: violation.expectedSigner,
            signer: violation.feePayer,
          })
        case 'FIXED_SUPPLY_TOKEN':
          return rpcError(1322, 'A fixed-supply token cannot be minted or burned', {
            ...at,
            tokenIdentifier: violation.rri,
          })
        case 'NATIVE_TOKEN':
          return rpcError(1327, 'The native token cannot be minted or burned', {
            ...at,
            tokenIdentifier: violation.rri,
          })
        case 'MINT_AND_BURN_DISABLED':
          return rpcError(1326, 'Mint and burn are disabled for this transaction', at)
        case 'TOKEN_ALREADY_EXISTS':
          return rpcError(1324, 'Token already exists', { ...at, tokenIdentifier: violation.rri })
        case 'TOKEN_IDENTIFIER_MISMATCH':
          return rpcError(1328, 'Token identifier does not match owner and symbol', {
            ...at,
            tokenIdentifier: violation.rri,
            derived: violation.derived,
          })
      }
    }
  }
}

/**
 * The JSON-RPC error of a refused build, finalize or submit.
 *
 * @example
 * intakeRpcError({ kind: 'window', hex, reason: 'EXPIRED', currentEpoch: 112, startEpoch: 12n, endEpoch: 112n }) // code 1501
 */
export function intakeRpcError(problem: IntakeProblem): JSONRPCErrorException {
  switch (problem.kind) {
    case 'malformed':
      return rpcError(2511, 'Invalid blob', { offset: problem.offset, reason: `${problem.field}: ${problem.reason}` })
    case 'feeMismatch':
      return rpcError(2511, 'Invalid blob', {
        offset: 62,
        reason: `fee: is ${problem.given} subunits; this node charges ${problem.expected} for this transaction`,
      })
    case 'wrongNetwork':
      return rpcError(1318, 'Wrong network', { network: 'localnet', found: problem.found })
    case 'window':
      return rpcError(1501, 'Transaction outside its validity window', {
        currentEpoch: problem.currentEpoch,
        startEpoch: Number(problem.startEpoch),
        endEpoch: Number(problem.endEpoch),
      })
    case 'idMismatch':
      return rpcError(1320, 'Provided txID does not match provided transaction', {
        given: problem.given,
        computed: problem.computed,
      })
    case 'publicKey':
      return rpcError(2513, 'Invalid public key', { reason: problem.reason })
    case 'signature':
      if (problem.reason === 'MALFORMED_DER') return rpcError(2512, 'Invalid signature DER', { reason: problem.detail })
      if (problem.reason === 'NOT_FEE_PAYER')
        return rpcError(2516, "Public key is not the fee payer's", {
          feePayer: problem.feePayer,
          publicKey: problem.publicKeyHex,
        })
      return rpcError(2515, 'Signature verification failed')
    case 'encode':
      return rpcError(-32602, 'Invalid params', {
        issues: [{ path: '/params/0', message: `${problem.field} ${problem.reason}` }],
      })
    case 'ledger':
      return violationRpcError(problem.violation)
    case 'mempoolFull':
      return rpcError(1500, 'Submission failure', { reason: 'MEMPOOL_FULL' })
    case 'journalFailing':
      return rpcError(1500, 'Submission failure', { reason: 'STORE_FAILING', error: problem.error })
  }
}
