import type { Network } from '@ledgernet/crypto'
import { type MethodInfo, type OpenRpcValidator, resolvePointer, type SpecName, toPointer } from '@ledgernet/specs'
import type { HttpAnswer } from '../exchangeHttp.js'
import type { ContractFailure } from '../report/ContractReport.js'
import { expectValue, fieldOf } from '../scenarios/expectValue.js'
import { checkRpcAnswer } from '../validation/checkRpcAnswer.js'
import { failuresFromViolations } from '../validation/failuresFromViolations.js'
import { schemaFragmentAt } from '../validation/schemaFragmentAt.js'
import type { ProbeContext } from './openApiProbes.js'
import { onNetwork, otherNetwork } from './otherNetworkValue.js'
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
      const declared = code !== undefined && info.errors.some((error) => error.code === code)
      const data = declared ? errorData(code, variant.path, variant.value, context.network) : undefined
      probes.push({
        ...base,
        category: variant.category,
        name: variant.name,
        ...call(info.name, variant.value),
        expect: declared ? { errorCode: code } : 'error',
        ...(data ? { errorData: data } : {}),
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
    ...batchProbes(validator, spec, anyMethod),
  )
  return probes
}

/**
 * JSON-RPC 2.0 batches (§6), which the documents' envelope includes: an empty array is one
 * invalid request (-32600, not an array); a batch gets an array of one reply per call that has an
 * id, matched by id, in any order; notifications (no id) get no reply, and a batch of nothing else
 * no body at all. The calls are envelope errors (an unknown method, a JSON-RPC 1.0 call), so a
 * batch changes nothing on the server and its replies are fixed.
 */
function batchProbes(validator: OpenRpcValidator, spec: SpecName, anyMethod: string): RpcProbe[] {
  const base = {
    kind: 'rpc' as const,
    spec,
    operation: '(batch)',
    category: 'envelope',
    id: null,
    expect: 'error' as const,
  }
  const unknown = (id?: number) => ({
    jsonrpc: '2.0',
    ...(id === undefined ? {} : { id }),
    method: 'ledger.ledgernetContractUnknownMethod',
    params: [],
  })
  /** The replies of a batch: an HTTP 200 array, each reply a JSON-RPC answer to one of `calls`. */
  const replies =
    (calls: { id: number; code: number }[]) =>
    (answer: HttpAnswer, operation: string): ContractFailure[] => {
      const failures: ContractFailure[] = []
      if (answer.status !== 200 || !Array.isArray(answer.body))
        return [
          {
            operation,
            path: Array.isArray(answer.body) ? '/status' : '/body',
            message: `a batch of ${calls.length} call${calls.length === 1 ? '' : 's'} with an id must get an HTTP 200 array of ${calls.length} repl${calls.length === 1 ? 'y' : 'ies'}`,
            expected: { status: 200, body: `an array of ${calls.length}` },
            seen: { status: answer.status, body: answer.notJson ? answer.text.slice(0, 200) : answer.body },
          },
        ]
      const seenIds = answer.body.map((reply) => (reply as { id?: unknown } | null)?.id)
      if (answer.body.length !== calls.length || calls.some((call) => !seenIds.includes(call.id)))
        failures.push({
          operation,
          path: '/body',
          message: `must hold exactly one reply per call with an id (${calls.map((call) => call.id).join(', ')}), none for a notification`,
          expected: calls.map((call) => call.id),
          seen: seenIds,
        })
      answer.body.forEach((reply, index) => {
        const call = calls.find((candidate) => Object.is(candidate.id, (reply as { id?: unknown } | null)?.id))
        if (!call) return
        const checked = checkRpcAnswer(validator, spec, undefined, call.id, { ...answer, body: reply })
        const own = checked.violations.filter(
          (violation) => violation.path !== '/status' && violation.path !== '/headers/content-type',
        )
        for (const failure of failuresFromViolations(own))
          failures.push({ ...failure, operation, path: failure.path.replace(/^\/body/, `/body/${index}`) })
        if (checked.error?.code !== call.code)
          failures.push({
            operation,
            path: `/body/${index}/error/code`,
            message: `the reply to call ${call.id} must be ${call.code}`,
            expected: call.code,
            seen: checked.error?.code ?? ('result' in checked ? 'a result' : undefined),
          })
      })
      return failures
    }
  return [
    {
      ...base,
      name: 'an empty batch (one invalid request: -32600, not an array)',
      body: '[]',
      judge: (answer, operation) => {
        const checked = checkRpcAnswer(validator, spec, undefined, null, answer)
        const failures = failuresFromViolations(checked.violations).map((failure) => ({ ...failure, operation }))
        if (checked.error?.code !== -32600)
          failures.push({
            operation,
            path: '/body/error/code',
            message: 'an empty batch must be answered with one error -32600 (not an array, not a result)',
            expected: -32600,
            seen: checked.error?.code ?? (Array.isArray(answer.body) ? 'an array' : answer.body),
          })
        return failures
      },
    },
    {
      ...base,
      name: 'a batch of two calls (an array of two replies, each to its id)',
      body: JSON.stringify([unknown(9101), { jsonrpc: '1.0', id: 9102, method: anyMethod, params: [] }]),
      judge: replies([
        { id: 9101, code: -32601 },
        { id: 9102, code: -32600 },
      ]),
    },
    {
      ...base,
      name: 'a batch of a call and a notification (a reply to the call only)',
      body: JSON.stringify([unknown(), unknown(9103)]),
      judge: replies([{ id: 9103, code: -32601 }]),
    },
    {
      ...base,
      name: 'a batch of notifications only (no reply: no body)',
      body: JSON.stringify([unknown(), unknown()]),
      judge: (answer, operation) =>
        (answer.status === 200 || answer.status === 204) && answer.text.trim() === ''
          ? []
          : [
              {
                operation,
                path: answer.text.trim() === '' ? '/status' : '/body',
                message: 'a batch of notifications only gets nothing back: HTTP 204 (or 200) with no body',
                expected: { status: [200, 204], body: '' },
                seen: { status: answer.status, body: answer.notJson ? answer.text.slice(0, 200) : answer.body },
              },
            ],
    },
  ]
}

