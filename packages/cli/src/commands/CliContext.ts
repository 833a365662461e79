import { getNetwork, type Network, type NetworkName } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import type { GatewayClient } from '@ledgernet/gateway-client'
import type { NodeRestClient } from '@ledgernet/node-rest-client'
import type { RpcClient } from '@ledgernet/rpc-client'
import type { V0Client } from '@ledgernet/v0-client'
import type { Command } from 'commander'
import type { CliIo } from '../CliIo.js'
import { type Endpoints, resolveEndpoints } from '../input/Endpoints.js'
import { type GlobalOptions, readGlobalOptions } from '../input/GlobalOptions.js'
import { type LoadedSigningKey, loadSigningKey } from '../input/loadSigningKey.js'
import { parseAmount } from '../input/parseAmount.js'
import { Terminal } from '../output/Terminal.js'

/**
 * What a command works with: the global options, the terminal, the endpoints and clients (made on
 * first use, every answer checked against the spec), the signing key (loaded on first use), and
 * the secrets seen so far, which nothing printed may contain.
 *
 * @example
 * const context = createCliContext(command, io)
 * const { epoch } = await (await import('@ledgernet/v0-client')).getEpoch({ client: await context.v0() })
 */
export class CliContext {
  readonly io: CliIo
  readonly options: GlobalOptions
  readonly terminal: Terminal
  /** Texts that must never be printed (key file content, LEDGERNET_PRIVATE_KEY, admin password, as sent too). */
  readonly secrets: Set<string>
  #endpoints: Endpoints | undefined
  #gateway: GatewayClient | undefined
  #rpc: RpcClient | undefined
  #node: NodeRestClient | undefined
  #v0: V0Client | undefined
  #key: Promise<LoadedSigningKey> | undefined

  constructor(io: CliIo, options: GlobalOptions, secrets: Set<string>) {
    this.io = io
    this.options = options
    this.secrets = secrets
    this.terminal = new Terminal(io, { json: options.json, verbose: options.verbose })
  }

  /** The network addresses and tokens belong to: `--network`, else `LEDGERNET_NETWORK`, else localnet. */
  get network(): Network {
    if (this.options.network !== undefined) return getNetwork(this.options.network)
    const fromEnv = this.io.env.LEDGERNET_NETWORK?.trim()
    if (!fromEnv) return getNetwork('localnet')
    if (!['mainnet', 'stokenet', 'localnet'].includes(fromEnv))
      throw new InvalidArgumentError('LEDGERNET_NETWORK', 'must be mainnet, stokenet or localnet')
    return getNetwork(fromEnv as NetworkName)
  }

  endpoints(): Endpoints {
    if (!this.#endpoints) {
      this.#endpoints = resolveEndpoints(this.options, this.io.env)
      if (this.#endpoints.admin) {
        const { username, password } = this.#endpoints.admin
        this.secrets.add(password)
        // Sent base64-encoded in the Authorization header: a server that echoes the header back
        // in an error must not get it printed either.
        this.secrets.add(Buffer.from(`${username}:${password}`, 'utf8').toString('base64'))
      }
    }
    return this.#endpoints
  }

  /** Uses these endpoints instead of the options' (the demo's in-process sandbox). */
  useEndpoints(endpoints: Endpoints): void {
    this.#endpoints = endpoints
    this.#gateway = this.#rpc = this.#node = this.#v0 = undefined
  }

  // Each client package is loaded by the first command that needs it: a command pays only for its
  // own interface's generated code (and `--help` for none).

  /** The Gateway API client (answers checked against the spec). */
  async gateway(): Promise<GatewayClient> {
    const { createGatewayClient } = await import('@ledgernet/gateway-client')
    this.#gateway ??= createGatewayClient({
      baseUrl: this.endpoints().gateway,
      network: this.network.name,
      timeout: this.options.timeout,
    })
    return this.#gateway
  }

  /** The node JSON-RPC client. */
  async rpc(): Promise<RpcClient> {
    const { createRpcClient } = await import('@ledgernet/rpc-client')
    this.#rpc ??= createRpcClient({ baseUrl: this.endpoints().rpc, timeout: this.options.timeout })
    return this.#rpc
  }

  /** The node REST client, with the admin credentials when known. */
  async node(): Promise<NodeRestClient> {
    const { createNodeRestClient } = await import('@ledgernet/node-rest-client')
    const { node, admin } = this.endpoints()
    this.#node ??= createNodeRestClient({
      baseUrl: node,
      timeout: this.options.timeout,
      ...(admin ? { credentials: admin } : {}),
    })
    return this.#node
  }

  /** The Gateway API v0 client. */
  async v0(): Promise<V0Client> {
    const { createV0Client } = await import('@ledgernet/v0-client')
    this.#v0 ??= createV0Client({ baseUrl: this.endpoints().v0, timeout: this.options.timeout })
    return this.#v0
  }

  /** The signing key of `--key-file` / `LEDGERNET_PRIVATE_KEY` (see `loadSigningKey`). */
  signingKey(): Promise<LoadedSigningKey> {
    this.#key ??= loadSigningKey(this.options, this.io.env, this.secrets, (line) => this.terminal.warn(line))
    return this.#key
  }

  /** An amount typed by the user (whole tokens, or subunits with `--subunits`), in subunits. */
  amount(text: string, field = 'amount'): bigint {
    return parseAmount(text, { subunits: this.options.subunits, field })
  }
}

/**
 * The context of the command commander is about to run.
 *
 * @example
 * program.command('epoch').action((_options, command: Command) => createCliContext(command, io, secrets))
 */
export function createCliContext(command: Command, io: CliIo, secrets: Set<string>): CliContext {
  return new CliContext(io, readGlobalOptions(command), secrets)
}
