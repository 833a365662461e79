import { startExampleServer } from '@ledgernet/specs/testing'
import { runReadmeExample } from '@ledgernet/test-support/readmeExamples'
import { expect, it } from 'vitest'

it('the README opens with an example that runs', async () => {
  const server = await startExampleServer({ spec: 'node-rpc' })
  try {
    const printed = await runReadmeExample(new URL('..', import.meta.url), { 'http://127.0.0.1:8080': server.url })
    expect(printed).toEqual([['1a2f033a', 'CONFIRMED']])
    expect(server.requests.map((r) => r.issues)).toEqual([[]])
  } finally {
    await server.close()
  }
})
