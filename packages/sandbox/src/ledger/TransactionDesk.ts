import { networks, PublicKey, Signature } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import {
  type Action,
  DecodeError,
  decodeSignedTransaction,
  decodeUnsignedTransaction,
  encodeSignedTransaction,
  encodeUnsignedTransaction,
  type UnsignedTransaction,
} from '@ledgernet/transaction'
import { gatewayFee } from '../feeTable.js'
import type { Platform } from '../platform/Platform.js'
import { BoundedCache } from './BoundedCache.js'
import { IntakeError, type IntakeProblem } from './IntakeProblem.js'
import type { GatewayRecord, Ledger } from './Ledger.js'
import { describeViolation } from './LedgerViolation.js'
import { checkTransactionSignature, type SignatureMeter, signedTransactionVerifies } from './transactionSignature.js'

type Decoded = { transaction: UnsignedTransaction; unsigned: Uint8Array; payloadHash: string }

/**
 * What a build request asks for, in the ledger's terms (`@ledgernet/transaction` actions).
 *
 * @example
 * const request: BuildRequest = { actions, feePayer: alice, disableTokenMintAndBurn: false, givenTokens: new Map() }
 */
export type BuildRequest = {
  actions: Action[]
  feePayer: string
  message?: string | undefined
  disableTokenMintAndBurn: boolean
  /** The rri each CreateTokenDefinition of the request named, by action index. */
  givenTokens: ReadonlyMap<number, string>
}

/**
 * The intake of Gateway API and JSON-RPC transactions: build, finalize, submit. Both interfaces
 * call it, so they apply the same checks in the same order and share the exactly-once rule. It
 * remembers (bounded) what it built and finalized, so that finalizing its own build does not
 * decode it again and submitting its own finalized transaction does not hash nor verify it again.
 *
 * @example
 * const desk = new TransactionDesk(ledger)
 * const built = desk.build(request)
 * const { signedHex, id } = desk.finalize({ unsignedHex: built.unsignedHex, derHex, publicKeyHex })
 * desk.submit({ signedHex }) // { id, duplicate: false }
 */
export class TransactionDesk {
  readonly ledger: Ledger
  /** The signature checks made so far and their CPU time. */
  readonly signatureMeter: SignatureMeter = { checks: 0, timed: 0, cpuMicros: 0 }
  readonly #built = new BoundedCache<string, Decoded>(4096)
  /** Finalized transactions by their signed hex: a submit of the same text needs neither its bytes nor its hash again. */
  readonly #finalized = new BoundedCache<string, Decoded & { signedHex: string; id: string }>(4096)

  #nonces = new BigUint64Array(0)
  #nextNonce = 0

  /** Hashing, hex and signature checks: the ledger's platform. */
  readonly #platform: Platform

  constructor(ledger: Ledger) {
    this.ledger = ledger
    this.#platform = ledger.platform
  }

