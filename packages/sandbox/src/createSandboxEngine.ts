import { InvalidArgumentError } from '@ledgernet/errors'
import { checkBoolean, checkFailedWindow, checkInteger, checkList } from './checkOption.js'
import { type FeeTable, resolveFeeTable } from './feeTable.js'
import type { JournalSink } from './journal/JournalRecord.js'
import { replayJournal } from './journal/replayJournal.js'
import { Ledger } from './ledger/Ledger.js'
import { nativeToken } from './ledger/nativeToken.js'
import { RoundTimer } from './ledger/RoundTimer.js'
import { TransactionDesk } from './ledger/TransactionDesk.js'
import { signatureCheckPath } from './ledger/transactionSignature.js'
import type { Platform } from './platform/Platform.js'
import type { MemorySandbox } from './Sandbox.js'
import { SandboxControls } from './SandboxControls.js'
import { SandboxError } from './SandboxError.js'
import type { SandboxLogger } from './SandboxLogger.js'
import type { MemorySandboxOptions } from './SandboxOptions.js'
import { describeAccounts, type GenesisRecord, genesisAccounts, type RequestedAccount } from './sandboxGenesis.js'
import { type ControlsPolicy, controlsPolicy } from './server/controlsAdmission.js'
import { createSandboxHandler, type SandboxHandler } from './server/createSandboxHandler.js'
import { createGatewayApi } from './server/gateway/gatewayApi.js'
import { type BasicCredentials, resolveCredentials } from './server/nodeRest/basicCredentials.js'
import { createNodeIdentity } from './server/nodeRest/NodeIdentity.js'
import { createNodeRestApi } from './server/nodeRest/nodeRestApi.js'
import { createRpcApi } from './server/rpc/rpcApi.js'
import { TrafficCounters } from './server/TrafficCounters.js'
import { createV0Api } from './server/v0/v0Api.js'

/**
 * The options every sandbox takes, read and checked: what `createSandboxEngine` builds from.
 *
 * @example
 * const resolved = resolveEngineOptions({ accounts: 2 }, { controls: true })
 */
export type EngineOptions = {
  roundMs: number | undefined
  automine: boolean
  controlsEnabled: boolean
  allowedHosts: string[] | undefined
  allowedOrigins: string[] | undefined
  roundsPerEpoch: number
  validityEpochs: number
  fees: FeeTable
  adminCredentials: BasicCredentials
  accounts: RequestedAccount[]
  failedWindow: { count?: number; ageMs?: number } | undefined
  strictLifecycle: boolean
}

/**
 * Reads and checks the options every sandbox takes (in memory or behind HTTP); an
 * `InvalidArgumentError` names the first one that is wrong. `defaults.controls` is whether the
 * controls are on when the options do not say (off for a journaled data directory);
 * `defaults.fillRandom` draws the random admin password (the platform's generator; Web Crypto's by default).
 *
 * @example
 * resolveEngineOptions({ roundMs: 50 }, { controls: true }).automine // false
 */
export function resolveEngineOptions(
  options: MemorySandboxOptions,
  defaults: { controls: boolean; fillRandom?: Platform['fillRandom'] },
): EngineOptions {
  const roundMs = options.roundMs === undefined ? undefined : checkInteger(options.roundMs, 'roundMs', 1, 3_600_000)
  const automine = checkBoolean(options.automine ?? roundMs === undefined, 'automine')
  const controlsEnabled = checkBoolean(options.controls ?? defaults.controls, 'controls')
  const allowedHosts = checkList(options.allowedHosts, 'allowedHosts')
  const allowedOrigins = checkList(options.allowedOrigins, 'allowedOrigins')
  // Each entry is checked now, before anything starts.
  controlsPolicy({
    host: '127.0.0.1',
    port: 0,
    ...(allowedHosts ? { allowedHosts } : {}),
    ...(allowedOrigins ? { allowedOrigins } : {}),
  })
  return {
    roundMs,
    automine,
    controlsEnabled,
    allowedHosts,
    allowedOrigins,
    roundsPerEpoch: checkInteger(options.roundsPerEpoch ?? 100, 'roundsPerEpoch', 1, 1_000_000),
    validityEpochs: checkInteger(options.validityEpochs ?? 100, 'validityEpochs', 1, 1_000_000),
    fees: resolveFeeTable(options.fees),
    adminCredentials: resolveCredentials(options.adminCredentials, defaults.fillRandom),
    accounts: genesisAccounts(options.accounts),
    failedWindow: options.failedWindow === undefined ? undefined : checkFailedWindow(options.failedWindow),
    strictLifecycle: checkBoolean(options.strictLifecycle ?? false, 'strictLifecycle'),
  }
}

/** What a sandbox's carrier (memory or HTTP) gives its API rather than the engine. */
type SandboxCarrierField = 'gatewayUrl' | 'rpcUrl' | 'nodeUrl' | 'v0Url' | 'fetch' | 'stop'

