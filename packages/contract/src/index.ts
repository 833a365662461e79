export type { ContractOptionValues } from './cli/contractOptions.js'
export { contractOptions } from './cli/contractOptions.js'
export type { ContractCommandInput, ContractCommandIo } from './cli/runContractCommand.js'
export { runContractCommand } from './cli/runContractCommand.js'
export { contractErrors } from './contractErrors.js'
export type { ProbeListing } from './probes/listProbes.js'
export { listProbes } from './probes/listProbes.js'
export type { RunContractOptions } from './RunContractOptions.js'
export type { ContractOutput } from './report/ContractOutput.js'
export type {
  CheckOutcome,
  ContractCheck,
  ContractFailure,
  ContractReport,
  ContractSummary,
  ExchangeSummary,
  OperationCoverage,
  RunVariance,
} from './report/ContractReport.js'
export { summarizeChecks } from './report/ContractReport.js'
export type { ContractReporter } from './report/ContractReporter.js'
export type { FormatReportTableOptions } from './report/formatReportTable.js'
export { formatReportTable } from './report/formatReportTable.js'
export { htmlReporter } from './report/htmlReporter.js'
export { jsonReporter } from './report/jsonReporter.js'
export { junitReporter } from './report/junitReporter.js'
export { reportToHtml } from './report/reportToHtml.js'
export { reportToJUnit } from './report/reportToJUnit.js'
export { tableReporter } from './report/tableReporter.js'
export { runContract } from './runContract.js'
export type { ValidatingFetch, ValidatingFetchOptions } from './validation/createValidatingFetch.js'
export { createValidatingFetch } from './validation/createValidatingFetch.js'
export type { SpecViolation, ViolationDirection } from './validation/SpecViolation.js'
export { SpecViolationError } from './validation/SpecViolationError.js'
