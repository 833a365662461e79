import type { SpecDocument } from './loadSpec.js'

/**
 * The path JSON-RPC requests go to, read from the document's first server URL:
 * `{base_url}/rpc` → `/rpc`, `http://127.0.0.1:3333/rpc` → `/rpc`; `/` when it names none.
 *
 * @example
 * rpcPathOf(loadSpec('node-rpc')) // '/rpc'
 */
export function rpcPathOf(document: SpecDocument): string {
  const url = String(document.servers?.[0]?.url ?? '')
  const path = url.startsWith('{') ? url.slice(url.indexOf('}') + 1) : URL.canParse(url) ? new URL(url).pathname : url
  return path.startsWith('/') ? path.replace(/\/+$/, '') || '/' : '/'
}
