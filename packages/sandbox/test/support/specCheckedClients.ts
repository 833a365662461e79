import { createGatewayClient } from '@ledgernet/gateway-client'
import { createNodeRestClient } from '@ledgernet/node-rest-client'
import { createRpcClient } from '@ledgernet/rpc-client'
import { createSpecValidator, type OpenApiValidator } from '@ledgernet/specs'
import type { TransportRequest } from '@ledgernet/transport'
import { createV0Client } from '@ledgernet/v0-client'
import type { MemorySandbox } from '../../src/Sandbox.js'

/** One answer a client received, with what the spec validator found wrong with it. */
type CheckedExchange = { spec: string; operationId: string; status: number; body: unknown; issues: string[] }

/**
 * The four generated clients pointed at a sandbox (through its `fetch`: in memory or over HTTP), each recording every answer it receives and
 * checking it with `@ledgernet/specs`' validator (status, headers and body, error answers
 * included) — independently of the clients' own response validation. Tests end with
 * `expectConforming()`.
 *
 * @example
 * const clients = specCheckedClients(sandbox)
 * await deriveToken({ client: clients.gateway, body: { public_key: { hex }, symbol: 'gold' } })
 * clients.expectConforming()
 */
export function specCheckedClients(sandbox: MemorySandbox, options: { network?: string } = {}) {
  const exchanges: CheckedExchange[] = []
  const openApi = (spec: 'gateway' | 'node-rest' | 'gateway-v0') => {
    const validator: OpenApiValidator = createSpecValidator(spec)
    return async (response: Response, request: TransportRequest) => {
      const text = await response.text()
      const body = text === '' ? undefined : JSON.parse(text)
      const issues = validator.validateResponse(request.operationId, {
        status: response.status,
        headers: response.headers,
        body,
      })
      exchanges.push({
        spec,
        operationId: request.operationId,
        status: response.status,
        body,
        issues: issues.map((issue) => `${issue.path} ${issue.message}`),
      })
    }
  }
  const rpcValidator = createSpecValidator('node-rpc')
  const rpc = async (response: Response, request: TransportRequest) => {
    const text = await response.text()
    const body = JSON.parse(text) as { result?: unknown; error?: unknown }
    const method = `ledger.${request.operationId}`
    const issues =
      response.status !== 200
        ? [`/status HTTP ${response.status}`]
        : 'error' in body
          ? rpcValidator.validateRpcError(method, body.error)
          : rpcValidator.validateRpcResult(method, body.result)
    exchanges.push({
      spec: 'node-rpc',
      operationId: method,
      status: response.status,
      body,
      issues: issues.map((issue) => (typeof issue === 'string' ? issue : `${issue.path} ${issue.message}`)),
    })
  }
  // The sandbox's own fetch: the global one behind HTTP, its handler in memory.
  const common = { retry: false as const, timeout: 5000, fetch: sandbox.fetch }
  return {
    exchanges,
    gateway: createGatewayClient({
      baseUrl: sandbox.gatewayUrl,
      network: options.network ?? 'localnet',
      onResponse: openApi('gateway'),
      ...common,
    }),
    rpc: createRpcClient({ baseUrl: sandbox.rpcUrl, onResponse: rpc, ...common }),
    node: createNodeRestClient({
      baseUrl: sandbox.nodeUrl,
      credentials: sandbox.adminCredentials,
      onResponse: openApi('node-rest'),
      ...common,
    }),
    v0: createV0Client({ baseUrl: sandbox.v0Url, onResponse: openApi('gateway-v0'), ...common }),
    /** Throws, listing them, when any recorded answer broke its spec. */
    expectConforming(): void {
      const broken = exchanges.filter((exchange) => exchange.issues.length > 0)
      if (broken.length > 0)
        throw new Error(
          `${broken.length} answer(s) break the spec:\n${broken.map((b) => `${b.spec} ${b.operationId} HTTP ${b.status}: ${b.issues.join('; ')}\n  ${JSON.stringify(b.body)}`).join('\n')}`,
        )
    },
  }
}

/** The clients of {@link specCheckedClients}. */
export type CheckedClients = ReturnType<typeof specCheckedClients>
