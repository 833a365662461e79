import type { V0Client } from '@ledgernet/v0-client'

/**
 * What the v0 flows accept: a Gateway API v0 client, checked (`createV0Client`) or lean
 * (`createV0Transport`).
 *
 * @example
 * import { createV0Transport } from '@ledgernet/v0-client'
 * const v0: V0LedgerClient = createV0Transport({ baseUrl: 'http://127.0.0.1:8080' })
 */
export type V0LedgerClient = V0Client
