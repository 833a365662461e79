import { bytesToHex, fromSubunits, hexToBytes, networks, sha256d } from '@ledgernet/crypto'
import {
  DecodeError,
  decodeNotarizedTransaction,
  type NotarizedTransaction,
  verifyNotarizedTransaction,
} from '@ledgernet/transaction'
import type { OperationHandlers, SubmitNotarizedTransactionRequest } from '@ledgernet/v0-client'
import { v0CostUnits } from '../../feeTable.js'
import type { Ledger } from '../../ledger/Ledger.js'
import { newTraceId } from '../Answer.js'
import { v0Error } from './v0Error.js'

/**
 * `POST /v0/transaction/submit`: decodes and checks a notarized transaction (network, every
 * signature and recovery id, the notary-signatory rule, the epoch window, the cost unit limit)
 * and puts it in the mempool; a known intent answers `duplicate: true` and nothing runs again.
 * With automine the answer comes once the transaction's own round has committed it, or is the 500
 * of a journal that cannot be written when that round could not be (nothing was submitted).
 *
 * @example
 * submitNotarizedTransaction(ledger, { notarized_transaction_hex }) // { status: 200, body: { duplicate: false, intent_hash } }
 */
export function submitNotarizedTransaction(
  ledger: Ledger,
  body: SubmitNotarizedTransactionRequest,
): ReturnType<OperationHandlers['submitNotarizedTransaction']> {
  const hex = body.notarized_transaction_hex
  const bytes = hexToBytes(hex)
  let notarized: NotarizedTransaction
  try {
    notarized = decodeNotarizedTransaction(bytes)
  } catch (error) {
    if (!(error instanceof DecodeError)) throw error
    return v0Error(
      400,
      `notarized_transaction_hex: cannot decode at offset ${error.offset}: ${error.field}: ${error.problem}`,
    )
  }
  const { header, manifest } = notarized.signedIntent.intent
  if (header.network !== 'localnet')
    return v0Error(
      400,
      `the transaction is for network ${byte(networks[header.network].id)} (${header.network}); this gateway serves localnet (0x63)`,
    )
  const verification = verifyNotarizedTransaction(notarized)
  if (!verification.valid) return v0Error(400, `${verification.field} ${verification.problem}`)
  const intentHash = verification.intentHash
  const known = ledger.intent(intentHash)
  if (known) {
    const duplicate = { status: 200 as const, body: { duplicate: true, intent_hash: intentHash } }
    // A duplicate of a transaction still waiting for its automine round is answered as that round ends.
    const round = known.receipt ? undefined : ledger.automineRoundOf(known)
    return round
      ? round.then((unwritten) => (unwritten === undefined ? duplicate : journalFailing(unwritten)))
      : duplicate
  }
  if (ledger.windowProblem(header.startEpoch, header.endEpoch))
    return v0Error(
      400,
      `the current epoch ${ledger.epoch} is outside the transaction's window [${header.startEpoch}, ${header.endEpoch})`,
    )
  const costUnits = v0CostUnits(ledger.fees, {
    length: bytes.length,
    instructions: manifest.instructions.length,
    resourcesCreated: manifest.instructions.filter(
      (instruction) =>
        instruction.type === 'CreateFungibleResource' || instruction.type === 'CreateNonFungibleResource',
    ).length,
  })
  if (costUnits > header.costUnitLimit)
    return v0Error(400, `the transaction needs ${costUnits} cost units; its limit is ${header.costUnitLimit}`)
  const intent = { notarized, intentHash, signatories: verification.signatories, costUnits }
  // Refused here rather than Rejected in a round: a transaction that cannot pay would cost the
  // ledger a receipt and its sender nothing.
  const funds = ledger.v0FeeFunds(intent)
  if (funds.available < funds.charge) {
    const notary = ledger.book.v0Address(funds.account)
    const pending =
      funds.pending > 0n ? ` after the fees of its pending transactions (${fromSubunits(funds.pending)} XRD)` : ''
    const amounts = `${fromSubunits(funds.charge)} XRD required, ${fromSubunits(funds.available)} XRD available${pending}`
    return v0Error(400, `the notary's account ${notary} cannot pay the fee: ${amounts}`)
  }
  if (ledger.mempoolFull)
    return {
      status: 500,
      body: {
        code: 500,
        message: `the mempool is full (${ledger.mempoolSize} transactions); try again after the next round`,
        trace_id: newTraceId(),
      },
    }
  if (!ledger.acceptingTransactions) return journalFailing(ledger.journalHealth.error)
  const record = ledger.submitIntent({ ...intent, notarizedHex: hex, payloadHash: bytesToHex(sha256d(bytes)) })
  const answer = { status: 200 as const, body: { duplicate: false, intent_hash: intentHash } }
  // With automine the answer waits for the transaction's own round; when that round could not be
  // written the transaction was withdrawn, and the submission is refused as while the journal fails.
  const round = ledger.automineRound(record)
  return round ? round.then((unwritten) => (unwritten === undefined ? answer : journalFailing(unwritten))) : answer
}

/** The 500 of a submission refused because the ledger's journal cannot be written: nothing was submitted. */
function journalFailing(error = 'unknown error') {
  const message = `the ledger's journal cannot be written (${error}); transactions are refused until a write succeeds, try again shortly`
  return { status: 500 as const, body: { code: 500, message, trace_id: newTraceId() } }
}

function byte(value: number): string {
  return `0x${value.toString(16).padStart(2, '0')}`
}
