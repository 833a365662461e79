// hello header
// second

import type { Client, Options as Options2, TDataShape } from '../client.js';

import type { BuildTransactionData, BuildTransactionErrors, BuildTransactionResponses, DeriveTokenData, DeriveTokenErrors, DeriveTokenResponses, FinalizeTransactionData, FinalizeTransactionErrors, FinalizeTransactionResponses, GetTransactionStatusData, GetTransactionStatusErrors, GetTransactionStatusResponses, SubmitTransactionData, SubmitTransactionErrors, SubmitTransactionResponses } from './types.gen.js';

export type Options<TData extends TDataShape = TDataShape, ThrowOnError extends boolean = boolean, TResponse = unknown> = Options2<TData, ThrowOnError, TResponse> & {
    /**
     * You can provide a client instance returned by `createClient()` instead of
     * individual options. This might be also useful if you want to implement a
     * custom client.
     */
    client: Client;
    /**
     * You can pass arbitrary values through the `meta` object. This can be
     * used to access values that aren't defined as part of the SDK function.
     */
    meta?: Record<string, unknown>;
};

/**
 * Derive the identifier (rri) of a token before creating it
 *
 * Computes the rri of the token that the account with `public_key` creates under `symbol`:
 * hrp = symbol + the network's rri suffix (`_dr` on localnet), payload = `0x03` ‖ the last 26
 * bytes of SHA-256(SHA-256(compressed public key ‖ UTF-8 symbol)). The computation is pure (it
 * does not look at the ledger, so it also answers for a token that already exists) and a client
 * can do it offline; the gateway offers it so that a client without the hashing code gets the
 * same answer.
 *
 * Decisions: the symbol `xrd` is reserved for the native token and refused with 400
 * `InvalidTokenSymbolError`; a public key of the right shape that is not a point of secp256k1 is
 * 400 `InvalidPublicKeyError`. The `X-Ledger-Target-Gw-Api` header is required.
 *
 */
export const deriveToken = <ThrowOnError extends boolean = false>(options: Options<DeriveTokenData, ThrowOnError>) => options.client.post<DeriveTokenResponses, DeriveTokenErrors, ThrowOnError>({
    url: '/token/derive',
    ...options,
    headers: {
        'Content-Type': 'application/json',
        ...options.headers
    }
});

/**
 * Build an unsigned transaction from actions
 *
 * Builds a transaction from `actions`, in order, paid by `fee_payer`, and answers the unsigned
 * transaction, its fee and the payload to sign. Nothing is queued or reserved: building is free
 * and can be repeated. Each build carries a fresh nonce, so two builds of the same actions give
 * different transactions.
 *
 * Rules the gateway checks (400 `InvalidActionError` names the action and the rule):
 *
 * - A transaction has exactly one signer, the fee payer. It must be the `from_account` of every
 * TransferTokens and BurnTokens action and the `owner` of every token created, minted or burned
 * in the transaction.
 * - Only the owner of a mutable-supply token may mint or burn it; a fixed-supply token and the
 * native token can never be minted or burned. A token created earlier in the same transaction
 * may be minted or burned by later actions.
 * - CreateTokenDefinition: the rri in `token_supply.token_identifier` must be the one
 * `/token/derive` gives for the owner's public key and the symbol, and that token must not
 * exist yet. A fixed-supply token (`is_supply_mutable: false`) has a positive supply, which is
 * issued whole to `to_account` (required). A mutable-supply token has supply `"0"`; its
 * `to_account` is optional and receives nothing.
 * - `disable_token_mint_and_burn: true` refuses any MintTokens or BurnTokens action (the fee,
 * which the ledger burns, is not affected).
 * - The fee payer must hold the fee in the native token after the transaction's own transfers
 * (400 `NotEnoughNativeTokensForFeesError`); each sender must hold what it sends
 * (400 `NotEnoughTokensForTransferError`). An unknown token is 404 `TokenNotFoundError`.
 *
 * Decisions on the points the service description leaves open:
 *
 * - `token_supply` belongs beside `token_properties` in the action (the description's sample
 * request and the original Gateway 1.0). The field list of the description names it inside
 * `token_properties`; that placement is also accepted and is deprecated. Exactly one of the two
 * must be present; the gateway always answers (for example in `/transaction/status`) with the
 * canonical placement.
 * - The fee payer is `fee_payer`. The spelling `feePayer` of the description's mint and burn
 * samples is accepted and deprecated. Exactly one of the two must be present.
 * - `message` is optional hex of at most 255 bytes; a plain-text message is `0x00 0x00` followed
 * by its UTF-8 bytes. A longer message breaks the schema and is reported as
 * `InvalidRequestError`.
 * - The fee is charged in the native token to the fee payer and depends only on the length of
 * the signed transaction and the number of tokens created (`specs/transaction-format.md` A.4;
 * the sandbox states its rates).
 * - The gateway chooses the transaction's validity window (a range of epochs starting at the
 * current one) and a random nonce (`specs/transaction-format.md` A.1). A signed transaction
 * larger than 1 MiB cannot exist; actions that would make one are refused with 400
 * `InvalidRequestError` naming `/body/actions`.
 * - The `X-Ledger-Target-Gw-Api` header is required.
 *
 */
