/**
 * What the lenient reading of a published document did about one problem of it: the file, the
 * JSON Pointer in that file, the rule the document breaks and the action taken. The client is
 * still generated; every warning is printed, so nothing is skipped silently.
 *
 * @example
 * const warning: SpecWarning = {
 *   file: 'api/starknet_api_openrpc.json',
 *   pointer: '/components/schemas/BLOCK_ID/descritpion',
 *   rule: 'unknown keyword "descritpion" (not JSON Schema, OpenAPI or OpenRPC)',
 *   action: 'ignored',
 * }
 */
export type SpecWarning = { file: string; pointer: string; rule: string; action: string }

/**
 * A warning as one line: `file#pointer: rule — action`.
 *
 * @example
 * formatSpecWarning({ file: 'a.json', pointer: '/x', rule: 'unknown keyword "y"', action: 'ignored' })
 * // 'a.json#/x: unknown keyword "y" — ignored'
 */
export function formatSpecWarning(warning: SpecWarning): string {
  return `${warning.file}#${warning.pointer}: ${warning.rule} — ${warning.action}`
}
