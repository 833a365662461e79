import { bytesToHex } from '@ledgernet/crypto'
import type { ProxiedRequest } from '@ledgernet/test-support/tamperingProxy'
import {
  decodeUnsignedTransaction,
  encodeUnsignedTransaction,
  payloadToSign,
  type UnsignedTransaction,
} from '@ledgernet/transaction'

/** Where a build answer keeps its parts, on each interface. */
type BuildAnswer = { blob: string; payload: string; fee: string }

const isBuild = (request: ProxiedRequest) =>
  request.path === '/transaction/build' || request.json?.method === 'ledger.buildTransaction'

function read(body: any): BuildAnswer {
  if (body.transaction_build) {
    const { unsigned_transaction, payload_to_sign, fee } = body.transaction_build
    return { blob: unsigned_transaction, payload: payload_to_sign, fee: fee.value }
  }
  return { blob: body.result.transaction.blob, payload: body.result.transaction.hashOfBlobToSign, fee: body.result.fee }
}

function write(body: any, { blob, payload, fee }: BuildAnswer): any {
  if (body.transaction_build)
    return {
      transaction_build: {
        ...body.transaction_build,
        unsigned_transaction: blob,
        payload_to_sign: payload,
        fee: { ...body.transaction_build.fee, value: fee },
      },
    }
  return { ...body, result: { fee, transaction: { blob, hashOfBlobToSign: payload } } }
}

/** A JSON rewrite (for `rewriteJson`) of build answers (of either interface) with `change`. */
export function tamperBuild(change: (answer: BuildAnswer) => BuildAnswer) {
  return (request: ProxiedRequest, body: any) =>
    isBuild(request) && !body.error && !body.code ? write(body, change(read(body))) : body
}

/**
 * Re-encodes the blob with `change` applied and recomputes the payload, as a lying server that
 * covers its tracks would: only the comparison with the request can catch it.
 */
export function rewriteBlob(change: (transaction: UnsignedTransaction) => UnsignedTransaction) {
  return (answer: BuildAnswer): BuildAnswer => {
    const bytes = encodeUnsignedTransaction(change(decodeUnsignedTransaction(answer.blob)))
    return { ...answer, blob: bytesToHex(bytes), payload: payloadToSign(bytes) }
  }
}
