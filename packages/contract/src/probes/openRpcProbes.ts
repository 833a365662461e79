import { type MethodInfo, type OpenRpcValidator, type SpecName, toPointer } from '@ledgernet/specs'
import { expectValue, fieldOf } from '../scenarios/expectValue.js'
import { schemaFragmentAt } from '../validation/schemaFragmentAt.js'
import type { ProbeContext } from './openApiProbes.js'
import { onNetwork } from './otherNetworkValue.js'
import type { RpcProbe, SkippedProbe } from './Probe.js'
import { requestVariants } from './requestVariants.js'

/**
 * Every probe of an OpenRPC document, derived from the document: per method, its example
 * pairings, live calls (a txID the node cannot know, the transaction the scenario confirmed), and
 * the invalid calls derived from the first example's params (a required param missing, a field
 * missing, a wrong type, bad hex, another network's address or rri, an unknown field), which
 * must be answered with an error the method declares; per document, the envelope errors (a body
 * that is not JSON → -32700, not a JSON-RPC request → -32600, an unknown method → -32601).
 *
 * @example
 * for (const probe of openRpcProbes(createSpecValidator('node-rpc'), 'node-rpc', context)) console.log(probe.name)
 */
export function openRpcProbes(
  validator: OpenRpcValidator,
  spec: SpecName,
  context: ProbeContext,
): (RpcProbe | SkippedProbe)[] {
  const probes: (RpcProbe | SkippedProbe)[] = []
  let nextId = 1
  const call = (method: string, params: unknown) => {
    const id = nextId++
    return { id, body: JSON.stringify({ jsonrpc: '2.0', id, method, params }) }
  }
  for (const info of validator.methods) {
    const base = { kind: 'rpc' as const, spec, operation: info.name, method: info.name }
    const examples = validator
      .examples(info.name)
      .map((example) => ({ ...example, params: onNetwork(example.params, context.network) as unknown[] }))
    for (const example of examples)
      probes.push({
        ...base,
        category: 'example',
        name: `spec example "${example.name}"`,
        ...call(info.name, example.params),
        expect: 'documented',
      })
    probes.push(
      ...liveRpcProbes(info, context, spec).map((probe) =>
        'skip' in probe ? probe : { ...base, ...probe, ...call(info.name, probe.params) },
      ),
    )
    const first = examples[0]?.params
    if (first === undefined) continue
    const variants = requestVariants(first, {
      prefix: '/params',
      network: context.network,
      isInvalid: (params) => validator.validateRpcParams(info.name, params).length > 0,
      patternAt: (pointer) => {
        const [, index, rest] = /^\/(\d+)(.*)$/.exec(pointer) ?? []
        const param = index === undefined ? undefined : info.params[Number(index)]
        if (!param) return undefined
        const fragment = schemaFragmentAt(
          validator.document,
          { $ref: `#${toPointer(param.schemaTokens)}` },
          rest ?? '',
          first[Number(index)],
        )
        const pattern = (fragment as { pattern?: unknown }).pattern
        return typeof pattern === 'string' ? pattern : undefined
      },
    })
    for (const variant of variants) {
      const code = paramCode(info, variant.category, variant.path)
      probes.push({
        ...base,
        category: variant.category,
        name: variant.name,
        ...call(info.name, variant.value),
        expect: code !== undefined && info.errors.some((error) => error.code === code) ? { errorCode: code } : 'error',
      })
    }
  }
  const anyMethod = validator.methods[0]?.name ?? 'ledger.unknown'
  probes.push(
    {
      kind: 'rpc',
      spec,
      operation: '(envelope)',
      category: 'envelope',
      name: 'a body that is not JSON',
      body: '{"jsonrpc": "2.0", "id": 1, "method": ',
      id: null,
      expect: { errorCode: -32700 },
    },
    {
      kind: 'rpc',
      spec,
      operation: '(envelope)',
      category: 'envelope',
      name: 'jsonrpc "1.0" (not a JSON-RPC 2.0 request)',
      body: JSON.stringify({ jsonrpc: '1.0', id: 9001, method: anyMethod, params: [] }),
      id: 9001,
      expect: { errorCode: -32600 },
    },
    {
      kind: 'rpc',
      spec,
      operation: '(envelope)',
      category: 'envelope',
      name: 'a method the document does not declare',
      body: JSON.stringify({ jsonrpc: '2.0', id: 9002, method: 'ledger.ledgernetContractUnknownMethod', params: [] }),
      id: 9002,
      expect: { errorCode: -32601 },
    },
  )
  return probes
}

/**
 * The code the node's spec gives a broken param, where its code table names one (the rest are
 * -32602 or a code of the method): a blob that is not hex 2511, a signature that is not hex 2512,
 * a public key 2513, a txID 2514, an address or rri of another network 1318.
 */
function paramCode(info: MethodInfo, category: string, path: string): number | undefined {
  const param = /^\/params\/(\d+)/.exec(path)?.[1]
  const name = param === undefined ? undefined : info.params[Number(param)]?.name
  if (category === 'wrong-network') return 1318
  if (category !== 'bad-hex') return undefined
  if (name === 'transaction') return 2511
  if (name === 'signatureDER') return 2512
  if (name === 'publicKey') return 2513
  if (name === 'txID') return 2514
  return undefined
}

type LiveRpcProbe = Omit<RpcProbe, 'kind' | 'body' | 'id' | 'method' | 'spec' | 'operation'> & { params: unknown[] }

/** Calls of one method on live state; only methods that read state have them. */
function liveRpcProbes(info: MethodInfo, context: ProbeContext, spec: SpecName): (LiveRpcProbe | SkippedProbe)[] {
  if (info.name !== 'ledger.statusOfTransaction') return []
  const operation = `${spec}.${info.name}`
  const randomId = context.random.hex(`${operation} unknown id`, 32)
  const probes: (LiveRpcProbe | SkippedProbe)[] = [
    {
      category: 'live',
      name: 'a txID the node cannot know',
      params: [randomId],
      expect: 'result',
      verify: (result) => [
        ...expectValue(
          operation,
          '/body/result/failure',
          'TRANSACTION_NOT_FOUND',
          fieldOf(result, 'failure'),
          'an unknown txID is the result TRANSACTION_NOT_FOUND, not an error',
        ),
        ...expectValue(operation, '/body/result/txID', randomId, fieldOf(result, 'txID'), 'must be the txID asked for'),
      ],
    },
  ]
  const txID = context.live.rpcTransactionId
  probes.push(
    txID
      ? {
          category: 'live',
          name: 'the transaction the rpc-transfer scenario confirmed',
          params: [txID],
          expect: 'result',
          verify: (result) => [
            ...expectValue(operation, '/body/result/txID', txID, fieldOf(result, 'txID'), 'must be the txID asked for'),
            ...expectValue(
              operation,
              '/body/result/status',
              'CONFIRMED',
              fieldOf(result, 'status'),
              'must stay CONFIRMED once confirmed',
            ),
          ],
        }
      : {
          spec,
          operation: info.name,
          category: 'live',
          name: 'the transaction the rpc-transfer scenario confirmed',
          skip: 'no confirmed transaction: the rpc-transfer scenario did not run',
        },
  )
  return probes
}
