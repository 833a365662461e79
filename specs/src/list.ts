// The light entry point `@ledgernet/specs/list`: the list of specs (`codegen.config.json`'s, as
// `specList`), their names and types, without the spec loader and validators — a command line
// that derives its options from the list (`ledgernet contract --<spec> <url>`) does not load ajv.

export type { ContractSpecName, OpenRpcSpecName, SpecName } from './SpecName.js'
export { isSpecName, specFiles, specList, specNames } from './SpecName.js'
