// The light entry point `@ledgernet/contract/options`: the command's option table, without the
// contract tests themselves (so a command line can list the options without loading the specs).

export type { ContractOptionValues } from './cli/contractOptions.js'
export {
  contractOptions,
  duration,
  generalTargets,
  milliseconds,
  positiveNumber,
  wholeNumber,
} from './cli/contractOptions.js'
export { targetFlag, targetOptions } from './targetOptions.js'
