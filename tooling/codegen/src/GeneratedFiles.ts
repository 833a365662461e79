/**
 * The generated files of one client, by file name.
 *
 * @example
 * const files: GeneratedFiles = { 'sdk.gen.ts': '…', 'operations.gen.ts': '…' }
 */
export type GeneratedFiles = Record<string, string>
