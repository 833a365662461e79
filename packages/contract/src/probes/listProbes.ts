import { networks } from '@ledgernet/crypto'
import { createOpenApiValidator, createOpenRpcValidator, type SpecDocument, type SpecName } from '@ledgernet/specs'
import { createContractRandom } from '../ContractRandom.js'
import { openApiProbes } from './openApiProbes.js'
import { openRpcProbes } from './openRpcProbes.js'

/**
 * What the contract runner would probe on a server of a document, without a server: each probe it
 * has (operation, category, name) and each it cannot run, with the reason (a live value no
 * scenario produced, a request that cannot be made from the schema, credentials not given), and
 * the operations (or methods) it has no probe for at all.
 *
 * @example
 * const listing: ProbeListing = { operations: 1, covered: [{ operation: 'getPet', category: 'example', name: 'spec example "cat"' }], notCovered: [], unprobed: [] }
 */
export type ProbeListing = {
  operations: number
  covered: { operation: string; category: string; name: string }[]
  notCovered: { operation: string; category: string; name: string; reason: string }[]
  unprobed: string[]
}

/**
 * Lists the probes of any OpenAPI 3.1 or OpenRPC document (read and normalized as generation
 * reads it, e.g. a published spec a client was generated from) as `runContract` would derive them
 * for a server of it — with no server and no funded key, so the live scenarios' probes are listed
 * as not covered, with why.
 *
 * @example
 * const { covered, notCovered } = listProbes(document, 'shop')
 */
export function listProbes(document: SpecDocument, id: string): ProbeListing {
  const context = {
    network: networks.localnet,
    live: { network: networks.localnet },
    hasAdmin: false,
    random: createContractRandom(1),
  }
  const spec = id as SpecName
  // A published OpenRPC document's examples may not fit it (an example naming a param the method
  // does not have): those cannot be sent, and are listed as such rather than stopping the listing.
  const unusable: ProbeListing['notCovered'] = []
  const examplesOf =
    <T>(examples: (name: string) => T[]) =>
    (name: string): T[] => {
      try {
        return examples(name)
      } catch (error) {
        unusable.push({ operation: name, category: 'example', name: 'spec examples', reason: (error as Error).message })
        return []
      }
    }
  let probes: ReturnType<typeof openApiProbes | typeof openRpcProbes>
  let names: string[]
  if (typeof document.openrpc === 'string') {
    const validator = createOpenRpcValidator(document, id)
    probes = openRpcProbes({ ...validator, examples: examplesOf(validator.examples) }, spec, context)
    names = validator.methods.map((method) => method.name)
  } else {
    const validator = createOpenApiValidator(document, id)
    probes = openApiProbes(validator, spec, context)
    names = validator.operations.map((operation) => operation.operationId)
  }
  const listing: ProbeListing = { operations: names.length, covered: [], notCovered: [...unusable], unprobed: [] }
  for (const probe of probes)
    if ('skip' in probe)
      listing.notCovered.push({
        operation: probe.operation,
        category: probe.category,
        name: probe.name,
        reason: probe.skip,
      })
    else listing.covered.push({ operation: probe.operation, category: probe.category, name: probe.name })
  const probed = new Set(listing.covered.map((probe) => probe.operation))
  listing.unprobed = names.filter((name) => !probed.has(name))
  return listing
}
