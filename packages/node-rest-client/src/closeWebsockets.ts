import { InvalidResponseError, type CallOptions, type HttpTransport } from '@ledgernet/transport'
import { closeWebsocketsOperation } from './generated/operations.gen.js'

/**
 * What closing the websockets did: how many were closed (the `X-Closed-Websockets` header).
 *
 * @example
 * const outcome: ClosedWebsockets = { closed: 3 }
 */
export type ClosedWebsockets = { closed: number }

/**
 * Closes every open websocket of the node's API (`DELETE /api/system/modules/api/websockets`,
 * HTTP Basic credentials) and answers how many were closed, read from the
 * `X-Closed-Websockets` header (the body is empty). Not safe to retry: a repeat could close
 * websockets opened since, so it is retried only with `retry: { unsafe: true }`. A missing or
 * malformed header is an `InvalidResponseError` naming `/headers/x-closed-websockets`.
 *
 * @example
 * const node = createNodeRestTransport({ baseUrl: 'http://127.0.0.1:3333', credentials: { username: 'admin', password: 'secret' } })
 * const { closed } = await closeWebsockets(node)
 */
export async function closeWebsockets(node: HttpTransport, options?: CallOptions): Promise<ClosedWebsockets> {
  const { status, headers } = await node.exchange(closeWebsocketsOperation, {}, options)
  const value = headers.get('x-closed-websockets')
  const closed = Number(value)
  if (value === null || !/^\d+$/.test(value) || !Number.isSafeInteger(closed))
    throw new InvalidResponseError({
      operation: closeWebsocketsOperation.operationId,
      url: node.baseUrl + closeWebsocketsOperation.path,
      status,
      reason: 'schema',
      issues: [{ path: '/headers/x-closed-websockets', message: value === null ? 'is required' : 'must be a non-negative decimal integer' }],
      body: undefined,
    })
  return { closed }
}
