// `@ledgernet/sandbox` in any JavaScript runtime (browsers; the `default` condition): the
// in-memory sandbox and everything it answers with. Under Node the package's `node` condition
// gives `index.node.ts`: the same names, with the HTTP sandbox (`startSandbox`), the command line's
// options and the in-memory sandbox on the Node platform (OpenSSL, libsecp256k1).
// The same binding as @ledgernet/crypto's: one development mnemonic, re-exported for sandbox users.
export { DEVELOPMENT_MNEMONIC } from '@ledgernet/crypto'
export { createMemorySandbox, MEMORY_SANDBOX_ORIGIN } from './createMemorySandbox.js'
export { describeSandbox, formatSandboxBanner } from './describeSandbox.js'
export type { DevelopmentKey } from './developmentKeys.js'
export { developmentKeys } from './developmentKeys.js'
export type { FeeTable } from './feeTable.js'
export { defaultFeeTable, gatewayFee, resolveFeeTable, v0CostUnits } from './feeTable.js'
export type { SandboxState } from './generated/controls/methods.gen.js'
export { JournalDamagedError } from './journal/JournalDamagedError.js'
export { JournalWriteError } from './journal/JournalWriteError.js'
export type { LedgerStateView } from './ledger/Clock.js'
export {
  nonNegativeInteger,
  positiveInteger,
  sandboxCommandOptions,
  sandboxOptionsFromCommand,
  startSandbox,
} from './needsNode.js'
export type { MemorySandbox, Sandbox, SandboxAccount } from './Sandbox.js'
export type { SandboxCommandValues } from './SandboxCommandValues.js'
export type { SandboxControlReason } from './SandboxControlError.js'
export { SandboxControlError } from './SandboxControlError.js'
export type { BalanceSet, Mining } from './SandboxControls.js'
export type { SandboxErrorCode } from './SandboxError.js'
export { SandboxError } from './SandboxError.js'
export type { SandboxLogger } from './SandboxLogger.js'
export { quietLogger, silentLogger } from './SandboxLogger.js'
export type { GenesisAccountInput, MemorySandboxOptions, SandboxOptions } from './SandboxOptions.js'
export { controlRefusalHint, sandboxErrors } from './sandboxErrors.js'
export { DEFAULT_GENESIS_BALANCE } from './sandboxGenesis.js'
export type { BasicCredentials } from './server/nodeRest/basicCredentials.js'
export { TRANSACTION_FEED_PATH } from './transactionFeedPath.js'
export type { SandboxSharing, TestHooks } from './useSandbox.js'
export { useSandbox } from './useSandbox.js'
