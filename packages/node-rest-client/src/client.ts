import type { SdkOptions, TDataShape } from '@ledgernet/transport'

export type { TDataShape } from '@ledgernet/transport'
export type { NodeRestClient as Client } from './NodeRestClient.js'

/**
 * What the generated SDK's functions take besides `client`: the call options (this API's
 * operations take no body).
 *
 * @example
 * const options: Options<GetSystemData> = { timeout: 5_000 }
 */
export type Options<
  TData extends TDataShape = TDataShape,
  _ThrowOnError extends boolean = boolean,
  _TResponse = unknown,
> = SdkOptions<TData>
