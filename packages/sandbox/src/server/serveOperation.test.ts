import { describe, expect, it } from 'vitest'
import { gatewayError } from './gateway/gatewayError.js'
import { serveOperation } from './serveOperation.js'
import { v0Error } from './v0/v0Error.js'

describe('serveOperation', () => {
  const handlers = { getEpoch: () => ({ status: 200, body: { epoch: 3 } }) }

  it('runs the handler of the operation with the request', async () => {
    expect(await serveOperation(handlers, 'getEpoch', { body: {} }, undefined, () => v0Error(501, 'no'))).toEqual({
      status: 200,
      body: { epoch: 3 },
    })
  })

  it('answers an operation of the spec the map does not serve with 501 naming it, never a 500', async () => {
    const notServed = (name: string) => v0Error(501, `not implemented: the sandbox does not serve ${name}`)
    expect(await serveOperation(handlers, 'getLedgerState', { body: {} }, undefined, notServed)).toEqual({
      status: 501,
      body: { code: 501, message: 'not implemented: the sandbox does not serve getLedgerState' },
    })
    const gateway = (name: string) =>
      gatewayError(501, `Not implemented: the sandbox does not serve ${name}`, {
        type: 'InternalServerError',
        exception: 'NotImplemented',
        cause: `${name} is an operation of the spec that the sandbox does not serve`,
      })
    const answer = await serveOperation({}, 'getLedgerState', {}, undefined, gateway)
    expect(answer.status).toBe(501)
    expect((answer.body as { message: string }).message).toMatch(/getLedgerState/)
  })
})
