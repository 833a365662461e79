import { startExampleServer } from '@ledgernet/specs/testing'
import { runReadmeExample } from '@ledgernet/test-support/readmeExamples'
import { expect, it } from 'vitest'

it('the README opens with an example that runs', async () => {
  const server = await startExampleServer({ spec: 'node-rest', basicAuth: { username: 'admin', password: 'secret' } })
  try {
    const printed = await runReadmeExample(new URL('..', import.meta.url), { 'http://127.0.0.1:8080': server.url })
    // The spec's example answer (3 websockets closed); the sandbox, with none open, says 0.
    expect(printed).toEqual([['pong', 3]])
    expect(server.requests.map((r) => [r.operationId, r.issues, r.headers.authorization !== undefined])).toEqual([
      ['ping', [], false],
      ['closeWebsockets', [], true],
    ])
  } finally {
    await server.close()
  }
})
