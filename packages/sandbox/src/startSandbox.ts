import { createECDH } from 'node:crypto'
import { networkInterfaces } from 'node:os'
import { encodeAccountAddress, PrivateKey, PublicKey, parseSubunits, v0AccountAddress } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import { developmentKeys } from './developmentAccounts.js'
import { resolveFeeTable } from './feeTable.js'
import type { StoredGenesis } from './ledger/genesisFile.js'
import type { Journal } from './ledger/Journal.js'
import { Ledger } from './ledger/Ledger.js'
import { nativeToken } from './ledger/nativeToken.js'
import { openDataDirectory } from './ledger/openDataDirectory.js'
import { RoundTimer } from './ledger/RoundTimer.js'
import { readStateDocument, writeStateDocument } from './ledger/stateDocument.js'
import { TransactionDesk } from './ledger/TransactionDesk.js'
import { signatureCheckPath } from './ledger/transactionSignature.js'
import { listenError } from './listenError.js'
import type { Sandbox, SandboxAccount } from './Sandbox.js'
import { SandboxControls } from './SandboxControls.js'
import { SandboxError } from './SandboxError.js'
import { quietLogger } from './SandboxLogger.js'
import type { GenesisAccountInput, SandboxOptions } from './SandboxOptions.js'
import { type ControlsPolicy, controlsPolicy, isLoopbackHost, isWildcardHost } from './server/controlsAdmission.js'
import { createSandboxServer } from './server/createSandboxServer.js'
import { createGatewayApi } from './server/gateway/gatewayApi.js'
import { resolveCredentials } from './server/nodeRest/basicCredentials.js'
import { createNodeIdentity } from './server/nodeRest/NodeIdentity.js'
import { createNodeRestApi } from './server/nodeRest/nodeRestApi.js'
import { precompiledValidators } from './server/precompiledValidators.js'
import { createRpcApi } from './server/rpc/rpcApi.js'
import { TrafficCounters } from './server/TrafficCounters.js'
import { TRANSACTION_FEED_PATH, TransactionFeed } from './server/TransactionFeed.js'
import { createV0Api } from './server/v0/v0Api.js'

/**
 * 1,000,000 XRD in subunits: what each genesis account holds unless told otherwise.
 *
 * @example
 * await startSandbox({ accounts: [{ publicKey: '02…', balance: DEFAULT_GENESIS_BALANCE / 2n }] })
 */
export const DEFAULT_GENESIS_BALANCE = 10n ** 24n

