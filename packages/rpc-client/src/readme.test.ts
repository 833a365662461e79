import { startExampleServer } from '@ledgernet/specs/testing'
import { runReadmeExample } from '@ledgernet/test-support/readmeExamples'
import { expect, it } from 'vitest'

it('the README opens with an example that runs', async () => {
  const server = await startExampleServer({ spec: 'node-rpc' })
  try {
    const printed = await runReadmeExample(new URL('..', import.meta.url), { 'http://127.0.0.1:8080': server.url })
    // The spec's example answer (a confirmed transaction); a reader's sandbox does not know the id.
    expect(printed).toEqual([['CONFIRMED']])
    expect(server.requests.map((r) => r.issues)).toEqual([[]])
  } finally {
    await server.close()
  }
})