export const buildTransaction = <ThrowOnError extends boolean = false>(options: Options<BuildTransactionData, ThrowOnError>) => options.client.post<BuildTransactionResponses, BuildTransactionErrors, ThrowOnError>({
    url: '/transaction/build',
    ...options,
    headers: {
        'Content-Type': 'application/json',
        ...options.headers
    }
});

/**
 * Attach the signature to a built transaction, optionally submitting it
 *
 * Checks `signature` over the payload of `unsigned_transaction` (SHA-256(SHA-256(unsigned
 * bytes))) and answers the signed transaction and its identifier. The signed transaction is the
 * unsigned bytes ‖ `0x0b` ‖ recovery id ‖ r ‖ s (the gateway works out the recovery id from the
 * signature, the payload and the public key; a high-S signature is normalised to low S, so the
 * signed form and the identifier are unique). The identifier is SHA-256(SHA-256(signed bytes)).
 *
 * Rules: the signature must be strict DER, must verify, and its public key must be the fee
 * payer's (the transaction's only signer), else 400 `InvalidSignatureError`. A transaction that
 * does not decode, belongs to another network or whose validity window has passed is 400
 * `InvalidTransactionError`.
 *
 * Decisions: `submit` is optional and defaults to `false`. With `submit: false` nothing is sent
 * to the network and the call is safe to repeat. With `submit: true` the gateway also submits,
 * exactly as `/transaction/submit` does (same checks against the ledger, same errors, never
 * executed twice); submitting in a separate call is recommended, because the caller then holds
 * the identifier before the uncertain network step. The `X-Ledger-Target-Gw-Api` header is
 * optional here; when present it must be `1.0`.
 *
 */
export const finalizeTransaction = <ThrowOnError extends boolean = false>(options: Options<FinalizeTransactionData, ThrowOnError>) => options.client.post<FinalizeTransactionResponses, FinalizeTransactionErrors, ThrowOnError>({
    url: '/transaction/finalize',
    ...options,
    headers: {
        'Content-Type': 'application/json',
        ...options.headers
    }
});

/**
 * Submit a signed transaction to the network
 *
 * Sends `signed_transaction` (from `/transaction/finalize`) to the network mempool. The gateway
 * decodes it, checks its signature and checks it against the current ledger (balances, token
 * ownership, token existence, validity window); a transaction that fails is refused with 400 and
 * never reaches the mempool. A transaction that passes may still fail later (a conflict with
 * another transaction): its status then becomes FAILED.
 *
 * Decisions on the points the service description leaves open:
 *
 * - The optional transaction identifier field is named `transaction_identifier` (as in the rest
 * of the API). When given, it must equal the identifier the gateway computes from the signed
 * bytes, else 400 `InvalidTransactionError` with reason `TRANSACTION_IDENTIFIER_MISMATCH` and
 * nothing is submitted. It lets a client make sure it tracks the transaction it submitted.
 * - The answer is `{ transaction_identifier, duplicate }`. A transaction is never executed twice:
 * the gateway looks the identifier up before any ledger check, and when the transaction was
 * already submitted (through this call or a finalize with `submit: true`, whatever its status
 * now) it answers 200 with `duplicate: true` and does nothing else. A client can therefore
 * repeat a submission whose answer it lost. It is nonetheless marked not retry-safe, so that a
 * client retries only when the caller opts in.
 * - The `X-Ledger-Target-Gw-Api` header is optional here; when present it must be `1.0`.
 *
 */
export const submitTransaction = <ThrowOnError extends boolean = false>(options: Options<SubmitTransactionData, ThrowOnError>) => options.client.post<SubmitTransactionResponses, SubmitTransactionErrors, ThrowOnError>({
    url: '/transaction/submit',
    ...options,
    headers: {
        'Content-Type': 'application/json',
        ...options.headers
    }
});

/**
 * Get the status of a submitted transaction
 *
 * Answers the status record of a transaction the gateway knows (submitted through
 * `/transaction/submit` or a finalize with `submit: true`) and the ledger state the answer was
 * read at. A transaction moves from PENDING to CONFIRMED (committed to the ledger) or to FAILED
 * (rejected by a problem or a conflict); CONFIRMED and FAILED are final.
 *
 * Decisions: an identifier the gateway does not know is 404 `TransactionNotFoundError` (a
 * transaction that was only built or finalized without submitting is unknown). With
 * `at_state_identifier` the answer is read at that older ledger state, and a transaction not yet
 * submitted at that state is unknown; a state ahead of the ledger is 400 `InvalidRequestError`
 * naming `/body/at_state_identifier`. The `X-Ledger-Target-Gw-Api` header is optional here;
 * when present it must be `1.0`.
 *
 */
export const getTransactionStatus = <ThrowOnError extends boolean = false>(options: Options<GetTransactionStatusData, ThrowOnError>) => options.client.post<GetTransactionStatusResponses, GetTransactionStatusErrors, ThrowOnError>({
    url: '/transaction/status',
    ...options,
    headers: {
        'Content-Type': 'application/json',
        ...options.headers
    }
});
