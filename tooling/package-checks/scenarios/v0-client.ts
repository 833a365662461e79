import {
  createV0Client,
  createV0Transport,
  getEpoch,
  getTransactionReceipt,
  InvalidResponseError,
  isV0Error,
} from '@ledgernet/v0-client'
import { getEpochValidators } from '@ledgernet/v0-client/validators'
import { answeringFetch } from './support/answeringFetch.js'
import { expectEqual, expectFailure } from './support/assertions.js'

const gateway = answeringFetch((sent) =>
  sent.url.endsWith('/v0/state/epoch')
    ? { epoch: 13 }
    : new Response(JSON.stringify({ code: 404, message: 'Unknown intent hash' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      }),
)
const client = createV0Client({ baseUrl: 'http://gateway.test', fetch: gateway.fetch })
expectEqual(await getEpoch({ client }), { epoch: 13 }, 'getEpoch')
expectEqual(
  [gateway.requests[0]?.method, gateway.requests[0]?.url],
  ['POST', 'http://gateway.test/v0/state/epoch'],
  'getEpoch request',
)
await expectFailure(
  () =>
    getTransactionReceipt({
      client,
      body: { intent_hash: '9836818b2e2fc077bddcbe6a09d474b8ad243536f61c4027bdd53778a390eb12' },
    }),
  (error) => isV0Error(error, 404),
  'unknown intent',
)

const liar = answeringFetch(() => ({ epoch: 'thirteen' }))
await expectFailure(
  () => getEpoch({ client: createV0Client({ baseUrl: 'http://gateway.test', fetch: liar.fetch, retry: false }) }),
  (error) => error instanceof InvalidResponseError,
  'a malformed answer',
)
const lean = createV0Transport({ baseUrl: 'http://gateway.test', fetch: gateway.fetch })
expectEqual((await getEpoch({ client: lean })).epoch, 13, 'lean getEpoch')
const leanChecked = createV0Transport({
  baseUrl: 'http://gateway.test',
  fetch: liar.fetch,
  validators: { getEpoch: getEpochValidators },
})
await expectFailure(
  () => getEpoch({ client: leanChecked }),
  (error) => error instanceof InvalidResponseError,
  'lean with validators',
)
console.log('ok: v0-client')
