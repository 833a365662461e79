// hello header
// second

export type ClientOptions = {
    baseUrl: `${string}://{base_url}` | (string & {});
};

/**
 * The Gateway API version, sent in the `X-Ledger-Target-Gw-Api` header.
 */
export type GatewayApiVersion = '1.0';

/**
 * Names the network a request is meant for. A gateway serves one network; a request naming another is refused with `NetworkNotSupportedError`.
 */
export type NetworkIdentifier = {
    /**
     * The lower-case network name.
     */
    network: string;
};

/**
 * An account, by its address.
 */
export type AccountIdentifier = {
    address: AccountAddress;
};

/**
 * An account address: classic Bech32 (BIP-173) of `0x04` ‖ the 33-byte compressed public key,
 * with the network's account prefix (`rdx` mainnet, `tdx` stokenet, `ddx` localnet). The pattern
 * fixes the prefix, the length and the alphabet; the gateway also checks the checksum and that
 * the prefix is its network's (else `InvalidAccountAddressError`).
 *
 */
export type AccountAddress = string;

/**
 * A token, by its Resource Identifier (rri).
 */
export type TokenIdentifier = {
    rri: TokenRri;
};

/**
 * A token's Resource Identifier, unique per token: classic Bech32 with prefix symbol + the
 * network's rri suffix (`_rr` mainnet, `_tr` stokenet, `_dr` localnet). The native token's
 * payload is `0x01` alone (`xrd_dr1qyrs8qwl` on localnet); a user token's is `0x03` ‖ the last
 * 26 bytes of SHA-256(SHA-256(owner's compressed public key ‖ UTF-8 symbol)). The gateway also
 * checks the checksum and the network (else `InvalidTokenRRIError`).
 *
 */
export type TokenRri = string;

/**
 * A token symbol, lower-case letters and digits; `xrd` is reserved for the native token.
 */
export type TokenSymbol = string;

/**
 * A non-negative integer in subunits (1 token = 10^18 subunits), base 10, no sign, no leading zeros, at most 2^256 − 1 (78 digits).
 */
export type SubunitAmount = string;

/**
 * An amount of a token, in subunits.
 */
export type TokenAmount = {
    value: SubunitAmount;
    token_identifier: TokenIdentifier;
};

/**
 * An amount of a token moved by an action; it must be positive (a zero transfer, mint or burn is refused).
 */
export type PositiveTokenAmount = TokenAmount;

/**
 * A secp256k1 public key.
 */
export type PublicKey = {
    /**
     * The 33-byte compressed key, 66 lower-case hex characters.
     */
    hex: string;
};

/**
 * An ECDSA secp256k1 signature, DER encoded (strict, as in BIP-66), lower-case hex.
 */
export type DerSignatureHex = string;

/**
 * A signature of a transaction's payload to sign, with the key that made it.
 */
export type Signature = {
    public_key: PublicKey;
    bytes: DerSignatureHex;
};

/**
 * Identifies a transaction.
 */
export type TransactionIdentifier = {
    /**
     * SHA-256(SHA-256(signed transaction bytes)), 64 lower-case hex characters.
     */
    hash: string;
};

/**
 * SHA-256(SHA-256(unsigned transaction bytes)), 64 lower-case hex characters. Signed as is (no further hashing). A careful client recomputes it from the unsigned bytes instead of trusting it.
 */
export type PayloadToSign = string;

/**
 * An unsigned transaction (`specs/transaction-format.md`, A.1), lower-case hex; at most 1,048,510 bytes, so that the signed transaction fits in 1 MiB.
 */
export type UnsignedTransactionHex = string;

/**
 * A signed transaction, the unsigned bytes ‖ `0x0b` ‖ recovery id ‖ r ‖ s (`specs/transaction-format.md`, A.5), lower-case hex; at most 1 MiB (1,048,576 bytes).
 */
export type SignedTransactionHex = string;

/**
 * A message attached to a transaction, lower-case hex of 0 to 255 bytes (an empty message is a message, distinct from none). A plain-text message is `0x00 0x00` followed by its UTF-8 bytes.
 */
