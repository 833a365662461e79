/** A code of the merged `LedgernetErrorCodes` registry: its class, the class's `code` type, the file that registers it. */
export type RegisteredErrorCode = { code: string; className: string; codeType: string; file: string }
/** Reads the registry from declaration files with the TypeScript compiler. */
export function registeredErrorCodes(declarationFiles: readonly string[]): RegisteredErrorCode[]
/** What docs/errors.md gets wrong about the registered codes (empty when complete). */
export function errorDocsProblems(
  codes: readonly Pick<RegisteredErrorCode, 'code' | 'className' | 'codeType'>[],
  markdown: string,
): string[]
