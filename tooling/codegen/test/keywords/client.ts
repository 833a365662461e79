// The client module the keyword fixtures' generated SDKs import (as a package's src/client.ts is).
import type { SdkOptions, TDataShape } from '@ledgernet/transport'

export type { SdkClient as Client, TDataShape } from '@ledgernet/transport'
export type Options<
  TData extends TDataShape = TDataShape,
  _ThrowOnError extends boolean = boolean,
  _TResponse = unknown,
> = SdkOptions<TData>
