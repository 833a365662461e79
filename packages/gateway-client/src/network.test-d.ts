// Type tests (tsc checks them in `typecheck`; vitest does not run them): a network is a known name,
// or an object naming another; the run time refuses what these refuse. Each `@ts-expect-error`
// fails the check if its line compiles.
import { expectTypeOf } from 'vitest'
import {
  createGatewayClient,
  createGatewayTransport,
  deriveToken,
  type GatewayClient,
  type GatewayNetwork,
  type KnownGatewayNetwork,
} from './index.js'

const baseUrl = 'http://127.0.0.1:8080'
/** A name read at run time (an environment variable, a configuration file). */
declare const readAtRunTime: string

// A known network by name: the client is one of that network.
expectTypeOf(createGatewayTransport({ baseUrl, network: 'localnet' })).toEqualTypeOf<GatewayClient<'localnet'>>()
expectTypeOf(createGatewayClient({ baseUrl, network: 'stokenet' }).network).toEqualTypeOf<'stokenet'>()
expectTypeOf(createGatewayTransport({ baseUrl, network: 'mainnet' })).toExtend<GatewayClient>()

// @ts-expect-error a misspelt network does not compile (and is refused at run time)
createGatewayTransport({ baseUrl, network: 'localnett' })
// @ts-expect-error the checked client alike
createGatewayClient({ baseUrl, network: 'localnett' })
// @ts-expect-error another network's name is not a string: it is an object naming it
createGatewayTransport({ baseUrl, network: 'devnet' })
// @ts-expect-error nor is a string read at run time a network before it is checked
createGatewayTransport({ baseUrl, network: readAtRunTime })

// Another network: an object with its name. Every operation takes its client; as a GatewayClient
// (a known network's, what the flows take) it does not pass.
const devnet = createGatewayTransport({ baseUrl, network: { name: 'devnet' } })
expectTypeOf(devnet.network).toEqualTypeOf<{ readonly name: 'devnet' }>()
export const derived = deriveToken({ client: devnet, body: { public_key: { hex: '03' }, symbol: 'gold' } })
// @ts-expect-error a client of another network is not a client of a known one
export const known: GatewayClient = devnet
// @ts-expect-error an object without a name is no network
createGatewayTransport({ baseUrl, network: {} })

// An object with a known name (crypto's `networks.localnet` is one) is a known network.
expectTypeOf(createGatewayTransport({ baseUrl, network: { name: 'localnet', id: 99 } })).toExtend<GatewayClient>()
expectTypeOf<KnownGatewayNetwork>().toExtend<GatewayNetwork>()
