import {
  closeWebsockets,
  createNodeRestClient,
  createNodeRestTransport,
  getModules,
  type HttpError,
  isNodeRestError,
  ping,
} from '@ledgernet/node-rest-client'
import { responseValidators } from '@ledgernet/node-rest-client/validators'
import { answeringFetch } from './support/answeringFetch.js'
import { expectEqual, expectFailure } from './support/assertions.js'

const expected = `Basic ${btoa('admin:s3cret')}`
const node = answeringFetch((sent) => {
  if (sent.url.endsWith('/api/ping')) return { response: 'pong', timestamp: 1_700_000_000_000 }
  if (sent.url.endsWith('/api/system/modules/api/websockets'))
    return new Response(null, { status: 200, headers: { 'x-closed-websockets': '3' } })
  if (sent.headers.authorization !== expected) {
    return new Response(JSON.stringify({ code: 401, message: 'credentials required' }), {
      status: 401,
      headers: {
        'content-type': 'application/json',
        'www-authenticate': 'Basic realm="ledgernet node", charset="UTF-8"',
      },
    })
  }
  return [{ name: 'websockets', uid: 7 }]
})

const client = createNodeRestClient({
  baseUrl: 'http://node.test',
  credentials: { username: 'admin', password: 's3cret' },
  fetch: node.fetch,
})
expectEqual((await ping({ client })).response, 'pong', 'ping')
expectEqual(node.requests[0]?.headers.authorization, undefined, 'no credentials on an open method')
expectEqual(await getModules({ client }), [{ name: 'websockets', uid: 7 }], 'getModules with Basic auth')
expectEqual(
  (await closeWebsockets({ client })).headers.get('x-closed-websockets'),
  '3',
  'closeWebsockets answers its headers (X-Closed-Websockets)',
)

const anonymous = createNodeRestClient({ baseUrl: 'http://node.test', fetch: node.fetch })
const refused = await expectFailure(
  () => getModules({ client: anonymous }),
  (error) => isNodeRestError(error, 401),
  'restricted without credentials',
)
expectEqual(String((refused as HttpError).message).includes('s3cret'), false, 'the error does not carry the password')

// Lean path with credentials in the URL, then with validators.
const lean = createNodeRestTransport({ baseUrl: 'http://admin:s3cret@node.test', fetch: node.fetch })
expectEqual(
  await getModules({ client: lean }),
  [{ name: 'websockets', uid: 7 }],
  'lean getModules with URL credentials',
)
const liar = answeringFetch(() => ({ response: 'pang', timestamp: -1 }))
const checked = createNodeRestTransport({
  baseUrl: 'http://node.test',
  fetch: liar.fetch,
  validators: responseValidators,
  retry: false,
})
await expectFailure(
  () => ping({ client: checked }),
  (error) => error instanceof Error && error.name === 'InvalidResponseError',
  'lean with validators',
)
console.log('ok: node-rest-client')
