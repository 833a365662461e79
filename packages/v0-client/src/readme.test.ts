import { startExampleServer } from '@ledgernet/specs/testing'
import { runReadmeExample } from '@ledgernet/test-support/readmeExamples'
import { expect, it } from 'vitest'

it('the README opens with an example that runs', async () => {
  const server = await startExampleServer({ spec: 'gateway-v0' })
  try {
    const printed = await runReadmeExample(new URL('..', import.meta.url), { 'http://127.0.0.1:8080': server.url })
    expect(printed).toEqual([[true, ['Account']]])
    expect(server.requests.map((r) => [r.operationId, r.issues])).toEqual([
      ['getEpoch', []],
      ['getPackage', []],
    ])
  } finally {
    await server.close()
  }
})
