// Snapshot and revert of a ledger of 10,000 committed transactions: the ledger is filled through
// the same intake as the interfaces (build, sign, finalize, submit; a round every 500), without
// HTTP, then a snapshot is taken, 100 more transfers committed, and the revert timed.
import { hexToBytes, PrivateKey, sha256d } from '@ledgernet/crypto'
import { developmentKeys } from '../dist/developmentAccounts.js'
import { defaultFeeTable } from '../dist/feeTable.js'
import { Ledger } from '../dist/ledger/Ledger.js'
import { TransactionDesk } from '../dist/ledger/TransactionDesk.js'
import { enginePlatform } from '../dist/platform/enginePlatform.js'
import { silentLogger } from '../dist/SandboxLogger.js'

const TRANSACTIONS = Number(process.env.BENCH_LEDGER_TRANSACTIONS ?? 10_000)
const keys = developmentKeys(20).map((key) => PrivateKey.fromHex(key.privateKeyHex))
const ledger = new Ledger({
  genesis: {
    timestamp: Date.now(),
    allocations: keys.map((key) => ({ publicKey: key.publicKey, amount: 10n ** 24n })),
  },
  fees: defaultFeeTable,
  roundsPerEpoch: 100,
  validityEpochs: 100_000,
  logger: silentLogger,
  platform: enginePlatform,
  automine: false,
})
const desk = new TransactionDesk(ledger)
const addresses = keys.map((key) => ledger.book.ofKey(key.publicKey).address)
function transferOnce(i) {
  const from = i % keys.length
  const built = desk.build({
    actions: [
      {
        type: 'TransferTokens',
        from: addresses[from],
        to: addresses[(from + 1) % keys.length],
        token: 'xrd_dr1qyrs8qwl',
        amount: 1n,
      },
    ],
    feePayer: addresses[from],
    disableTokenMintAndBurn: false,
    givenTokens: new Map(),
  })
  const der = keys[from].sign(sha256d(hexToBytes(built.unsignedHex))).toDERHex()
  const { signedHex } = desk.finalize({
    unsignedHex: built.unsignedHex,
    derHex: der,
    publicKeyHex: keys[from].publicKey.hex,
  })
  desk.submit({ signedHex })
}
const filling = performance.now()
for (let i = 0; i < TRANSACTIONS; i++) {
  transferOnce(i)
  if (i % 500 === 499) await ledger.runRound()
}
await ledger.runRound()
const fillMs = performance.now() - filling
const version = ledger.version
let started = performance.now()
const id = await ledger.snapshot()
const snapshotMs = performance.now() - started
for (let i = 0; i < 100; i++) transferOnce(TRANSACTIONS + i)
await ledger.runRound()
started = performance.now()
await ledger.revert(id)
const revertMs = performance.now() - started
if (ledger.version !== version || ledger.invariantProblems().length > 0)
  throw new Error('the revert did not restore the ledger')
export const revertLargeLedger = { transactions: version, fillMs, snapshotMs, revertMs }
