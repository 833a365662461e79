import { createSpecValidator, loadSpec } from '@ledgernet/specs'
import { describe, expect, it } from 'vitest'
import { schemaFragmentAt } from './schemaFragmentAt.js'

describe('schemaFragmentAt', () => {
  const gateway = loadSpec('gateway')
  const status = { $ref: '#/components/schemas/GetTransactionStatusResponse' }

  it('follows references and properties to the field', () => {
    const fragment = schemaFragmentAt(
      gateway,
      { $ref: '#/components/schemas/DeriveTokenResponse' },
      '/token_identifier/rri',
      {},
    ) as Record<string, unknown>
    expect(fragment.type).toBe('string')
    expect(fragment.pattern).toEqual(expect.stringContaining('_(rr|tr|dr)1'))
    expect(fragment).not.toHaveProperty('description')
  })

  it('takes the branch of a union that the value tags', () => {
    const body = { transaction: { transaction_status: { status: 'CONFIRMED', confirmed_time: 'x' } } }
    const fragment = schemaFragmentAt(
      gateway,
      status,
      '/transaction/transaction_status/ledger_state_version',
      body,
    ) as Record<string, unknown>
    expect(fragment.type).toBe('integer')
  })

  it('walks array items, and answers the parent rule for a field that has no schema', () => {
    const build = { $ref: '#/components/schemas/BuildTransactionRequest' }
    const value = { actions: [{ type: 'TransferTokens' }] }
    expect(schemaFragmentAt(gateway, build, '/actions/0/amount/value', value)).toMatchObject({ type: 'string' })
    expect(schemaFragmentAt(gateway, build, '/not_a_field', value)).toMatchObject({ additionalProperties: false })
  })

  it('reads OpenRPC schemas too', () => {
    const rpc = createSpecValidator('node-rpc')
    const method = rpc.method('ledger.statusOfTransaction')!
    const ref = `#/${method.result!.schemaTokens.join('/')}`
    expect(schemaFragmentAt(rpc.document, { $ref: ref }, '/txID', { txID: 'x', status: 'PENDING' })).toMatchObject({
      pattern: '^[0-9a-f]{64}$',
    })
  })
})
