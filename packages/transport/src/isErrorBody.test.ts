import { describe, expect, it } from 'vitest'
import { isErrorBody } from './isErrorBody.js'

describe('isErrorBody', () => {
  it('accepts the error envelope of every spec', () => {
    expect(isErrorBody({ code: 400, message: 'bad' })).toBe(true)
    expect(
      isErrorBody({ code: 404, message: 'gone', details: { type: 'TransactionNotFoundError' }, trace_id: 'x' }),
    ).toBe(true)
  })

  it('refuses anything else', () => {
    for (const body of [
      null,
      undefined,
      'text',
      42,
      [],
      {},
      { code: '400', message: 'bad' },
      { code: 400 },
      { code: 400, message: 1 },
      { code: 400, message: 'bad', details: null },
      { code: 400, message: 'bad', details: {} },
      { code: 400, message: 'bad', details: { type: 7 } },
    ])
      expect(isErrorBody(body), JSON.stringify(body)).toBe(false)
  })
})
