import type { Issue } from '@ledgernet/specs'

/** The most schema issues an answer lists; a document can break its schema a million times. */
const MAX_REPORTED_ISSUES = 100

/**
 * The issues a refusal reports (`{ path, message }`): the first 100, then one that says how many
 * more there were — so that the answer to a huge document stays small.
 *
 * @example
 * throw rpcError(-32602, 'Invalid params', { issues: reportedIssues(validator.validateRpcParams(method, params)) })
 */
export function reportedIssues(issues: readonly Issue[]): { path: string; message: string }[] {
  const shown = issues.slice(0, MAX_REPORTED_ISSUES).map(({ path, message }) => ({ path, message }))
  if (issues.length > MAX_REPORTED_ISSUES)
    shown.push({ path: '', message: `… and ${issues.length - MAX_REPORTED_ISSUES} more issues` })
  return shown
}
