import { InvalidArgumentError } from '@ledgernet/errors'
import { checkBoolean, checkInteger } from '../checkOption.js'
import { createSandboxEngine, freshGenesis, resolveEngineOptions, sandboxUrls } from '../createSandboxEngine.js'
import { enginePlatform } from '../platform/enginePlatform.js'
import type { Sandbox } from '../Sandbox.js'
import { quietLogger } from '../SandboxLogger.js'
import type { SandboxOptions } from '../SandboxOptions.js'
import { type ControlsPolicy, controlsPolicy, isLoopbackHost, isWildcardHost } from '../server/controlsAdmission.js'
import { TRANSACTION_FEED_PATH } from '../transactionFeedPath.js'
import type { StoredGenesis } from './genesisFile.js'
import { createSandboxServer } from './http/createSandboxServer.js'
import { TransactionFeedServer } from './http/TransactionFeedServer.js'
import type { Journal } from './Journal.js'
import { operatingSystem } from './lazyBuiltins.js'
import { listenError } from './listenError.js'
import { openDataDirectory } from './openDataDirectory.js'

/**
 * Starts a local ledgernet network in this process: one ledger (XRD funded to the genesis
 * accounts, a round clock, a mempool) served on one HTTP port as the Gateway API (`/`), JSON-RPC
 * (`/rpc`, with the `sandbox_*` controls), node REST (`/api`), Gateway v0 (`/v0`) and a websocket
 * feed. By default every submitted transaction is committed at once (automine); `roundMs` gives
 * interval rounds instead. Several can run at once; each owns its timers, sockets and files, and
 * `stop()` releases them. The ledger is the in-memory sandbox's engine (`createMemorySandbox`);
 * the HTTP server is a thin adapter over its handler.
 *
 * @example
 * import { startSandbox } from '@ledgernet/sandbox'
 * const sandbox = await startSandbox()
 * const ping = await fetch(`${sandbox.nodeUrl}/api/ping`).then((response) => response.json())
 * await sandbox.stop()
 */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const logger = options.logger ?? quietLogger
  const port = checkInteger(options.port ?? 0, 'port', 0, 65535)
  const host = options.host ?? '127.0.0.1'
  if (typeof host !== 'string' || host === '') throw new InvalidArgumentError('host', 'must be a host name or address')
  const resolved = resolveEngineOptions(options, {
    controls: options.dataDir === undefined,
    fillRandom: enginePlatform.fillRandom,
  })
  const exposeControls = checkBoolean(options.exposeControls ?? false, 'exposeControls')
  const beyondLoopback = !isLoopbackHost(host)
  if (beyondLoopback && resolved.controlsEnabled && !exposeControls)
    throw new InvalidArgumentError(
      'host',
      `is ${host}, beyond loopback, while the test controls are on: whoever can reach it could rewrite the ledger; to mean it, add --expose-controls (exposeControls: true), or turn the controls off (--no-controls)`,
    )
  const proposed: StoredGenesis = freshGenesis(resolved.accounts, enginePlatform, {
    format: 1 as const,
    network: 'localnet' as const,
  })
  let genesis = proposed
  let journal: Journal | undefined
  let records: unknown[] = []
  if (options.dataDir !== undefined) {
    ;({ genesis, journal, records } = await openDataDirectory(options.dataDir, {
      proposed,
      mustMatch: options.accounts !== undefined,
      reset: options.reset ?? false,
      repairTruncate: options.repairTruncate ?? false,
      logger,
    }))
  } else if (options.reset || options.repairTruncate)
    throw new InvalidArgumentError(options.reset ? 'reset' : 'repairTruncate', 'needs a dataDir')
  try {
    let boundPort = port
    let policy: ControlsPolicy | undefined
    let feed: TransactionFeedServer | undefined
    const engine = createSandboxEngine({
      options: resolved,
      platform: enginePlatform,
      logger,
      genesis,
      ...(journal ? { journal } : {}),
      records,
      controlsOffReason: options.controls === false ? 'NO_CONTROLS' : 'JOURNALED',
      policy: () => policy!,
      port: () => boundPort,
      closeWebsockets: () => feed?.closeAll() ?? 0,
    })
    feed = new TransactionFeedServer(engine.ledger, engine.traffic)
    const http = createSandboxServer({ handler: engine.handler, feed, traffic: engine.traffic, logger })
    if (beyondLoopback && resolved.controlsEnabled)
      logger.warn(
        `the test controls (sandbox_* on /rpc) are exposed beyond loopback, on ${host}: whoever can reach it can rewrite the ledger`,
        { host, port },
      )
    try {
      boundPort = await http.listen(port, host)
    } catch (error) {
      await feed.close()
      await engine.stop()
      throw listenError(error, host, port)
    }
    policy = policyOf(host, boundPort, resolved)
    engine.start()
    const origin = `http://${host.includes(':') ? `[${host}]` : host}:${boundPort}`
    logger.info('sandbox started', { origin, dataDir: options.dataDir ?? 'in memory' })

    let stopping: Promise<void> | undefined
    return engine.sandbox({
      ...sandboxUrls(origin),
      feedUrl: `${origin.replace(/^http/, 'ws')}${TRANSACTION_FEED_PATH}`,
      port: boundPort,
      ...(options.dataDir !== undefined ? { dataDir: options.dataDir } : {}),
      // The URLs are real: the global fetch reaches them.
      fetch: (input, init) => globalThis.fetch(input, init),
      stop: () =>
        (stopping ??= (async () => {
          await engine.stopRounds()
          await http.close()
          await feed.close()
          await engine.stop()
          await journal?.close()
          logger.info('sandbox stopped', { origin })
        })()),
    })
  } catch (error) {
    await journal?.close()
    throw error
  }
}

/** The controls' admission policy of a sandbox on `host`:`port`; a wildcard host admits the machine's addresses too. */
function policyOf(
  host: string,
  port: number,
  admission: { allowedHosts: string[] | undefined; allowedOrigins: string[] | undefined },
): ControlsPolicy {
  const interfaceAddresses = isWildcardHost(host)
    ? Object.values(operatingSystem().networkInterfaces()).flatMap((entries) =>
        (entries ?? []).map((entry) => entry.address),
      )
    : []
  return controlsPolicy({
    host,
    port,
    interfaceAddresses,
    ...(admission.allowedHosts ? { allowedHosts: admission.allowedHosts } : {}),
    ...(admission.allowedOrigins ? { allowedOrigins: admission.allowedOrigins } : {}),
  })
}
