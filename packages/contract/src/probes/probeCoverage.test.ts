import { networks } from '@ledgernet/crypto'
import {
  type ContractSpecName,
  createSpecValidator,
  listMethods,
  listOperations,
  loadSpec,
  type OpenApiValidator,
  specList,
} from '@ledgernet/specs'
import { describe, expect, it } from 'vitest'
import { createContractRandom } from '../ContractRandom.js'
import { targetOptions } from '../targetOptions.js'
import { openApiProbes } from './openApiProbes.js'
import { openRpcProbes } from './openRpcProbes.js'

const invalidCategories = new Set([
  'missing-field',
  'wrong-type',
  'bad-hex',
  'wrong-network',
  'unknown-field',
  'not-json',
  'content-type',
  'header',
])

describe('the probes cover the specs', () => {
  const context = {
    network: networks.localnet,
    live: { network: networks.localnet },
    hasAdmin: false,
    random: createContractRandom(1),
  }

  // The operations are listed from the documents themselves, so a new operation fails this test
  // until it is probed.
  for (const spec of Object.keys(targetOptions) as ContractSpecName[]) {
    const document = loadSpec(spec)
    const operations =
      typeof document.openrpc === 'string'
        ? listMethods(document).map((method) => method.name)
        : listOperations(document).map((operation) => operation.operationId)
    const validator = createSpecValidator(spec)
    const probes =
      validator.kind === 'openapi' ? openApiProbes(validator, spec, context) : openRpcProbes(validator, spec, context)

    // A spec its owner publishes may lack the examples a probe needs: its operation is then
    // reported as not probed, with the reason, never left out.
    const published = (specList[spec] as { readonly published?: boolean }).published === true
    it(`${spec}: every operation has probes that run without a key or credentials${published ? ', or says why not' : ''}`, () => {
      expect(operations.length).toBeGreaterThan(0)
      for (const operation of operations) {
        const mine = probes.filter((probe) => probe.operation === operation)
        const running = mine.filter((probe) => !('skip' in probe))
        if (published && running.length === 0)
          expect(
            mine.some((probe) => 'skip' in probe && probe.skip.length > 0),
            `${spec}.${operation}`,
          ).toBe(true)
        else expect(running.length, `${spec}.${operation}`).toBeGreaterThan(0)
      }
    })

    it(`${spec}: every operation that takes input gets invalid requests`, () => {
      for (const operation of operations) {
        const takesInput =
          validator.kind === 'openapi'
            ? validator.operation(operation).requestBody !== undefined
            : validator.method(operation)!.params.length > 0
        if (!takesInput || published) continue
        const invalid = probes.filter((probe) => probe.operation === operation && invalidCategories.has(probe.category))
        expect(invalid.length, `${spec}.${operation}`).toBeGreaterThan(0)
      }
    })
  }

  it('probes wrong verbs on every path and an unknown path of each OpenAPI document', () => {
    for (const spec of ['gateway', 'node-rest', 'gateway-v0'] as const) {
      const validator = createSpecValidator(spec)
      const probes = openApiProbes(validator, spec, context)
      const paths = new Set(validator.operations.map((operation) => operation.path))
      const wrongVerbs = probes.filter((probe) => probe.category === 'wrong-verb')
      expect(wrongVerbs).toHaveLength(paths.size)
      expect(probes.filter((probe) => probe.category === 'unknown-path')).toHaveLength(1)
    }
  })

  it('probes missing and wrong credentials on every restricted operation', () => {
    const validator = createSpecValidator('node-rest')
    const probes = openApiProbes(validator, 'node-rest', context)
    const restricted = validator.operations
      .filter((operation) => operation.auth === 'basic')
      .map((operation) => operation.operationId)
    expect(restricted.length).toBeGreaterThan(0)
    for (const operation of restricted)
      expect(
        probes
          .filter((probe) => probe.operation === operation && probe.category === 'credentials')
          .map((probe) => probe.name),
      ).toEqual(['no credentials', 'wrong credentials'])
  })

  it('moves the spec examples to the network under test, and breaks them with another one', () => {
    const mainnet = {
      network: networks.mainnet,
      live: { network: networks.mainnet },
      hasAdmin: false,
      random: createContractRandom(1),
    }
    const probes = openApiProbes(createSpecValidator('gateway'), 'gateway', mainnet)
    const example = probes.find((probe) => probe.operation === 'buildTransaction' && probe.category === 'example')
    expect(example && 'request' in example && JSON.parse(example.request.body!)).toMatchObject({
      network_identifier: { network: 'mainnet' },
      fee_payer: { address: expect.stringMatching(/^rdx1/) },
    })
    const wrong = probes
      .filter((probe) => probe.operation === 'buildTransaction' && probe.category === 'wrong-network')
      .map((probe) => probe.name)
    expect(wrong).toContain('wrong network at /body/fee_payer/address (stokenet)')
  })

  it('makes a request from the schema for an operation without a request example, and says why when it cannot', () => {
    const document = {
      openapi: '3.0.3',
      info: { title: 'Shop', version: '1' },
      paths: {
        '/pets/list': {
          post: {
            operationId: 'ListPets',
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['limit', 'kind'],
                    properties: {
                      limit: { type: 'integer', minimum: 1 },
                      kind: { type: 'string', enum: ['cat', 'dog'] },
                    },
                  },
                },
              },
            },
            responses: { '200': { description: 'ok' } },
          },
        },
        '/pets/find': {
          post: {
            operationId: 'FindPet',
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['code'],
                    properties: { code: { type: 'string', pattern: '^[A-Z]{3}$' } },
                  },
                },
              },
            },
            responses: { '200': { description: 'ok' } },
          },
        },
      },
    }
    const validator = createSpecValidator({ document, id: 'shop' }) as OpenApiValidator
    const probes = openApiProbes(validator, 'gateway', context)
    const made = probes.find((probe) => probe.operation === 'ListPets' && probe.category === 'synthesized')
    expect(made && 'request' in made ? JSON.parse(made.request.body!) : undefined).toEqual({ limit: 1, kind: 'cat' })
    expect(probes.some((probe) => probe.operation === 'ListPets' && probe.category === 'missing-field')).toBe(true)
    const refused = probes.find((probe) => probe.operation === 'FindPet' && probe.category === 'synthesized')
    expect(refused && 'skip' in refused ? refused.skip : undefined).toMatch(
      /^the spec has no request example, and no valid request could be made from its schema \(\/body gives nothing/,
    )
  })
})
