// The light entry point `@ledgernet/sandbox/options`: the command-line option table, without the
// sandbox itself (so a command line can list its options without loading the ledger and specs).

export {
  nonNegativeInteger,
  positiveInteger,
  sandboxCommandOptions,
  sandboxOptionsFromCommand,
} from './node/sandboxCommandOptions.js'
export type { SandboxCommandValues } from './SandboxCommandValues.js'
