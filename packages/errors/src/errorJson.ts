/**
 * An error as JSON: its own fields, the cause chain (ledgernet causes in full), bigints as decimal
 * strings — what `JSON.stringify` cannot do with a bigint field on its own. The `toJSON` of the
 * error classes that carry bigints (`FeeTooHighError`' fee, …) is this function.
 *
 * @example
 * class AmountError extends LedgernetError<'AMOUNT'> {
 *   declare readonly amount: bigint
 *   toJSON() { return errorJson(this) }
 * }
 */
export function errorJson(error: Error): Record<string, unknown> {
  return JSON.parse(
    JSON.stringify({ ...error, cause: error.cause }, (_key, value: unknown) =>
      typeof value === 'bigint' ? `${value}` : value,
    ),
  ) as Record<string, unknown>
}
