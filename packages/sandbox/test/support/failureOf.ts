import { HttpError } from '@ledgernet/transport'

/**
 * Awaits a client call that must fail with an HTTP error and returns its status and parsed body
 * (any other outcome fails the test).
 *
 * @example
 * const { status, body } = await failureOf(deriveToken({ client: clients.gateway, body: { public_key, symbol: 'xrd' } }))
 */
export async function failureOf(call: Promise<unknown>): Promise<{ status: number; body: any; headers: Headers }> {
  try {
    const value = await call
    throw new Error(`expected an HTTP error, got ${JSON.stringify(value)}`)
  } catch (error) {
    if (!(error instanceof HttpError)) throw error
    return { status: error.status, body: error.body ?? JSON.parse(error.rawBody || 'null'), headers: error.headers }
  }
}
