// Type tests (tsc checks them in `typecheck`; vitest does not run them): the wire shapes this
// package writes out for itself are the ones the clients generate from specs/ — the same fields,
// each as optional and of the same type, not merely compatible — so the spec stays their one
// source: a change there (a field added, removed, made optional) fails here.
import type * as gateway from '@ledgernet/gateway-client'
import type * as rpc from '@ledgernet/rpc-client'
import { expectTypeOf } from 'vitest'
import type {
  GatewayAccount,
  GatewayAction,
  GatewayAmount,
  GatewayBuildRequest,
  GatewayBurnTokens,
  GatewayCreateTokenDefinition,
  GatewayMintTokens,
  GatewayTokenProperties,
  GatewayTransferTokens,
  RpcAction,
  RpcBurnTokens,
  RpcCreateFixedSupplyToken,
  RpcCreateMutableSupplyToken,
  RpcMintTokens,
  RpcTokenTransfer,
} from './index.js'

/** A type with its intersections written out as one object, all the way down (`{ a } & { b }` is `{ a; b }`). */
type Flat<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends readonly (infer E)[]
    ? Flat<E>[]
    : { [K in keyof T]: Flat<T[K]> }

expectTypeOf<Flat<GatewayAccount>>().toEqualTypeOf<Flat<gateway.AccountIdentifier>>()
expectTypeOf<Flat<GatewayAmount>>().toEqualTypeOf<Flat<gateway.TokenAmount>>()
expectTypeOf<Flat<GatewayTransferTokens>>().toEqualTypeOf<Flat<gateway.TransferTokens>>()
expectTypeOf<Flat<GatewayMintTokens>>().toEqualTypeOf<Flat<gateway.MintTokens>>()
expectTypeOf<Flat<GatewayBurnTokens>>().toEqualTypeOf<Flat<gateway.BurnTokens>>()
expectTypeOf<Flat<GatewayTokenProperties>>().toEqualTypeOf<Flat<gateway.TokenProperties>>()
expectTypeOf<Flat<GatewayCreateTokenDefinition>>().toEqualTypeOf<Flat<gateway.CreateTokenDefinition>>()
expectTypeOf<Flat<GatewayAction>>().toEqualTypeOf<Flat<gateway.Action>>()
expectTypeOf<Flat<GatewayBuildRequest>>().toEqualTypeOf<Flat<gateway.BuildTransactionRequest>>()

expectTypeOf<Flat<RpcTokenTransfer>>().toEqualTypeOf<Flat<rpc.TokenTransfer>>()
expectTypeOf<Flat<RpcMintTokens>>().toEqualTypeOf<Flat<rpc.MintTokens>>()
expectTypeOf<Flat<RpcBurnTokens>>().toEqualTypeOf<Flat<rpc.BurnTokens>>()
expectTypeOf<Flat<RpcCreateFixedSupplyToken>>().toEqualTypeOf<Flat<rpc.CreateFixedSupplyToken>>()
expectTypeOf<Flat<RpcCreateMutableSupplyToken>>().toEqualTypeOf<Flat<rpc.CreateMutableSupplyToken>>()
expectTypeOf<Flat<RpcAction>>().toEqualTypeOf<Flat<rpc.Action>>()