/**
 * A sandbox's engine, built and ready, before anything serves it: the ledger and its parts, the
 * handler every request goes through, and the in-process API both kinds of sandbox share.
 *
 * @example
 * const engine = createSandboxEngine(setup)
 * const sandbox = engine.sandbox({ gatewayUrl: origin, rpcUrl: `${origin}/rpc`, nodeUrl: origin, v0Url: origin, fetch, stop })
 */
export type SandboxEngine = {
  ledger: Ledger
  desk: TransactionDesk
  controls: SandboxControls
  traffic: TrafficCounters
  /** The one dispatch path of every request (`createSandboxHandler`). */
  handler: SandboxHandler
  /**
   * The sandbox's API: the engine's part (accounts, the controls, the ledger's state, …) with what
   * its carrier adds (`urls`: its URLs, `fetch` and `stop`; a port and a feed behind HTTP).
   */
  sandbox<T extends Pick<MemorySandbox, SandboxCarrierField>>(carrier: T): Omit<MemorySandbox, SandboxCarrierField> & T
  /** Starts interval rounds, when there are any (once the sandbox serves). */
  start(): void
  /** Stops interval rounds and waits for the one in progress. */
  stopRounds(): Promise<void>
  /** Stops the rounds and closes the ledger (after the round or control in progress). */
  stop(): Promise<void>
}

/**
 * Builds a sandbox's engine from checked options: the ledger (on `platform`, journaling to
 * `journal` and first replaying its `records`, when a data directory gave them), the transaction
 * desk, the rounds, the test controls and the four interfaces' handlers behind one
 * `SandboxHandler`. It imports no `node:` module: an in-memory sandbox (`createMemorySandbox`)
 * and the HTTP one (`startSandbox`, whose server is an adapter over `handler`) are the same
 * engine. `policy` and `port` are read when a request needs them (the HTTP sandbox knows its port
 * once listening); `closeWebsockets` is what node REST's administration closes.
 *
 * @example
 * const engine = createSandboxEngine({ options: resolveEngineOptions({}, { controls: true }), platform: enginePlatform, logger, genesis, policy: () => policy, port: () => 80, closeWebsockets: () => 0 })
 */
