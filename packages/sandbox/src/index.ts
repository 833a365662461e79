// The same binding as @ledgernet/crypto's: one development mnemonic, re-exported for sandbox users.
export { DEVELOPMENT_MNEMONIC } from '@ledgernet/crypto'
export { describeSandbox, formatSandboxBanner } from './describeSandbox.js'
export type { DevelopmentKey } from './developmentAccounts.js'
export { developmentKeys } from './developmentAccounts.js'
export type { FeeTable } from './feeTable.js'
export { defaultFeeTable, gatewayFee, resolveFeeTable, v0CostUnits } from './feeTable.js'
export type { SandboxState } from './generated/controls/methods.gen.js'
export { JournalWriteError } from './ledger/Journal.js'
export { JournalDamagedError } from './ledger/JournalDamagedError.js'
export type { LedgerStateView } from './ledger/Ledger.js'
export type { Sandbox, SandboxAccount } from './Sandbox.js'
export type { SandboxControlReason } from './SandboxControlError.js'
export { SandboxControlError } from './SandboxControlError.js'
export type { BalanceSet, Mining } from './SandboxControls.js'
export type { SandboxErrorCode } from './SandboxError.js'
export { SandboxError } from './SandboxError.js'
export type { SandboxLogger } from './SandboxLogger.js'
export { quietLogger, silentLogger } from './SandboxLogger.js'
export type { GenesisAccountInput, SandboxOptions } from './SandboxOptions.js'
export type { SandboxCommandValues } from './sandboxCommandOptions.js'
export {
  nonNegativeInteger,
  positiveInteger,
  sandboxCommandOptions,
  sandboxOptionsFromCommand,
} from './sandboxCommandOptions.js'
export type { BasicCredentials } from './server/nodeRest/basicCredentials.js'
export { TRANSACTION_FEED_PATH } from './server/TransactionFeed.js'
export { DEFAULT_GENESIS_BALANCE, startSandbox } from './startSandbox.js'
export type { SandboxSharing, TestHooks } from './useSandbox.js'
export { useSandbox } from './useSandbox.js'