export type MessageHex = string;

/**
 * A state of the ledger.
 */
export type LedgerState = {
    /**
     * The ledger state version, the number of transactions committed so far.
     */
    version: number;
    /**
     * The time of the state, ISO 8601 UTC.
     */
    timestamp: string;
    /**
     * The consensus epoch.
     */
    epoch: number;
    /**
     * The consensus round within the epoch.
     */
    round: number;
};

export type PartialLedgerStateIdentifier = unknown & {
    /**
     * A ledger state version.
     */
    version?: number;
    /**
     * A time, ISO 8601 UTC.
     */
    timestamp?: string;
    /**
     * An epoch.
     */
    epoch?: number;
    /**
     * A round within `epoch`.
     */
    round?: number;
};

/**
 * An action of a transaction, discriminated by `type`.
 */
export type Action = ({
    type: 'TransferTokens';
} & TransferTokens) | ({
    type: 'CreateTokenDefinition';
} & CreateTokenDefinition) | ({
    type: 'MintTokens';
} & MintTokens) | ({
    type: 'BurnTokens';
} & BurnTokens);

/**
 * Moves `amount` from `from_account` to `to_account`. `from_account` must be the fee payer (the transaction's only signer).
 */
export type TransferTokens = {
    /**
     * The action type.
     */
    type: 'TransferTokens';
    from_account: AccountIdentifier;
    to_account: AccountIdentifier;
    amount: PositiveTokenAmount;
};

/**
 * Mints `amount` of a mutable-supply token to `to_account`. The fee payer must own the token.
 */
export type MintTokens = {
    /**
     * The action type.
     */
    type: 'MintTokens';
    to_account: AccountIdentifier;
    amount: PositiveTokenAmount;
};

/**
 * Burns `amount` of a mutable-supply token held by `from_account`. `from_account` must be the fee payer, and the fee payer must own the token.
 */
export type BurnTokens = {
    /**
     * The action type.
     */
    type: 'BurnTokens';
    from_account: AccountIdentifier;
    amount: PositiveTokenAmount;
};

/**
 * Creates a token. `token_supply` belongs beside `token_properties` (canonical); inside
 * `token_properties` it is accepted and deprecated; exactly one of the two is present. A
 * fixed-supply token (`is_supply_mutable: false`) has a positive supply issued whole to
 * `to_account`, which is then required. A mutable-supply token has supply `"0"`; `to_account` is
 * optional for it and receives nothing. `token_supply.token_identifier` must be the rri
 * `/token/derive` gives for the owner and the symbol, and the owner must be the fee payer.
 *
 */
export type CreateTokenDefinition = unknown & {
    /**
     * The action type.
     */
    type: 'CreateTokenDefinition';
    token_properties: TokenProperties;
    token_supply?: TokenAmount;
    to_account?: AccountIdentifier;
};

/**
 * The supply of a mutable-supply token at creation, which must be zero.
 */
export type ZeroTokenAmount = TokenAmount;

/**
 * The properties of a token being created.
 */
export type TokenProperties = {
    symbol: TokenSymbol;
    /**
     * The token's name.
     */
    name: string;
    /**
     * What the token is, at most 255 characters (may be empty).
     */
    description: string;
    /**
     * The URL of the token's icon (a 32×32 pixel PNG is recommended), an absolute http(s) URL, or empty for none.
     */
    icon_url: string;
    /**
     * The URL of a page about the token, an absolute http(s) URL, or empty for none.
     */
    url: string;
    /**
     * `false` for a fixed-supply token (its supply never changes), `true` for a mutable-supply token (its owner mints and burns).
     */
    is_supply_mutable: boolean;
    /**
     * The smallest unit of the token in subunits; only `"1"` is supported.
     */
    granularity: '1';
    owner: AccountIdentifier;
    /**
     * Deprecated placement of the action's `token_supply` (the description's field list names it here). Send it beside `token_properties` instead; exactly one of the two placements is present.
     *
     * @deprecated
     */
    token_supply?: TokenAmount;
};

/**
 * The body of `/token/derive`.
 */
