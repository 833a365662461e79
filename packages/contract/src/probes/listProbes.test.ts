import { describe, expect, it } from 'vitest'
import { listProbes } from './listProbes.js'

describe('listProbes', () => {
  it("lists a published document's probes without a server: what they cover, what they cannot and why", () => {
    const document = {
      openapi: '3.1.0',
      info: { title: 'Shop', version: '1' },
      paths: {
        '/pets/{id}': {
          get: {
            operationId: 'getPet',
            parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^p[0-9]+$' } }],
            responses: {
              '200': { description: 'A pet.', content: { 'application/json': { schema: { type: 'object' } } } },
            },
          },
        },
        '/pets': {
          post: {
            operationId: 'addPet',
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
                  examples: { cat: { value: { name: 'Tom' } } },
                },
              },
            },
            responses: { '204': { description: 'Added.' } },
          },
        },
      },
    }
    const listing = listProbes(document, 'shop')
    expect(listing.operations).toBe(2)
    expect(listing.covered).toContainEqual({
      operation: 'addPet',
      category: 'example',
      name: expect.stringContaining('cat'),
    })
    expect(listing.covered.some((probe) => probe.operation === 'addPet' && probe.category === 'missing-field')).toBe(
      true,
    )
    expect(listing.covered.length + listing.notCovered.length).toBeGreaterThan(2)
    for (const probe of listing.notCovered) expect(probe.reason.length).toBeGreaterThan(0)
    expect([...listing.unprobed, ...listing.covered.map((probe) => probe.operation)]).toContain('getPet')
  })

  it('lists the probes of an OpenRPC document: examples, invalid params, envelope errors', () => {
    const document = {
      openrpc: '1.2.6',
      info: { title: 'Node', version: '1' },
      methods: [
        {
          name: 'get_balance',
          params: [{ name: 'address', required: true, schema: { type: 'string' } }],
          result: { name: 'balance', schema: { type: 'string' } },
          examples: [
            { name: 'alice', params: [{ name: 'address', value: 'a1' }], result: { name: 'balance', value: '7' } },
          ],
        },
      ],
    }
    const listing = listProbes(document, 'node')
    expect(listing).toMatchObject({ operations: 1, unprobed: [] })
    expect(listing.covered.map((probe) => probe.category)).toEqual(expect.arrayContaining(['example']))
  })

  it('lists an example that names a param the method does not have as one it cannot send, with why', () => {
    const document = {
      openrpc: '1.2.6',
      info: { title: 'Node', version: '1' },
      methods: [
        {
          name: 'fee_history',
          params: [{ name: 'newestBlock', required: true, schema: { type: 'string' } }],
          result: { name: 'history', schema: { type: 'object' } },
          examples: [
            {
              name: 'latest',
              params: [{ name: 'newestblock', value: 'latest' }],
              result: { name: 'history', value: {} },
            },
          ],
        },
      ],
    }
    expect(listProbes(document, 'node').notCovered).toContainEqual({
      operation: 'fee_history',
      category: 'example',
      name: 'spec examples',
      reason: expect.stringContaining('node: example latest of fee_history names an unknown param newestblock'),
    })
  })
})
