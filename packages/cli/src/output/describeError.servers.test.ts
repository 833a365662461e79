import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectOneLineError, runLedgernet } from '../testing/runLedgernet.js'
import { type ScriptedAnswer, startScriptedServer } from '../testing/scriptedServer.js'

// Failures a real server gives rarely or only when broken, met over HTTP as a user meets them:
// the hint printed is the one the transport's and the JSON-RPC client's tables give for the
// status or the JSON-RPC code.
const id = 'ab'.repeat(32)
let answer: ScriptedAnswer = { status: 500 }
let server: Awaited<ReturnType<typeof startScriptedServer>>
beforeAll(async () => {
  server = await startScriptedServer(() => answer)
})
afterAll(() => server.close())

// The error bodies are the Gateway spec's own examples of these answers.
const gatewayError = (
  status: number,
  details: { type: string; [field: string]: unknown },
  message: string,
): ScriptedAnswer => ({
  status,
  body: { code: status, message, details, trace_id: 'cd'.repeat(16) },
})
const rpcError = (code: number, message: string): ScriptedAnswer => ({
  status: 200,
  body: { jsonrpc: '2.0', id: 1, error: { code, message } },
})
const status = (via: 'gateway' | 'rpc') =>
  runLedgernet(
    via === 'gateway'
      ? ['--gateway', server.url, 'tx', 'status', id]
      : ['--rpc', `${server.url}/rpc`, 'tx', 'status', id, '--via', 'rpc'],
  )

describe('the hints a broken or busy server calls for', () => {
  it.each([
    [
      gatewayError(
        500,
        {
          type: 'InternalServerError',
          exception: 'LedgerStoreError',
          cause: 'the ledger store did not answer within 5 s',
        },
        'Internal server error',
      ),
      /^the server failed; try again, and report the trace id/,
    ],
    [
      gatewayError(
        413,
        { type: 'RequestTooLargeError', length_limit: 4194304, attempted_length: 5000000 },
        'Request body too large: 5000000 bytes, the limit is 4194304',
      ),
      /^the request is too large for the server/,
    ],
    [
      gatewayError(
        503,
        {
          type: 'NotSyncedUpError',
          request_type: 'getTransactionStatus',
          current_sync_delay_seconds: 45,
          max_allowed_sync_delay_seconds: 30,
        },
        'Not synced up: 45 s behind the network, at most 30 s allowed',
      ),
      /^the (server|node) cannot serve now/,
    ],
  ])('Gateway API %j', async (scripted, hint) => {
    answer = scripted
    const line = expectOneLineError(await status('gateway'))
    expect(line.split(' Hint: ')[1], line).toMatch(hint)
  })

  it.each([
    [rpcError(-32601, 'Method not found'), /without the ledger\.\* methods/],
    [rpcError(-32000, 'Server is not ready'), /^the (server|node) cannot serve now/],
  ])('JSON-RPC %j', async (scripted, hint) => {
    answer = scripted
    const line = expectOneLineError(await status('rpc'))
    expect(line.split(' Hint: ')[1], line).toMatch(hint)
  })
})