export type DeriveTokenRequest = {
    network_identifier: NetworkIdentifier;
    public_key: PublicKey;
    symbol: TokenSymbol;
};

/**
 * The answer of `/token/derive`.
 */
export type DeriveTokenResponse = {
    token_identifier: TokenIdentifier;
};

export type BuildTransactionRequest = unknown & {
    network_identifier: NetworkIdentifier;
    /**
     * The actions, applied in order.
     */
    actions: Array<Action>;
    /**
     * The account that pays the fee and signs the transaction.
     */
    fee_payer?: AccountIdentifier;
    /**
     * Deprecated spelling of `fee_payer`, used by the description's mint and burn samples.
     *
     * @deprecated
     */
    feePayer?: AccountIdentifier;
    message?: MessageHex;
    /**
     * When `true`, the transaction may not mint or burn any token (the fee aside). Optional; absent means `false`.
     */
    disable_token_mint_and_burn?: boolean;
};

/**
 * A built transaction.
 */
export type TransactionBuild = {
    /**
     * The fee, in the native token, charged to the fee payer.
     */
    fee: TokenAmount;
    unsigned_transaction: UnsignedTransactionHex;
    payload_to_sign: PayloadToSign;
};

/**
 * The answer of `/transaction/build`.
 */
export type BuildTransactionResponse = {
    transaction_build: TransactionBuild;
};

/**
 * The body of `/transaction/finalize`.
 */
export type FinalizeTransactionRequest = {
    network_identifier: NetworkIdentifier;
    unsigned_transaction: UnsignedTransactionHex;
    signature: Signature;
    /**
     * When `true`, the transaction is also submitted, as `/transaction/submit` does. Optional; absent means `false`.
     */
    submit?: boolean;
};

/**
 * The answer of `/transaction/finalize`.
 */
export type FinalizeTransactionResponse = {
    signed_transaction: SignedTransactionHex;
    transaction_identifier: TransactionIdentifier;
};

/**
 * The body of `/transaction/submit`.
 */
export type SubmitTransactionRequest = {
    network_identifier: NetworkIdentifier;
    signed_transaction: SignedTransactionHex;
    /**
     * Optional. The identifier the client expects; it must equal the identifier of `signed_transaction`, else nothing is submitted.
     */
    transaction_identifier?: TransactionIdentifier;
};

/**
 * The answer of `/transaction/submit`.
 */
export type SubmitTransactionResponse = {
    transaction_identifier: TransactionIdentifier;
    /**
     * `true` when the transaction had already been submitted; it was not submitted or executed again.
     */
    duplicate: boolean;
};

/**
 * The body of `/transaction/status`.
 */
export type GetTransactionStatusRequest = {
    network_identifier: NetworkIdentifier;
    transaction_identifier: TransactionIdentifier;
    at_state_identifier?: PartialLedgerStateIdentifier;
};

/**
 * The answer of `/transaction/status`.
 */
export type GetTransactionStatusResponse = {
    /**
     * The ledger state the answer was read at.
     */
    ledger_state: LedgerState;
    transaction: TransactionStatusRecord;
};

/**
 * What the gateway knows about a submitted transaction.
 */
export type TransactionStatusRecord = {
    transaction_status: TransactionStatus;
    transaction_identifier: TransactionIdentifier;
    /**
     * The transaction's actions, in order, with `token_supply` in its canonical placement.
     */
    actions: Array<Action>;
    /**
     * The fee in the native token; `"0"` for a FAILED transaction (nothing was committed).
     */
    fee_paid: TokenAmount;
    metadata: TransactionMetadata;
};

/**
 * The transaction's bytes and message.
 */
export type TransactionMetadata = {
    hex: SignedTransactionHex;
    message?: MessageHex;
};

/**
 * The status of a transaction, discriminated by `status`. PENDING moves to CONFIRMED or FAILED, which are final.
 */
export type TransactionStatus = ({
    status: 'PENDING';
} & PendingTransactionStatus) | ({
    status: 'CONFIRMED';
} & ConfirmedTransactionStatus) | ({
    status: 'FAILED';
} & FailedTransactionStatus);

