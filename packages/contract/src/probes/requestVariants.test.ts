import { networks } from '@ledgernet/crypto'
import { createSpecValidator } from '@ledgernet/specs'
import { describe, expect, it } from 'vitest'
import { schemaFragmentAt } from '../validation/schemaFragmentAt.js'
import { requestVariants } from './requestVariants.js'

describe('requestVariants', () => {
  const gateway = createSpecValidator('gateway')
  const headers = { 'content-type': 'application/json', 'x-ledger-target-gw-api': '1.0' }
  const example = gateway.examples('deriveToken').request[0]!.value
  const schema = gateway.operation('deriveToken').requestBody!.value.content['application/json'].schema
  const validate = (body: unknown) => gateway.validateRequest('deriveToken', { headers, body })
  const variants = requestVariants(example, {
    prefix: '/body',
    network: networks.localnet,
    isInvalid: (body) => validate(body).length > 0,
    patternAt: (pointer) =>
      (schemaFragmentAt(gateway.document, schema, pointer, example) as { pattern?: string }).pattern,
  })
  const names = variants.map((variant) => variant.name)

  it('starts from a valid request', () => {
    expect(validate(example)).toEqual([])
  })

  it('removes each required field, changes each type, breaks the hex and the network, adds an unknown field', () => {
    expect(names).toEqual(
      expect.arrayContaining([
        'missing required field /body/network_identifier',
        'missing required field /body/network_identifier/network',
        'missing required field /body/public_key/hex',
        'missing required field /body/symbol',
        'wrong type at /body/symbol (number instead of string)',
        'wrong type at /body/public_key (string instead of object)',
        'bad hex at /body/public_key/hex',
        'wrong network at /body/network_identifier/network (mainnet)',
        'unknown field /body/ledgernet_contract_unknown_field',
      ]),
    )
  })

  it('derives only requests the spec refuses, except the wrong network, which has the right shape', () => {
    for (const variant of variants) {
      if (variant.category === 'wrong-network') expect(validate(variant.value)).toEqual([])
      else expect(validate(variant.value).length, variant.name).toBeGreaterThan(0)
    }
  })

  it('does not call an amount hex: bad hex follows the schema pattern', () => {
    const build = createSpecValidator('gateway')
    const body = build.examples('buildTransaction').request[0]!.value
    const buildSchema = build.operation('buildTransaction').requestBody!.value.content['application/json'].schema
    const hex = requestVariants(body, {
      prefix: '/body',
      network: networks.localnet,
      isInvalid: (candidate) => build.validateRequest('buildTransaction', { headers, body: candidate }).length > 0,
      patternAt: (pointer) =>
        (schemaFragmentAt(build.document, buildSchema, pointer, body) as { pattern?: string }).pattern,
    }).filter((variant) => variant.category === 'bad-hex')
    expect(hex.map((variant) => variant.path)).toEqual(['/body/message'])
  })

  it('drops a required JSON-RPC param', () => {
    const rpc = createSpecValidator('node-rpc')
    const params = rpc.examples('ledger.statusOfTransaction')[0]!.params
    const found = requestVariants(params, {
      prefix: '/params',
      network: networks.localnet,
      isInvalid: (candidate) => rpc.validateRpcParams('ledger.statusOfTransaction', candidate).length > 0,
      patternAt: () => '^[0-9a-f]{64}$',
    })
    expect(found.map((variant) => variant.name)).toEqual(
      expect.arrayContaining([
        'missing required field /params/0',
        'wrong type at /params/0 (number instead of string)',
        'bad hex at /params/0',
      ]),
    )
  })
})
