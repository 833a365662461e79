/**
 * True for a failure that says nothing about the transaction, so that asking again is right: a
 * network failure, a timed-out attempt, HTTP 429 or 5xx, JSON-RPC -32000 (node not ready) or
 * -32603 (internal error). Everything else (4xx, other JSON-RPC errors, answers that break the
 * spec, an abort) is a definite answer. Reads `code` so that it needs none of the error classes.
 */
export function isTransientFailure(error: unknown): boolean {
  const { code, status = 0, rpcCode } = (error ?? {}) as { code?: unknown; status?: number; rpcCode?: number }
  return (
    code === 'NETWORK_ERROR' ||
    code === 'TIMEOUT' ||
    (code === 'HTTP_ERROR' && (status >= 500 || status === 429)) ||
    (code === 'JSON_RPC_ERROR' && (rpcCode === -32000 || rpcCode === -32603))
  )
}