/**
 * The transaction is processing and is not complete.
 */
export type PendingTransactionStatus = {
    /**
     * The status.
     */
    status: 'PENDING';
};

/**
 * The transaction was accepted as valid and committed to the ledger.
 */
export type ConfirmedTransactionStatus = {
    /**
     * The status.
     */
    status: 'CONFIRMED';
    /**
     * When it was committed, ISO 8601 UTC.
     */
    confirmed_time: string;
    /**
     * The ledger state version that committed it.
     */
    ledger_state_version: number;
};

/**
 * A problem or a conflict caused the transaction to be rejected; nothing of it was committed.
 */
export type FailedTransactionStatus = {
    /**
     * The status.
     */
    status: 'FAILED';
    /**
     * Why it was rejected, for people (for example the error type of the check that failed and its numbers).
     */
    failure: string;
};

/**
 * The body of every error answer. `code` repeats the HTTP status. `details`, when present, says
 * what went wrong in a typed way (discriminated by `details.type`); 404 for an unknown path and
 * 405 for a wrong method carry no details.
 *
 */
export type GatewayError = {
    /**
     * The HTTP status of the answer.
     */
    code: number;
    /**
     * What went wrong, for people. It never contains a secret.
     */
    message: string;
    details?: ErrorDetails;
    /**
     * An opaque identifier of the request in the gateway's logs, to quote when reporting a problem.
     */
    trace_id?: string;
};

/**
 * The typed details of an error, discriminated by `type`. The HTTP status of each type is given in its description.
 */
export type ErrorDetails = ({
    type: 'InvalidRequestError';
} & InvalidRequestErrorDetails) | ({
    type: 'NetworkNotSupportedError';
} & NetworkNotSupportedErrorDetails) | ({
    type: 'InvalidActionError';
} & InvalidActionErrorDetails) | ({
    type: 'InvalidSignatureError';
} & InvalidSignatureErrorDetails) | ({
    type: 'InvalidTransactionError';
} & InvalidTransactionErrorDetails) | ({
    type: 'NotEnoughNativeTokensForFeesError';
} & NotEnoughNativeTokensForFeesErrorDetails) | ({
    type: 'NotEnoughTokensForTransferError';
} & NotEnoughTokensForTransferErrorDetails) | ({
    type: 'MessageTooLongError';
} & MessageTooLongErrorDetails) | ({
    type: 'InvalidPublicKeyError';
} & InvalidPublicKeyErrorDetails) | ({
    type: 'InvalidTokenSymbolError';
} & InvalidTokenSymbolErrorDetails) | ({
    type: 'InvalidTokenRRIError';
} & InvalidTokenRriErrorDetails) | ({
    type: 'InvalidAccountAddressError';
} & InvalidAccountAddressErrorDetails) | ({
    type: 'TokenNotFoundError';
} & TokenNotFoundErrorDetails) | ({
    type: 'TransactionNotFoundError';
} & TransactionNotFoundErrorDetails) | ({
    type: 'NotSyncedUpError';
} & NotSyncedUpErrorDetails) | ({
    type: 'InternalServerError';
} & InternalServerErrorDetails) | ({
    type: 'RequestTooLargeError';
} & RequestTooLargeErrorDetails);

/**
 * The violations of one field of a request.
 */
export type ValidationError = {
    /**
     * A JSON Pointer (RFC 6901) into the request seen as `{ headers, body }`; header names are lower-case.
     */
    path: string;
    /**
     * What is wrong with the field, one reason per entry.
     */
    errors: Array<string>;
};

/**
 * HTTP 400. The request breaks the schema: a missing or unknown field, a wrong type, a pattern or length violation, a body that is not JSON, a wrong `Content-Type`, a missing or wrong `X-Ledger-Target-Gw-Api` header, an `at_state_identifier` ahead of the ledger.
 */
export type InvalidRequestErrorDetails = {
    /**
     * The error type.
     */
    type: 'InvalidRequestError';
    /**
     * Every violation found, by field.
     */
    validation_errors: Array<ValidationError>;
};

/**
 * HTTP 400. `network_identifier` names a network this gateway does not serve.
 */
