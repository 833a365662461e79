/** A code of the merged `LedgernetErrorCodes` registry: its class, the class's `code` type, the file that registers it. */
export type RegisteredErrorCode = { code: string; className: string; codeType: string; file: string }
/** One code of a package's table, as the script reads it from the built package. */
export type TableEntry = {
  class: { name: string }
  hint: string
  docs: string
  message?: unknown
  hintFor?: unknown
  reason?: unknown
}
/** A package's table of errors. */
export type ErrorTable = { package: string; title: string; intro?: string; errors: Record<string, TableEntry> }
/** The line after which docs/errors.md is written from the tables. */
export const generatedMarker: string
/** Reads the registry from declaration files with the TypeScript compiler. */
export function registeredErrorCodes(declarationFiles: readonly string[]): RegisteredErrorCode[]
/** What is wrong with the tables and between them and the registry (empty when they agree). */
export function errorTableProblems(
  tables: readonly ErrorTable[],
  codes: readonly Pick<RegisteredErrorCode, 'code' | 'className' | 'codeType'>[],
): string[]
/** The part of docs/errors.md the tables write. */
export function errorsMarkdown(tables: readonly ErrorTable[]): string
/** What docs/errors.md gets wrong about the tables (empty when it is what they write). */
export function errorDocsProblems(tables: readonly ErrorTable[], markdown: string): string[]
/** docs/errors.md with its generated part written from the tables. */
export function writtenErrorDocs(tables: readonly ErrorTable[], markdown: string): string
/** The sources (path → text) that register error codes other than from a table. */
export function registrationsOutsideTables(sources: ReadonlyMap<string, string>): string[]
