import { describe, expect, it } from 'vitest'
import { gatewaySuccess } from './gatewaySuccess.js'

describe('gatewaySuccess', () => {
  it('joins the members and the ledger state into one JSON object', () => {
    const ledgerState = { version: 7, timestamp: '2026-01-01T00:00:00.000Z', epoch: 1, round: 2 }
    const answer = gatewaySuccess(`"transaction_identifier":{"hash":"${'ab'.repeat(32)}"},"duplicate":false`, JSON.stringify(ledgerState))
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.json!)).toEqual({ transaction_identifier: { hash: 'ab'.repeat(32) }, duplicate: false, ledger_state: ledgerState })
  })
})