export type NetworkNotSupportedErrorDetails = {
    /**
     * The error type.
     */
    type: 'NetworkNotSupportedError';
    /**
     * The network names this gateway serves.
     */
    networks_supported: Array<string>;
};

/**
 * HTTP 400. An action breaks a rule of the ledger. `reason`: `FROM_ACCOUNT_NOT_FEE_PAYER` (a
 * transfer or burn from an account other than the fee payer, the only signer),
 * `OWNER_NOT_FEE_PAYER` (a token created for an owner other than the fee payer),
 * `NOT_TOKEN_OWNER` (a mint or burn of a token the fee payer does not own), `FIXED_SUPPLY_TOKEN`
 * (a mint or burn of a fixed-supply token), `NATIVE_TOKEN` (a mint or burn of the native token,
 * which nobody owns), `MINT_AND_BURN_DISABLED` (a mint or burn while
 * `disable_token_mint_and_burn` is true), `TOKEN_ALREADY_EXISTS` (a creation of an existing
 * token), `TOKEN_IDENTIFIER_MISMATCH` (a creation whose rri is not the one derived from the
 * owner and the symbol).
 *
 */
export type InvalidActionErrorDetails = {
    /**
     * The error type.
     */
    type: 'InvalidActionError';
    /**
     * The index of the action in `actions`.
     */
    action_index: number;
    /**
     * The rule the action breaks.
     */
    reason: 'FROM_ACCOUNT_NOT_FEE_PAYER' | 'OWNER_NOT_FEE_PAYER' | 'NOT_TOKEN_OWNER' | 'FIXED_SUPPLY_TOKEN' | 'NATIVE_TOKEN' | 'MINT_AND_BURN_DISABLED' | 'TOKEN_ALREADY_EXISTS' | 'TOKEN_IDENTIFIER_MISMATCH';
    /**
     * The action, as the gateway read it.
     */
    invalid_action: Action;
};

/**
 * HTTP 400. A signature is not acceptable. `reason`: `MALFORMED_DER` (not a strict DER encoding of
 * r and s in range), `VERIFICATION_FAILED` (it does not verify over the payload to sign with its
 * public key, or, inside a signed transaction, its recovery id does not recover the fee payer's
 * key), `NOT_FEE_PAYER` (its public key is not the fee payer's, the transaction's only
 * signer).
 *
 */
export type InvalidSignatureErrorDetails = {
    /**
     * The error type.
     */
    type: 'InvalidSignatureError';
    /**
     * Why the signature is refused.
     */
    reason: 'MALFORMED_DER' | 'VERIFICATION_FAILED' | 'NOT_FEE_PAYER';
    /**
     * The signature as sent (for `/transaction/submit`, as read from the signed transaction).
     */
    invalid_signature: Signature;
};

/**
 * HTTP 400. A transaction is not acceptable. `reason`: `MALFORMED` (the bytes do not decode:
 * truncated, trailing bytes, unknown version or tag, non-canonical), `WRONG_NETWORK` (built for
 * another network), `NOT_YET_VALID` (the current epoch is before its validity window),
 * `EXPIRED` (the current epoch is at or after the end of its validity window),
 * `TRANSACTION_IDENTIFIER_MISMATCH` (the `transaction_identifier` given to `/transaction/submit`
 * is not the transaction's).
 *
 */
export type InvalidTransactionErrorDetails = {
    /**
     * The error type.
     */
    type: 'InvalidTransactionError';
    /**
     * Why the transaction is refused.
     */
    reason: 'MALFORMED' | 'WRONG_NETWORK' | 'NOT_YET_VALID' | 'EXPIRED' | 'TRANSACTION_IDENTIFIER_MISMATCH';
    /**
     * The transaction as sent, hex.
     */
    invalid_transaction: string;
    /**
     * What is wrong, for people (for a malformed transaction, the byte offset and the reason).
     */
    message: string;
};

/**
 * HTTP 400. The fee payer does not hold the fee in the native token (after the transaction's own transfers).
 */
