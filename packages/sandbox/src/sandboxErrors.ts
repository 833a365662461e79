import type { RegisteredErrors } from '@ledgernet/errors'
import { JournalDamagedError } from './journal/JournalDamagedError.js'
import { JournalWriteError } from './journal/JournalWriteError.js'
import { IntakeError } from './ledger/IntakeProblem.js'
import { SandboxControlError, sandboxControlReasonOf } from './SandboxControlError.js'
import { SandboxError } from './SandboxError.js'

// Most errors of the sandbox carry their own `hint`, written where they are thrown with what only
// that place knows (the port, the file, the version kept): it is more precise than the table's.
const ownHint = (error: { hint?: string | undefined }) => error.hint

/**
 * The hint for a test control's refusal met over JSON-RPC (a `JsonRpcError` of a `sandbox*`
 * method, as `createSandboxControls` throws it): the hint of the control's own code.
 *
 * @example
 * controlRefusalHint({ operation: 'sandboxRevert', rpcCode: 4001 }) // sandboxErrors.errors.SANDBOX_UNKNOWN_SNAPSHOT.hint
 */
export function controlRefusalHint(error: unknown): string | undefined {
  const { code, operation, rpcCode } = (error ?? {}) as { code?: unknown; operation?: unknown; rpcCode?: unknown }
  if (code !== 'JSON_RPC_ERROR' || typeof operation !== 'string' || !operation.startsWith('sandbox')) return undefined
  const reason = typeof rpcCode === 'number' ? sandboxControlReasonOf(rpcCode) : undefined
  return reason && sandboxErrors.errors[`SANDBOX_${reason}`].hint
}

/**
 * The error codes of `@ledgernet/sandbox`: why it cannot start or go on, why a test control
 * refused, and its desk's internal refusal.
 *
 * @example
 * import { sandboxErrors } from '@ledgernet/sandbox/errors'
 * sandboxErrors.errors.PORT_IN_USE.hint // 'stop what listens there, or choose another port …'
 */