/**
 * Starts a local ledgernet network in this process: one ledger (XRD funded to the genesis
 * accounts, a round clock, a mempool) served on one HTTP port as the Gateway API (`/`), JSON-RPC
 * (`/rpc`, with the `sandbox_*` controls), node REST (`/api`), Gateway v0 (`/v0`) and a websocket
 * feed. By default every submitted transaction is committed at once (automine); `roundMs` gives
 * interval rounds instead. Several can run at once; each owns its timers, sockets and files, and
 * `stop()` releases them.
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
  const roundMs = options.roundMs === undefined ? undefined : checkInteger(options.roundMs, 'roundMs', 1, 3_600_000)
  const automine = options.automine ?? roundMs === undefined
  if (typeof automine !== 'boolean') throw new InvalidArgumentError('automine', 'must be true or false')
  const controlsEnabled = options.controls ?? options.dataDir === undefined
  if (typeof controlsEnabled !== 'boolean') throw new InvalidArgumentError('controls', 'must be true or false')
  const exposeControls = options.exposeControls ?? false
  if (typeof exposeControls !== 'boolean') throw new InvalidArgumentError('exposeControls', 'must be true or false')
  const beyondLoopback = !isLoopbackHost(host)
  if (beyondLoopback && controlsEnabled && !exposeControls)
    throw new InvalidArgumentError(
      'host',
      `is ${host}, beyond loopback, while the test controls are on: whoever can reach it could rewrite the ledger; to mean it, add --expose-controls (exposeControls: true), or turn the controls off (--no-controls)`,
    )
  // Checked now, before anything starts; the port is known once listening.
  const admission = {
    allowedHosts: checkList(options.allowedHosts, 'allowedHosts'),
    allowedOrigins: checkList(options.allowedOrigins, 'allowedOrigins'),
  }
  policyOf(host, 0, admission)
  const roundsPerEpoch = checkInteger(options.roundsPerEpoch ?? 100, 'roundsPerEpoch', 1, 1_000_000)
  const validityEpochs = checkInteger(options.validityEpochs ?? 100, 'validityEpochs', 1, 1_000_000)
  const fees = resolveFeeTable(options.fees)
  const adminCredentials = resolveCredentials(options.adminCredentials)
  const requested = genesisAccounts(options.accounts)

  const proposed: StoredGenesis = {
    format: 1,
    network: 'localnet',
    timestamp: Date.now(),
    nodeKey: randomNodeKey(),
    allocations: requested.map((account) => ({ publicKey: account.publicKey, amount: account.balance.toString() })),
  }
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
    const accounts = describeAccounts(genesis, requested)
    const ledger = new Ledger({
      genesis: {
        timestamp: genesis.timestamp,
        allocations: genesis.allocations.map((entry) => ({
          publicKey: PublicKey.fromHex(entry.publicKey),
          amount: BigInt(entry.amount),
        })),
      },
      fees,
      roundsPerEpoch,
      validityEpochs,
      logger,
      automine,
      ...(journal ? { journal } : {}),
      ...(options.failedWindow !== undefined ? { failedWindow: checkFailedWindow(options.failedWindow) } : {}),
    })
    ledger.stateReader = (document) => {
      if (precompiledValidators.sandbox().validateRpcParams('sandbox_loadState', [document]).length > 0)
        return undefined
      const read = readStateDocument(document as Parameters<typeof readStateDocument>[0])
      return 'state' in read ? read.state : undefined
    }
    ledger.stateWriter = (state, version, time, epoch, round) =>
      writeStateDocument(state, { version, timestamp: new Date(time).toISOString(), epoch, round }, ledger.book)
    ledger.replay(records)
    const problems = ledger.invariantProblems()
    if (problems.length > 0)
      throw new SandboxError(`The replayed ledger breaks its invariants: ${problems.join('; ')}.`, {
        code: 'JOURNAL_REPLAY',
      })
    if (records.length > 0)
      logger.info('ledger replayed from the journal', { version: ledger.version, epoch: ledger.epoch })

    const desk = new TransactionDesk(ledger)
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
      enabled: controlsEnabled,
      offReason: options.controls === false ? 'NO_CONTROLS' : 'JOURNALED',
    })
    const traffic = new TrafficCounters()
    const feed = new TransactionFeed(ledger, traffic)
    const node = createNodeIdentity(genesis.nodeKey, genesis.timestamp)
    let boundPort = port
    let policy: ControlsPolicy | undefined
    const http = createSandboxServer({
      routes: {
        gateway: createGatewayApi(ledger, desk),
        rpc: createRpcApi(ledger, desk, logger, controls, () => policy!),
        nodeRest: createNodeRestApi({
          ledger,
          node,
          traffic,
          credentials: adminCredentials,
          port: () => boundPort,
          closeWebsockets: () => feed.closeAll(),
        }),
        v0: createV0Api(ledger),
      },
      feed,
      traffic,
      logger,
    })
    if (beyondLoopback && controlsEnabled)
      logger.warn(
        `the test controls (sandbox_* on /rpc) are exposed beyond loopback, on ${host}: whoever can reach it can rewrite the ledger`,
        { host, port },
      )
    try {
      boundPort = await http.listen(port, host)
    } catch (error) {
      await feed.close()
      throw listenError(error, host, port)
    }
    policy = policyOf(host, boundPort, admission)
    timer?.start()
    if (automine) timer?.pause()
    const origin = `http://${host.includes(':') ? `[${host}]` : host}:${boundPort}`
    logger.info('sandbox started', { origin, dataDir: options.dataDir ?? 'in memory' })

    let stopping: Promise<void> | undefined
    const sandbox: Sandbox = {
      gatewayUrl: origin,
      rpcUrl: `${origin}/rpc`,
      nodeUrl: origin,
      v0Url: origin,
      feedUrl: `${origin.replace(/^http/, 'ws')}${TRANSACTION_FEED_PATH}`,
      port: boundPort,
      network: 'localnet',
      accounts,
      adminCredentials,
      ...(options.dataDir !== undefined ? { dataDir: options.dataDir } : {}),
      roundMs,
      roundsPerEpoch,
      get mining() {
        return controls.mining
      },
      controlsEnabled,
      ledgerState: () => ledger.ledgerState(),
      balanceOf: (address, rri = nativeToken.rri) => {
        const account = ledger.book.ofAddress(address)
        const resource = ledger.state.resourceIdOfRri(rri.toLowerCase())
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
      stop: () =>
        (stopping ??= (async () => {
          await timer?.stop()
          await http.close()
          await feed.close()
          await ledger.close()
          await journal?.close()
          logger.info('sandbox stopped', { origin })
        })()),
    }
    return sandbox
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
    ? Object.values(networkInterfaces()).flatMap((entries) => (entries ?? []).map((entry) => entry.address))
    : []
  return controlsPolicy({
    host,
    port,
    interfaceAddresses,
    ...(admission.allowedHosts ? { allowedHosts: admission.allowedHosts } : {}),
    ...(admission.allowedOrigins ? { allowedOrigins: admission.allowedOrigins } : {}),
  })
}

function checkList(list: unknown, field: string): string[] | undefined {
  if (list === undefined) return undefined
  if (!Array.isArray(list) || !list.every((entry) => typeof entry === 'string'))
    throw new InvalidArgumentError(field, 'must be a list of strings')
  return list
}

type RequestedAccount = { publicKey: string; privateKey?: string; balance: bigint }

function genesisAccounts(input: SandboxOptions['accounts']): RequestedAccount[] {
  if (input === undefined || typeof input === 'number')
    return developmentKeys(input ?? 10).map((key) => ({
      publicKey: key.publicKeyHex,
      privateKey: key.privateKeyHex,
      balance: DEFAULT_GENESIS_BALANCE,
    }))
  if (!Array.isArray(input))
    throw new InvalidArgumentError('accounts', 'must be a number or a list of { privateKey } / { publicKey } objects')
  const seen = new Set<string>()
  return input.map((entry: GenesisAccountInput, index) => {
    const field = `accounts[${index}]`
    if (typeof entry !== 'object' || entry === null)
      throw new InvalidArgumentError(field, 'must be { privateKey } or { publicKey }')
    let account: RequestedAccount
    const balance =
      entry.balance === undefined ? DEFAULT_GENESIS_BALANCE : parseSubunits(entry.balance, `${field}.balance`)
    if ('privateKey' in entry && entry.privateKey !== undefined) {
      let key: PrivateKey
      try {
        key = PrivateKey.fromHex(entry.privateKey)
      } catch (error) {
        // Never quote the key back: name the field and the reason only.
        throw new InvalidArgumentError(
          `${field}.privateKey`,
          error instanceof InvalidArgumentError ? error.problem : 'is not a private key',
        )
      }
      account = { publicKey: key.publicKey.hex, privateKey: entry.privateKey.toLowerCase(), balance }
    } else if ('publicKey' in entry && entry.publicKey !== undefined) {
      account = { publicKey: PublicKey.fromHex(entry.publicKey, `${field}.publicKey`).hex, balance }
    } else throw new InvalidArgumentError(field, 'must have privateKey or publicKey')
    if (seen.has(account.publicKey)) throw new InvalidArgumentError(field, 'funds an account listed before')
    seen.add(account.publicKey)
    return account
  })
}

/** The genesis accounts as the sandbox reports them, with the private keys it knows. */
function describeAccounts(genesis: StoredGenesis, requested: readonly RequestedAccount[]): SandboxAccount[] {
  const known = new Map<string, string>()
  for (const account of requested) if (account.privateKey) known.set(account.publicKey, account.privateKey)
  // A reopened ledger may fund development accounts the caller did not ask for this time.
  for (const key of developmentKeys(Math.min(genesis.allocations.length, 100)))
    known.set(key.publicKeyHex, key.privateKeyHex)
  return genesis.allocations.map((entry) => {
    const privateKey = known.get(entry.publicKey)
    return {
      address: encodeAccountAddress(entry.publicKey, 'localnet'),
      v0Address: v0AccountAddress(entry.publicKey, 'localnet'),
      publicKey: entry.publicKey,
      ...(privateKey ? { privateKey } : {}),
      balance: BigInt(entry.amount),
    }
  })
}

function checkFailedWindow(window: NonNullable<SandboxOptions['failedWindow']>): { count?: number; ageMs?: number } {
  if (typeof window !== 'object' || window === null)
    throw new InvalidArgumentError('failedWindow', 'must be { count?, ageMs? }')
  const { count, ageMs } = window
  const year = 365 * 24 * 3_600_000
  return {
    ...(count !== undefined ? { count: checkInteger(count, 'failedWindow.count', 0, 10_000_000) } : {}),
    ...(ageMs !== undefined ? { ageMs: checkInteger(ageMs, 'failedWindow.ageMs', 0, year) } : {}),
  }
}

/**
 * A fresh node key (its public half: the node's identity in node REST answers). Drawn by OpenSSL,
 * which gives the public key at once, where the portable path would first build its tables.
 */
function randomNodeKey(): string {
  const ecdh = createECDH('secp256k1')
  return ecdh.generateKeys('hex', 'compressed')
}

function checkInteger(value: number, field: string, min: number, max: number): number {
  if (!Number.isSafeInteger(value) || value < min || value > max)
    throw new InvalidArgumentError(field, `must be an integer from ${min} to ${max}`)
  return value
}