export type NotEnoughNativeTokensForFeesErrorDetails = {
    /**
     * The error type.
     */
    type: 'NotEnoughNativeTokensForFeesError';
    /**
     * What is needed.
     */
    required_amount: TokenAmount;
    /**
     * What the fee payer holds.
     */
    available_amount: TokenAmount;
};

/**
 * HTTP 400. A sender does not hold what an action sends or burns.
 */
export type NotEnoughTokensForTransferErrorDetails = {
    /**
     * The error type.
     */
    type: 'NotEnoughTokensForTransferError';
    /**
     * What the action moves.
     */
    requested_amount: TokenAmount;
    /**
     * What the sender holds at that point of the transaction.
     */
    available_amount: TokenAmount;
};

/**
 * HTTP 400. A message longer than the limit. Kept because the original Gateway 1.0 sends it and a
 * client must understand it; this gateway reports an over-long `message` as
 * `InvalidRequestError`, because the schema already bounds it (`maxLength` 510 hex characters).
 *
 */
export type MessageTooLongErrorDetails = {
    /**
     * The error type.
     */
    type: 'MessageTooLongError';
    /**
     * The limit, in bytes.
     */
    length_limit: number;
    /**
     * The length sent, in bytes.
     */
    attempted_length: number;
};

/**
 * HTTP 400. A public key of the right shape (33 bytes, prefix 02 or 03) that is not a point of secp256k1.
 */
export type InvalidPublicKeyErrorDetails = {
    /**
     * The error type.
     */
    type: 'InvalidPublicKeyError';
    /**
     * The key as sent.
     */
    invalid_public_key: PublicKey;
};

/**
 * HTTP 400. A symbol of the right shape that cannot be used; `xrd` is reserved for the native token.
 */
export type InvalidTokenSymbolErrorDetails = {
    /**
     * The error type.
     */
    type: 'InvalidTokenSymbolError';
    /**
     * The symbol as sent.
     */
    invalid_token_symbol: string;
};

/**
 * HTTP 400. An rri of the right shape whose Bech32 checksum fails or whose suffix is not this gateway's network.
 */
export type InvalidTokenRriErrorDetails = {
    /**
     * The error type.
     */
    type: 'InvalidTokenRRIError';
    /**
     * The rri as sent.
     */
    invalid_rri: string;
};

/**
 * HTTP 400. An account address of the right shape whose Bech32 checksum fails, whose public key is not a point of secp256k1, or whose prefix is not this gateway's network.
 */
export type InvalidAccountAddressErrorDetails = {
    /**
     * The error type.
     */
    type: 'InvalidAccountAddressError';
    /**
     * The address as sent.
     */
    invalid_account_address: string;
};

/**
 * HTTP 404. An action names a token that does not exist (and is not created earlier in the same transaction).
 */
export type TokenNotFoundErrorDetails = {
    /**
     * The error type.
     */
    type: 'TokenNotFoundError';
    /**
     * The unknown token.
     */
    token_not_found: TokenIdentifier;
};

/**
 * HTTP 404. The gateway does not know the transaction (it was never submitted, or not yet at the requested state).
 */
export type TransactionNotFoundErrorDetails = {
    /**
     * The error type.
     */
    type: 'TransactionNotFoundError';
    /**
     * The unknown identifier.
     */
    transaction_not_found: TransactionIdentifier;
};

/**
 * HTTP 503. The gateway is further behind the network than it allows for this request; the answer carries `Retry-After`.
 */
export type NotSyncedUpErrorDetails = {
    /**
     * The error type.
     */
    type: 'NotSyncedUpError';
    /**
     * The operation refused (its operationId).
     */
    request_type: string;
    /**
     * How far behind the gateway is.
     */
    current_sync_delay_seconds: number;
    /**
     * How far behind it may be for this request.
     */
    max_allowed_sync_delay_seconds: number;
};

/**
 * HTTP 500. The gateway failed. Neither field carries a secret or a stack trace.
 */
export type InternalServerErrorDetails = {
    /**
     * The error type.
     */
    type: 'InternalServerError';
    /**
     * The kind of failure.
     */
    exception: string;
    /**
     * What failed, for people.
     */
    cause: string;
};

