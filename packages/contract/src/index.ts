export { runContract } from './runContract.js'
export type { RunContractOptions } from './RunContractOptions.js'
export { runContractCli } from './runContractCli.js'
export { runContractCommand } from './runContractCommand.js'
export type { ContractCommandInput, ContractCommandIo } from './runContractCommand.js'
export { createContractCommand, parseContractArguments } from './parseContractArguments.js'
export type { ContractArguments } from './parseContractArguments.js'
export { contractOptions } from './contractOptions.js'
export type { ContractOptionValues } from './contractOptions.js'
export { summarizeChecks } from './ContractReport.js'
export type {
  CheckOutcome,
  ContractCheck,
  ContractFailure,
  ContractReport,
  ContractSummary,
  ExchangeSummary,
  OperationCoverage,
} from './ContractReport.js'
export type { ContractReporter } from './ContractReporter.js'
export { tableReporter } from './tableReporter.js'
export { junitReporter } from './junitReporter.js'
export { jsonReporter } from './jsonReporter.js'
export { formatReportTable } from './formatReportTable.js'
export type { FormatReportTableOptions } from './formatReportTable.js'
export { reportToJUnit } from './reportToJUnit.js'
export { createValidatingFetch } from './createValidatingFetch.js'
export type { ValidatingFetch, ValidatingFetchOptions } from './createValidatingFetch.js'
export { SpecViolationError } from './SpecViolationError.js'
export type { SpecViolation, ViolationDirection } from './SpecViolation.js'
export type { ContractOutput } from './ContractOutput.js'
