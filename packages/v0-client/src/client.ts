import type { SdkOptions, TDataShape } from '@ledgernet/transport'

export type { TDataShape } from '@ledgernet/transport'
export type { V0Client as Client } from './V0Client.js'

/**
 * What the generated SDK's functions take besides `client`: the request body as the spec types
 * it, and the call options.
 *
 * @example
 * const options: Options<GetTransactionReceiptData> = { body: { intent_hash }, timeout: 5_000 }
 */
export type Options<
  TData extends TDataShape = TDataShape,
  _ThrowOnError extends boolean = boolean,
  _TResponse = unknown,
> = SdkOptions<TData>