/**
 * The code the node's spec gives a broken param, where its code table names one (the rest are
 * -32602 or a code of the method): a blob that is not hex 2511, a signature that is not hex 2512,
 * a public key 2513, a txID 2514, an address or rri of another network 1318, an rri whose checksum
 * is wrong 1316, an address 1317.
 */
function paramCode(info: MethodInfo, category: string, path: string): number | undefined {
  const param = /^\/params\/(\d+)/.exec(path)?.[1]
  const name = param === undefined ? undefined : info.params[Number(param)]?.name
  if (category === 'wrong-network') return 1318
  if (category === 'bad-checksum') return /token|rri/i.test(path.split('/').at(-1) ?? '') ? 1316 : 1317
  if (category !== 'bad-hex') return undefined
  if (name === 'transaction') return 2511
  if (name === 'signatureDER') return 2512
  if (name === 'publicKey') return 2513
  if (name === 'txID') return 2514
  return undefined
}

/**
 * The `data` the node's code table gives an address or rri error, for the value broken at `path`
 * of `params`: 1318 `network` (the node's), `found`, `value`; 1317 `address` and 1316
 * `tokenIdentifier`, with `actionIndex` when the value sits in an action (absent for the fee
 * payer). `undefined` for any other code.
 */
function errorData(code: number, path: string, params: unknown, network: Network): Record<string, unknown> | undefined {
  const value = resolvePointer(params, path.replace(/^\/params/, ''))
  const action = /^\/params\/0\/(\d+)\//.exec(path)?.[1]
  const actionIndex = action === undefined ? undefined : Number(action)
  if (code === 1318) return { network: network.name, found: otherNetwork(network).name, value }
  if (code === 1317) return { actionIndex, address: value }
  if (code === 1316) return { actionIndex, tokenIdentifier: value }
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
