import { createSandboxEngine, freshGenesis, resolveEngineOptions, sandboxUrls } from './createSandboxEngine.js'
import { enginePlatform } from './platform/enginePlatform.js'
import type { MemorySandbox } from './Sandbox.js'
import { quietLogger } from './SandboxLogger.js'
import type { MemorySandboxOptions } from './SandboxOptions.js'
import { controlsPolicy } from './server/controlsAdmission.js'
import { createFetchHandler } from './server/createFetchHandler.js'

/**
 * The origin an in-memory sandbox answers to: `.invalid` never resolves (RFC 2606), so a request
 * sent there by a `fetch` that is not the sandbox's fails at once instead of reaching a server.
 *
 * @example
 * createMemorySandbox().gatewayUrl === MEMORY_SANDBOX_ORIGIN // true
 */
export const MEMORY_SANDBOX_ORIGIN = 'http://ledgernet.invalid'

/**
 * A sandbox in memory, in any JavaScript runtime — a browser page, Node, Deno, Bun — with no
 * socket and nothing to start: the ledger of `startSandbox` (the same engine, options, accounts
 * and test controls) and a `fetch` that answers the four interfaces (Gateway API, JSON-RPC with
 * the `sandbox_*` controls, node REST, v0) exactly as the HTTP sandbox answers them — the same
 * handler runs. Give `sandbox.fetch` to any ledgernet client as its `fetch` option, with the
 * sandbox's URLs (names its `fetch` answers to: `http://ledgernet.invalid`). Each call makes a
 * new, independent ledger; `stop()` ends its rounds.
 *
 * @example
 * import { createMemorySandbox } from '@ledgernet/sandbox'
 * import { createGatewayTransport } from '@ledgernet/gateway-client'
 * const sandbox = createMemorySandbox({ accounts: 2 })
 * const gateway = createGatewayTransport({ baseUrl: sandbox.gatewayUrl, network: 'localnet', fetch: sandbox.fetch })
 * await sandbox.stop()
 */
export function createMemorySandbox(options: MemorySandboxOptions = {}): MemorySandbox {
  const logger = options.logger ?? quietLogger
  const resolved = resolveEngineOptions(options, { controls: true })
  const origin = new URL(MEMORY_SANDBOX_ORIGIN)
  const policy = controlsPolicy({
    host: origin.hostname,
    port: 80,
    ...(resolved.allowedHosts ? { allowedHosts: resolved.allowedHosts } : {}),
    ...(resolved.allowedOrigins ? { allowedOrigins: resolved.allowedOrigins } : {}),
  })
  const engine = createSandboxEngine({
    options: resolved,
    platform: enginePlatform,
    logger,
    genesis: freshGenesis(resolved.accounts, enginePlatform),
    policy: () => policy,
    port: () => 80,
    closeWebsockets: () => 0,
  })
  engine.start()
  let stopping: Promise<void> | undefined
  return engine.sandbox({
    ...sandboxUrls(MEMORY_SANDBOX_ORIGIN),
    fetch: createFetchHandler(engine.handler, engine.traffic, () => stopping !== undefined),
    stop: () => (stopping ??= engine.stop()),
  })
}