export function createSandboxEngine(setup: {
  options: EngineOptions
  platform: Platform
  logger: SandboxLogger
  genesis: GenesisRecord
  journal?: JournalSink
  records?: readonly unknown[]
  /** Why the controls are off when they are: turned off, or a journaled data directory's default. */
  controlsOffReason?: 'NO_CONTROLS' | 'JOURNALED'
  policy: () => ControlsPolicy
  port: () => number
  closeWebsockets: () => number
}): SandboxEngine {
  const { options, platform, logger, genesis } = setup
  const ledger = new Ledger({
    genesis: {
      timestamp: genesis.timestamp,
      // As hex: the ledger's book checks each key, but for the generated development keys (and
      // takes their generated addresses).
      allocations: genesis.allocations.map((entry) => ({ publicKey: entry.publicKey, amount: BigInt(entry.amount) })),
    },
    fees: options.fees,
    roundsPerEpoch: options.roundsPerEpoch,
    validityEpochs: options.validityEpochs,
    logger,
    platform,
    automine: options.automine,
    ...(setup.journal ? { journal: setup.journal } : {}),
    ...(options.failedWindow ? { failedWindow: options.failedWindow } : {}),
  })
  const records = setup.records ?? []
  replayJournal(ledger, records)
  const problems = ledger.invariantProblems()
  if (problems.length > 0)
    throw new SandboxError(`The replayed ledger breaks its invariants: ${problems.join('; ')}.`, {
      code: 'JOURNAL_REPLAY',
    })
  if (records.length > 0)
    logger.info('ledger replayed from the journal', { version: ledger.version, epoch: ledger.epoch })

  const desk = new TransactionDesk(ledger)
  const { roundMs } = options
  const timer =
    roundMs === undefined
      ? undefined
      : new RoundTimer(
          roundMs,
          () => ledger.runRound(),
          (error) =>
            logger.error('a round failed', {
              error: error instanceof Error ? (error.stack ?? error.message) : String(error),
            }),
        )
  const controls = new SandboxControls({
    ledger,
    ...(timer ? { timer, roundMs } : {}),
    enabled: options.controlsEnabled,
    offReason: setup.controlsOffReason ?? 'NO_CONTROLS',
  })
  const traffic = new TrafficCounters()
  // Each interface (its validator, routes and handlers) is built with its first request: a
  // sandbox started for a Gateway API test does not build the other three.
  const handler = createSandboxHandler({
    routes: {
      gateway: onFirstRequest(() => createGatewayApi(ledger, desk, { strictLifecycle: options.strictLifecycle })),
      rpc: onFirstRequest(() => createRpcApi(ledger, desk, logger, controls, setup.policy)),
      nodeRest: onFirstRequest(() =>
        createNodeRestApi({
          ledger,
          node: createNodeIdentity(genesis.nodeKey, genesis.timestamp),
          traffic,
          credentials: options.adminCredentials,
          port: setup.port,
          closeWebsockets: setup.closeWebsockets,
        }),
      ),
      v0: onFirstRequest(() => createV0Api(ledger)),
    },
    traffic,
    logger,
  })
  const api: Omit<MemorySandbox, SandboxCarrierField | 'mining'> = {
    network: 'localnet',
    // The addresses the ledger's book computed for the genesis: not encoded a second time.
    accounts: describeAccounts(genesis, options.accounts, (publicKeyHex) => {
      const account = ledger.book.ofKeyHex(publicKeyHex)
      return { address: account.address, v0Address: ledger.book.v0Address(account.id) }
    }),
    adminCredentials: options.adminCredentials,
    roundMs,
    roundsPerEpoch: options.roundsPerEpoch,
    controlsEnabled: options.controlsEnabled,
    strictLifecycle: options.strictLifecycle,
    ledgerState: () => ledger.ledgerState(),
    balanceOf: (address: string, ...token: [rri?: string]) => {
      // Only an omitted token means XRD: an `undefined` one is a token the caller did not get.
      if (token.length > 0 && typeof token[0] !== 'string')
        throw new InvalidArgumentError('rri', 'must be a token identifier; omit it to read XRD')
      const account = ledger.book.ofAddress(address)
      const resource = ledger.state.resourceIdOfRri((token[0] ?? nativeToken.rri).toLowerCase())
      return resource === undefined ? 0n : ledger.state.balance(account.id, resource)
    },
    snapshot: () => controls.snapshot(),
    revert: (id) => controls.revert(id),
    setBalance: (address, amount, rri) => controls.setBalance(address, amount, rri),
    mine: (rounds) => controls.mine(rounds),
    setAutomine: (enabled) => controls.setAutomine(enabled),
    increaseEpoch: (epochs) => controls.increaseEpoch(epochs),
    dumpState: () => controls.dumpState(),
    loadState: (state) => controls.loadState(state),
    reset: () => controls.reset(),
    invariantProblems: () => ledger.invariantProblems(),
    metrics: () => ({
      signatureChecks: desk.signatureMeter.checks,
      signatureCheckCpuMs:
        desk.signatureMeter.timed === 0 ? 0 : desk.signatureMeter.cpuMicros / 1000 / desk.signatureMeter.timed,
      timedSignatureChecks: desk.signatureMeter.timed,
      signatureCheckPath: signatureCheckPath(),
    }),
    assertInvariants: () => {
      const broken = ledger.invariantProblems()
      if (broken.length > 0)
        throw new SandboxError(`The ledger breaks its invariants: ${broken.join('; ')}.`, {
          code: 'INVARIANT_BROKEN',
        })
    },
  }
  return {
    ledger,
    desk,
    controls,
    traffic,
    handler,
    // `mining` stays a getter: it reads the mode in force.
    sandbox: (carrier) =>
      Object.defineProperty({ ...api, ...carrier }, 'mining', {
        get: () => controls.mining,
        enumerable: true,
      }) as never,
    start: () => {
      timer?.start()
      if (options.automine) timer?.pause()
    },
    stopRounds: async () => {
      await timer?.stop()
    },
    stop: async () => {
      await timer?.stop()
      await ledger.close()
    },
  }
}

/**
 * The four interfaces' URLs of a sandbox at `origin`: the bare origin for the Gateway API, node
 * REST and v0 (the specs write full paths), `<origin>/rpc` for JSON-RPC.
 *
 * @example
 * sandboxUrls('http://127.0.0.1:8080').rpcUrl // 'http://127.0.0.1:8080/rpc'
 */
export function sandboxUrls(origin: string): Pick<MemorySandbox, 'gatewayUrl' | 'rpcUrl' | 'nodeUrl' | 'v0Url'> {
  return { gatewayUrl: origin, rpcUrl: `${origin}/rpc`, nodeUrl: origin, v0Url: origin }
}

/**
 * A genesis made afresh: now, a node key drawn by `platform` (when first read), the accounts
 * asked for, and `fields` (a genesis file's own).
 *
 * @example
 * const genesis = freshGenesis(resolved.accounts, enginePlatform)
 */
export function freshGenesis<Fields extends object = object>(
  accounts: readonly RequestedAccount[],
  platform: Platform,
  fields?: Fields,
): GenesisRecord & Fields {
  let nodeKey: string | undefined
  return {
    ...(fields as Fields),
    timestamp: Date.now(),
    // Drawn when first read (a node REST answer, a state dump, a genesis file), not at start-up:
    // on Node it loads OpenSSL, ~5 ms of a cold start.
    get nodeKey() {
      nodeKey ??= platform.nodeKey()
      return nodeKey
    },
    allocations: accounts.map((account) => ({ publicKey: account.publicKey, amount: account.balance.toString() })),
  }
}

/**
 * A request handler built by `create` when the first request comes, and kept.
 *
 * @example
 * const v0 = onFirstRequest(() => createV0Api(ledger))
 */
function onFirstRequest<Request, Result>(create: () => (request: Request) => Result): (request: Request) => Result {
  let handle: ((request: Request) => Result) | undefined
  return (request) => {
    handle ??= create()
    return handle(request)
  }
}
