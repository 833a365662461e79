import type { Network, NetworkInput, NetworkName, PublicKey } from '@ledgernet/crypto'
import type { LedgerState } from '@ledgernet/gateway-client'
import type {
  Action,
  ActionFormat,
  ExpectedTransaction,
  TransactionMismatch,
  UnsignedTransaction,
} from '@ledgernet/transaction'
import type { CallOptions } from '@ledgernet/transport'
import type { FlowActions } from './FlowActions.js'
import type { TransactionStatusName } from './waitForStatus.js'

/**
 * What a flow asks the build step for: the transaction it expects (`@ledgernet/transaction`'s
 * terms, what the built one is compared with), and the formats of its action types, in which the
 * Gateway API request is written and the blob decoded.
 */
export type BuildStepRequest = Omit<ExpectedTransaction, 'fee' | 'feeToken'> & {
  /** The network's name. */
  network: NetworkName
  actions: readonly Action[]
  feePayer: string
  /** Lower-case hex, or `undefined` for no message. */
  message: string | undefined
  formats: readonly ActionFormat[]
  deriveTokens?: FlowActions['deriveTokens']
}

/** A build answer: the blob (named as the interface names it), the server's payload, and the comparison with the request. */
export type BuildAnswer = {
  /** The answer's field holding the blob: `unsigned_transaction`, JSON-RPC `blob`. */
  field: string
  unsigned: string
  payload: string
  /** Every difference between the decoded blob (and the announced fee) and what was asked, in the interface's field names. */
  mismatches(decoded: UnsignedTransaction): TransactionMismatch[]
}

/** A transaction signed here, in every form finalize and submit send (not `@ledgernet/transaction`'s decoded `SignedTransaction`). */
export type SignedTransactionForms = {
  unsigned: string
  signedHex: string
  /** The transaction id computed here; answers must name it. */
  id: string
  /** The signature as DER hex. */
  der: string
  /** The signer's compressed public key, hex. */
  publicKey: string
}

/** One status read: what it says and which transaction it says it about. */
export type StatusAnswer = {
  status: TransactionStatusName
  transactionId: string
  failure?: string | undefined
  ledgerState?: LedgerState | undefined
  /** The transaction's record as the answer gives it (the Gateway API's; JSON-RPC's status has none). */
  record?: unknown
}

/** What a flow signed, in the terms a status record is compared with (its actions are the build request's). */
export type SignedExpectation = {
  network: Network
  /** The fee of the signed transaction, in subunits of the native token. */
  fee: bigint
  /** The signed transaction, lower-case hex: it holds the fee payer, the message, every action. */
  signedHex: string
}

/**
 * One interface as the flows use it: each step of a transaction's lifecycle, a server's refusal
 * already read into a `TransactionRefusedError`, each answer read field by field (a field of
 * another type is an `InvalidResponseError` naming it) and checked where it must name the signed
 * transaction (`AnswerMismatchError`). The Gateway API one is built from a gateway client by the
 * flows (`gatewaySteps`); the JSON-RPC one comes from `viaJsonRpc`, so that only its users'
 * bundles carry it.
 *
 * @example
 * const steps: InterfaceSteps = gatewaySteps(gateway)
 * const built = await steps.build(request, signer.publicKey, {})
 */
export interface InterfaceSteps {
  /** The network of the flow: the client's own (a `network` option must agree), or the option. */
  network(option: NetworkInput | undefined): Network
  /** Derives created tokens where the interface can (checked against the offline rri), then builds. */
  build(request: BuildStepRequest, publicKey: PublicKey, call: CallOptions): Promise<BuildAnswer>
  /**
   * Finalizes without submitting; the answer must be this transaction (its signed bytes, where
   * the interface answers them, and its id) before anything is submitted.
   */
  finalize(signed: SignedTransactionForms, call: CallOptions): Promise<void>
  /**
   * Whether submit must come after finalize: always over JSON-RPC (its finalize queues the
   * transaction its submit sends); over the Gateway API once this client's gateway has refused a
   * submit of a transaction it had not finalized (it keeps the described lifecycle strictly).
   */
  finalizeFirst(): boolean
  /**
   * Over the Gateway API: whether a refused submit may be a gateway that submits only what it
   * finalized (a refusal of the request or of the transaction as such, not of a ledger rule): the
   * flow then finalizes, submits again and, when that goes through, calls `learnedFinalizeFirst`.
   */
  refusedUnfinalized?(error: unknown): boolean
  /** Remembers, for this client, that its gateway needs finalize before submit. */
  learnedFinalizeFirst?(): void
  /** Submits once (the flow resends while the outcome is unknown); the answer must name this id. */
  submit(signed: SignedTransactionForms, call: CallOptions): Promise<void>
  /** Reads the status of a transaction; an id the server does not know is a `TransactionNotFoundError`. */
  status(transactionId: string, call: CallOptions): Promise<StatusAnswer>
  /**
   * Checks a CONFIRMED answer's record against what was signed — the signed bytes (so the fee
   * payer and the message), every action as the build request listed it, the fee paid and its
   * token — where the interface has a record (the Gateway API): a difference is an
   * `AnswerMismatchError` naming the field.
   */
  checkRecord?(answer: StatusAnswer, expected: SignedExpectation): void
}
