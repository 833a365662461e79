import { describe, expect, it } from 'vitest'
import * as portable from './index.js'

describe('the portable entry’s Node-only names (a browser bundle’s)', () => {
  it('refuse outside Node with NEEDS_NODE and a hint to use the in-memory sandbox', async () => {
    const needsNode = expect.objectContaining({
      code: 'NEEDS_NODE',
      hint: expect.stringContaining('createMemorySandbox'),
    })
    await expect(portable.startSandbox()).rejects.toThrow(needsNode)
    for (const call of [
      () => portable.sandboxCommandOptions(),
      () => portable.sandboxOptionsFromCommand({ port: 0, host: '127.0.0.1' }),
      () => portable.nonNegativeInteger('1'),
      () => portable.positiveInteger('1'),
    ])
      expect(call).toThrow(needsNode)
    const hooks = { beforeAll: () => {}, beforeEach: () => {}, afterEach: () => {}, afterAll: () => {} }
    expect(() => portable.useSandbox(hooks, { http: true })).toThrow(expect.objectContaining({ code: 'NEEDS_NODE' }))
  })
})