/**
 * HTTP 413. The request body is larger than the gateway reads (4 MiB). Added by ledgernet; the original gateway has no such type.
 */
export type RequestTooLargeErrorDetails = {
    /**
     * The error type.
     */
    type: 'RequestTooLargeError';
    /**
     * The limit, in bytes.
     */
    length_limit: number;
    /**
     * The body's length in bytes, when `Content-Length` gave it.
     */
    attempted_length?: number;
};

/**
 * The Gateway API version the client targets; must be `1.0`. Required on this operation. A
 * missing header or another value is answered with 400 `InvalidRequestError` whose
 * `validation_errors` names `/headers/x-ledger-target-gw-api`.
 *
 */
export type TargetGatewayApiRequired = GatewayApiVersion;

/**
 * The Gateway API version the client targets. Optional on this operation (clients send it on
 * every call); when present it must be `1.0`, else 400 `InvalidRequestError` whose
 * `validation_errors` names `/headers/x-ledger-target-gw-api`.
 *
 */
export type TargetGatewayApi = GatewayApiVersion;

export type DeriveTokenData = {
    body: DeriveTokenRequest;
    headers: {
        /**
         * The Gateway API version the client targets; must be `1.0`. Required on this operation. A
         * missing header or another value is answered with 400 `InvalidRequestError` whose
         * `validation_errors` names `/headers/x-ledger-target-gw-api`.
         *
         */
        'X-Ledger-Target-Gw-Api': GatewayApiVersion;
    };
    path?: never;
    query?: never;
    url: '/token/derive';
};

export type DeriveTokenErrors = {
    /**
     * The request is invalid (see the error `details.type`).
     */
    400: GatewayError;
    /**
     * The request body is larger than 4 MiB (4,194,304 bytes); it was not read further.
     */
    413: GatewayError;
    /**
     * The gateway failed; the request may be repeated if the operation is retry-safe.
     */
    500: GatewayError;
};

export type DeriveTokenErrorBody = DeriveTokenErrors[keyof DeriveTokenErrors];

export type DeriveTokenResponses = {
    /**
     * The token's rri.
     */
    200: DeriveTokenResponse;
};

export type DeriveTokenResult = DeriveTokenResponses[keyof DeriveTokenResponses];

export type BuildTransactionData = {
    body: BuildTransactionRequest;
    headers: {
        /**
         * The Gateway API version the client targets; must be `1.0`. Required on this operation. A
         * missing header or another value is answered with 400 `InvalidRequestError` whose
         * `validation_errors` names `/headers/x-ledger-target-gw-api`.
         *
         */
        'X-Ledger-Target-Gw-Api': GatewayApiVersion;
    };
    path?: never;
    query?: never;
    url: '/transaction/build';
};

export type BuildTransactionErrors = {
    /**
     * The request or one of its actions is invalid, or an account cannot pay (see the error `details.type`).
     */
    400: GatewayError;
    /**
     * An action names a token that does not exist.
     */
    404: GatewayError;
    /**
     * The request body is larger than 4 MiB (4,194,304 bytes); it was not read further.
     */
    413: GatewayError;
    /**
     * The gateway failed; the request may be repeated if the operation is retry-safe.
     */
    500: GatewayError;
    /**
     * The gateway is behind the network by more than it allows and does not answer from stale state; try again after `Retry-After`.
     */
    503: GatewayError;
};

export type BuildTransactionErrorBody = BuildTransactionErrors[keyof BuildTransactionErrors];

export type BuildTransactionResponses = {
    /**
     * The unsigned transaction, its fee and the payload to sign.
     */
    200: BuildTransactionResponse;
};

export type BuildTransactionResult = BuildTransactionResponses[keyof BuildTransactionResponses];

export type FinalizeTransactionData = {
    body: FinalizeTransactionRequest;
    headers?: {
        /**
         * The Gateway API version the client targets. Optional on this operation (clients send it on
         * every call); when present it must be `1.0`, else 400 `InvalidRequestError` whose
         * `validation_errors` names `/headers/x-ledger-target-gw-api`.
         *
         */
        'X-Ledger-Target-Gw-Api'?: GatewayApiVersion;
    };
    path?: never;
    query?: never;
    url: '/transaction/finalize';
};

