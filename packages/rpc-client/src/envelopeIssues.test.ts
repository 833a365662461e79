import { describe, expect, it } from 'vitest'
import { envelopeIssues } from './envelopeIssues.js'

describe('envelopeIssues', () => {
  it('accepts the response to the call, with a result (null included) or an error', () => {
    expect(envelopeIssues({ jsonrpc: '2.0', id: 7, result: { txID: 'ab' } }, 7)).toBeUndefined()
    expect(envelopeIssues({ jsonrpc: '2.0', id: 7, result: null }, 7)).toBeUndefined()
    expect(
      envelopeIssues({ jsonrpc: '2.0', id: 7, error: { code: 1301, message: 'no funds', data: {} } }, 7),
    ).toBeUndefined()
  })

  it('refuses anything else, saying what a response must be', () => {
    const wrong = [
      null,
      'ok',
      42,
      [],
      [{ jsonrpc: '2.0', id: 7, result: 1 }],
      {},
      { jsonrpc: '1.0', id: 7, result: 1 },
      { jsonrpc: '2.0', id: 8, result: 1 },
      { jsonrpc: '2.0', id: '7', result: 1 },
      { jsonrpc: '2.0', id: 7 },
      { jsonrpc: '2.0', id: 7, result: 1, error: { code: 1, message: 'x' } },
      { jsonrpc: '2.0', id: 7, error: { code: 1.5, message: 'x' } },
      { jsonrpc: '2.0', id: 7, error: { code: 1 } },
      { jsonrpc: '2.0', id: 7, error: null },
    ]
    for (const body of wrong)
      expect(envelopeIssues(body, 7), JSON.stringify(body)).toEqual([
        { path: '', message: 'must be the JSON-RPC 2.0 response to call 7' },
      ])
  })
})
