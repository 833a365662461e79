import {
  createRpcClient,
  createRpcTransport,
  InvalidResponseError,
  isJsonRpcError,
  statusOfTransaction,
} from '@ledgernet/rpc-client'
import { resultValidators } from '@ledgernet/rpc-client/validators'
import { answeringFetch } from './support/answeringFetch.js'
import { expectEqual, expectFailure } from './support/assertions.js'

const txID = '1a2f033a8a2ac6210fd5ea3562ef042f5a24d7835736849533cd673da64d0e0a'
type Envelope = { jsonrpc: string; id: number; method: string; params: unknown[] }

// A node that answers each envelope with the result `reply(envelope)`, echoing its id.
const node = (reply: (envelope: Envelope) => unknown, error?: { code: number; message: string }) =>
  answeringFetch((sent) => {
    const envelope = sent.body as Envelope
    return error
      ? { jsonrpc: '2.0', id: envelope.id, error }
      : { jsonrpc: '2.0', id: envelope.id, result: reply(envelope) }
  })

const confirmed = node(() => ({ txID, status: 'CONFIRMED' }))
const client = createRpcClient({ baseUrl: 'http://node.test/rpc', fetch: confirmed.fetch })
expectEqual(
  await statusOfTransaction({ client, params: [txID] }),
  { txID, status: 'CONFIRMED' },
  'statusOfTransaction result',
)
const sent = confirmed.requests[0]!
expectEqual(
  [sent.url, (sent.body as Envelope).jsonrpc, (sent.body as Envelope).method, (sent.body as Envelope).params],
  ['http://node.test/rpc', '2.0', 'ledger.statusOfTransaction', [txID]],
  'envelope sent',
)

const refusing = node(() => undefined, { code: 2514, message: 'Invalid txID' })
const refused = createRpcClient({ baseUrl: 'http://node.test/rpc', fetch: refusing.fetch })
await expectFailure(
  () => statusOfTransaction({ client: refused, params: ['nope'] }),
  (error) => isJsonRpcError(error, 2514),
  'a JSON-RPC error object',
)

const wrongId = answeringFetch(() => ({ jsonrpc: '2.0', id: -1, result: { txID, status: 'CONFIRMED' } }))
const confused = createRpcClient({ baseUrl: 'http://node.test/rpc', fetch: wrongId.fetch, retry: false })
await expectFailure(
  () => statusOfTransaction({ client: confused, params: [txID] }),
  (error) => error instanceof InvalidResponseError,
  'an answer to another call',
)

// Lean path, then with the validators subpath.
const lean = createRpcTransport({ baseUrl: 'http://node.test/rpc', fetch: confirmed.fetch })
expectEqual((await statusOfTransaction({ client: lean, params: [txID] })).txID, txID, 'lean statusOfTransaction')
const garbled = node(() => ({ txID, status: 'MAYBE' }))
const leanChecked = createRpcTransport({
  baseUrl: 'http://node.test/rpc',
  fetch: garbled.fetch,
  validators: resultValidators,
})
await expectFailure(
  () => statusOfTransaction({ client: leanChecked, params: [txID] }),
  (error) => error instanceof InvalidResponseError,
  'lean with validators',
)
console.log('ok: rpc-client')