export type FinalizeTransactionErrors = {
    /**
     * The request, the transaction or the signature is invalid; with `submit` true also the ledger checks of `/transaction/submit`.
     */
    400: GatewayError;
    /**
     * The request body is larger than 4 MiB (4,194,304 bytes); it was not read further.
     */
    413: GatewayError;
    /**
     * The gateway failed; the request may be repeated if the operation is retry-safe.
     */
    500: GatewayError;
    /**
     * The gateway is behind the network by more than it allows and does not answer from stale state; try again after `Retry-After`.
     */
    503: GatewayError;
};

export type FinalizeTransactionErrorBody = FinalizeTransactionErrors[keyof FinalizeTransactionErrors];

export type FinalizeTransactionResponses = {
    /**
     * The signed transaction and its identifier.
     */
    200: FinalizeTransactionResponse;
};

export type FinalizeTransactionResult = FinalizeTransactionResponses[keyof FinalizeTransactionResponses];

export type SubmitTransactionData = {
    body: SubmitTransactionRequest;
    headers?: {
        /**
         * The Gateway API version the client targets. Optional on this operation (clients send it on
         * every call); when present it must be `1.0`, else 400 `InvalidRequestError` whose
         * `validation_errors` names `/headers/x-ledger-target-gw-api`.
         *
         */
        'X-Ledger-Target-Gw-Api'?: GatewayApiVersion;
    };
    path?: never;
    query?: never;
    url: '/transaction/submit';
};

export type SubmitTransactionErrors = {
    /**
     * The request, the transaction or its signature is invalid, or the ledger refuses it now.
     */
    400: GatewayError;
    /**
     * The request body is larger than 4 MiB (4,194,304 bytes); it was not read further.
     */
    413: GatewayError;
    /**
     * The gateway failed; the request may be repeated if the operation is retry-safe.
     */
    500: GatewayError;
    /**
     * The gateway is behind the network by more than it allows and does not answer from stale state; try again after `Retry-After`.
     */
    503: GatewayError;
};

export type SubmitTransactionErrorBody = SubmitTransactionErrors[keyof SubmitTransactionErrors];

export type SubmitTransactionResponses = {
    /**
     * The transaction is in the mempool (or was submitted before, `duplicate`).
     */
    200: SubmitTransactionResponse;
};

export type SubmitTransactionResult = SubmitTransactionResponses[keyof SubmitTransactionResponses];

export type GetTransactionStatusData = {
    body: GetTransactionStatusRequest;
    headers?: {
        /**
         * The Gateway API version the client targets. Optional on this operation (clients send it on
         * every call); when present it must be `1.0`, else 400 `InvalidRequestError` whose
         * `validation_errors` names `/headers/x-ledger-target-gw-api`.
         *
         */
        'X-Ledger-Target-Gw-Api'?: GatewayApiVersion;
    };
    path?: never;
    query?: never;
    url: '/transaction/status';
};

export type GetTransactionStatusErrors = {
    /**
     * The request is invalid.
     */
    400: GatewayError;
    /**
     * The gateway does not know the transaction (at the requested state).
     */
    404: GatewayError;
    /**
     * The request body is larger than 4 MiB (4,194,304 bytes); it was not read further.
     */
    413: GatewayError;
    /**
     * The gateway failed; the request may be repeated if the operation is retry-safe.
     */
    500: GatewayError;
    /**
     * The gateway is behind the network by more than it allows and does not answer from stale state; try again after `Retry-After`.
     */
    503: GatewayError;
};

export type GetTransactionStatusErrorBody = GetTransactionStatusErrors[keyof GetTransactionStatusErrors];

export type GetTransactionStatusResponses = {
    /**
     * The transaction's status record and the ledger state it was read at.
     */
    200: GetTransactionStatusResponse;
};

export type GetTransactionStatusResult = GetTransactionStatusResponses[keyof GetTransactionStatusResponses];