  /** A random 64-bit nonce, from a batch drawn from the CSPRNG 512 at a time. */
  #nonce(): bigint {
    if (this.#nextNonce >= this.#nonces.length) {
      this.#nonces = this.#platform.fillRandom(new BigUint64Array(512))
      this.#nextNonce = 0
    }
    return this.#nonces[this.#nextNonce++]!
  }

  /** Builds an unsigned transaction valid from the current epoch, with a random nonce and its fee. */
  build(request: BuildRequest): {
    fee: bigint
    unsignedHex: string
    payloadHash: string
    transaction: UnsignedTransaction
  } {
    const ledger = this.ledger
    const transaction: UnsignedTransaction = {
      network: 'localnet',
      startEpoch: BigInt(ledger.epoch),
      endEpoch: BigInt(ledger.epoch + ledger.validityEpochs),
      nonce: this.#nonce(),
      feePayer: request.feePayer,
      fee: 0n,
      disableTokenMintAndBurn: request.disableTokenMintAndBurn,
      // The bytes carry no rri for a created token (it is derived); the request's is compared by the rules.
      actions: request.actions.map((action) =>
        action.type === 'CreateTokenDefinition' ? { ...action, token: undefined } : action,
      ),
      ...(request.message !== undefined ? { message: request.message } : {}),
    }
    // The fee field has a fixed width, so the length does not depend on the fee: encode with a
    // zero fee to learn the length, then again with the fee it gives (specs/transaction-format.md A.4).
    transaction.fee = gatewayFee(ledger.fees, {
      signedLength: encode(transaction).length + 66,
      tokensCreated: request.actions.filter((action) => action.type === 'CreateTokenDefinition').length,
    })
    const unsigned = encode(transaction)
    const violation = ledger.check(transaction, request.givenTokens)
    if (violation) throw new IntakeError({ kind: 'ledger', violation, transaction }, describeViolation(violation))
    const unsignedHex = this.#platform.toHex(unsigned)
    const payloadHash = this.#platform.sha256dHex(unsigned)
    this.#built.set(unsignedHex, { transaction, unsigned, payloadHash })
    return { fee: transaction.fee, unsignedHex, payloadHash, transaction }
  }

  /**
   * Signs off a built transaction: decodes it, checks its network and window, the key (a curve
   * point, the fee payer's) and the signature (strict DER, verifies), and forms the signed
   * transaction (low S, recovery id) and its id. Submits nothing. `checkWindow: false` leaves
   * the window to `submit`, which answers a duplicate before looking at it.
   */
  finalize(request: {
    unsignedHex: string
    derHex: string
    publicKeyHex: string
    checkWindow?: boolean
  }): Decoded & { signedHex: string; id: string } {
    const decoded = this.#built.get(request.unsignedHex) ?? decodeUnsigned(request.unsignedHex, this.#platform)
    const { transaction, unsigned } = decoded
    this.#admissible(request.unsignedHex, transaction, request.checkWindow ?? true)
    const payer = this.ledger.book.ofAddress(transaction.feePayer)
    // The fee payer's own key, as the ledger writes it, needs no second curve check.
    let publicKeyHex = payer.keyHex
    if (request.publicKeyHex !== payer.keyHex) {
      try {
        publicKeyHex = PublicKey.fromHex(request.publicKeyHex, 'public_key').hex
      } catch (error) {
        if (!(error instanceof InvalidArgumentError)) throw error
        throw new IntakeError(
          { kind: 'publicKey', publicKeyHex: request.publicKeyHex, reason: error.problem },
          `Invalid public key: ${error.problem}`,
        )
      }
    }
    const refuse = (reason: 'MALFORMED_DER' | 'VERIFICATION_FAILED' | 'NOT_FEE_PAYER', detail: string): never => {
      throw new IntakeError(
        { kind: 'signature', reason, detail, publicKeyHex, derHex: request.derHex, feePayer: transaction.feePayer },
        `Invalid signature: ${detail}`,
      )
    }
    if (publicKeyHex !== payer.keyHex) {
      // A malformed signature is reported as such even when the key is wrong too.
      const problem = derProblem(request.derHex)
      if (problem) refuse('MALFORMED_DER', problem)
      refuse('NOT_FEE_PAYER', `the public key is not the fee payer's (${transaction.feePayer})`)
    }
    const check = checkTransactionSignature(unsigned, request.derHex, payer, this.#platform, this.signatureMeter)
    if (!check.ok) return refuse(check.reason, check.detail)
    const signed = encodeSignedTransaction(unsigned, check.signature)
    const signedHex = this.#platform.toHex(signed)
    const id = this.#platform.sha256dHex(signed)
    const finalized = { ...decoded, signedHex, id }
    // A build is finalized once; a second finalize of it (another signature) decodes it again.
    this.#built.delete(request.unsignedHex)
    this.#finalized.set(signedHex, finalized)
    return finalized
  }

  /**
   * Puts a signed transaction in the mempool, exactly once: a transaction whose id, or whose
   * payload under another signature, is already known answers `duplicate: true` with the id of
   * the one submitted first and executes nothing. Otherwise everything is checked again (the
   * bytes may come from anywhere) against the current ledger. With automine, `committed` resolves
   * once the transaction's own round has committed it (the caller answers then), or rejects with
   * the journal-failing refusal when that round could not be written (the transaction was
   * withdrawn: nothing was submitted). A duplicate of a transaction still waiting for its round
   * waits for that round too.
   */
  submit(request: { signedHex: string; expectedId?: string | undefined }): {
    id: string
    duplicate: boolean
    committed?: Promise<void>
  } {
    const ledger = this.ledger
    const finalized = this.#finalized.get(request.signedHex)
    const signed = finalized ? undefined : this.#platform.fromHex(request.signedHex)
    const id = finalized ? finalized.id : this.#platform.sha256dHex(signed!)
    if (request.expectedId !== undefined && request.expectedId !== id)
      throw new IntakeError(
        { kind: 'idMismatch', hex: request.signedHex, given: request.expectedId, computed: id },
        `the given transaction_identifier ${request.expectedId} is not its identifier ${id}`,
      )
    const known = ledger.transaction(id)
    if (known) return this.#duplicate(known)
    const decoded = finalized ?? this.#verifySigned(request.signedHex, signed!)
    const { transaction } = decoded
    const original = ledger.transactionByPayload(decoded.payloadHash)
    if (original) return this.#duplicate(original)
    this.#admissible(request.signedHex, transaction)
    const fee = gatewayFee(ledger.fees, {
      signedLength: signed ? signed.length : request.signedHex.length / 2,
      tokensCreated: transaction.actions.filter((action) => action.type === 'CreateTokenDefinition').length,
    })
    if (transaction.fee !== fee)
      throw new IntakeError(
        { kind: 'feeMismatch', hex: request.signedHex, given: transaction.fee, expected: fee },
        `the fee field is ${transaction.fee} subunits; this ledger charges ${fee} for this transaction`,
      )
    const violation = ledger.check(transaction)
    if (violation) throw new IntakeError({ kind: 'ledger', violation, transaction }, describeViolation(violation))
    if (ledger.mempoolFull)
      throw new IntakeError(
        { kind: 'mempoolFull', size: ledger.mempoolSize },
        `the mempool is full (${ledger.mempoolSize} transactions); try again after the next round`,
      )
    if (!ledger.acceptingTransactions) throw journalFailing(ledger.journalHealth.error)
    const record = ledger.submit({ id, payloadHash: decoded.payloadHash, signedHex: request.signedHex, transaction })
    // From now on the ledger knows the id: a second submit is a duplicate before this cache is read.
    this.#finalized.delete(request.signedHex)
    const round = ledger.automineRound(record)
    return round ? { id, duplicate: false, committed: committedOrRefused(round) } : { id, duplicate: false }
  }

  /** The answer to a duplicate: the one submitted first, once its automine round is done if it waits for one. */
  #duplicate(original: GatewayRecord): { id: string; duplicate: true; committed?: Promise<void> } {
    const round = original.status === 'PENDING' ? this.ledger.automineRoundOf(original) : undefined
    return round
      ? { id: original.id, duplicate: true, committed: committedOrRefused(round) }
      : { id: original.id, duplicate: true }
  }

  /** Network and validity window: what finalize and submit both refuse. */
  #admissible(hex: string, transaction: UnsignedTransaction, checkWindow = true): void {
    if (transaction.network !== 'localnet')
      throw new IntakeError(
        { kind: 'wrongNetwork', hex, found: transaction.network },
        `the transaction is for network ${transaction.network} (0x${networks[transaction.network].id.toString(16).padStart(2, '0')}); this ledger serves localnet (0x63)`,
      )
    const window = checkWindow ? this.ledger.windowProblem(transaction.startEpoch, transaction.endEpoch) : undefined
    if (window)
      throw new IntakeError(
        {
          kind: 'window',
          hex,
          reason: window,
          currentEpoch: this.ledger.epoch,
          startEpoch: transaction.startEpoch,
          endEpoch: transaction.endEpoch,
        },
        `the current epoch ${this.ledger.epoch} is outside the transaction's validity window [${transaction.startEpoch}, ${transaction.endEpoch})`,
      )
  }

  #verifySigned(signedHex: string, signed: Uint8Array): Decoded {
    let decoded: ReturnType<typeof decodeSignedTransaction>
    try {
      decoded = decodeSignedTransaction(signed)
    } catch (error) {
      throw malformed(signedHex, error)
    }
    const { transaction, unsigned, signature } = decoded
    if (transaction.network !== 'localnet') this.#admissible(signedHex, transaction)
    const payer = this.ledger.book.ofAddress(transaction.feePayer)
    if (!signedTransactionVerifies(unsigned, signature, payer, this.#platform, this.signatureMeter))
      throw new IntakeError(
        {
          kind: 'signature',
          reason: 'VERIFICATION_FAILED',
          detail:
            "it does not verify over the payload with the fee payer's key, or its recovery id does not recover that key",
          publicKeyHex: payer.keyHex,
          derHex: signature.toDERHex(),
          feePayer: transaction.feePayer,
        },
        "Invalid signature: it does not verify over the payload with the fee payer's key",
      )
    return { transaction, unsigned, payloadHash: this.#platform.sha256dHex(unsigned) }
  }
}

function encode(transaction: UnsignedTransaction): Uint8Array {
  try {
    return encodeUnsignedTransaction(transaction)
  } catch (error) {
    if (!(error instanceof InvalidArgumentError)) throw error
    throw new IntakeError(
      { kind: 'encode', field: error.field, reason: error.problem },
      `${error.field} ${error.problem}`,
    )
  }
}

function decodeUnsigned(unsignedHex: string, platform: Platform): Decoded {
  try {
    const unsigned = platform.fromHex(unsignedHex)
    return { transaction: decodeUnsignedTransaction(unsigned), unsigned, payloadHash: platform.sha256dHex(unsigned) }
  } catch (error) {
    throw malformed(unsignedHex, error)
  }
}

function malformed(hex: string, error: unknown): IntakeError {
  if (error instanceof DecodeError) {
    const problem: IntakeProblem = {
      kind: 'malformed',
      hex,
      offset: error.offset,
      field: error.field,
      reason: error.problem,
    }
    return new IntakeError(problem, `offset ${error.offset}: ${error.field}: ${error.problem}`)
  }
  if (error instanceof InvalidArgumentError) {
    return new IntakeError(
      { kind: 'malformed', hex, offset: 0, field: error.field, reason: error.problem },
      `${error.field}: ${error.problem}`,
    )
  }
  throw error
}

/**
 * The refusal of every submission while the ledger's journal cannot be written, and of one whose
 * automine round could not be written (`error`: the journal's error, as `/api/system` reports it).
 */
function journalFailing(error = 'unknown error'): IntakeError {
  const message = `the ledger's journal cannot be written (${error}); transactions are refused until a write succeeds, try again shortly`
  return new IntakeError({ kind: 'journalFailing', error }, message)
}

/** An automine round as the submission's answer sees it: done, or the refusal of a round not written. */
function committedOrRefused(round: Promise<string | undefined>): Promise<void> {
  return round.then((unwritten) => {
    if (unwritten !== undefined) throw journalFailing(unwritten)
  })
}

/** Why a DER signature is not strict DER, or `undefined` when it is. */
function derProblem(derHex: string): string | undefined {
  try {
    Signature.fromDER(derHex)
    return undefined
  } catch (error) {
    if (error instanceof InvalidArgumentError) return `it is not strict DER: ${error.problem}`
    throw error
  }
}
