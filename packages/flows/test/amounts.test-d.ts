// Type tests (tsc checks them in `typecheck`; vitest does not run them): every amount a flow takes
// or returns is a bigint, a network a known one (and a Gateway API client one of a known network), createToken names the token it created, and a
// balance read needs a token that is there. Each `@ts-expect-error` fails the check if its line
// compiles.
import { createSigner, networks as cryptoNetworks, PrivateKey, toSubunits } from '@ledgernet/crypto'
import { createGatewayTransport, type GatewayClient, type GatewayNetwork } from '@ledgernet/gateway-client'
import { createV0Transport } from '@ledgernet/v0-client'
import { expectTypeOf } from 'vitest'
import { createToken, type FlowResult, getBalance, getBalances, submitActions, transfer } from '../src/index.js'

const gateway = createGatewayTransport({ baseUrl: 'http://127.0.0.1:8080', network: 'localnet' })
const signer = createSigner(PrivateKey.generate())
const to = 'ddx1qsprsa558ezf92sdtkeqy9auxecgrr9gu22fcx5p883d7w5vv6jxyccl7z4d6'

export async function amounts(balance: bigint): Promise<void> {
  const { fee } = await transfer(gateway, { signer, to, amount: toSubunits('1.5'), maxFee: toSubunits('1') })
  expectTypeOf(fee).toEqualTypeOf<bigint>()
  // An amount read from the ledger and one written as a decimal are one type: they subtract.
  expectTypeOf(balance - toSubunits('5') - fee).toEqualTypeOf<bigint>()
  // @ts-expect-error a decimal string is not an amount: toSubunits('1.5') is
  await transfer(gateway, { signer, to, amount: '1.5', maxFee: toSubunits('1') })
  // @ts-expect-error nor is a string of subunits: parseSubunits reads one
  await transfer(gateway, { signer, to, amount: 1n, maxFee: '1000000000000000000' })
  // @ts-expect-error nor a number
  await submitActions(gateway, { signer, maxFee: 1n, actions: [{ type: 'TransferTokens', to, amount: 5 }] })
}

export async function networks(): Promise<void> {
  await transfer(gateway, { signer, to, amount: 1n, maxFee: 1n, network: 'localnet' })
  await transfer(gateway, { signer, to, amount: 1n, maxFee: 1n, network: 99 })
  // @ts-expect-error 'localnett' is no network
  await transfer(gateway, { signer, to, amount: 1n, maxFee: 1n, network: 'localnett' })
}

export async function createdToken(): Promise<void> {
  const created = await createToken(gateway, { signer, symbol: 'gem', name: 'Gem', isSupplyMutable: true, maxFee: 1n })
  // The token a createToken made is named, never optional.
  expectTypeOf(created.tokenRri).toEqualTypeOf<string>()
  expectTypeOf(created).toExtend<FlowResult>()
  // submitActions may create no token, so there it is optional.
  const submitted = await submitActions(gateway, {
    signer,
    maxFee: 1n,
    actions: [{ type: 'TransferTokens', to, amount: 1n }],
  })
  expectTypeOf(submitted.tokenRri).toEqualTypeOf<string | undefined>()
}

export async function balances(maybeToken: string | undefined): Promise<void> {
  const v0 = createV0Transport({ baseUrl: 'http://127.0.0.1:8080' })
  const { amount } = await getBalance(v0, to)
  expectTypeOf(amount).toEqualTypeOf<bigint>()
  expectTypeOf((await getBalances(v0, to))[0]!.amount).toEqualTypeOf<bigint>()
  expectTypeOf(amount - toSubunits('5')).toEqualTypeOf<bigint>()
  // @ts-expect-error a token that may be undefined (not created yet) is not XRD: omit it to read XRD
  await getBalance(v0, to, maybeToken)
}

export async function clientNetworks(anyNetwork: GatewayNetwork): Promise<void> {
  // A client of a known network, by name or by an object with its name (crypto's), is one the flows sign for.
  await transfer(createGatewayTransport({ baseUrl: 'http://127.0.0.1:8080', network: cryptoNetworks.localnet }), {
    signer,
    to,
    amount: 1n,
    maxFee: 1n,
  })
  const known: GatewayClient = createGatewayTransport({
    baseUrl: 'http://127.0.0.1:8080',
    network: { name: 'stokenet' },
  })
  await transfer(known, { signer, to, amount: 1n, maxFee: 1n })
  const devnet = createGatewayTransport({ baseUrl: 'http://127.0.0.1:8080', network: { name: 'devnet' } })
  // @ts-expect-error a client of another network: the transaction format has no id for it
  await transfer(devnet, { signer, to, amount: 1n, maxFee: 1n })
  // @ts-expect-error a client whose network may be another one (a GatewayNetwork read at run time) is not one to sign for
  await transfer(createGatewayTransport({ baseUrl: 'http://127.0.0.1:8080', network: anyNetwork }), {
    signer,
    to,
    amount: 1n,
    maxFee: 1n,
  })
}
