/**
 * Where the contract runner writes text: `process.stdout`/`process.stderr`, or any object with
 * `write` (a CLI's own streams, a collector in tests).
 *
 * @example
 * const output: ContractOutput = { write: (text) => chunks.push(text) }
 */
export type ContractOutput = { write(text: string): unknown }
