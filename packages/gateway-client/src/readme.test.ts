import { startExampleServer } from '@ledgernet/specs/testing'
import { runReadmeExample } from '@ledgernet/test-support/readmeExamples'
import { expect, it } from 'vitest'

it('the README opens with an example that runs', async () => {
  const server = await startExampleServer({ spec: 'gateway' })
  try {
    const printed = await runReadmeExample(new URL('..', import.meta.url), { 'http://127.0.0.1:8080': server.url })
    expect(printed).toEqual([['gold_dr1qd0vs8ut8w5defgw26x8505yp3uqhzw5dhmh4g7c4g7smzlcwk']])
    expect(server.requests.map((r) => r.issues)).toEqual([[]])
  } finally {
    await server.close()
  }
})
