export type { ContractOutput } from './ContractOutput.js'
export type {
  CheckOutcome,
  ContractCheck,
  ContractFailure,
  ContractReport,
  ContractSummary,
  ExchangeSummary,
  OperationCoverage,
} from './ContractReport.js'
export { summarizeChecks } from './ContractReport.js'
export type { ContractReporter } from './ContractReporter.js'
export type { ContractOptionValues } from './contractOptions.js'
export { contractOptions } from './contractOptions.js'
export type { ValidatingFetch, ValidatingFetchOptions } from './createValidatingFetch.js'
export { createValidatingFetch } from './createValidatingFetch.js'
export type { FormatReportTableOptions } from './formatReportTable.js'
export { formatReportTable } from './formatReportTable.js'
export { jsonReporter } from './jsonReporter.js'
export { junitReporter } from './junitReporter.js'
export type { ContractArguments } from './parseContractArguments.js'
export { createContractCommand, parseContractArguments } from './parseContractArguments.js'
export type { RunContractOptions } from './RunContractOptions.js'
export { reportToJUnit } from './reportToJUnit.js'
export { runContract } from './runContract.js'
export { runContractCli } from './runContractCli.js'
export type { ContractCommandInput, ContractCommandIo } from './runContractCommand.js'
export { runContractCommand } from './runContractCommand.js'
export type { SpecViolation, ViolationDirection } from './SpecViolation.js'
export { SpecViolationError } from './SpecViolationError.js'
export { tableReporter } from './tableReporter.js'
