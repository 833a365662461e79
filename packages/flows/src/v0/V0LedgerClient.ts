import { InvalidArgumentError } from '@ledgernet/errors'
import type { HttpTransport } from '@ledgernet/transport'
import type { V0Client } from '@ledgernet/v0-client'

/**
 * What the v0 flows accept: a Gateway API v0 client (`createV0Client`) or its lean transport
 * (`createV0Transport`). A full client is used through its `transport`.
 *
 * @example
 * import { createV0Transport } from '@ledgernet/v0-client'
 * const v0: V0LedgerClient = createV0Transport({ baseUrl: 'http://127.0.0.1:8080' })
 */
export type V0LedgerClient = HttpTransport | V0Client

/** The transport of a {@link V0LedgerClient}. */
export function resolveV0(client: V0LedgerClient): HttpTransport {
  const transport = ((client as V0Client)?.transport ?? client) as Partial<HttpTransport>
  if (typeof transport?.exchange !== 'function' || 'network' in transport)
    throw new InvalidArgumentError('client', 'must be a Gateway API v0 client or transport (createV0Client, createV0Transport)')
  return transport as HttpTransport
}