export const sandboxErrors = {
  package: '@ledgernet/sandbox',
  title: 'Sandbox',
  intro: `From \`@ledgernet/sandbox\` (\`startSandbox\`, \`createMemorySandbox\`, \`ledgernet sandbox\`, \`ledgernet-sandbox\`). Each
\`SandboxError\`, \`JournalDamagedError\` and \`JournalWriteError\` carries a \`hint\`, what the command
lines print after the message. A refused data directory is never changed by the refusal; what
each recovery keeps: \`packages/sandbox/README.md\`, "Durability".`,
  errors: {
    PORT_IN_USE: {
      class: SandboxError,
      hint: 'stop what listens there, or choose another port (--port; 0 picks a free one)',
      hintFor: ownHint,
      docs: `Another process listens on the port asked for. Stop it, or choose another port
(\`--port\`; 0 picks a free one, and the banner says which).`,
    },
    CANNOT_LISTEN: {
      class: SandboxError,
      hint: 'choose another host or port (--host, --port)',
      hintFor: ownHint,
      docs: `The host is not an address of this machine (\`EADDRNOTAVAIL\`) or the port needs
privileges (\`EACCES\`, below 1024). Choose another host or port.`,
    },
    GENESIS_CORRUPT: {
      class: SandboxError,
      hint: 'restore it from a copy of the data directory, or start a new ledger there with --reset (option reset)',
      hintFor: ownHint,
      docs: `The data directory's \`genesis.json\` is not JSON, or not a sandbox genesis (format 1).
Restore it from a copy, or start a new ledger there with \`reset: true\` (\`--reset\`), which moves the
old files to \`replaced-<time>/\` inside the directory.`,
    },
    GENESIS_MISMATCH: {
      class: SandboxError,
      hint: 'start without the accounts option to reuse its accounts, or use another data directory',
      hintFor: ownHint,
      docs: `The data directory holds a ledger started with other genesis accounts than the ones asked
for. Start without the \`accounts\` option to reuse its accounts, or use another data directory.`,
    },
    GENESIS_MISSING: {
      class: SandboxError,
      hint: 'restore genesis.json from a copy, or start a new ledger there with --reset (option reset; the old files are kept aside)',
      hintFor: ownHint,
      docs: `The data directory holds a journal with records but no \`genesis.json\`: the records
cannot be replayed on a new genesis (a new time and node key, perhaps other accounts), so the
sandbox refuses rather than write one. Restore \`genesis.json\` from a copy, or start a new ledger
there with \`reset: true\` (\`--reset\`).`,
    },
    JOURNAL_MISSING: {
      class: SandboxError,
      hint: 'restore journal.log from a copy, or start a new ledger there with --reset (option reset; the old files are kept aside)',
      hintFor: ownHint,
      docs: `The data directory holds a \`genesis.json\` but its \`journal.log\` is missing or empty:
every transaction the ledger recorded is gone, and starting would silently serve an empty ledger.
Restore \`journal.log\` from a copy, or start a new ledger there with \`reset: true\` (\`--reset\`), which
moves the old files to \`replaced-<time>/\` inside the directory.`,
    },
    JOURNAL_DAMAGED: {
      class: JournalDamagedError,
      hint: 'restore the data directory from a copy, or start once with --repair-truncate (option repairTruncate)',
      hintFor: ownHint,
      docs: `\`journal.log\` holds a record that is complete but fails its checksum (or is not JSON, or
whose length field changed), or is not a sandbox journal: bytes that were written whole have
changed. Unlike a torn last record (a crash mid-write: cut off at start with a warning), this is
refused wherever it is, the last record included, and the file is left as it is. \`path\`, \`offset\`
(the damaged record's first byte), \`lastGoodVersion\` (the ledger version the records before it
reach) and \`problem\` are on the error. Restore the data directory from a copy, or start once with
\`repairTruncate: true\` (\`--repair-truncate\`): the ledger up to \`lastGoodVersion\` is kept and the
bytes from \`offset\` on are moved to \`journal-damaged-<time>.log\` beside the journal.`,
    },
    JOURNAL_WRITE_FAILED: {
      class: JournalWriteError,
      hint: 'free space or fix the disk: the next round writes again (with automine the sandbox retries by itself)',
      hintFor: ownHint,
      docs: `A journal write failed (a full disk, an I/O error, a failed \`fsync\`); \`cause\` is the
system's error, \`cutBack\` says whether the file was already cut back to its last whole record
(otherwise it is before the next write). The sandbox does not throw it at its callers: it logs it,
reports it in node REST \`/api/system\` \`ledger.faults.store\` and refuses new transactions (Gateway
API 503, JSON-RPC 1500 \`STORE_FAILING\`, v0 500) until a write succeeds. A round's transactions stay
PENDING for the next round; with automine, the submission whose own round could not be written gets
that same refusal (nothing was submitted: it may be sent again). A control that writes the journal
throws \`SANDBOX_STORE_FAILING\` instead. Free space or fix the disk: the next round writes again
(with automine the sandbox retries by itself every 100 ms; in manual mining, at the next \`mine\`).`,
    },
    JOURNAL_REPLAY: {
      class: SandboxError,
      hint: 'the journal was written by another version or edited: move the data directory away to start a fresh ledger',
      hintFor: ownHint,
      docs: `A journal record does not replay to the outcome it recorded, or the replayed ledger breaks
an invariant: the journal was written by another version or edited. Move the data directory away to
start a fresh ledger.`,
    },
    JOURNAL_CLOSED: {
      class: SandboxError,
      hint: 'stop sending transactions before stop(), or start the sandbox again',
      hintFor: ownHint,
      docs: `A transaction was committed after the sandbox stopped (its journal is closed). Stop
sending transactions before \`stop()\`, or start the sandbox again.`,
    },
    INVARIANT_BROKEN: {
      class: SandboxError,
      hint: 'this is a bug in the sandbox: report it with the controls that were called and the data directory',
      hintFor: ownHint,
      docs: `\`sandbox.assertInvariants()\`, or the check the sandbox runs after every test control,
found the ledger inconsistent (a supply that is not the sum of the balances, a negative balance, a
version that is not a safe integer, …); over JSON-RPC a control that hits it answers -32603, and the
log has the problems. A sandbox bug: report it with the controls called and the data directory.`,
    },
    NEEDS_NODE: {
      class: SandboxError,
      hint: 'use createMemorySandbox() here (the same ledger and interfaces, through its fetch), or run this code in Node',
      hintFor: ownHint,
      docs: `\`startSandbox\`, \`useSandbox({ http: true })\` or the command line's options
(\`sandboxCommandOptions\`, …) were called where \`@ledgernet/sandbox\` resolved to its portable entry (a
browser bundle): they need a socket or a command line, which only Node — and Deno and Bun, which take
the package's \`node\` condition — give. Use \`createMemorySandbox()\` there (the same ledger and
interfaces, through its \`fetch\`), or run the code in Node.`,
    },
    SANDBOX_CONTROLS_OFF: {
      class: SandboxControlError,
      hint: 'the sandbox’s controls are off: start it without --no-controls (with --data-dir, add --controls)',
      docs: `\`reason\` \`CONTROLS_OFF\` (JSON-RPC 4000). A test control (\`snapshot\`, \`revert\`,
\`setBalance\`, \`mine\`, \`setAutomine\`, \`increaseEpoch\`, \`dumpState\`, \`loadState\`, \`reset\`, or its
\`sandbox_*\` method) was called on a sandbox whose controls are off: \`data.reason\` is \`NO_CONTROLS\`
(started with \`--no-controls\`) or \`JOURNALED\` (it journals a data directory and was started without
\`--controls\`). Start it with the controls on. (A \`sandbox_*\` call that answers JSON-RPC 4005 instead —
a \`JsonRpcError\`, never thrown in process — came in a request the controls do not take: without
\`Content-Type: application/json\`, under a \`Host\` that is not the sandbox's, or from a web page of
another origin; \`data.reason\` says which. The sandbox README, "Security".)`,
    },
    SANDBOX_UNKNOWN_SNAPSHOT: {
      class: SandboxControlError,
      hint: 'a snapshot is used up by a revert: take a new one (`snapshot()`, `ledgernet sandbox snapshot`)',
      docs: `\`reason\` \`UNKNOWN_SNAPSHOT\` (JSON-RPC 4001). No snapshot has the id given to \`revert\`
(\`data.id\`): it was never taken, or a revert used it up (a revert uses up its snapshot and every
later one). Take a new snapshot.`,
    },
    SANDBOX_INVALID_STATE: {
      class: SandboxControlError,
      hint: 'the state must be one `dumpState` (`ledgernet sandbox dump-state`) gave, still a consistent ledger',
      docs: `\`reason\` \`INVALID_STATE\` (JSON-RPC 4002). The document given to \`loadState\` matches its
schema but is no ledger; \`data.problems\` names each field and why (an account listed twice, a supply
that is not the sum of its balances, an rri not derived from its owner and symbol, a key that is not
the account's, a version above 2^52, more than 1,000,000 balances in all, …; the first 100, then how
many more). Nothing was changed.`,
    },
    SANDBOX_SUPPLY_OUT_OF_RANGE: {
      class: SandboxControlError,
      hint: 'a total supply stays at most 2^256 − 1',
      docs: `\`reason\` \`SUPPLY_OUT_OF_RANGE\` (JSON-RPC 4003). \`setBalance\` would take the token's total
supply above 2^256 − 1 (\`data\`: \`tokenIdentifier\`, \`totalSupply\`). Nothing was changed.`,
    },
    SANDBOX_STORE_FAILING: {
      class: SandboxControlError,
      hint: 'the sandbox’s data directory cannot be written (a full disk?): free space; `/api/system` (`ledgernet node system`) shows when writes succeed again',
      docs: `\`reason\` \`STORE_FAILING\` (JSON-RPC 4004). The sandbox journals a data directory (started
with \`--controls\`) and a control's write to the journal failed (a full disk, an I/O error);
\`data.error\` is the system's error. The control did not happen: \`mine\`'s round whose write failed
committed nothing (its transactions stay pending) and no round ran after it; \`setAutomine(true)\`
turned automine on but the transactions that were pending stay pending until a write succeeds. A
\`revert\` or \`reset\` whose cut of the journal went through but could not be synced does not throw:
it happens, and the journal is synced before its next write. As for a round, the fault is in
\`/api/system\` \`ledger.faults.store\` and new transactions are refused until a write succeeds. Free
space or fix the disk, then call the control again.`,
    },
    SANDBOX_UNKNOWN_TOKEN: {
      class: SandboxControlError,
      hint: 'create the token first, or check its identifier (`ledgernet token derive <symbol>`)',
      docs: `\`reason\` \`UNKNOWN_TOKEN\` (JSON-RPC 1323). \`setBalance\` named a token the ledger does not
know (\`data.tokenIdentifier\`).`,
    },
    INTAKE_REFUSED: {
      class: IntakeError,
      hint: 'internal to the sandbox: each interface answers it with its own error, so seeing it is a bug in the sandbox',
      docs: `Internal to the sandbox. The sandbox's transaction desk refused a transaction; each
interface answers it with its own error (Gateway API error types, JSON-RPC codes, v0's 400), so
clients see those, never this code.`,
    },
  },
}

declare module '@ledgernet/errors' {
  interface LedgernetErrorCodes extends RegisteredErrors<typeof sandboxErrors> {}
}
