#!/usr/bin/env node
import { parseArgs } from 'node:util'
import { isLedgernetError } from '@ledgernet/errors'
import { describeSandbox, formatSandboxBanner } from './describeSandbox.js'
import type { SandboxLogger } from './SandboxLogger.js'
import { startSandbox } from './startSandbox.js'

const usage = `Usage: ledgernet-sandbox [options]

Starts a local ledgernet network: Gateway API, JSON-RPC (/rpc), node REST (/api) and
Gateway v0 (/v0) on one port, funded development accounts, until Ctrl-C.

  --port <n>              port to listen on (default 8080; 0 picks a free one)
  --host <host>           interface (default 127.0.0.1)
  --round-ms <n>          milliseconds per round (default 100)
  --rounds-per-epoch <n>  rounds per epoch (default 100)
  --data-dir <dir>        journal the ledger there (survives restarts); default in memory
  --admin <user:pass>     node REST admin credentials (default: random, printed)
  --accounts <n>          development accounts to fund (default 10)
  --json                  print the URLs, accounts and credentials as JSON
  --help                  this text`

const logger: SandboxLogger = {
  info: () => {},
  warn: (message, details) => console.error(`warning: ${message}`, details ?? ''),
  error: (message, details) => console.error(`error: ${message}`, details ?? ''),
}

async function main(): Promise<number> {
  let values: Record<string, string | boolean | undefined>
  try {
    values = parseArgs({
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'round-ms': { type: 'string' },
        'rounds-per-epoch': { type: 'string' },
        'data-dir': { type: 'string' },
        admin: { type: 'string' },
        accounts: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean' },
      },
      strict: true,
    }).values
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`)
    return 2
  }
  if (values.help) {
    console.log(usage)
    return 0
  }
  const integer = (name: string, fallback?: number): number | undefined => {
    const text = values[name]
    if (text === undefined) return fallback
    if (typeof text !== 'string' || !/^\d+$/.test(text)) throw new Error(`--${name} must be a non-negative integer, got "${String(text)}"`)
    return Number(text)
  }
  let options: Parameters<typeof startSandbox>[0]
  try {
    options = {
      port: integer('port', 8080)!,
      ...(typeof values.host === 'string' ? { host: values.host } : {}),
      ...(values['round-ms'] !== undefined ? { roundMs: integer('round-ms')! } : {}),
      ...(values['rounds-per-epoch'] !== undefined ? { roundsPerEpoch: integer('rounds-per-epoch')! } : {}),
      ...(typeof values['data-dir'] === 'string' ? { dataDir: values['data-dir'] } : {}),
      ...(typeof values.admin === 'string' ? { adminCredentials: values.admin } : {}),
      ...(values.accounts !== undefined ? { accounts: integer('accounts')! } : {}),
      logger,
    }
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`)
    return 2
  }
  let sandbox
  try {
    sandbox = await startSandbox(options)
  } catch (error) {
    console.error(`ledgernet-sandbox: ${isLedgernetError(error) ? error.shortMessage : (error as Error).message}`)
    return 1
  }
  const stopRequested = new Promise<void>((resolve) => {
    process.once('SIGINT', () => resolve())
    process.once('SIGTERM', () => resolve())
  })
  // Printed only once the signals are handled: whoever reads "Ctrl-C" (or the JSON) and signals
  // at once must find the handlers in place.
  console.log(values.json ? JSON.stringify(describeSandbox(sandbox)) : formatSandboxBanner(sandbox))
  await stopRequested
  // A second signal while stopping ends the process at once.
  const force = () => process.exit(1)
  process.once('SIGINT', force)
  process.once('SIGTERM', force)
  await sandbox.stop()
  if (!values.json) console.log('ledgernet sandbox stopped.')
  return 0
}

process.exitCode = await main()
